// A small pool of reader threads (sqliteReaderWorker.mjs), each with its own read connection.
// better-sqlite3 is synchronous: a read of a second on the main thread would freeze every other
// request for that second. Long reads queue here and each idle reader takes the next. Quick reads
// (a page in an index's order) may also be handed to a reader, so that under load the statements
// run on the other core while the request thread goes on with other requests.
import { Worker } from 'node:worker_threads';

interface Task {
  sql: string;
  params: unknown[];
  long: boolean;
  /** Set when sent: the worker's answer names it, so an answer can never go to another read. */
  id?: number;
  done: (rows: unknown[]) => void;
  fail: (err: Error) => void;
}

interface Reader {
  worker: Worker;
  /** Tasks sent and not yet answered, oldest first (a worker answers in order). */
  sent: Task[];
  /** Stopped (it failed to open the file, or crashed): given nothing more. */
  dead?: boolean;
  /**
   * Answers the worker has sent that the request thread has not yet taken in (shared memory: the
   * worker adds one as it sends an answer, the request thread takes one off as it takes it in).
   */
  unread: Int32Array;
}

/**
 * Reads handed to `reader` that it has not yet run. Its answers wait their turn behind the other
 * requests on the request thread, so `sent` alone counts a busy request thread's backlog as the
 * reader's: under load a reader looked full while it sat idle, and the request thread, the one
 * busiest, ran the reads itself.
 */
const backlog = (reader: Reader) => reader.sent.length - Atomics.load(reader.unread, 0);

/** Two readers: long reads overlap each other a little, and a core stays for the request thread. */
export const READERS = 2;

/**
 * Quick reads one reader may hold at once. A reader is only seen to be free when the request
 * thread reads its answer, which under load waits its turn behind other requests: with one task
 * at a time the readers sat idle most of the time. A few queued in the worker keep it busy; more
 * would only make each wait longer than the request thread would take to run it itself.
 */
export const QUICK_PER_READER = 16;

export function makeReaderPool(file: string) {
  const queue: Task[] = [];
  let seq = 0;
  const send = (reader: Reader, task: Task) => {
    task.id = ++seq;
    try {
      reader.worker.postMessage({ id: task.id, sql: task.sql, params: task.params });
    } catch (err) {
      task.fail(err as Error); // parameters a thread cannot receive: this read fails, no other
      return;
    }
    reader.sent.push(task);
  };
  const runsLong = (reader: Reader) => reader.sent.some((t) => t.long);
  // A long read goes to a reader with nothing else to do.
  const next = () => {
    for (const reader of readers) {
      if (!queue.length) return;
      if (!reader.dead && !reader.sent.length) send(reader, queue.shift()!);
    }
    if (readers.every((r) => r.dead)) for (const task of queue.splice(0)) task.fail(new Error('no SQLite reader is running'));
  };

  const readers: Reader[] = Array.from({ length: READERS }, () => {
    const unread = new Int32Array(new SharedArrayBuffer(4));
    const worker = new Worker(new URL('./sqliteReaderWorker.mjs', import.meta.url), { workerData: { file, unread } });
    worker.unref();
    const reader: Reader = { worker, sent: [], unread };
    const stop = (err: Error) => {
      reader.dead = true;
      for (const task of reader.sent.splice(0)) task.fail(err);
      next();
    };
    // A reader whose answers no longer match its reads in order is stopped, its reads failed:
    // rows given to the wrong read could be another user's.
    const broken = (err: Error) => {
      stop(err);
      void worker.terminate();
    };
    worker.on('message', (msg: { id: number; rows?: unknown[]; error?: { message: string; code?: string } }) => {
      const task = reader.sent[0];
      if (!task || task.id !== msg.id) return broken(new Error('SQLite reader answered out of turn'));
      reader.sent.shift();
      Atomics.sub(unread, 0, 1);
      if (msg.error) task.fail(Object.assign(new Error(msg.error.message), { code: msg.error.code }));
      else task.done(msg.rows ?? []);
      next();
    });
    worker.on('messageerror', broken);
    worker.on('error', stop);
    worker.on('exit', () => stop(new Error('SQLite reader stopped')));
    return reader;
  });

  const run = <R>(sql: string, params: unknown[], long: boolean, start: (task: Task) => void) =>
    new Promise<R[]>((done, fail) => start({ sql, params, long, done: done as (rows: unknown[]) => void, fail }));

  return {
    /** A long read: queued until a reader is free. */
    all<R>(sql: string, params: unknown[]): Promise<R[]> {
      return run<R>(sql, params, true, (task) => {
        queue.push(task);
        next();
      });
    },
    /**
     * A quick read, handed to the least busy reader that runs no long read, when one has room and
     * no long read is waiting for a reader; else undefined, and the caller runs it itself.
     */
    quick<R>(sql: string, params: unknown[]): Promise<R[]> | undefined {
      if (queue.length) return undefined;
      let best: Reader | undefined;
      for (const r of readers)
        if (!r.dead && !runsLong(r) && backlog(r) < QUICK_PER_READER && (!best || backlog(r) < backlog(best))) best = r;
      if (!best) return undefined;
      const reader = best;
      return run<R>(sql, params, false, (task) => send(reader, task));
    },
    /** Each reader opens its connection anew after the reads it was given (the statistics changed). */
    reopen() {
      for (const r of readers) if (!r.dead) r.worker.postMessage({ reopen: true });
    },
    async close() {
      await Promise.all(readers.map((r) => r.worker.terminate()));
    },
  };
}

/**
 * The rows of one large read from a worker thread of its own (sqliteStreamWorker.mjs), a batch at
 * a time, each asked for as the previous one is handed on: the reader pool stays free for other
 * long reads, and neither thread holds more than two batches. The worker's statement keeps one
 * read snapshot throughout, so the rows are consistent however long the caller takes.
 */
export async function* streamFromWorker<R>(file: string, sql: string, params: unknown[], batchSize: number): AsyncGenerator<R[]> {
  const worker = new Worker(new URL('./sqliteStreamWorker.mjs', import.meta.url), { workerData: { file, sql, params, batchSize } });
  type Reply = { rows?: R[]; done?: boolean; error?: { message: string; code?: string } };
  let waiting: { done: (m: Reply) => void; fail: (e: Error) => void } | undefined;
  worker.on('message', (m: Reply) => waiting?.done(m));
  worker.on('error', (err) => waiting?.fail(err));
  worker.on('exit', () => waiting?.fail(new Error('export reader stopped')));
  const ask = () => {
    const reply = new Promise<Reply>((done, fail) => {
      waiting = { done, fail };
      worker.postMessage('next');
    });
    // a batch asked for ahead may fail while the caller stops early: not an unhandled rejection
    reply.catch(() => undefined);
    return reply;
  };
  try {
    // The next batch is asked for before this one is handed on: the worker reads it while the
    // caller formats this one (one at a time, the request thread sat idle a third of an export,
    // waiting for each batch). Two batches at most are ever held.
    let coming = ask();
    for (;;) {
      const reply = await coming;
      if (reply.error) throw Object.assign(new Error(reply.error.message), { code: reply.error.code });
      if (!reply.done) coming = ask();
      if (reply.rows?.length) yield reply.rows;
      if (reply.done) return;
    }
  } finally {
    waiting = undefined;
    await worker.terminate();
  }
}
