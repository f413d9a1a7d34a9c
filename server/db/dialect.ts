// Everything that differs between SQLite and PostgreSQL lives behind this interface; the rest of
// the server is dialect-neutral Kysely.
import type { CompiledQuery, Kysely, LogEvent, RawBuilder } from 'kysely';
import type { ColumnKind, TableDesc } from './tableDesc.js';
import type { Database } from './database.generated.js';
import type { StorageWatch } from './storage.js';

/** The database, typed table by table (server/db/database.generated.ts, from the schemas). */
export type Db = Kysely<Database>;

/**
 * The schema-driven engine addresses tables by the names the registry gives at run time, which a
 * typed Kysely cannot check; its queries go through this view. The one cast lives here.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- table names are known only at run time
export type DynamicDb = Kysely<any>;
export const dynamic = (db: Db): DynamicDb => db as unknown as DynamicDb;

export interface DialectAdapter {
  name: 'sqlite' | 'postgres';
  /** Creates the missing tables and columns of `tables` (existing: table name → column names). */
  createTables(db: Db, tables: TableDesc[], existing: Map<string, Set<string>>): Promise<string[]>;
  /** The names of the indexes on the tables of the app's schema. */
  indexNames(db: Db): Promise<string[]>;
  /** Serialises schema-sync across app instances; runs inside the sync transaction. */
  lockForMigration(trx: Db): Promise<void>;
  /**
   * Makes the transactions that name the same `key` (a company's priorities, a driver's active
   * mission) run one after the other, until the calling transaction ends: a rule read in one of
   * them holds when it writes. PostgreSQL: a transaction-scoped advisory lock; SQLite runs write
   * transactions one at a time already.
   */
  serialize(trx: Db, key: string): Promise<void>;
  /**
   * The lock `serialize` takes, as an expression to select in a statement the transaction sends
   * anyway (null: none to take), so that it is held one round trip less (changeEvents.ts).
   */
  serializing(key: string): RawBuilder<unknown> | null;
  toDb(kind: ColumnKind, value: unknown): unknown;
  fromDb(kind: ColumnKind, value: unknown): unknown;
  /** SQL LIKE that ignores case on this dialect. */
  ilike: 'like' | 'ilike';
  /**
   * Whether a compound select's ORDER BY and LIMIT merge its members' ordered index walks and
   * stop at the limit (SQLite's MERGE). PostgreSQL sorts the whole union there instead, so a page
   * read day by day limits each day's walk itself (repository.ts, splitPage).
   */
  mergesCompounds: boolean;
  /**
   * Whether a read can carry a rider (statementRider.ts): on PostgreSQL, where each statement is a
   * round trip, a list's session check goes with its page. SQLite reads in process.
   */
  carriesRiders: boolean;
  /**
   * Whether an insert's answer tells the new row's key without `returning` (SQLite's
   * last_insert_rowid). There an insert with `returning` keeps a statement journal, which inside a
   * savepoint grew with the transaction: an import's statements for an asset took 41 → 74 µs a
   * row over 100,000 rows, and 27 µs flat without it (docs/PERFORMANCE.md "CSV import").
   */
  insertIdKnown: boolean;
  /**
   * Whether an insert or update can answer its row as a read of it would (a data-modifying CTE,
   * `with t as (insert … returning *) select … from t`): on PostgreSQL, where each statement is a
   * round trip, a save's write and its read-back through the caller's scope are one.
   */
  writeReadsBack: boolean;
  /**
   * Runs `work`'s statements in `trx` planned for their own values each time. PostgreSQL keeps a
   * named statement's generic plan once its estimate is no worse than the first five custom
   * plans', and plans it again only when the table's statistics change — which a long
   * transaction's own inserts never do: an import's read of a batch's records by their Unit IDs,
   * planned as a scan of the few rows the table had at the start, scanned the whole growing table
   * (0.3 s a batch at 30,000 rows). SQLite plans each statement as it prepares it: `work` alone.
   */
  freshPlans<T>(trx: Db, work: () => Promise<T>): Promise<T>;
  isUniqueViolation(err: unknown): boolean;
  isForeignKeyViolation(err: unknown): boolean;
  /**
   * Runs a read that may take long (a large count, an export, a report) where it cannot hold up
   * other requests: on SQLite, whose driver blocks the thread it runs on, a worker thread with its
   * own read connection; on PostgreSQL, the pool as usual.
   */
  longRead<R>(query: CompiledQuery<R>): Promise<R[]>;
  /**
   * Runs a quick read outside any transaction (a page in the order of an index). On SQLite an
   * idle reader thread takes it when there is one, so that under load the request thread goes on
   * with other requests while the statement runs on the other core; when every reader is busy the
   * request thread runs it itself, so a quick read never waits behind a long one. A read started
   * after a write has committed sees it (WAL), whichever connection runs it. On PostgreSQL, the
   * pool as usual.
   */
  quickRead<R>(query: CompiledQuery<R>): Promise<R[]>;
  /**
   * Streams the rows of a read of any size in batches, holding one batch at a time: the next is
   * fetched only when the caller asks for it (an export writing to a slow client waits, and so
   * does the read). On SQLite a worker thread of its own with its own read connection iterates
   * the statement; on PostgreSQL a server-side cursor (pg-cursor) on a pooled connection. Leaving
   * the loop early ends the read.
   */
  streamRows<R>(query: CompiledQuery<R>, batchSize: number): AsyncIterable<R[]>;
  /**
   * Brings the query planner's statistics up to date where tables changed much since they were
   * made, now and every hour until close, telling `to` the tables it analysed (or why it could not:
   * a full disk fails the hourly one, not the app). SQLite keeps
   * none unless asked (sqlite.ts says how); PostgreSQL's autovacuum analyses by itself, so there
   * it does nothing.
   */
  keepStatistics(to: { analysed(tables: string[], ms: number): void; failed(err: unknown): void }): Promise<void>;
  /**
   * Told once the migration has run: the tables' shape is fixed for this process from here on, so
   * PostgreSQL's connections may keep statements prepared (namedStatements.ts). SQLite: nothing.
   */
  schemaSettled(): void;
  /** Whether the database can store data now: the episodes of a full disk and the like (storage.ts). */
  readonly storage: StorageWatch;
  /** Statements run so far (on SQLite with the quick reads a reader ran): tests count them to rule out N+1 queries. */
  readonly stats: { queries: number };
  close(): Promise<void>;
}

export const toIso = (v: unknown) => (v instanceof Date ? v.toISOString() : v);

/** The code of a driver error (SQLITE_CONSTRAINT_…, or a PostgreSQL SQLSTATE), if it has one. */
export const errorCode = (err: unknown): string | undefined =>
  err && typeof err === 'object' && 'code' in err && typeof err.code === 'string' ? err.code : undefined;

const CONTROL = /^\s*(begin|commit|rollback|savepoint|release)\b/i;
/** Read once: process.env is a lookup in the process's environment on every read. */
const QLOG = !!process.env.QLOG;

/** Kysely's log hook: counts the statements that do work (not transaction control). QLOG=1 prints them. */
export function countStatement(stats: { queries: number }, event: LogEvent) {
  if (CONTROL.test(event.query.sql)) return;
  stats.queries++;
  if (QLOG) console.log(`[query] ${event.query.sql.slice(0, 160)}`);
}
