// DATABASE_URL picks the database: unset → yardmaster.db in the data folder (DATA_DIR, default
// data/), sqlite:/path.db, or postgres://... . The rest of the server never asks which one it got.
import { join, resolve } from 'node:path';
import { redactUrl, StartupError } from '../process/startupError.js';
import type { Db, DialectAdapter } from './dialect.js';
import { localNotifier, type Notifier, pgNotifier } from './notifier.js';
import { openPostgres } from './postgres.js';
import { openSqlite, type Synchronous } from './sqlite.js';

/** The database when DATABASE_URL is unset: the SQLite file in the data folder. */
export const defaultDatabaseUrl = (dataDir = 'data') => `sqlite:${join(dataDir, 'yardmaster.db')}`;

/** DATABASE_URL, else the data folder's SQLite file (DATA_DIR): what the server and the scripts open. */
export const databaseUrlFrom = (env: { DATABASE_URL?: string; DATA_DIR?: string }) => env.DATABASE_URL || defaultDatabaseUrl(env.DATA_DIR);

export const DEFAULT_DATABASE_URL = defaultDatabaseUrl();

export const isPostgres = (url: string) => url.startsWith('postgres://') || url.startsWith('postgresql://');

export interface DatabaseOptions {
  /** SQLite's `synchronous` (SQLITE_SYNCHRONOUS): NORMAL unless FULL is asked for (sqlite.ts says why). */
  sqliteSynchronous?: string;
  /** PG_PREPARED_STATEMENTS: `on` unless `off` is asked for (namedStatements.ts says why). */
  pgPreparedStatements?: string;
}

/** The parts of a PostgreSQL URL, checked: a URL the driver would misread is refused here, in words. */
export function postgresTarget(url: string): { host: string; port: number; database: string; user: string } {
  let u: URL;
  try {
    u = new URL(url);
  } catch {
    throw new StartupError(`DATABASE_URL is not a valid URL (${redactUrl(url)}); expected postgres://user:password@host:5432/database`);
  }
  const database = decodeURIComponent(u.pathname.replace(/^\//, ''));
  if (!u.hostname || !database || database.includes('/')) {
    throw new StartupError(`DATABASE_URL must name a host and a database (${redactUrl(url)}); expected postgres://user@host:5432/database`);
  }
  return {
    host: u.hostname,
    port: Number(u.port || 5432),
    database,
    user: decodeURIComponent(u.username) || process.env.USER || 'postgres',
  };
}

function preparedOf(v: string | undefined): boolean {
  const s = (v ?? 'on').toLowerCase();
  if (s !== 'on' && s !== 'off') throw new StartupError(`PG_PREPARED_STATEMENTS must be on or off (got "${v}")`);
  return s === 'on';
}

function synchronousOf(v: string | undefined): Synchronous {
  const s = (v ?? 'NORMAL').toUpperCase();
  if (s !== 'NORMAL' && s !== 'FULL') throw new StartupError(`SQLITE_SYNCHRONOUS must be NORMAL or FULL (got "${v}")`);
  return s;
}

export function openDatabase(url = DEFAULT_DATABASE_URL, o: DatabaseOptions = {}): { db: Db; adapter: DialectAdapter } {
  if (isPostgres(url)) {
    postgresTarget(url);
    return openPostgres(url, { prepared: preparedOf(o.pgPreparedStatements) });
  }
  if (url.startsWith('sqlite:')) {
    const file = url.slice('sqlite:'.length);
    if (!file) throw new StartupError('DATABASE_URL names no SQLite file; expected sqlite:data/yardmaster.db or sqlite:/any/path.db');
    return openSqlite(file === ':memory:' ? file : resolve(file), synchronousOf(o.sqliteSynchronous));
  }
  throw new StartupError(`DATABASE_URL must start with sqlite: or postgres:// (got "${redactUrl(url).split(':')[0]}:")`);
}

/** How the instances on this database wake each other's live-update streams (notifier.ts). */
export const openNotifier = (url = DEFAULT_DATABASE_URL): Notifier => (isPostgres(url) ? pgNotifier(url) : localNotifier);
