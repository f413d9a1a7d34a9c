// DATABASE_URL picks the database: unset → sqlite:data/yardmaster.db, sqlite:/path.db, or
// postgres://... . The rest of the server never asks which one it got.
import { resolve } from 'node:path';
import type { Db, DialectAdapter } from './dialect.js';
import { openPostgres } from './postgres.js';
import { openSqlite } from './sqlite.js';

export const DEFAULT_DATABASE_URL = 'sqlite:data/yardmaster.db';

export function openDatabase(url = DEFAULT_DATABASE_URL): { db: Db; adapter: DialectAdapter } {
  if (url.startsWith('postgres://') || url.startsWith('postgresql://')) return openPostgres(url);
  if (url.startsWith('sqlite:')) {
    const file = url.slice('sqlite:'.length);
    return openSqlite(file === ':memory:' ? file : resolve(file));
  }
  throw new Error(`DATABASE_URL must start with sqlite: or postgres:// (got "${url.split(':')[0]}:")`);
}
