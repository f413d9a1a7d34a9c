// The write-ahead log's checkpoints off the request thread (server/db/sqliteCheckpoints.ts): the
// app's connection leaves them to a worker (its own threshold raised to a safety net), the worker
// moves committed pages into the database file within a second or so, and should the worker stop,
// the app's connection checkpoints as SQLite does by default and the log says so.
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openSqlite } from '../../server/db/sqlite.js';
import { SAFETY_PAGES, startCheckpoints } from '../../server/db/sqliteCheckpoints.js';
import { StorageWatch } from '../../server/db/storage.js';
import SQLite from 'better-sqlite3';
import { until } from '../helpers/receiver.js';

const ROWS = 2_000;
/** 2,000 rows of 2 KiB: some 1,000 pages of log, under the safety net's 10,000. */
const write = async (db: ReturnType<typeof openSqlite>['db']) => {
  await sql`create table if not exists filler (id integer primary key, body text)`.execute(db);
  await db.transaction().execute(async (trx) => {
    for (let i = 0; i < ROWS; i++) await sql`insert into filler (body) values (${'x'.repeat(2048)})`.execute(trx);
  });
};

describe('SQLite checkpoints', () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'ym-checkpoints-'));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('when commits fill the log, then the worker, not the committing connection, moves them into the database file', async () => {
    const file = join(dir, 'a.db');
    const { db, adapter } = openSqlite(file);
    try {
      const raw = new SQLite(file, { readonly: true });
      expect(raw.pragma('journal_mode', { simple: true })).toBe('wal');
      raw.close();
      const before = statSync(file).size;
      await write(db);
      // the commit left it all in the log: the app's own threshold is the safety net's (read on
      // the connection itself: the worker may copy the pages at any moment after the commit) ...
      const [setting] = (await sql<{ wal_autocheckpoint: number }>`pragma wal_autocheckpoint`.execute(db)).rows;
      expect(setting.wal_autocheckpoint).toBe(SAFETY_PAGES);
      expect(statSync(`${file}-wal`).size).toBeGreaterThan(ROWS * 2048);
      // ... and the worker's turn copied it into the file
      expect(await until('the pages copied into the file', () => statSync(file).size > before + ROWS * 2048 || undefined, 5_000)).toBe(
        true,
      );
    } finally {
      await adapter.close();
    }
  });

  it('when the worker stops, then the connection checkpoints at SQLite’s default again', async () => {
    const file = join(dir, 'b.db');
    const database = new SQLite(file);
    database.pragma('journal_mode = WAL');
    const storage = new StorageWatch('sqlite');
    const told: string[] = [];
    storage.tellTo({ error: (m) => told.push(m), info: () => {} });
    const checkpoints = startCheckpoints(database, file, storage, 60_000);
    try {
      expect(database.pragma('wal_autocheckpoint', { simple: true })).toBe(SAFETY_PAGES);
      await checkpoints.thread.terminate(); // as a crash of the thread would: not through close()
      expect(database.pragma('wal_autocheckpoint', { simple: true })).toBe(1_000);
      expect(told).toEqual([expect.stringMatching(/checkpoints' thread stopped/)]);
    } finally {
      await checkpoints.close();
      database.close();
    }
  });
});
