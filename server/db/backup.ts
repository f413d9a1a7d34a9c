// Backups and restores of the database of DATABASE_URL (scripts/backup.ts, scripts/restore.ts).
// SQLite: the online backup API, all pages in one step — one read transaction, a consistent
// snapshot, and in WAL mode a reader never blocks the server's writers (SQLite restarts a
// step-by-step backup whenever another connection writes, so under steady writes it might never
// end). PostgreSQL: pg_dump's custom format (one snapshot) and pg_restore. Either way the result
// is checked (integrity_check on SQLite, row counts on both) before the command says it is done.
import { spawn } from 'node:child_process';
import { closeSync, existsSync, openSync, readSync, rmSync, statSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import SQLite from 'better-sqlite3';
import pg from 'pg';
import type { DbLog } from './log.js';
import { privateDir, privateFile } from '../process/fileModes.js';
import { StartupError } from '../process/startupError.js';
import { DEFAULT_DATABASE_URL, isPostgres, postgresTarget } from './connect.js';
import { ensurePostgresDatabase } from './ensureDatabase.js';

export type Counts = Record<string, number>;
const ALL_PAGES = 0x7fffffff;

const sqliteFile = (url: string) => resolve(url.slice('sqlite:'.length));

/** integrity_check and row counts; opened read-write so that closing removes any -wal/-shm it made. */
function sqliteCounts(file: string): { counts: Counts; integrity: string } {
  const db = new SQLite(file, { fileMustExist: true });
  try {
    const integrity = (db.pragma('integrity_check') as { integrity_check: string }[]).map((r) => r.integrity_check).join('; ');
    const tables = db
      .prepare(`select name from sqlite_master where type = 'table' and name not like 'sqlite_%' order by name`)
      .pluck()
      .all() as string[];
    const counts = Object.fromEntries(tables.map((t) => [t, db.prepare(`select count(*) from "${t}"`).pluck().get() as number]));
    return { counts, integrity };
  } finally {
    db.close();
  }
}

/** A pg connection string without its password, which goes to PGPASSWORD (not onto a command line other users can read). */
function pgArgs(url: string): { conn: string; env: NodeJS.ProcessEnv } {
  const u = new URL(url);
  const env = { ...process.env };
  if (u.password) env.PGPASSWORD = decodeURIComponent(u.password);
  u.password = '';
  return { conn: u.toString(), env };
}

async function pgCounts(url: string): Promise<Counts> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const tables = await client.query<{ t: string }>(`select tablename as t from pg_tables where schemaname = 'public' order by tablename`);
    const counts: Counts = {};
    for (const { t } of tables.rows) counts[t] = Number((await client.query(`select count(*) as n from "${t}"`)).rows[0].n);
    return counts;
  } finally {
    await client.end();
  }
}

function run(tool: string, args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((done, fail) => {
    const child = spawn(tool, args, { env, stdio: ['ignore', 'inherit', 'pipe'] });
    let err = '';
    child.stderr.on('data', (c: Buffer) => (err += c.toString()));
    child.once('error', (e: NodeJS.ErrnoException) =>
      fail(
        e.code === 'ENOENT'
          ? new StartupError(`${tool} was not found: install the PostgreSQL client programs (apt-get install -y postgresql-client)`)
          : e,
      ),
    );
    child.once('exit', (code) =>
      code === 0 ? done() : fail(new StartupError(`${tool} failed (exit ${code}): ${err.trim().split('\n').join(' | ')}`)),
    );
  });
}

export const defaultBackupFile = (url: string, now = new Date()) =>
  resolve('backups', `yardmaster-${now.toISOString().replace(/[:.]/g, '-')}.${isPostgres(url) ? 'dump' : 'db'}`);

/**
 * Writes a consistent copy of the database to `target` (0600, in a 0700 folder when the folder is
 * new); returns its size and, for SQLite, the copy's row counts (a dump's are known only restored).
 */
export async function backupDatabase(url = DEFAULT_DATABASE_URL, target: string): Promise<{ bytes: number; counts?: Counts }> {
  if (existsSync(target)) throw new StartupError(`${target} already exists: name a new file`);
  if (!existsSync(dirname(target))) privateDir(dirname(target));
  privateFile(target);
  try {
    return await writeBackup(url, target);
  } catch (err) {
    rmSync(target, { force: true }); // no half-written backup left to be mistaken for one
    throw err;
  }
}

async function writeBackup(url: string, target: string): Promise<{ bytes: number; counts?: Counts }> {
  if (isPostgres(url)) {
    postgresTarget(url);
    const { conn, env } = pgArgs(url);
    await run('pg_dump', ['--format=custom', '--no-owner', '--no-privileges', `--file=${target}`, `--dbname=${conn}`], env);
    return { bytes: statSync(target).size };
  }
  const file = sqliteFile(url);
  if (!existsSync(file)) throw new StartupError(`no SQLite database at ${file} (DATABASE_URL)`);
  const source = new SQLite(file, { readonly: true, fileMustExist: true });
  try {
    await source.backup(target, { progress: () => ALL_PAGES });
  } finally {
    source.close();
  }
  // The copy says WAL like its source; as a rollback-journal file it is one self-contained file.
  const copy = new SQLite(target);
  copy.pragma('journal_mode = DELETE');
  copy.close();
  const { counts, integrity } = sqliteCounts(target);
  if (integrity !== 'ok') throw new StartupError(`the backup ${target} fails integrity_check: ${integrity}`);
  return { bytes: statSync(target).size, counts };
}

/** What a backup file holds, by its first bytes. */
function kindOf(file: string): 'sqlite' | 'postgres' {
  if (!existsSync(file) || !statSync(file).isFile()) throw new StartupError(`no backup file at ${file}`);
  const head = Buffer.alloc(16);
  const fd = openSync(file, 'r');
  try {
    readSync(fd, head, 0, 16, 0);
  } finally {
    closeSync(fd);
  }
  if (head.toString('latin1').startsWith('SQLite format 3')) return 'sqlite';
  if (head.toString('latin1').startsWith('PGDMP')) return 'postgres';
  throw new StartupError(`${file} is neither a SQLite backup nor a pg_dump custom-format file`);
}

/**
 * Restores `file` into the empty (or missing) database of `url` and returns its row counts. SQLite:
 * the copy passes integrity_check and has the backup's row counts; PostgreSQL: pg_restore stops at
 * the first error (--exit-on-error), so a restore that returns is whole.
 */
export async function restoreDatabase(url = DEFAULT_DATABASE_URL, file: string, log: DbLog): Promise<Counts> {
  const kind = kindOf(resolve(file));
  if (kind !== (isPostgres(url) ? 'postgres' : 'sqlite')) {
    throw new StartupError(`${file} is a ${kind} backup but DATABASE_URL names a ${isPostgres(url) ? 'PostgreSQL' : 'SQLite'} database`);
  }
  if (kind === 'postgres') {
    await ensurePostgresDatabase(url, log);
    const existing = Object.keys(await pgCounts(url));
    if (existing.length)
      throw new StartupError(
        `the database ${postgresTarget(url).database} already has tables (${existing.length}): restore into an empty database`,
      );
    const { conn, env } = pgArgs(url);
    await run('pg_restore', ['--no-owner', '--no-privileges', '--exit-on-error', `--dbname=${conn}`, resolve(file)], env);
    return pgCounts(url);
  }
  const target = sqliteFile(url);
  if (existsSync(target) && statSync(target).size > 0) {
    const existing = Object.keys(sqliteCounts(target).counts);
    if (existing.length) throw new StartupError(`the database ${target} already has tables (${existing.length}): restore into a new file`);
  }
  const expected = sqliteCounts(resolve(file));
  if (expected.integrity !== 'ok') throw new StartupError(`${file} fails integrity_check: ${expected.integrity}`);
  if (!existsSync(dirname(target))) privateDir(dirname(target));
  privateFile(target);
  const source = new SQLite(resolve(file), { readonly: true, fileMustExist: true });
  try {
    await source.backup(target, { progress: () => ALL_PAGES });
  } finally {
    source.close();
  }
  const restored = sqliteCounts(target);
  if (restored.integrity !== 'ok') throw new StartupError(`the restored database fails integrity_check: ${restored.integrity}`);
  const differ = Object.keys(expected.counts).filter((t) => expected.counts[t] !== restored.counts[t]);
  if (differ.length) throw new StartupError(`the restored database's row counts differ from the backup's in ${differ.join(', ')}`);
  return restored.counts;
}
