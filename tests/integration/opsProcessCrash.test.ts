// Crash safety on SQLite (issue 12, point 8): the server is SIGKILLed in the middle of a burst of
// multi-row writes (users with their site access, companies with their per-type policies). After a
// restart the database passes integrity_check, every acknowledged write is there, and no record is
// half written (each burst user has all its site access rows, each company all its policies).
import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase } from '../../server/db/connect.js';
import { checkBurst, serverEnv, servingPort, spawnServer, until, withDatabase, writeBurst, type Proc } from '../helpers/opsProcess.js';
import { createTestDatabase, type TestDatabase } from '../helpers/testApp.js';

describe('crash safety on sqlite', () => {
  let db: TestDatabase | undefined;
  let server: Proc | undefined;
  afterEach(async () => {
    server?.child.kill('SIGKILL');
    await db?.drop();
  });

  it('the database is opened in WAL mode with synchronous NORMAL, or FULL when SQLITE_SYNCHRONOUS says so; its statement journals in memory', async () => {
    const d = await createTestDatabase('sqlite');
    try {
      for (const [asked, code] of [
        [undefined, 1],
        ['FULL', 2],
      ] as const) {
        const { db: kdb, adapter } = openDatabase(d.url, { sqliteSynchronous: asked });
        const mode = await sql<{ synchronous: number }>`pragma synchronous`.execute(kdb);
        const journal = await sql<{ journal_mode: string }>`pragma journal_mode`.execute(kdb);
        const temp = await sql<{ temp_store: number }>`pragma temp_store`.execute(kdb);
        await adapter.close();
        expect([mode.rows[0].synchronous, journal.rows[0].journal_mode, temp.rows[0].temp_store]).toEqual([code, 'wal', 2]);
      }
      expect(() => openDatabase(d.url, { sqliteSynchronous: 'OFF' })).toThrow(/SQLITE_SYNCHRONOUS must be NORMAL or FULL/);
    } finally {
      await d.drop();
    }
  });

  it('when the server is SIGKILLed during a burst of multi-row writes, then after a restart integrity_check is ok, every acknowledged write is there and none is half written', async () => {
    db = await createTestDatabase('sqlite');
    const env = serverEnv({ port: 0, url: db.url, dataDir: db.dataDir });
    server = spawnServer(env);
    let port = await servingPort(server);

    const burst = await writeBurst(`http://127.0.0.1:${port}`, db.url, 8);
    await until(() => burst.users.length + burst.companies.length >= 40, 60_000, '40 acknowledged writes');
    server.child.kill('SIGKILL');
    expect(await server.exited).toBe('SIGKILL');
    await burst.done;
    expect(burst.refused).toEqual([]);
    expect(burst.sent).toBeGreaterThan(burst.users.length + burst.companies.length); // writes were in flight at the kill

    server = spawnServer(env);
    port = await servingPort(server);
    const integrity = await withDatabase(db.url, (q) => q<{ integrity_check: string }>('pragma integrity_check'));
    expect(integrity).toEqual([{ integrity_check: 'ok' }]);
    const found = await checkBurst(db.url, burst);
    expect(found.problems).toEqual([]);
    expect(found.users + found.companies).toBeGreaterThanOrEqual(burst.users.length + burst.companies.length);
    // the restarted server serves what was written before the crash
    const login = await fetch(`http://127.0.0.1:${port}/api/Fleet/Authenticate`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ Username: 'sysadmin', Password: env.DEMO_PASSWORD }),
    });
    const token = ((await login.json()) as { data: { accessToken: string } }).data.accessToken;
    const last = burst.users.at(-1)!;
    const user = await fetch(`http://127.0.0.1:${port}/api/Fleet/User/${last.id}`, { headers: { authorization: `Bearer ${token}` } });
    expect(((await user.json()) as { data: { loginName: string; siteAccess: number[] } }).data).toMatchObject({
      loginName: last.loginName,
      siteAccess: expect.arrayContaining(last.sites),
    });
  }, 180_000);
});
