// When the database cannot store anything for a while — its disk is full (SQLite: SQLITE_FULL, a
// file write's ENOSPC; PostgreSQL: SQLSTATE 53100), it is out of memory (53200) or of resources
// (53000, 53300), or it refuses connections for now (57P03, starting up or in recovery). Nothing is
// lost (the transaction rolls back: SQLite by itself, PostgreSQL on ROLLBACK), and writes work again
// once the cause is gone. Meanwhile:
// - a refused request answers 503 with Retry-After and says the server cannot store data right now
//   (http/errorHandler.ts, errors.ts storageUnavailable), never a 500 "Internal error";
// - the log names the cause at error level once per episode, not once per request: an episode
//   starts at the first refusal and ends at the next transaction that commits (a line at info);
// - /readyz reports it (http/health.ts), while reads keep working.
import type { LogEvent } from 'kysely';
import { errorCode } from './dialect.js';

/** Where the episodes are told: the app's logger (db/ knows nothing above it). */
export interface StorageLog {
  error(msg: string): void;
  info(msg: string): void;
}

const SQLITE: Record<string, string> = {
  SQLITE_FULL: 'SQLITE_FULL: the disk holding the database is full',
  ENOSPC: 'ENOSPC: no space left on the device',
  EDQUOT: 'EDQUOT: the disk quota is used up',
};

const POSTGRES: Record<string, string> = {
  '53000': 'SQLSTATE 53000 insufficient_resources',
  '53100': 'SQLSTATE 53100 disk_full: the PostgreSQL server has no space left',
  '53200': 'SQLSTATE 53200 out_of_memory',
  '53300': 'SQLSTATE 53300 too_many_connections',
  '57P03': 'SQLSTATE 57P03 cannot_connect_now: the PostgreSQL server is starting up or in recovery',
};

/** The cause, in words for the log, when `err` means the database cannot store data for now. */
export function storageCause(dialect: 'sqlite' | 'postgres', err: unknown): string | undefined {
  const code = errorCode(err);
  return code === undefined ? undefined : (dialect === 'sqlite' ? SQLITE : POSTGRES)[code];
}

/**
 * A commit is the proof that a write was stored: inside a transaction SQLite may take an INSERT
 * into its page cache and meet the full disk only at COMMIT, when the pages go to the log.
 */
const COMMIT = /^\s*commit\b/i;

export interface StorageEpisode {
  cause: string;
  since: Date;
}

/** The episodes of a database that cannot store data: one error line each, and their end. */
export class StorageWatch {
  private episode: StorageEpisode | undefined;
  private log: StorageLog = { error: (m) => console.error(m), info: () => {} };

  constructor(private readonly dialect: 'sqlite' | 'postgres') {}

  /** Where the episodes are told (boot gives the app's logger). */
  tellTo(log: StorageLog): void {
    this.log = log;
  }

  /** The episode under way, if any. */
  get current(): StorageEpisode | undefined {
    return this.episode;
  }

  /**
   * Whether `err` means the database cannot store data for now; if so, the episode is noted (and
   * logged when it starts). Any other error is the caller's to handle.
   */
  refused(err: unknown): boolean {
    const cause = storageCause(this.dialect, err);
    if (!cause) return false;
    if (!this.episode) {
      this.episode = { cause, since: new Date() };
      this.log.error(`the database cannot store data (${cause}): writes answer 503 until it can; reads go on`);
    }
    return true;
  }

  /** Kysely's log hook: a transaction that committed ends an episode. */
  observe(event: LogEvent): void {
    if (!this.episode || event.level !== 'query' || !COMMIT.test(event.query.sql)) return;
    const seconds = Math.round((Date.now() - this.episode.since.getTime()) / 1000);
    this.log.info(`the database stores data again (after ${seconds} s of ${this.episode.cause.split(':')[0]})`);
    this.episode = undefined;
  }
}
