// The database must say what the schemas say: every stored property has a column of the right
// type, and every column belongs to a property.
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { AppContext } from '../../server/context.js';
import { indexName } from '../../server/db/tableDesc.js';
import { tableDescriptions } from '../../server/engine/tables.js';
import { rawDb } from '../helpers/db.js';
import { useTestApp } from '../helpers/suite.js';
import { DIALECTS } from '../helpers/testApp.js';

const EXPECTED_TYPE: Record<string, Record<string, string[]>> = {
  sqlite: {
    integer: ['integer'],
    number: ['real'],
    boolean: ['integer'],
    text: ['text'],
    timestamp: ['text'],
    date: ['text'],
    json: ['text'],
  },
  postgres: {
    integer: ['int4'],
    number: ['float8'],
    boolean: ['bool'],
    text: ['text'],
    timestamp: ['timestamptz'],
    date: ['date'],
    json: ['jsonb'],
  },
};

for (const dialect of DIALECTS) {
  describe(`schemas and tables on ${dialect}`, () => {
    const suite = useTestApp(dialect, { seed: false });

    it('when the app has migrated, then every schema property and every column agree in name and type', async () => {
      const actual = new Map((await suite.app.ctx.db.introspection.getTables()).map((t) => [t.name, t]));
      const problems: string[] = [];
      for (const t of tableDescriptions(suite.app.ctx.registry)) {
        const table = actual.get(t.name);
        if (!table) {
          problems.push(`missing table ${t.name}`);
          continue;
        }
        const cols = new Map(table.columns.map((c) => [c.name, c]));
        for (const c of t.columns) {
          const col = cols.get(c.name);
          if (!col) problems.push(`missing column ${t.name}.${c.name}`);
          else if (!EXPECTED_TYPE[dialect][c.kind].includes(col.dataType.toLowerCase())) {
            problems.push(`${t.name}.${c.name} is ${col.dataType}, schema says ${c.kind}`);
          }
        }
        for (const name of cols.keys())
          if (!t.columns.some((c) => c.name === name)) problems.push(`column ${t.name}.${name} is in no schema`);
      }
      expect(problems).toEqual([]);
    });

    it('when the app has migrated, then every index the schemas derive is there with its columns, and no other', async () => {
      const actual = await indexesOf(suite.app.ctx, dialect);
      const expected = new Map<string, string>();
      for (const t of tableDescriptions(suite.app.ctx.registry)) {
        for (const cols of t.indexes) expected.set(indexName(t.name, cols, false), `${t.name}(${cols.join(',')})`);
        for (const cols of t.unique) expected.set(indexName(t.name, cols, true), `${t.name}(${cols.join(',')})`);
      }
      expect(Object.fromEntries([...actual].filter(([n]) => /^(ix|ux)_/.test(n)).sort())).toEqual(Object.fromEntries([...expected].sort()));
      // The tenant and reference columns a million-row list filters on, and a list's sort behind its tenant, then the key.
      for (const needed of [
        'site(company_id)',
        'location(site_id)',
        'lookup(company_id)',
        'app_user(pri_company_id)',
        'asset(pri_company_id)',
        'location(site_id,location,id)',
      ]) {
        expect([...actual.values()], needed).toContain(needed);
      }
    });

    it('when an index the schemas no longer derive is left from an older version, then migration drops it and keeps every other', async () => {
      const { migrate } = await import('../../server/db/migrate.js');
      const { ctx } = suite.app;
      // [companyId, missionStage] before the driver's list lengthened it with priority (issue 29 §14)
      await sql.raw('create index "ix_mission_company_id_mission_stage" on "mission" ("company_id", "mission_stage")').execute(rawDb(ctx));
      await sql.raw('create index "my_own_index" on "mission" ("notes")').execute(rawDb(ctx));
      const before = await indexesOf(ctx, dialect);
      expect(await migrate(ctx.db, ctx.adapter, tableDescriptions(ctx.registry))).toEqual([
        'drop index ix_mission_company_id_mission_stage',
      ]);
      const after = await indexesOf(ctx, dialect);
      expect([...before.keys()].filter((n) => !after.has(n))).toEqual(['ix_mission_company_id_mission_stage']);
      await sql.raw('drop index "my_own_index"').execute(rawDb(ctx));
    });

    it('when the app starts again on a migrated database, then migration has nothing to do', async () => {
      const { migrate } = await import('../../server/db/migrate.js');
      expect(await migrate(suite.app.ctx.db, suite.app.ctx.adapter, tableDescriptions(suite.app.ctx.registry))).toEqual([]);
    });
  });
}

/** Index name → "table(col,col)" as the database has it. */
async function indexesOf(ctx: AppContext, dialect: string): Promise<Map<string, string>> {
  const db = rawDb(ctx);
  const out = new Map<string, string>();
  if (dialect === 'sqlite') {
    const rows = await db.selectFrom('sqlite_master').select(['name', 'tbl_name']).where('type', '=', 'index').execute();
    for (const r of rows) {
      const { rows: cols } = await sql<{ name: string }>`select name from pragma_index_info(${r.name}) order by seqno`.execute(db);
      out.set(r.name, `${r.tbl_name}(${cols.map((c) => c.name).join(',')})`);
    }
  } else {
    const { rows } = await sql<{ name: string; tbl: string; cols: string }>`
      select i.relname as name, t.relname as tbl, string_agg(a.attname::text, ',' order by k.n) as cols
      from pg_index x join pg_class i on i.oid = x.indexrelid join pg_class t on t.oid = x.indrelid
      join lateral unnest(x.indkey) with ordinality as k(attnum, n) on true
      join pg_attribute a on a.attrelid = t.oid and a.attnum = k.attnum
      join pg_namespace s on s.oid = t.relnamespace
      where s.nspname = 'public' group by i.relname, t.relname`.execute(db);
    for (const r of rows) out.set(r.name, `${r.tbl}(${r.cols})`);
  }
  return out;
}
