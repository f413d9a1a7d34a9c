// adapter.streamRows, under the CSV exports (engine/csvExport.ts): every row once, in the query's
// order, in batches no larger than asked, whatever the size — on SQLite a small export in one
// pooled read, a larger one through a reader thread of its own; on PostgreSQL a cursor.
import { CompiledQuery } from 'kysely';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../helpers/suite.js';
import { DIALECTS } from '../helpers/testApp.js';

/** The numbers 1..n in descending order, as rows {n}: no table needed, the same on both databases. */
const numbers = (n: number) =>
  CompiledQuery.raw(
    `with recursive c(n) as (select 1 union all select n + 1 from c where n < ${n}) select n from c where n <= ${n} order by n desc`,
    [],
  );

for (const dialect of DIALECTS) {
  describe(`adapter.streamRows on ${dialect}`, () => {
    const s = useTestApp(dialect);

    it.each([0, 1, 100, 101, 999, 1000, 1001, 2345])(
      'when %i rows are streamed in batches of 100, then each comes once, in order, no batch over 100',
      async (size) => {
        const batches: { n: number }[][] = [];
        const query = size === 0 ? CompiledQuery.raw('select 1 as n where 1 = 0', []) : numbers(size);
        for await (const batch of s.app.ctx.adapter.streamRows<{ n: number }>(query as CompiledQuery<{ n: number }>, 100))
          batches.push(batch);
        for (const batch of batches) expect(batch.length).toBeGreaterThan(0);
        for (const batch of batches) expect(batch.length).toBeLessThanOrEqual(100);
        expect(batches.flat().map((r) => Number(r.n))).toEqual(Array.from({ length: size }, (_, i) => size - i));
      },
    );

    it('when the caller stops after two batches (a client gone), then the stream ends cleanly and the next one reads in full', async () => {
      // the next batch is already asked for when the caller stops (sqliteReaders.ts streamFromWorker)
      const seen: number[] = [];
      for await (const batch of s.app.ctx.adapter.streamRows<{ n: number }>(numbers(5000) as CompiledQuery<{ n: number }>, 100)) {
        seen.push(...batch.map((r) => Number(r.n)));
        if (seen.length >= 200) break;
      }
      expect(seen).toEqual(Array.from({ length: 200 }, (_, i) => 5000 - i));
      let count = 0;
      for await (const batch of s.app.ctx.adapter.streamRows<{ n: number }>(numbers(3000) as CompiledQuery<{ n: number }>, 100))
        count += batch.length;
      expect(count).toBe(3000);
    });
  });
}
