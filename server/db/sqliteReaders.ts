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
