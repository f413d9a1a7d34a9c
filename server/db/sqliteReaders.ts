// A small pool of reader threads (sqliteReaderWorker.mjs) for SQLite's long reads. better-sqlite3
// is synchronous: a read of a second on the main thread would freeze every other request for that
// second. Reads queue here and each idle worker takes the next.
import { Worker } from 'node:worker_threads';

interface Task {
  sql: string;
  params: unknown[];
  done: (rows: unknown[]) => void;
  fail: (err: Error) => void;
}

/** Two readers: long reads overlap each other a little, and a core stays for the request thread. */
const READERS = 2;

export function makeReaderPool(file: string) {
  const queue: Task[] = [];
  const idle: Worker[] = [];
  const running = new Map<Worker, Task>();
  let seq = 0;

  const next = () => {
    while (idle.length && queue.length) {
      const worker = idle.pop()!;
      const task = queue.shift()!;
      running.set(worker, task);
      worker.postMessage({ id: ++seq, sql: task.sql, params: task.params });
    }
  };

  const workers = Array.from({ length: READERS }, () => {
    const worker = new Worker(new URL('./sqliteReaderWorker.mjs', import.meta.url), { workerData: { file } });
    worker.unref();
    worker.on('message', (msg: { rows?: unknown[]; error?: { message: string; code?: string } }) => {
      const task = running.get(worker);
      running.delete(worker);
      idle.push(worker);
      if (msg.error) task?.fail(Object.assign(new Error(msg.error.message), { code: msg.error.code }));
      else task?.done(msg.rows ?? []);
      next();
    });
    worker.on('error', (err) => {
      running.get(worker)?.fail(err);
      running.delete(worker);
    });
    idle.push(worker);
    return worker;
  });

  return {
    all<R>(sql: string, params: unknown[]): Promise<R[]> {
      return new Promise((done, fail) => {
        queue.push({ sql, params, done: done as (rows: unknown[]) => void, fail });
        next();
      });
    },
    async close() {
      await Promise.all(workers.map((w) => w.terminate()));
    },
  };
}

/**
 * The rows of one large read from a worker thread of its own (sqliteStreamWorker.mjs), a batch at
 * a time, each asked for when the previous one has been used: the reader pool stays free for
 * other long reads, and neither thread holds more than a batch. The worker's statement keeps one
 * read snapshot throughout, so the rows are consistent however long the caller takes.
 */
export async function* streamFromWorker<R>(file: string, sql: string, params: unknown[], batchSize: number): AsyncGenerator<R[]> {
  const worker = new Worker(new URL('./sqliteStreamWorker.mjs', import.meta.url), { workerData: { file, sql, params, batchSize } });
  type Reply = { rows?: R[]; done?: boolean; error?: { message: string; code?: string } };
  let waiting: { done: (m: Reply) => void; fail: (e: Error) => void } | undefined;
  worker.on('message', (m: Reply) => waiting?.done(m));
  worker.on('error', (err) => waiting?.fail(err));
  worker.on('exit', () => waiting?.fail(new Error('export reader stopped')));
  const ask = () =>
    new Promise<Reply>((done, fail) => {
      waiting = { done, fail };
      worker.postMessage('next');
    });
  try {
    for (;;) {
      const reply = await ask();
      if (reply.error) throw Object.assign(new Error(reply.error.message), { code: reply.error.code });
      if (reply.rows?.length) yield reply.rows;
      if (reply.done) return;
    }
  } finally {
    waiting = undefined;
    await worker.terminate();
  }
}
