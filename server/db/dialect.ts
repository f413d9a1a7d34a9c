// Everything that differs between SQLite and PostgreSQL lives behind this interface; the rest of
// the server is dialect-neutral Kysely.
import type { Kysely } from 'kysely';
import type { ColumnKind } from '../schema/registry.js';
import type { TableDesc } from '../schema/tables.js';

export type Db = Kysely<any>;

export interface DialectAdapter {
  name: 'sqlite' | 'postgres';
  /** Creates the missing tables and columns of `tables` (existing: table name → column names). */
  createTables(db: Db, tables: TableDesc[], existing: Map<string, Set<string>>): Promise<string[]>;
  /** Serialises schema-sync across app instances; runs inside the sync transaction. */
  lockForMigration(trx: Db): Promise<void>;
  toDb(kind: ColumnKind, value: unknown): unknown;
  fromDb(kind: ColumnKind, value: unknown): unknown;
  /** SQL LIKE that ignores case on this dialect. */
  ilike: 'like' | 'ilike';
  isUniqueViolation(err: unknown): boolean;
  isForeignKeyViolation(err: unknown): boolean;
  close(): Promise<void>;
}

export const toIso = (v: unknown) => (v instanceof Date ? v.toISOString() : v);
