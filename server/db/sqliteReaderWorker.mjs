// A worker thread with its own read-only connection to the SQLite file (WAL lets it read while the
// main connection writes). It runs the reads sqliteReaders.ts hands it, one at a time and in
// order, so a large count or an export never blocks the thread that answers requests.
import { parentPort, workerData } from 'node:worker_threads';
import SQLite from 'better-sqlite3';
import { registerTextFunctions } from './sqliteFunctions.mjs';

const db = new SQLite(workerData.file, { readonly: true, fileMustExist: true });
db.pragma('busy_timeout = 5000');
registerTextFunctions(db);
const statements = new Map();
/** Reads finished, shared with the request thread (sqliteReaders.ts: backlog), counted before each answer is sent. */
const finished = workerData.finished;
const answer = (message) => {
  if (finished) Atomics.add(finished, 0, 1);
  parentPort.postMessage(message);
};

parentPort.on('message', ({ id, sql, params }) => {
  try {
    let statement = statements.get(sql);
    if (!statement) {
      statement = db.prepare(sql);
      if (statements.size > 200) statements.clear();
      statements.set(sql, statement);
    }
    answer({ id, rows: statement.reader ? statement.all(...params) : [] });
  } catch (error) {
    answer({ id, error: { message: error.message, code: error.code } });
  }
});
