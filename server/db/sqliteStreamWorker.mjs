// A worker thread for one streamed read (sqliteReaders.ts streamFromWorker): its own read-only
// connection, one statement iterated a batch per 'next' message, so a million-row export never
// holds more than a batch in memory nor blocks the thread that answers requests.
import { parentPort, workerData } from 'node:worker_threads';
import SQLite from 'better-sqlite3';
import { registerTextFunctions } from './sqliteFunctions.mjs';

const { file, sql, params, batchSize } = workerData;
let rows;
try {
  const db = new SQLite(file, { readonly: true, fileMustExist: true });
  db.pragma('busy_timeout = 5000');
  // A small page cache (2 MB, not better-sqlite3's 16 MB): one pass over the rows gains nothing
  // from keeping pages, and SQLite sizes a sort's memory by it too (a history export sorts a
  // million rows). It kept the server's peak flat between a tenth of an export and all of it.
  db.pragma('cache_size = -2000');
  registerTextFunctions(db);
  rows = db.prepare(sql).iterate(...params);
} catch (error) {
  rows = undefined;
  parentPort.once('message', () => parentPort.postMessage({ error: { message: error.message, code: error.code } }));
}

if (rows) {
  parentPort.on('message', () => {
    try {
      const batch = [];
      let next = rows.next();
      while (!next.done) {
        batch.push(next.value);
        if (batch.length >= batchSize) break;
        next = rows.next();
      }
      parentPort.postMessage({ rows: batch, done: !!next.done });
    } catch (error) {
      parentPort.postMessage({ error: { message: error.message, code: error.code } });
    }
  });
}
