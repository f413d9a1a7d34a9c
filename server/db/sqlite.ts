// SQLite through better-sqlite3: WAL, synchronous, foreign keys and a busy timeout, checked at
// start-up; the database file and its -wal/-shm readable by the server's user only.
import { dirname } from 'node:path';
import SQLite from 'better-sqlite3';
import { type CompiledQuery, type Driver, Kysely, SqliteDialect, sql } from 'kysely';
import type { ColumnDesc } from './tableDesc.js';
import { ensureDir, privateFile, PRIVATE_FILE, tighten } from '../process/fileModes.js';
import { countStatement, type Db, type DialectAdapter, errorCode } from './dialect.js';
import { registerTextFunctions } from './sqliteFunctions.mjs';
import { StorageWatch } from './storage.js';
import { makeReaderPool, streamFromWorker } from './sqliteReaders.js';
import { startCheckpoints } from './sqliteCheckpoints.js';

/** Rows an export may have and still be read in one go on a pooled reader (no thread of its own). */
const SMALL_EXPORT = 1000;

const sqlType: Record<ColumnDesc['kind'], string> = {
  integer: 'integer',
  number: 'real',
  boolean: 'integer',
  text: 'text',
  timestamp: 'text',
  date: 'text',
  json: 'text',
};

function columnSql(c: ColumnDesc, inline: boolean): string {
  const parts = [`"${c.name}"`, sqlType[c.kind]];
  if (c.primary) parts.push(c.autoIncrement ? 'primary key autoincrement' : 'primary key');
  if (!c.nullable && !c.primary) parts.push('not null');
  if (c.default !== undefined) parts.push(`default ${literal(c)}`);
  // SQLite cannot add a constraint later, so references go inline; a column added to an existing
  // table may carry one only when it has no default.
  if (c.references && (inline || c.default === undefined)) {
    parts.push(`references "${c.references.table}"("${c.references.column}")`);
    if (c.references.onDelete) parts.push(`on delete ${c.references.onDelete}`);
  }
  return parts.join(' ');
}

function literal(c: ColumnDesc) {
  if (typeof c.default === 'boolean') return c.default ? 1 : 0;
  if (typeof c.default === 'number') return c.default;
  return `'${String(c.default).replace(/'/g, "''")}'`;
}

/**
 * Kysely prepares every statement anew; better-sqlite3 statements are reusable, and preparing is a
 * good share of a small query's time. The same SQL text gets the same prepared statement.
 */
function withStatementCache(database: SQLite.Database): SQLite.Database {
  const cache = new Map<string, SQLite.Statement>();
  const prepare = (sql: string) => {
    let statement = cache.get(sql);
    if (!statement) {
      if (cache.size >= 500) cache.clear();
      cache.set(sql, (statement = database.prepare(sql)));
    }
    return statement;
  };
  return new Proxy(database, {
    get(target, prop) {
      if (prop === 'prepare') return prepare;
      const value = Reflect.get(target, prop, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

/**
 * Kysely rolls a transaction back when its work throws. SQLite has sometimes ended the transaction
 * itself by then — on SQLITE_FULL, SQLITE_IOERR, SQLITE_BUSY or SQLITE_NOMEM it rolls back on its
 * own — and a ROLLBACK then fails with 'cannot rollback - no transaction is active', which Kysely
 * throws in place of the error that caused it (a full disk read as an internal error). The
 * rollback is sent only while a transaction is open.
 */
class RollbackOnlyWhenOpen extends SqliteDialect {
  constructor(
    config: ConstructorParameters<typeof SqliteDialect>[0],
    private readonly raw: SQLite.Database,
  ) {
    super(config);
  }
  override createDriver(): Driver {
    const driver = super.createDriver();
    const rollback = driver.rollbackTransaction.bind(driver);
    driver.rollbackTransaction = async (connection) => {
      if (this.raw.inTransaction) await rollback(connection);
    };
    return driver;
  }
}

/**
 * `synchronous` in WAL mode. NORMAL (the default): a commit is written to the WAL before the call
 * returns, so a crash of the process (SIGKILL, an exception, the OOM killer) loses no acknowledged
 * write, and no power cut can corrupt the database; only a power cut or an OS crash may take back
 * the commits since the last checkpoint. FULL adds an fsync to every commit, which survives that
 * too, but better-sqlite3 commits on the request thread and an fsync measured 5.7–7.3 ms here
 * (NORMAL: 0.04–0.1 ms): every request would wait behind every write. SQLITE_SYNCHRONOUS=FULL
 * chooses it where power cuts matter more than write latency.
 */
export type Synchronous = 'NORMAL' | 'FULL';

/**
 * The query planner's statistics (sqlite_stat1), table by table. Without them SQLite guesses that
 * an equality on an index's first column finds a handful of rows, so a company's column looks as
 * selective as a site's and some lists walked a company's whole history (docs/PERFORMANCE.md,
 * "Gate"). `PRAGMA optimize` analyses the tables never analysed or grown or shrunk about 25 times
 * since; in full, as analysis_limit is left at 0: a sampled ANALYZE measured a column holding one
 * value in every row as a thousand rows a value, and chose the wrong index just the same.
 */
function statistics(database: SQLite.Database): Map<string, string> {
  const made = database.prepare(`select 1 from sqlite_master where name = 'sqlite_stat1'`).get();
  const rows = made ? (database.prepare('select tbl, idx, stat from sqlite_stat1 order by tbl, idx').all() as StatRow[]) : [];
  const byTable = new Map<string, string>();
  for (const r of rows) byTable.set(r.tbl, `${byTable.get(r.tbl) ?? ''}${r.idx}:${r.stat};`);
  return byTable;
}
const STATISTICS_EVERY_MS = 60 * 60_000;
interface StatRow {
  tbl: string;
  idx: string | null;
  stat: string;
}

const SYNCHRONOUS_CODE: Record<Synchronous, number> = { NORMAL: 1, FULL: 2 };

export function openSqlite(file: string, synchronous: Synchronous = 'NORMAL'): { db: Db; adapter: DialectAdapter } {
  if (file !== ':memory:') {
    ensureDir(dirname(file));
    privateFile(file); // created 0600 before SQLite opens it: its -wal and -shm take the same mode
  }
  const database = new SQLite(file);
  database.pragma('journal_mode = WAL');
  database.pragma(`synchronous = ${synchronous}`);
  database.pragma('foreign_keys = ON');
  database.pragma('busy_timeout = 5000');
  // A write inside a transaction may keep the pages it changes in a statement journal, to undo that
  // statement alone should it fail midway; an insert with `returning` (how the repository learns a
  // new row's id) always does. SQLite keeps the journal in memory up to 64 KiB, then in a file in
  // /var/tmp: an asset's insert (16 indexes) wrote to that file 35 times a row, four fifths of its
  // time (docs/PERFORMANCE.md "CSV import"). In memory on this connection, which writes: statement
  // journals, savepoints' journals and its few small sorts. Nothing in them outlives a transaction.
  // The long reads, which may sort much, run on the readers' connections (sqliteReaders.ts), whose
  // temporary files stay on disk.
  database.pragma('temp_store = MEMORY');
  registerTextFunctions(database);
  const check = {
    wal: database.pragma('journal_mode', { simple: true }),
    synchronous: database.pragma('synchronous', { simple: true }),
    fk: database.pragma('foreign_keys', { simple: true }),
    busy: database.pragma('busy_timeout', { simple: true }),
    tempStore: database.pragma('temp_store', { simple: true }),
  };
  if (
    (file !== ':memory:' && check.wal !== 'wal') ||
    check.synchronous !== SYNCHRONOUS_CODE[synchronous] ||
    check.fk !== 1 ||
    check.busy !== 5000 ||
    check.tempStore !== 2
  ) {
    throw new Error(`SQLite settings not applied: ${JSON.stringify(check)}`);
  }
  // -wal and -shm left looser by an older version (SQLite reuses existing ones as they are).
  if (file !== ':memory:') for (const extra of ['-wal', '-shm']) tighten(file + extra, PRIVATE_FILE);
  const stats = { queries: 0 };
  const storage = new StorageWatch('sqlite');
  const db: Db = new Kysely({
    dialect: new RollbackOnlyWhenOpen({ database: withStatementCache(database) }, database),
    log: (e) => {
      countStatement(stats, e);
      storage.observe(e, database.inTransaction);
    },
  });
  const readers = file === ':memory:' ? undefined : makeReaderPool(file);
  const checkpoints = file === ':memory:' ? undefined : startCheckpoints(database, file, storage);
  let statisticsTimer: NodeJS.Timeout | undefined;
  const adapter: DialectAdapter = {
    name: 'sqlite',
    stats,
    storage,
    ilike: 'like', // case-insensitive for every letter (sqliteFunctions.mjs)
    mergesCompounds: true,
    carriesRiders: false,
    insertIdKnown: true,
    writeReadsBack: false,
    async lockForMigration() {
      // better-sqlite3 runs Kysely transactions one at a time on one connection; other processes
      // wait on the write lock (busy timeout) once the first DDL statement runs.
    },
    async indexNames(trx) {
      const rows = await sql<{ name: string }>`select name from sqlite_master where type = 'index'`.execute(trx);
      return rows.rows.map((r) => r.name);
    },
    async serialize() {
      // One connection runs the write transactions one after the other: nothing to wait for.
    },
    serializing: () => null,
    async createTables(trx, tables, existing) {
      const done: string[] = [];
      for (const t of tables) {
        const have = existing.get(t.name);
        if (!have) {
          const cols = t.columns.map((c) => columnSql(c, true)).join(', ');
          await sql.raw(`create table "${t.name}" (${cols})`).execute(trx);
          done.push(`create table ${t.name}`);
          continue;
        }
        for (const c of t.columns.filter((c) => !have.has(c.name))) {
          await sql.raw(`alter table "${t.name}" add column ${columnSql(c, false)}`).execute(trx);
          done.push(`add column ${t.name}.${c.name}`);
        }
      }
      return done;
    },
    toDb(kind, v) {
      if (v === undefined || v === null) return null;
      if (kind === 'boolean') return v ? 1 : 0;
      if (kind === 'json') return JSON.stringify(v);
      // One spelling for every instant (UTC, milliseconds), so that text order is time order.
      if (kind === 'timestamp' && typeof v === 'string') return new Date(v).toISOString();
      return v;
    },
    fromDb(kind, v) {
      if (v === null || v === undefined) return null;
      if (kind === 'boolean') return v === 1 || v === true;
      if (kind === 'json') return typeof v === 'string' ? JSON.parse(v) : v;
      return v;
    },
    isUniqueViolation: (e) => errorCode(e) === 'SQLITE_CONSTRAINT_UNIQUE' || errorCode(e) === 'SQLITE_CONSTRAINT_PRIMARYKEY',
    isForeignKeyViolation: (e) => errorCode(e) === 'SQLITE_CONSTRAINT_FOREIGNKEY',
    async *streamRows<R>(query: CompiledQuery<R>, batchSize: number): AsyncGenerator<R[]> {
      if (file === ':memory:') {
        // no second connection can see an in-memory database: iterate here, a batch per turn
        const rows: R[] = [];
        for (const row of database.prepare(query.sql).iterate(...(query.parameters as unknown[]))) {
          rows.push(row as R);
          if (rows.length >= batchSize) yield rows.splice(0);
        }
        if (rows.length) yield rows;
        return;
      }
      // Most exports are small: one pooled read answers them; only a larger one gets a thread of its own.
      const small = Math.max(batchSize, SMALL_EXPORT);
      const first = await readers!.all<R>(`select * from (${query.sql}) limit ${small + 1}`, query.parameters as unknown[]);
      if (first.length <= small) {
        for (let i = 0; i < first.length; i += batchSize) yield first.slice(i, i + batchSize);
        return;
      }
      yield* streamFromWorker<R>(file, query.sql, query.parameters as unknown[], batchSize);
    },
    freshPlans: (_trx, work) => work(),
    async longRead(query) {
      if (!readers) return (await db.executeQuery(query)).rows;
      return readers.all(query.sql, query.parameters as unknown[]);
    },
    async quickRead<R>(query: CompiledQuery<R>) {
      const handed = readers?.quick<R>(query.sql, query.parameters as unknown[]);
      if (!handed) return (await db.executeQuery(query)).rows;
      stats.queries++; // a statement all the same, wherever it runs (tests count them)
      return handed;
    },
    schemaSettled: () => undefined, // better-sqlite3 prepares every statement anyway
    async keepStatistics(to) {
      // An analysis walks the table's indexes on this thread (about a second a million rows),
      // but it comes back only when the table has grown or shrunk 25 times since the last one.
      const refresh = () => {
        const t = performance.now();
        const before = statistics(database);
        database.pragma('optimize=0x10002');
        const after = statistics(database);
        const changed = [...after.keys()].filter((table) => after.get(table) !== before.get(table));
        if (!changed.length) return;
        readers?.reopen(); // a connection reads the statistics as it opens
        to.analysed(changed, performance.now() - t);
      };
      refresh();
      clearInterval(statisticsTimer);
      statisticsTimer = setInterval(() => {
        try {
          if (database.open && !database.inTransaction) refresh();
        } catch (err) {
          to.failed(err);
        }
      }, STATISTICS_EVERY_MS).unref();
    },
    close: async () => {
      clearInterval(statisticsTimer);
      await readers?.close();
      await checkpoints?.close();
      await db.destroy();
    },
  };
  return { db, adapter };
}
