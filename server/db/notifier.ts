// How app instances wake each other's live-update streams (server/live/). PostgreSQL: a NOTIFY
// sent inside the writing transaction, which PostgreSQL delivers when it commits (and not at all
// when it rolls back), to one LISTEN connection per instance — a pg client of its own, outside the
// pool, reconnected with backoff; after each (re)connection the listener is woken once, for what
// it may have missed meanwhile. SQLite serves a single process, which wakes itself in memory.
import { type RawBuilder, sql } from 'kysely';
import pg from 'pg';
import type { DbLog } from './log.js';
import { errorCode } from './dialect.js';

export interface Notifier {
  /**
   * What, selected inside a transaction, wakes every instance's listener when it commits (null:
   * nothing to send). An expression, so that it rides in a statement the transaction sends anyway.
   */
  readonly notification: RawBuilder<unknown> | null;
  /** Calls `onWake` on every notification, from this instance or another. */
  listen(onWake: () => void, log: DbLog): { close(): Promise<void> };
}

const CHANNEL = 'yardmaster_events';
const FIRST_RETRY_MS = 500;
const LAST_RETRY_MS = 30_000;

export const localNotifier: Notifier = {
  notification: null,
  listen: () => ({ close: async () => undefined }),
};

export function pgNotifier(url: string): Notifier {
  return {
    // One payload for all: PostgreSQL folds identical notifications of a transaction into one.
    notification: sql`pg_notify(${CHANNEL}, '')`,
    listen(onWake, log) {
      let closed = false;
      let current: pg.Client | null = null;
      let timer: NodeJS.Timeout | undefined;
      let delay = FIRST_RETRY_MS;
      const start = () => {
        const client = new pg.Client({ connectionString: url });
        let failed = false;
        const fail = (err?: unknown) => {
          if (failed) return;
          failed = true;
          if (current === client) current = null;
          void client.end().catch(() => undefined);
          if (closed) return;
          // The message names no credential (never the URL).
          log.error(
            `live updates: the LISTEN connection failed (${errorCode(err) ?? (err as Error | undefined)?.message ?? 'closed'}); retrying`,
          );
          timer = setTimeout(start, delay).unref();
          delay = Math.min(delay * 2, LAST_RETRY_MS);
        };
        client.on('error', fail);
        client.on('end', () => fail());
        client.on('notification', () => onWake());
        current = client;
        client
          .connect()
          .then(() => client.query(`listen ${CHANNEL}`))
          .then(() => {
            delay = FIRST_RETRY_MS;
            onWake();
          }, fail);
      };
      start();
      return {
        async close() {
          closed = true;
          clearTimeout(timer);
          await current?.end().catch(() => undefined);
        },
      };
    },
  };
}
