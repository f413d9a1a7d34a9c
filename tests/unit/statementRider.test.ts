// A rider goes with the first read that offers to carry it, and what the work gave is answered only
// once the rider's verdict has passed (server/db/statementRider.ts).
import { CompiledQuery } from 'kysely';
import { describe, expect, it } from 'vitest';
import { type Rider, withRider } from '../../server/db/statementRider.js';

const rider = (verdicts: unknown[], ok: (v: unknown) => boolean = (v) => v === 'me', looked = 'me'): Rider => ({
  sql: 'select me from sessions where id = $1',
  values: ['s1'],
  settle(value) {
    verdicts.push(value);
    if (!ok(value)) throw new Error('not the same session');
  },
  lookup: async () => {
    verdicts.push('looked up');
    return looked;
  },
});
const page = CompiledQuery.raw('select id from t where a = $1 order by id desc limit $2', [7, 25]);

describe('a statement rider', () => {
  it('rides in the first read that offers, its parameters after the statement’s; its value comes off the rows', async () => {
    const verdicts: unknown[] = [];
    const answer = await withRider(rider(verdicts), async (ride) => {
      const carried = ride.carry(page)!;
      expect(carried.sql).toBe(
        'select "ym_q".*, case when row_number() over () = 1 then (select me from sessions where id = $3)::text end as "ym_rider" from (select id from t where a = $1 order by id desc limit $2) as "ym_q"',
      );
      expect(carried.parameters).toEqual([7, 25, 's1']);
      // a second read goes as it is
      expect(ride.carry(page)).toBeUndefined();
      const rows: Record<string, unknown>[] = [
        { id: 2, ym_rider: 'me' },
        { id: 1, ym_rider: null },
      ];
      ride.take(rows);
      expect(rows).toEqual([{ id: 2 }, { id: 1 }]);
      expect(Object.keys(rows[0])).toEqual(['id']);
      expect(verdicts).toEqual([]); // nothing settled before the work is done
      return rows.length;
    });
    expect(answer).toBe(2);
    expect(verdicts).toEqual(['me']);
  });

  it('when the carried read found no rows, or no read carried it, then the verdict looks the value up', async () => {
    const verdicts: unknown[] = [];
    await withRider(rider(verdicts), async (ride) => {
      ride.carry(page);
      ride.take([]);
    });
    await withRider(rider(verdicts), async () => undefined);
    expect(verdicts).toEqual(['looked up', 'me', 'looked up', 'me']);
  });

  it('when the verdict fails, then its error stands in for the work’s answer and for the work’s own error', async () => {
    const refused = rider([], () => false);
    await expect(withRider(refused, async () => 42)).rejects.toThrow('not the same session');
    await expect(
      withRider(refused, async () => {
        throw new Error('404 for the old principal');
      }),
    ).rejects.toThrow('not the same session');
    // and when it passes, the work's own error is answered
    await expect(
      withRider(rider([]), async () => {
        throw new Error('404 for the principal');
      }),
    ).rejects.toThrow('404 for the principal');
  });

  it('when the carried value is null (no such session), then the verdict is asked with null', async () => {
    const verdicts: unknown[] = [];
    await expect(
      withRider(rider(verdicts), async (ride) => {
        ride.carry(page);
        ride.take([{ id: 1, ym_rider: null }]);
      }),
    ).rejects.toThrow('not the same session');
    expect(verdicts).toEqual([null]);
  });
});
