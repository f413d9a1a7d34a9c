// The bench's rows copied from its SQLite file to a PostgreSQL database holding the same demo data
// (both seeded from the same seed, so the demo's rows have the same ids: checked first). Each table
// goes over in batches as one JSON parameter that json_populate_recordset turns into the table's
// own row type: one statement and one round trip per batch, PostgreSQL's casts doing the typing.
import { sql } from 'kysely';
import type { Db } from '../../server/db/dialect.js';

/** The demo's tables whose ids the copied rows name: they must be the same on both. */
const SAME_IDS: [table: string, name: string][] = [
  ['company', 'name'],
  ['site', 'site_name'],
  ['location', 'location'],
  ['lookup', 'description'],
  ['app_user', 'login_name'],
  ['asset', 'asset_model_id'],
];
const BATCH = 5000;

/**
 * Why the two demos differ (a table whose demo rows — up to PostgreSQL's highest id: the bench
 * adds its own above — have other ids), or null when they match.
 */
export async function demoIdsDiffer(sqlite: Db, pg: Db): Promise<string | null> {
  for (const [table, column] of SAME_IDS) {
    const [{ top }] = (await sql<{ top: number | null }>`select max(id) as top from ${sql.table(table)}`.execute(pg)).rows;
    const of = async (db: Db) =>
      JSON.stringify(
        (await sql.raw<unknown>(`select id, ${column} from ${table} where id <= ${Number(top ?? 0)} order by id`).execute(db)).rows,
      );
    if ((await of(sqlite)) !== (await of(pg))) return `the demo's ${table} rows have other ids on PostgreSQL than on SQLite`;
  }
  return null;
}

/**
 * Copies each table's rows above PostgreSQL's highest id (parents first), moves its id sequence
 * past them, and answers how many rows went over.
 */
export async function copyTables(from: Db, to: Db, tables: string[]): Promise<number> {
  let copied = 0;
  for (const table of tables) copied += await copyTable(from, to, table);
  return copied;
}

async function copyTable(from: Db, to: Db, table: string): Promise<number> {
  const [{ top }] = (await sql<{ top: number | null }>`select max(id) as top from ${sql.table(table)}`.execute(to)).rows;
  const booleans = new Set(
    (
      await sql<{ column_name: string }>`select column_name from information_schema.columns
        where table_schema = current_schema() and table_name = ${table} and data_type = 'boolean'`.execute(to)
    ).rows.map((r) => r.column_name),
  );
  let copied = 0;
  for (let after = Number(top ?? 0); ;) {
    const rows = (
      await sql<Record<string, unknown>>`select * from ${sql.table(table)} where id > ${after} order by id limit ${BATCH}`.execute(from)
    ).rows;
    if (!rows.length) break;
    // SQLite keeps a boolean as 0 or 1; PostgreSQL's json cast wants true or false
    if (booleans.size) for (const r of rows) for (const k of booleans) if (r[k] !== null && r[k] !== undefined) r[k] = r[k] === 1;
    await sql`insert into ${sql.table(table)} select * from json_populate_recordset(null::${sql.table(table)}, ${JSON.stringify(rows)})`.execute(
      to,
    );
    copied += rows.length;
    after = Number(rows.at(-1)!.id);
  }
  await sql`select setval(pg_get_serial_sequence(${table}, 'id'), (select max(id) from ${sql.table(table)}))`.execute(to);
  return copied;
}
