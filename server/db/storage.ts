// When the database cannot store anything for a while — its disk is full (SQLite: SQLITE_FULL, a
// file write's ENOSPC; PostgreSQL: SQLSTATE 53100), it is out of memory (53200) or of resources
// (53000, 53300), or it refuses connections for now (57P03, starting up or in recovery). Nothing is
// lost (the transaction rolls back: SQLite by itself, PostgreSQL on ROLLBACK), and writes work again
// once the cause is gone. Meanwhile:
// - a refused request answers 503 with Retry-After and says the server cannot store data right now
//   (http/errorHandler.ts, errors.ts storageUnavailable), never a 500 "Internal error";
// - the log names the cause at error level once per episode, not once per request: an episode
//   starts at the first refusal and ends at the next write stored (a line at info);
// - /readyz reports it (http/health.ts), while reads keep working.
import type { LogEvent } from 'kysely';
import { errorCode } from './dialect.js';
import type { DbLog } from './log.js';

/**
 * full: the database cannot store data (its disk), reads go on. unavailable: it refuses work for a
 * moment (memory, connections, starting up) — a read may be refused too.
 */
export type StorageKind = 'full' | 'unavailable';

const SQLITE: Record<string, [StorageKind, string]> = {
  SQLITE_FULL: ['full', 'SQLITE_FULL: the disk holding the database is full'],
  ENOSPC: ['full', 'ENOSPC: no space left on the device'],
  EDQUOT: ['full', 'EDQUOT: the disk quota is used up'],
};

const POSTGRES: Record<string, [StorageKind, string]> = {
  '53100': ['full', 'SQLSTATE 53100 disk_full: the PostgreSQL server has no space left'],
  '53000': ['unavailable', 'SQLSTATE 53000 insufficient_resources'],
  '53200': ['unavailable', 'SQLSTATE 53200 out_of_memory'],
  '53300': ['unavailable', 'SQLSTATE 53300 too_many_connections'],
  '57P03': ['unavailable', 'SQLSTATE 57P03 cannot_connect_now: the PostgreSQL server is starting up or in recovery'],
};

/** The kind and the cause, in words for the log, when `err` means the database cannot do it for now. */
export function storageCause(dialect: 'sqlite' | 'postgres', err: unknown): [StorageKind, string] | undefined {
  const code = errorCode(err);
  return code === undefined ? undefined : (dialect === 'sqlite' ? SQLITE : POSTGRES)[code];
}

/**
 * A write is stored when its statement succeeded and so did the COMMIT after it: inside a
 * transaction SQLite may take an INSERT into its page cache and meet the full disk only at COMMIT,
 * and a transaction that only read commits on a full disk too (a login refused for a locked name).
 * A write outside any transaction is stored when its statement succeeds.
 */
const WRITE = /^\s*(insert|update|delete)\b/i;
const COMMIT = /^\s*commit\b/i;
const ROLLBACK = /^\s*rollback\b/i;

export interface StorageEpisode {
  kind: StorageKind;
  cause: string;
  since: Date;
}

/** The episodes of a database that cannot store data: one error line each, and their end. */
export class StorageWatch {
  private episode: StorageEpisode | undefined;
  private log: DbLog = { error: (m) => console.error(m), info: () => {} };

  constructor(private readonly dialect: 'sqlite' | 'postgres') {}

  /** Where the episodes are told (boot gives the app's logger). */
  tellTo(log: DbLog): void {
    this.log = log;
  }

  /** A storage problem the episodes do not cover (a checkpoint that failed, sqliteCheckpoints.ts), at error level. */
  notice(message: string): void {
    this.log.error(message);
  }

  /** The episode under way, if any. */
  get current(): StorageEpisode | undefined {
    return this.episode;
  }

  /**
   * What `err` means when the database cannot do it for now (its kind); the episode is noted, and
   * logged when it starts. Undefined for any other error, which is the caller's to handle.
   */
  refused(err: unknown): StorageKind | undefined {
    const found = storageCause(this.dialect, err);
    if (!found) return undefined;
    const [kind, cause] = found;
    if (!this.episode) {
      this.episode = { kind, cause, since: new Date() };
      const what = kind === 'full' ? 'cannot store data' : 'refuses work for now';
      this.log.error(`the database ${what} (${cause}): such calls answer 503 until it can; the others go on`);
    }
    return kind;
  }

  private wrote = false;

  /**
   * Kysely's log hook: a stored write ends an episode. `inTransaction` says whether the statement
   * ran inside one (SQLite knows; PostgreSQL's adapter, with many connections, says undefined: a
   * commit must follow).
   */
  observe(event: LogEvent, inTransaction?: boolean): void {
    if (!this.episode) return;
    const text = event.query.sql;
    if (event.level === 'error' || ROLLBACK.test(text)) {
      this.wrote = false;
      return;
    }
    if (WRITE.test(text) && inTransaction !== false) this.wrote = true;
    else if ((WRITE.test(text) && inTransaction === false) || (COMMIT.test(text) && this.wrote)) this.ended();
  }

  private ended() {
    const seconds = Math.round((Date.now() - this.episode!.since.getTime()) / 1000);
    this.log.info(`the database stores data again (after ${seconds} s of ${this.episode!.cause.split(':')[0]})`);
    this.episode = undefined;
    this.wrote = false;
  }
}
