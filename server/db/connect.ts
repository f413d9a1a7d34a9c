// DATABASE_URL picks the database: unset → sqlite:data/yardmaster.db, sqlite:/path.db, or
// postgres://... . The rest of the server never asks which one it got.
import { resolve } from 'node:path';
import type { Db, DialectAdapter } from './dialect.js';
import { localNotifier, type Notifier, pgNotifier } from './notifier.js';
import { openPostgres } from './postgres.js';
import { openSqlite } from './sqlite.js';

export const DEFAULT_DATABASE_URL = 'sqlite:data/yardmaster.db';

const isPostgres = (url: string) => url.startsWith('postgres://') || url.startsWith('postgresql://');

export function openDatabase(url = DEFAULT_DATABASE_URL): { db: Db; adapter: DialectAdapter } {
  if (isPostgres(url)) return openPostgres(url);
  if (url.startsWith('sqlite:')) {
    const file = url.slice('sqlite:'.length);
    return openSqlite(file === ':memory:' ? file : resolve(file));
  }
  throw new Error(`DATABASE_URL must start with sqlite: or postgres:// (got "${url.split(':')[0]}:")`);
}

/** How the instances on this database wake each other's live-update streams (notifier.ts). */
export const openNotifier = (url = DEFAULT_DATABASE_URL): Notifier => (isPostgres(url) ? pgNotifier(url) : localNotifier);
