// A database that cannot store data (issue 29 §5; server/db/storage.ts). On SQLite the data folder
// is a small tmpfs filled to the last byte: every write answered 500 "Internal error" — SQLite had
// rolled the transaction back by itself on SQLITE_FULL, and Kysely's ROLLBACK after it failed with
// "cannot rollback - no transaction is active", which hid the cause in the log once per request.
// Now a write answers 503 with Retry-After, reads and a login go on, /readyz says so, the log names
// SQLITE_FULL once for the episode, and writes come back with the space. On PostgreSQL a trigger
// raises the server's own SQLSTATEs (53100 disk full, 53200 out of memory, 57P03 cannot connect
// now) inside the real statements.
import { execFileSync } from 'node:child_process';
import { closeSync, mkdtempSync, openSync, rmSync, writeSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Writable } from 'node:stream';
import { makeLogger } from '../../server/logging/logger.js';
import { fleet } from '../helpers/api.js';
import { demoIds, type DemoIds, locationBody, unique } from '../helpers/maintenance.js';
import { createTestDatabase, startTestApp, type TestApp, type TestDatabase } from '../helpers/testApp.js';

const LEVELS: Record<number, 'info' | 'warn' | 'error'> = { 30: 'info', 40: 'warn', 50: 'error' };

/** The app's own pino logger, its lines kept: the request log's lines and the storage watch's alike. */
function collecting() {
  const raw: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _enc, done) {
      raw.push(...chunk.toString().split('\n').filter(Boolean));
      done();
    },
  });
  const log = makeLogger({ level: 'info', destination: stream });
  const lines = () =>
    raw.map((l) => JSON.parse(l) as { level: number; msg: string }).map((l) => ({ level: LEVELS[l.level] ?? 'debug', msg: l.msg }));
  return { log, lines };
}

/** A 24 MB tmpfs of our own (the tests run as root here), or why there is none. */
function smallDisk(): { dir: string } | { skip: string } {
  const dir = mkdtempSync(join(tmpdir(), 'ym-full-'));
  try {
    execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=24m,mode=0700', 'tmpfs', dir], { stdio: 'pipe' });
    return { dir };
  } catch (err) {
    rmSync(dir, { recursive: true, force: true });
    return { skip: `cannot mount a tmpfs here (${String((err as { stderr?: Buffer }).stderr ?? err).trim()})` };
  }
}

/** Fills the file system holding `dir` to the last byte with a file of its own; answers its path. */
function fill(dir: string): string {
  const path = join(dir, 'filler');
  const fd = openSync(path, 'w');
  const chunk = Buffer.alloc(64 * 1024, 1);
  try {
    for (let size = chunk.length; size >= 1;) {
      try {
        writeSync(fd, chunk, 0, size);
      } catch {
        size = Math.floor(size / 2);
      }
    }
  } finally {
    closeSync(fd);
  }
  return path;
}

const REFUSALS = {
  full: {
    retry: '30',
    error: { code: 'storage_unavailable', message: 'The server cannot store data right now. Please try again in a few minutes.' },
  },
  unavailable: {
    retry: '5',
    error: { code: 'database_unavailable', message: 'The database is not available right now. Please try again in a moment.' },
  },
};

/** What every refused write must look like: 503, Retry-After, the message, the code. */
function expectRefused(r: { status: number; headers?: Headers; body: any }, what: string, kind: keyof typeof REFUSALS = 'full') {
  expect(r.status, `${what}: ${JSON.stringify(r.body)}`).toBe(503);
  expect(r.headers!.get('retry-after'), what).toBe(REFUSALS[kind].retry);
  expect(r.body.error).toMatchObject(REFUSALS[kind].error);
}

const disk = smallDisk();
if ('skip' in disk) console.log(`storageFull.test.ts: the SQLite case is skipped: ${disk.skip}`);

describe.skipIf('skip' in disk)('a full disk under SQLite', () => {
  const dir = 'dir' in disk ? disk.dir : '';
  const { log, lines } = collecting();
  let app: TestApp;
  let ids: DemoIds;
  let token: string;
  let filler: string;
  const api = () => fleet(app);
  const locations = () => app.ctx.repo.count(app.ctx.db, 'location', {});

  beforeAll(async () => {
    const db: TestDatabase = { url: `sqlite:${join(dir, 'test.db')}`, dataDir: dir, drop: async () => {} };
    app = await startTestApp(db, { log });
    ids = await demoIds(app.ctx);
    token = (await api().login('siteadmin')).token;
    // An empty write-ahead log: the next write must grow it, as on a disk that filled up over time
    // (busy while the checkpoints' thread runs one of its own: asked again).
    for (let tries = 0; ; tries++) {
      const [done] = (await sql<{ busy: number }>`pragma wal_checkpoint(truncate)`.execute(app.ctx.db)).rows;
      if (done.busy === 0) break;
      if (tries === 50) throw new Error('the write-ahead log could not be emptied');
      await new Promise((r) => setTimeout(r, 20));
    }
    filler = fill(dir);
  }, 120_000);
  afterAll(async () => {
    await app?.close();
    try {
      execFileSync('umount', [dir]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  const newLocation = () =>
    api().call('POST', '/Location', {
      token,
      body: locationBody(ids.site.CHI, ids.lookup(ids.company.glf, 'LocationType', 'Dock Door'), { location: unique('Full') }),
    });

  it('when the disk is full, then writes answer 503 and write nothing, reads and a login go on, /readyz says so, and the log names SQLITE_FULL once', async () => {
    const before = await locations();
    for (let i = 0; i < 3; i++) expectRefused(await newLocation(), `write ${i}`);
    expect(await locations()).toBe(before);
    const read = await api().call('GET', '/Locations', { token });
    expect(read.status).toBe(200);
    expect(read.body.data.length).toBeGreaterThan(0);
    // A transaction that only reads commits on a full disk too: it does not end the episode.
    await app.ctx.db.transaction().execute((trx) => trx.selectFrom('site').select('id').execute());
    expectRefused(await newLocation(), 'a write after a read-only commit');
    // A login writes its session: it works, or it is refused the same way — never a 500.
    const login = await api().call('POST', '/Authenticate', { body: { Username: 'dispatcher', Password: 'Demo!2345pass' } });
    if (login.status !== 200) expectRefused(login, 'login');
    const ready = await fetch(`${app.baseUrl}/readyz`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toMatchObject({ status: 'degraded', reason: 'the database cannot store data right now' });

    // every refused request is a warning; the cause is told once, at error
    await new Promise((r) => setTimeout(r, 50)); // the request lines go out when the answers have
    expect(
      lines()
        .filter((l) => /^POST \/api\/Fleet\/Location 503$/.test(l.msg))
        .map((l) => l.level),
    ).toEqual(Array(4).fill('warn'));
    const errors = lines().filter((l) => l.level === 'error');
    expect(errors.map((l) => l.msg)).toEqual([
      'the database cannot store data (SQLITE_FULL: the disk holding the database is full): such calls answer 503 until it can; the others go on',
    ]);
    expect(lines().some((l) => /cannot rollback/.test(l.msg))).toBe(false);
  });

  it('when space comes back, then writes work again and the log says the episode ended', async () => {
    rmSync(filler);
    const r = await newLocation();
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(
      lines()
        .filter((l) => l.level === 'info')
        .map((l) => l.msg),
    ).toContainEqual(expect.stringMatching(/^the database stores data again \(after \d+ s of SQLITE_FULL\)$/));
    expect(await (await fetch(`${app.baseUrl}/readyz`)).json()).toEqual({ status: 'ready' });
  });
});

describe.skipIf(!process.env.TEST_PG_URL)('a PostgreSQL server that cannot store data', () => {
  const { log, lines } = collecting();
  let db: TestDatabase;
  let app: TestApp;
  let ids: DemoIds;
  let token: string;

  beforeAll(async () => {
    db = await createTestDatabase('postgres');
    app = await startTestApp(db, { log });
    ids = await demoIds(app.ctx);
    token = (await fleet(app).login('siteadmin')).token;
  }, 120_000);
  afterAll(async () => {
    await app?.close();
    await db?.drop();
  });

  const refuseInserts = (code: string) =>
    sql
      .raw(
        `create or replace function ym_refuse() returns trigger language plpgsql as $$ begin raise exception 'refused' using errcode = '${code}'; end $$;
         drop trigger if exists ym_refuse on location;
         create trigger ym_refuse before insert on location for each row execute function ym_refuse();`,
      )
      .execute(app.ctx.db);

  for (const [code, kind] of [
    ['53100', 'full'],
    ['53200', 'unavailable'],
    ['57P03', 'unavailable'],
  ] as const) {
    it(`when the server answers SQLSTATE ${code}, then a write answers 503 and writes nothing, reads go on, and the log names it once`, async () => {
      await refuseInserts(code);
      const before = await app.ctx.repo.count(app.ctx.db, 'location', {});
      const body = () => locationBody(ids.site.CHI, ids.lookup(ids.company.glf, 'LocationType', 'Dock Door'), { location: unique('Full') });
      for (let i = 0; i < 3; i++)
        expectRefused(await fleet(app).call('POST', '/Location', { token, body: body() }), `${code} write ${i}`, kind);
      expect(await app.ctx.repo.count(app.ctx.db, 'location', {})).toBe(before);
      expect((await fleet(app).call('GET', '/Locations', { token })).status).toBe(200);
      expect(await (await fetch(`${app.baseUrl}/readyz`)).json()).toMatchObject({ status: 'degraded' });
      const named = lines().filter((l) => l.level === 'error' && l.msg.includes(`SQLSTATE ${code}`));
      expect(named).toHaveLength(1);
      await sql`drop trigger ym_refuse on location`.execute(app.ctx.db);
      expect((await fleet(app).call('POST', '/Location', { token, body: body() })).status).toBe(200);
      expect(app.ctx.adapter.storage.current).toBeUndefined();
    });
  }
});
