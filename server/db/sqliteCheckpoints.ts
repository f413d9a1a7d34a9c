// The write-ahead log's checkpoints, off the request thread. SQLite checkpoints when a commit finds
// the log past `wal_autocheckpoint` pages (1,000 by default), on the committing connection: with
// better-sqlite3 that is the request thread, and such a commit took 8–13 ms (the pages copied and
// the file synced) while every request waited — 49 of them in a minute and a half under the
// webhooks' writes (docs/PERFORMANCE.md "Webhooks"). A worker (sqliteCheckpointWorker.mjs) now
// checkpoints every second on a connection of its own; the request thread's connection checkpoints
// only past SAFETY_PAGES, should the worker fall behind, and as before should the worker stop.
import { Worker } from 'node:worker_threads';
import type SQLite from 'better-sqlite3';
import { storageCause, type StorageWatch } from './storage.js';

/** How often the worker checkpoints. */
export const CHECKPOINT_EVERY_MS = 1_000;
/** The request thread's own checkpoint, a safety net: 40 MiB of log at 4 KiB pages. */
export const SAFETY_PAGES = 10_000;
/** SQLite's default, back in force when the worker is gone. */
const DEFAULT_PAGES = 1_000;

export interface Checkpointer {
  /** The worker (a test stops it as a crash would). */
  readonly thread: Worker;
  close(): Promise<void>;
}

/**
 * Starts the worker for `file`, which `database` (the request thread's connection) writes. Told to
 * `storage`'s log: the first failure of a run of failed turns (a full disk aside: the writes' own
 * refusals tell that, once an episode), and the worker's stopping other than by close().
 */
export function startCheckpoints(
  database: SQLite.Database,
  file: string,
  storage: StorageWatch,
  everyMs = CHECKPOINT_EVERY_MS,
): Checkpointer {
  database.pragma(`wal_autocheckpoint = ${SAFETY_PAGES}`);
  const worker = new Worker(new URL('./sqliteCheckpointWorker.mjs', import.meta.url), { workerData: { file, everyMs } });
  worker.unref();
  let stopping = false;
  let why = 'it stopped';
  worker.on('message', (m: { failed: string; code?: string }) => {
    if (storageCause('sqlite', m)?.[0] !== 'full')
      storage.notice(`SQLite checkpoint failed (${m.code ?? 'error'}: ${m.failed}); tried again every second`);
  });
  worker.on('error', (err) => (why = err.message)); // it exits: below
  const exited = new Promise<void>((done) =>
    worker.once('exit', () => {
      // gone other than by close(): the request thread checkpoints as SQLite does by default
      if (!stopping && database.open) {
        database.pragma(`wal_autocheckpoint = ${DEFAULT_PAGES}`);
        storage.notice(`SQLite checkpoints' thread stopped (${why}): the request thread checkpoints again`);
      }
      done();
    }),
  );
  return {
    thread: worker,
    async close() {
      stopping = true;
      worker.postMessage('stop');
      const timeout = setTimeout(() => void worker.terminate(), 2_000);
      await exited;
      clearTimeout(timeout);
    },
  };
}
