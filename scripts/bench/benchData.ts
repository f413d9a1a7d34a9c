// How the bench's data builders load a million rows in seconds on SQLite: each table is filled by
// one INSERT … SELECT over a recursive series, its references picked in turn from a company's own
// rows (bench_pick), with the table's indexes dropped for the load and built again after it.
import { sql } from 'kysely';
import { boot } from '../../server/boot.js';
import type { AppContext } from '../../server/context.js';
import type { Db } from '../../server/db/dialect.js';
import { seedIfEmpty } from '../../server/seed/index.js';
import { JWT_SECRET, PASSWORD } from './harness.js';

const run = (db: Db, text: string) => sql.raw(text).execute(db);

/** The app's context on a new SQLite file in `dir` holding the demo data (password PASSWORD). */
export async function demoDatabase(dir: string, file: string): Promise<AppContext> {
  return demoAt(dir, `sqlite:${file}`);
}

/** The app's context on `databaseUrl` (SQLite or PostgreSQL, created when missing) holding the demo data. */
export async function demoAt(dir: string, databaseUrl: string): Promise<AppContext> {
  const ctx = await boot({
    databaseUrl,
    dataDir: dir,
    jwtSecret: JWT_SECRET,
    log: { info: () => {}, warn: () => {}, error: console.error },
  });
  await seedIfEmpty(ctx, PASSWORD, true);
  return ctx;
}

/**
 * Adds `rows` locations to the demo's first site ("Spot 0000000" on, notes in another order so a
 * sort by them is not the sort by name): the location pages' million rows.
 */
export async function seedBenchLocations(ctx: AppContext, count: number): Promise<void> {
  const [site] = await ctx.repo.findMany(ctx.db, 'site', { range: [0, 0] });
  const [type] = await ctx.repo.findMany(ctx.db, 'lookup', { where: [{ prop: 'lookupGroupType', op: 'eq', value: 3 }], range: [0, 0] });
  await ctx.db.transaction().execute(async (trx) => {
    const at = new Date().toISOString();
    // 7 values a row; SQLite takes at most 32,766 per statement
    for (let i = 0; i < count; i += 4000) {
      const rows = Array.from({ length: Math.min(4000, count - i) }, (_, j) => ({
        location: `Spot ${String(i + j).padStart(7, '0')}`,
        site_id: site.id,
        location_type: type.id,
        notes: `bench row ${((i + j) * 7919) % count}`,
        is_active: 1,
        sort: 1000 + i + j,
        update_date: at,
      }));
      await trx.insertInto('location').values(rows).execute();
    }
  });
}

/** Closes what boot opened: the live updates (their timers write) and the database. */
export async function closeDatabase(ctx: AppContext): Promise<void> {
  await ctx.live.close();
  await ctx.adapter.close();
}

/** The SQL of the (i mod n)-th id of a group of bench_pick, n being the group's size. */
export type Pick = (grp: string, i: string) => string;

/**
 * Fills the temporary table bench_pick (grp, k, id) with the ids of `company`'s active lookups (one
 * group per lookup group, by its description: 'MissionType'), its locations ('Location') and
 * sites ('Site'), and of the groups each of `extra` selects as (grp, k, id) rows; runs `work` with
 * the picker and drops the table after it.
 */
export async function withCompanyPicks(db: Db, company: number, extra: string[], work: (pick: Pick) => Promise<void>): Promise<void> {
  await run(
    db,
    'create temp table bench_pick (grp text not null, k integer not null, id integer not null, primary key (grp, k)) without rowid',
  );
  await run(
    db,
    `insert into bench_pick select g.description, row_number() over (partition by g.id order by l.sort, l.id) - 1, l.id
      from lookup l join lookup_group g on g.id = l.lookup_group_type where l.company_id = ${company} and l.is_active = 1`,
  );
  await run(
    db,
    `insert into bench_pick select 'Location', row_number() over (order by l.id) - 1, l.id
      from location l join site s on s.id = l.site_id where s.company_id = ${company}`,
  );
  await run(db, `insert into bench_pick select 'Site', row_number() over (order by id) - 1, id from site where company_id = ${company}`);
  for (const select of extra) await run(db, `insert into bench_pick ${select}`);
  const sizes = new Map(
    (await sql<{ grp: string; n: number }>`select grp, count(*) as n from bench_pick group by grp`.execute(db)).rows.map((r) => [
      r.grp,
      r.n,
    ]),
  );
  const pick: Pick = (grp, i) => {
    const n = sizes.get(grp);
    if (!n) throw new Error(`bench: the company has no ${grp}`);
    return `(select id from bench_pick where grp = '${grp}' and k = (${i}) % ${n})`;
  };
  try {
    await work(pick);
  } finally {
    await run(db, 'drop table bench_pick');
  }
}

/**
 * Runs `load` with the indexes of `tables` dropped, and builds them again after it: indexes kept
 * up row by row would make a load of millions of rows slow.
 */
export async function withoutIndexes(db: Db, tables: string[], load: () => Promise<void>): Promise<void> {
  const names = tables.map((t) => `'${t}'`).join(', ');
  const indexes = (
    await sql<{ name: string; sql: string }>`select name, sql from sqlite_master
      where type = 'index' and tbl_name in (${sql.raw(names)}) and sql is not null`.execute(db)
  ).rows;
  for (const index of indexes) await run(db, `drop index "${index.name}"`);
  await load();
  for (const index of indexes) await run(db, index.sql);
}

/**
 * Inserts `count` rows into `table` in one statement: `columns` maps each column to its SQL over
 * the row's number i (0 to count - 1) and whatever `joins` adds to the series n(i).
 */
export async function insertSeries(db: Db, table: string, count: number, columns: Record<string, string>, joins = ''): Promise<void> {
  if (count <= 0) return;
  await run(
    db,
    `insert into ${table} (${Object.keys(columns).join(', ')})
      with recursive n(i) as (select 0 union all select i + 1 from n where i < ${count - 1})
      select ${Object.values(columns).join(', ')} from n ${joins}`,
  );
}
