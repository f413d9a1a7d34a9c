// A worker thread with its own read-only connection to the SQLite file (WAL lets it read while the
// main connection writes). It runs the reads sqliteReaders.ts hands it, one at a time and in
// order, so a large count or an export never blocks the thread that answers requests.
import { parentPort, workerData } from 'node:worker_threads';
import SQLite from 'better-sqlite3';
import { registerTextFunctions } from './sqliteFunctions.mjs';

const open = () => {
  const connection = new SQLite(workerData.file, { readonly: true, fileMustExist: true });
  connection.pragma('busy_timeout = 5000');
  registerTextFunctions(connection);
  return connection;
};
let db = open();
const statements = new Map();
/** Answers sent and not yet taken in by the request thread (sqliteReaders.ts: backlog). */
const unread = workerData.unread;

const run = (sql, params) => {
  let statement = statements.get(sql);
  if (!statement) {
    statement = db.prepare(sql);
    if (statements.size > 200) statements.clear();
    statements.set(sql, statement);
  }
  return statement.reader ? statement.all(...params) : [];
};
const failure = (id, error) => ({ id, error: { message: error.message, code: error.code } });

parentPort.on('message', ({ id, sql, params, reopen }) => {
  // The planner's statistics are read when a connection first reads the schema: after ANALYZE
  // (sqlite.ts, refreshStatistics) a new connection plans with the new ones. It comes between
  // two reads, in order, and answers nothing.
  if (reopen) {
    statements.clear();
    db.close();
    db = open();
    return;
  }
  let answer;
  try {
    answer = { id, rows: run(sql, params) };
  } catch (error) {
    answer = failure(id, error);
  }
  // Counted once, before it is sent: one answer goes out for each read, its rows or, when they
  // cannot be sent, its error.
  Atomics.add(unread, 0, 1);
  try {
    parentPort.postMessage(answer);
  } catch (error) {
    parentPort.postMessage(failure(id, error));
  }
});
