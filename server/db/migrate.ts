// Migrations run at every start-up: the tables the schemas describe are compared with the
// database and what is missing (tables, columns, indexes) is created in one transaction.
// Additive changes need no hand-written migration; a change of a column's type or a removal
// does (see docs/ARCHITECTURE.md), and the schema-vs-database test catches one that was forgotten.
import { sql } from 'kysely';
import { indexName, type TableDesc } from './tableDesc.js';
import type { Db, DialectAdapter } from './dialect.js';

function indexSql(t: TableDesc, cols: string[], unique: boolean) {
  const name = indexName(t.name, cols, unique);
  return `create ${unique ? 'unique ' : ''}index if not exists "${name}" on "${t.name}" (${cols.map((c) => `"${c}"`).join(', ')})`;
}

export async function existingColumns(db: Db): Promise<Map<string, Set<string>>> {
  const tables = await db.introspection.getTables();
  return new Map(tables.map((t) => [t.name, new Set(t.columns.map((c) => c.name))]));
}

/**
 * The derived indexes (ix_…, named by indexName) the schemas no longer describe: an index a
 * schema lengthened ([companyId, missionStage] → [companyId, missionStage, priority]) would else
 * stay on every upgraded database, slowing each write for no read. Unique indexes (ux_…) are rules,
 * not speed: one the schemas dropped is left for a hand-written step to remove.
 */
async function staleIndexes(trx: Db, adapter: DialectAdapter, tables: TableDesc[]): Promise<string[]> {
  const wanted = new Set(tables.flatMap((t) => t.indexes.map((cols) => indexName(t.name, cols, false))));
  const derived = (name: string) => tables.some((t) => name.startsWith(`ix_${t.name}_`));
  return (await adapter.indexNames(trx)).filter((n) => derived(n) && !wanted.has(n));
}

export async function migrate(db: Db, adapter: DialectAdapter, tables: TableDesc[]): Promise<string[]> {
  return db.transaction().execute(async (trx) => {
    await adapter.lockForMigration(trx);
    const done = await adapter.createTables(trx, tables, await existingColumns(trx));
    for (const t of tables) {
      for (const u of t.unique) await sql.raw(indexSql(t, u, true)).execute(trx);
      for (const i of t.indexes) await sql.raw(indexSql(t, i, false)).execute(trx);
    }
    for (const name of await staleIndexes(trx, adapter, tables)) {
      await sql.raw(`drop index if exists "${name}"`).execute(trx);
      done.push(`drop index ${name}`);
    }
    return done;
  });
}
