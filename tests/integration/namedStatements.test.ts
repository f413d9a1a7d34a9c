// Named statements on PostgreSQL (server/db/namedStatements.ts): a statement seen twice is
// prepared on each connection and sent by name after that; DDL and one-offs stay unnamed; and a
// column added by another instance (a rolling upgrade) under a prepared `select *` costs no
// failed call outside a transaction — the statement is sent again unnamed and the connection,
// whose prepared statements are stale, is not reused.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../server/db/connect.js';
import { openPostgres } from '../../server/db/postgres.js';
import { createTestDatabase, DIALECTS, type TestDatabase } from '../helpers/testApp.js';

describe.runIf(DIALECTS.includes('postgres'))('named statements on PostgreSQL', () => {
  let database: TestDatabase;
  let opened: ReturnType<typeof openPostgres>;
  /** The statements prepared on the connection `db` holds (pg_prepared_statements is per session), this one's own left out. */
  const prepared = async (db: typeof opened.db) =>
    (
      await sql<{
        statement: string;
      }>`select statement from pg_prepared_statements where statement not like '%pg_prepared_statements%'`.execute(db)
    ).rows.map((p) => p.statement);

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

  it('names nothing before the schema is settled, then a statement from its second run', async () => {
    await opened.db.connection().execute(async (db) => {
      const read = (id: number) => sql<{ reading: number }>`select * from gauge where id = ${id}`.execute(db);
      await read(1);
      await read(1);
      expect(await prepared(db)).toEqual([]);
      opened.adapter.schemaSettled();
      await read(1);
      expect(await prepared(db)).toEqual([]); // seen once since
      expect((await read(2)).rows).toEqual([{ id: 2, reading: 20 }]);
      expect(await prepared(db)).toEqual(['select * from gauge where id = $1']);
      expect((await read(1)).rows).toEqual([{ id: 1, reading: 10 }]);
    });
  });

  it('answers a prepared select * after another connection adds a column; in a transaction the call fails and rolls back', async () => {
    await opened.db.connection().execute(async (db) => {
      const read = (id: number) => sql<Record<string, unknown>>`select * from gauge where id = ${id}`.execute(db);
      await read(1);
      await read(1);
      expect(await prepared(db)).toEqual(['select * from gauge where id = $1']);
      await sql`alter table gauge add column unit text`.execute(opened.db);
      expect((await read(1)).rows).toEqual([{ id: 1, reading: 10, unit: null }]);
    });
    // the stale connection was closed on release: the pool's next ones prepare afresh
    await opened.db.connection().execute(async (db) => {
      const read = () => sql<Record<string, unknown>>`select * from gauge where id = ${2}`.execute(db);
      await read();
      await read();
      await sql`alter table gauge add column note text`.execute(opened.db);
      await expect(
        db.transaction().execute(async (trx) => {
          await sql`update gauge set reading = 99 where id = 2`.execute(trx);
          await sql`select * from gauge where id = ${2}`.execute(trx);
        }),
      ).rejects.toThrow(/cached plan must not change result type/);
    });
    const after = await sql<Record<string, unknown>>`select * from gauge where id = ${2}`.execute(opened.db);
    expect(after.rows).toEqual([{ id: 2, reading: 20, unit: null, note: null }]);
  });

  it('names none with PG_PREPARED_STATEMENTS=off, and refuses a value it does not know', async () => {
    expect(() => openDatabase(database.url, { pgPreparedStatements: 'yes' })).toThrow(/PG_PREPARED_STATEMENTS must be on or off/);
    const unnamed = openDatabase(database.url, { pgPreparedStatements: 'OFF' });
    try {
      unnamed.adapter.schemaSettled();
      await unnamed.db.connection().execute(async (db) => {
        for (let i = 0; i < 3; i++) await sql`select * from gauge where id = ${1}`.execute(db);
        expect(await prepared(db)).toEqual([]);
      });
    } finally {
      await unnamed.adapter.close();
    }
  });
});
