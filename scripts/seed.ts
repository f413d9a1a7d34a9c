// `npm run seed [-- --reset]`: load the demo data into the database (DATABASE_URL, else the data
// folder's). With --reset every application table is dropped first, so the demo database is
// rebuilt from scratch (migrations then recreate the tables).
import { sql } from 'kysely';
import { boot } from '../server/boot.js';
import { databaseUrlFrom, openDatabase } from '../server/db/connect.js';
import { tableDescriptions } from '../server/engine/tables.js';
import { loadRegistry } from '../server/engine/registry.js';
import { seedIfEmpty } from '../server/seed/index.js';

const url = databaseUrlFrom(process.env);
if (process.argv.includes('--reset')) {
  const { db, adapter } = openDatabase(url);
  const names = new Set(tableDescriptions(loadRegistry('schemas')).map((t) => t.name));
  const existing = (await db.introspection.getTables()).filter((t) => names.has(t.name));
  if (adapter.name === 'sqlite') await sql`pragma foreign_keys = off`.execute(db);
  for (const t of existing) await sql.raw(`drop table if exists "${t.name}"${adapter.name === 'postgres' ? ' cascade' : ''}`).execute(db);
  await adapter.close();
  console.log(`dropped ${existing.length} table(s)`);
}
const ctx = await boot({ databaseUrl: url, dataDir: process.env.DATA_DIR });
if (!(await seedIfEmpty(ctx, process.env.DEMO_PASSWORD))) console.log('The database already has users; use --reset to rebuild it.');
await ctx.adapter.close();
