// Named statements on PostgreSQL (server/db/namedStatements.ts): a statement seen twice is
// prepared on each connection and sent by name after that; DDL and one-offs stay unnamed; and a
// column added by another instance (a rolling upgrade) under a prepared `select *` costs no
// failed call outside a transaction — the statement is sent again unnamed and the connection,
// whose prepared statements are stale, is closed rather than reused; inside a transaction the
// call fails, rolled back, and is answered 503 to be sent again (http/errorHandler.ts).
import type { Request } from 'express';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../server/db/connect.js';
import type { Db } from '../../server/db/dialect.js';
import { openPostgres } from '../../server/db/postgres.js';
import { StorageWatch } from '../../server/db/storage.js';
import { errorAnswer } from '../../server/http/errorHandler.js';
import { createTestDatabase, DIALECTS, type TestDatabase } from '../helpers/testApp.js';

/** The statements prepared on the connection `db` holds (pg_prepared_statements is per session), this one's own left out. */
const prepared = async (db: Db) =>
  (
    await sql<{
      statement: string;
    }>`select statement from pg_prepared_statements where statement not like '%pg_prepared_statements%'`.execute(db)
  ).rows.map((p) => p.statement);
const backend = async (db: Db) => (await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(db)).rows[0].pid;
const read = (db: Db, id: number) => sql<Record<string, unknown>>`select * from gauge where id = ${id}`.execute(db);
const READ = 'select * from gauge where id = $1';

describe.runIf(DIALECTS.includes('postgres'))('named statements on PostgreSQL', () => {
  let database: TestDatabase;
  let opened: ReturnType<typeof openPostgres>;

  beforeAll(async () => {
    database = await createTestDatabase('postgres');
    opened = openPostgres(database.url);
    await sql`create table gauge (id integer primary key, reading integer)`.execute(opened.db);
    await sql`insert into gauge values (1, 10), (2, 20)`.execute(opened.db);
  });
  afterAll(async () => {
    await opened.adapter.close();
    await database.drop();
  });

  it('names nothing before the schema is settled, then a statement from its second run, never DDL', async () => {
    await opened.db.connection().execute(async (db) => {
      await read(db, 1);
      await read(db, 1);
      expect(await prepared(db)).toEqual([]);
      opened.adapter.schemaSettled();
      await read(db, 1);
      expect(await prepared(db)).toEqual([]); // seen once since
      expect((await read(db, 2)).rows).toEqual([{ id: 2, reading: 20 }]);
      expect(await prepared(db)).toEqual([READ]);
      expect((await read(db, 1)).rows).toEqual([{ id: 1, reading: 10 }]);
      for (let i = 0; i < 3; i++) await sql`create index if not exists gauge_reading on gauge (reading)`.execute(db);
      expect(await prepared(db)).toEqual([READ]);
    });
  });

  it('answers a prepared select * after another connection adds a column, and closes that connection', async () => {
    let stale = 0;
    await opened.db.connection().execute(async (db) => {
      await read(db, 1);
      expect(await prepared(db)).toEqual([READ]);
      stale = await backend(db);
      await sql`alter table gauge add column unit text`.execute(opened.db);
      expect((await read(db, 1)).rows).toEqual([{ id: 1, reading: 10, unit: null }]);
    });
    const alive = async () =>
      (await sql<{ n: number }>`select count(*) as n from pg_stat_activity where pid = ${stale}`.execute(opened.db)).rows[0].n;
    await expect.poll(alive).toBe(0);
  });

  it('in a transaction, fails the call with the stale statement and rolls back: nothing written, the client asked to send it again', async () => {
    const other = openPostgres(database.url);
    try {
      other.adapter.schemaSettled();
      await other.db.connection().execute(async (db) => {
        await read(db, 2);
        await read(db, 2);
        expect(await prepared(db)).toEqual([READ]);
        await sql`alter table gauge add column note text`.execute(opened.db);
        const failed = await db
          .transaction()
          .execute(async (trx) => {
            await sql`update gauge set reading = 99 where id = 2`.execute(trx);
            await read(trx, 2);
          })
          .then(
            () => undefined,
            (err: unknown) => err,
          );
        expect(failed).toMatchObject({ code: '0A000' });
        // answered as a moment's refusal (503, Retry-After), not an internal error
        const warned: string[] = [];
        const log = { info: () => {}, warn: (m: string) => warned.push(m), error: () => {} };
        const answer = errorAnswer(failed, { method: 'PUT', path: '/api/rest/gauges/2' } as Request, log, new StorageWatch('postgres'));
        expect([answer.status, answer.code, answer.headers]).toEqual([503, 'busy', { 'Retry-After': '1' }]);
        expect(warned).toHaveLength(1);
      });
      expect((await read(other.db, 2)).rows).toEqual([{ id: 2, reading: 20, unit: null, note: null }]);
    } finally {
      await other.adapter.close();
    }
  });

  it('names none with PG_PREPARED_STATEMENTS=off, and refuses a value it does not know', async () => {
    expect(() => openDatabase(database.url, { pgPreparedStatements: 'yes' })).toThrow(/PG_PREPARED_STATEMENTS must be on or off/);
    const unnamed = openDatabase(database.url, { pgPreparedStatements: 'OFF' });
    try {
      unnamed.adapter.schemaSettled();
      await unnamed.db.connection().execute(async (db) => {
        for (let i = 0; i < 3; i++) await read(db, 1);
        expect(await prepared(db)).toEqual([]);
      });
    } finally {
      await unnamed.adapter.close();
    }
  });
});
