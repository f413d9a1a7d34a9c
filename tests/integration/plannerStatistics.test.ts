// SQLite's planner statistics (server/db/sqlite.ts keepStatistics): without them SQLite takes an
// equality on any index's first column as selective, and read a site's trailers in the yard
// through the company's index, every visit of the company (docs/PERFORMANCE.md, "Gate"). Made as
// the app opens the file, they also reach the reader threads, whose connections read them as they
// open.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import SQLite from 'better-sqlite3';
import { CompiledQuery } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openSqlite } from '../../server/db/sqlite.js';

// One company, fifty sites, a tenth of the visits in a yard: the company's column says nothing.
// The statement and the indexes are the gate visits list's total and gate_visit's own.
const PLAN = CompiledQuery.raw(
  'explain query plan select count(*) from (select 1 from visit where company_id = ? and in_yard = ? and (site_id in (?) and company_id = ?) limit 10001)',
  [1, 1, 7, 1],
);

describe('SQLite planner statistics', () => {
  let dir: string;
  let file: string;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'ym-stats-'));
    file = join(dir, 's.db');
    const db = new SQLite(file);
    db.pragma('journal_mode = WAL');
    db.exec(`create table visit (id integer primary key, company_id integer, site_id integer, in_yard integer, check_in text);
      create index ix_company on visit (company_id);
      create index ix_company_check_in on visit (company_id, check_in);
      create index ix_site on visit (site_id);
      create index ix_site_check_in on visit (site_id, check_in);
      create index ix_site_yard on visit (site_id, in_yard, check_in);`);
    const insert = db.prepare('insert into visit (company_id, site_id, in_yard, check_in) values (1, ?, ?, ?)');
    db.transaction(() => {
      for (let i = 0; i < 50_000; i++) insert.run(i % 50, i % 10 === 0 ? 1 : 0, String(i).padStart(6, '0'));
    })();
    db.close();
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  const plan = async (read: (q: CompiledQuery) => Promise<unknown[]>) =>
    ((await read(PLAN)) as { detail: string }[]).map((r) => r.detail).join('; ');

  it('when the app opens a file never analysed, then the planner and the reader threads pick the site index, and an unchanged file is not analysed again', async () => {
    const { adapter } = openSqlite(file);
    try {
      expect(await plan((q) => adapter.longRead(q))).toMatch(/INDEX ix_company\b/); // the guess, before
      const analysed: string[][] = [];
      await adapter.keepStatistics({ analysed: (tables) => analysed.push(tables), failed: (err) => expect.fail(String(err)) });
      expect(analysed).toEqual([['visit']]);
      // The readers opened before the statistics were made: they plan with them from their next read on.
      expect(await plan((q) => adapter.longRead(q))).toContain('ix_site_yard');
      expect(await plan((q) => adapter.quickRead(q))).toContain('ix_site_yard');
    } finally {
      await adapter.close();
    }
    const again = openSqlite(file);
    try {
      const analysed: string[][] = [];
      await again.adapter.keepStatistics({ analysed: (tables) => analysed.push(tables), failed: () => undefined });
      expect(analysed).toEqual([]);
      expect(await plan((q) => again.adapter.longRead(q))).toContain('ix_site_yard');
    } finally {
      await again.adapter.close();
    }
  });
});
