// The SQLite reader threads (server/db/sqliteReaders.ts): long reads wait for a free reader; quick
// reads are handed to a reader with room and no long read, or run by the caller; a reader that
// cannot open the file is given nothing (issue 8 §5: long reads off the request thread).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import SQLite from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeReaderPool, QUICK_PER_READER, READERS } from '../../server/db/sqliteReaders.js';

// A read of a few hundred milliseconds, whatever the data.
const SLOW = 'with recursive c(x) as (select 1 union all select x + 1 from c where x < 2000000) select count(*) as n from c';

describe('SQLite reader threads', () => {
  let dir: string;
  let file: string;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'ym-readers-'));
    file = join(dir, 'r.db');
    const db = new SQLite(file);
    db.pragma('journal_mode = WAL');
    db.exec('create table t (id integer primary key, name text)');
    db.prepare('insert into t (name) values (?), (?), (?)').run('a', 'b', 'c');
    db.close();
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('when quick reads come faster than the readers answer, then each reader holds a bounded number, the rest fall to the caller, and every handed read answers its own rows', async () => {
    const pool = makeReaderPool(file);
    try {
      const handed: Promise<{ id: number }[]>[] = [];
      for (let i = 0; i < READERS * QUICK_PER_READER + 5; i++) {
        const read = pool.quick<{ id: number }>('select id from t where id = ?', [(i % 3) + 1]);
        if (read) handed.push(read);
      }
      expect(handed).toHaveLength(READERS * QUICK_PER_READER);
      const rows = await Promise.all(handed);
      expect(rows.map((r) => r[0].id)).toEqual(handed.map((_, i) => (i % 3) + 1));
      // answered: room again
      expect(await pool.quick('select 1 as one', [])).toEqual([{ one: 1 }]);
    } finally {
      await pool.close();
    }
  });

  it('when the readers have run their reads but the busy request thread has not yet taken the answers in, then they are given more', async () => {
    const pool = makeReaderPool(file);
    try {
      const handed = Array.from({ length: READERS * QUICK_PER_READER }, () => pool.quick('select 1 as one', []));
      expect(handed.every(Boolean)).toBe(true);
      // The request thread stays busy (no answer can come in) while the readers work through their reads.
      let more: Promise<unknown[]> | undefined;
      const until = Date.now() + 10_000;
      while (!more && Date.now() < until) {
        const slice = Date.now() + 20;
        while (Date.now() < slice);
        more = pool.quick('select 2 as two', []);
      }
      expect(more).toBeDefined();
      expect(await more).toEqual([{ two: 2 }]);
      await Promise.all(handed);
    } finally {
      await pool.close();
    }
  });

  it('when a reader runs a long read, then quick reads go to the other one, and none while a long read waits for a reader', async () => {
    const pool = makeReaderPool(file);
    try {
      const first = pool.all<{ n: number }>(SLOW, []);
      const quick = [];
      for (let i = 0; i < 2 * QUICK_PER_READER; i++) quick.push(pool.quick('select 1 as one', []));
      // one reader is busy with the long read: only the other takes quick reads
      expect(quick.filter(Boolean)).toHaveLength(QUICK_PER_READER * (READERS - 1));
      await Promise.all(quick);
      const second = pool.all<{ n: number }>(SLOW, []);
      const third = pool.all<{ n: number }>(SLOW, []); // waits: both readers have a long read
      expect(pool.quick('select 1 as one', [])).toBeUndefined();
      const answers = await Promise.all([first, second, third]);
      expect(answers.map((a) => Number(a[0].n))).toEqual([2_000_000, 2_000_000, 2_000_000]);
      expect(await pool.quick('select 1 as one', [])).toEqual([{ one: 1 }]);
    } finally {
      await pool.close();
    }
  }, 30_000);

  it('when a reader reports an error, then only its own read fails and the next one is answered', async () => {
    const pool = makeReaderPool(file);
    try {
      await expect(pool.quick('select * from missing_table', [])).rejects.toThrow(/no such table/);
      await expect(pool.all('select nope from t', [])).rejects.toThrow(/no such column/);
      expect(await pool.quick('select name from t order by id', [])).toEqual([{ name: 'a' }, { name: 'b' }, { name: 'c' }]);
    } finally {
      await pool.close();
    }
  });

  it('when a read cannot be sent to a reader, then it alone fails and the reads around it get their own rows', async () => {
    const pool = makeReaderPool(file);
    try {
      const before = pool.quick<{ v: number }>('select ? as v', [1]);
      const unsendable = pool.quick('select ? as v', [() => 2]); // a function cannot cross to a thread
      const after = pool.quick<{ v: number }>('select ? as v', [3]);
      await expect(unsendable).rejects.toThrow();
      expect(await before).toEqual([{ v: 1 }]);
      expect(await after).toEqual([{ v: 3 }]);
    } finally {
      await pool.close();
    }
  });

  it('when the readers cannot open the file, then a long read fails instead of waiting for ever and quick reads fall to the caller', async () => {
    const pool = makeReaderPool(join(dir, 'nowhere', 'missing.db'));
    try {
      // one long read to each reader: each fails as its reader stops
      const reads = await Promise.allSettled(Array.from({ length: READERS }, () => pool.all('select 1', [])));
      expect(reads.map((r) => r.status)).toEqual(Array(READERS).fill('rejected'));
      expect(pool.quick('select 1', [])).toBeUndefined();
      await expect(pool.all('select 1', [])).rejects.toThrow(/no SQLite reader is running/);
    } finally {
      await pool.close();
    }
  });
});
