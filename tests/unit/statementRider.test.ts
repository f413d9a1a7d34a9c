// A rider goes with the first plain read of its work and nothing the work reads or writes is used
// before its verdict (server/db/statementRider.ts). The statements go to a stand-in for the
// connection that records what it was sent and when.
import { describe, expect, it } from 'vitest';
import { type Rider, sendRiding, withRider } from '../../server/db/statementRider.js';

type Rows = Record<string, unknown>[];
const tick = () => new Promise((r) => setImmediate(r));
/** `p`, its failure reported where the test awaits it rather than as unhandled while the test steps the connection. */
const later = <T>(p: Promise<T>) => (p.catch(() => undefined), p);

/** A connection that answers each statement with `answer(sql)` once it is let go (`release`), and records the texts in order. */
function connection(answer: (sql: string, values: readonly unknown[]) => Rows) {
  const sent: string[] = [];
  const waiting: (() => void)[] = [];
  const send = (sql: string, values: readonly unknown[]) => {
    sent.push(sql);
    return new Promise<{ rows: Rows }>((resolve) => waiting.push(() => resolve({ rows: answer(sql, values) })));
  };
  const release = async () => {
    for (let i = 0; i < 20 && !waiting.length; i++) await tick();
    waiting.shift()?.();
    await tick();
  };
  return { sent, send, release };
}

const rider = (verdicts: unknown[], ok: (v: unknown) => boolean = (v) => v === 'me'): Rider => ({
  sql: 'select me from sessions where id = $1',
  values: ['s1'],
  settle(value) {
    verdicts.push(value);
    if (!ok(value)) throw new Error('not the same session');
  },
  lookup: async () => 'me',
});

describe('a statement rider', () => {
  it('rides in the first plain read, its parameters after the statement’s, and is taken off the rows', async () => {
    const verdicts: unknown[] = [];
    let seenValues: readonly unknown[] = [];
    const c = connection((sql, values) => {
      seenValues = values;
      return sql.includes('ym_rider')
        ? [
            { id: 2, ym_rider: 'me' },
            { id: 1, ym_rider: 'me' },
          ]
        : [];
    });
    const work = withRider(rider(verdicts), async () => {
      const read = sendRiding(true, 'select id from t where a = $1 order by id desc', [7], c.send);
      await c.release();
      return read;
    });
    const { rows } = await work;
    expect(c.sent).toEqual([
      'select "ym_q".*, case when row_number() over () = 1 then (select me from sessions where id = $2)::text end as "ym_rider" from (select id from t where a = $1 order by id desc) as "ym_q"',
    ]);
    expect(seenValues).toEqual([7, 's1']);
    expect(rows).toEqual([{ id: 2 }, { id: 1 }]);
    expect(Object.keys(rows[0])).toEqual(['id']);
    expect(verdicts).toEqual(['me']);
  });

  it('when the first read finds no rows, then asks alone on the same connection before answering', async () => {
    const verdicts: unknown[] = [];
    const c = connection((sql) => (sql.startsWith('select (') ? [{ ym_rider: null }] : []));
    const work = withRider(rider(verdicts), async () => {
      const read = later(sendRiding(true, 'select id from t', [], c.send));
      await c.release();
      await c.release();
      return read;
    });
    await expect(work).rejects.toThrow('not the same session');
    expect(c.sent[1]).toBe('select (select me from sessions where id = $1)::text as "ym_rider"');
    expect(verdicts).toEqual([null]);
  });

  it('sends no write, and hands back no rows, before the verdict; a failed verdict stops both', async () => {
    const verdicts: unknown[] = [];
    const c = connection((sql) => (sql.includes('ym_rider') ? [{ id: 1, ym_rider: 'someone else' }] : [{ id: 9 }]));
    let readDone = false;
    const work = withRider(rider(verdicts), async () => {
      const first = later(sendRiding(true, 'select id from t', [], c.send));
      // sent while the first is out: the read goes, the write waits
      const second = later(sendRiding(true, 'select id from u', [], c.send).finally(() => (readDone = true)));
      const write = later(sendRiding(true, 'update t set a = 1', [], c.send));
      await tick();
      expect(c.sent).toHaveLength(2);
      expect(c.sent[1]).toBe('select id from u');
      await c.release(); // the second read's rows come back first: still held
      await tick();
      expect(readDone).toBe(false);
      await c.release(); // the first read, and its verdict: not the same session
      return Promise.all([first, second, write]);
    });
    await expect(work).rejects.toThrow('not the same session');
    expect(c.sent).not.toContain('update t set a = 1');
    expect(verdicts).toEqual(['someone else']);
  });

  it('when the work’s first statement is not a plain read, then the rider is asked alone before it', async () => {
    const verdicts: unknown[] = [];
    const c = connection((sql) => (sql.startsWith('select (') ? [{ ym_rider: 'me' }] : []));
    const work = withRider(rider(verdicts), async () => {
      const begin = sendRiding(true, 'begin', [], c.send);
      await c.release();
      await c.release();
      return begin;
    });
    await work;
    expect(c.sent).toEqual(['select (select me from sessions where id = $1)::text as "ym_rider"', 'begin']);
    expect(verdicts).toEqual(['me']);
  });

  it('when the work sends nothing, then withRider looks the value up itself; a failed verdict replaces the work’s own error', async () => {
    const verdicts: unknown[] = [];
    expect(await withRider(rider(verdicts), async () => 42)).toBe(42);
    expect(verdicts).toEqual(['me']);
    const refused = { ...rider(verdicts, () => false) };
    await expect(
      withRider(refused, async () => {
        throw new Error('404 for the old principal');
      }),
    ).rejects.toThrow('not the same session');
  });

  it('outside a work, or once it is over, a statement goes as it is', async () => {
    const c = connection(() => [{ id: 1 }]);
    const alone = sendRiding(true, 'select 1', [], c.send);
    await c.release();
    expect((await alone).rows).toEqual([{ id: 1 }]);
    let afterwards: Promise<unknown> = Promise.resolve();
    await withRider(rider([]), async () => {
      afterwards = new Promise((r) => setTimeout(r, 5)).then(() => sendRiding(true, 'select 2', [], c.send));
    });
    await new Promise((r) => setTimeout(r, 10));
    await c.release();
    await afterwards;
    expect(c.sent).toEqual(['select 1', 'select 2']);
  });
});
