// A worker thread that checkpoints the SQLite file's write-ahead log (sqliteCheckpoints.ts): a
// connection of its own runs a PASSIVE checkpoint every `everyMs`, copying the committed pages
// into the database file and syncing it, so that the request thread's commits never do. PASSIVE
// waits on no one and no one waits on it: pages a reader still needs stay in the log for the
// next turn. A turn that fails is tried again at the next, as SQLite's own would be; the first
// failure of a run of them is told to the request thread.
import { clearInterval, setInterval } from 'node:timers';
import { parentPort, workerData } from 'node:worker_threads';
import SQLite from 'better-sqlite3';

const db = new SQLite(workerData.file, { fileMustExist: true });
let failing = false;
const turn = () => {
  try {
    db.pragma('wal_checkpoint(PASSIVE)');
    failing = false;
  } catch (error) {
    // the pages stay in the log for the next turn
    if (!failing) parentPort.postMessage({ failed: error.message, code: error.code });
    failing = true;
  }
};
const timer = setInterval(turn, workerData.everyMs);
parentPort.on('message', (msg) => {
  if (msg !== 'stop') return;
  clearInterval(timer);
  db.close();
  parentPort.close();
});
