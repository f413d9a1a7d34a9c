// Issue 12 point 10: two app processes on one PostgreSQL database, as behind a load balancer. A
// logout on one holds on the other, a rate limit and a lockout count calls made to both, and a
// change made through one is read through the other. (PostgreSQL only: one SQLite file is one
// process's.)
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fleet } from '../helpers/api.js';
import { demoIds, type DemoIds } from '../helpers/maintenance.js';
import { startServerProcess, type ServerProcess } from '../helpers/serverProcess.js';
import { createTestDatabase, startTestApp, type TestApp, type TestDatabase } from '../helpers/testApp.js';

type Api = ReturnType<typeof fleet>;

describe.skipIf(!process.env.TEST_PG_URL)('two instances on one PostgreSQL database', () => {
  let db: TestDatabase;
  const procs: ServerProcess[] = [];
  let a: Api;
  let b: Api;
  let ids: DemoIds;
  let trailerId: number;
  // a webhook receiver (issue 34): every request it gets, by its webhook-id
  const received: string[] = [];
  const hook = createServer((req, res) => {
    received.push(String(req.headers['webhook-id']));
    req.resume();
    req.on('end', () => res.writeHead(204).end());
  });

  beforeAll(async () => {
    db = await createTestDatabase('postgres');
    const seeding = await startTestApp(db); // migrates and loads the demo data, then steps aside
    ids = await demoIds(seeding.ctx);
    const where = [{ prop: 'assetModelId', op: 'eq' as const, value: 'TRL-1001' }];
    trailerId = (await seeding.ctx.repo.findMany(seeding.ctx.db, 'asset', { where }))[0].id!;
    await seeding.close();
    await new Promise<void>((res) => hook.listen(0, '127.0.0.1', res));
    // every reset request counts toward resetPerAddress; logins get room for the lockout test; an API
    // key's calls are few, to meet its limit
    const env = {
      RATE_LIMITS: 'resetPerAddress=4/15,resetPerName=100/15,loginPerAddress=1000/15,loginPerName=1000/15,apiKeyCalls=6/1',
      WEBHOOK_ALLOW_PRIVATE: '1',
      YM_SWEEPS: '1',
    };
    procs.push(...(await Promise.all([startServerProcess(db, env), startServerProcess(db, env)])));
    [a, b] = procs.map((p) => fleet({ baseUrl: p.baseUrl } as TestApp));
  }, 120_000);
  afterAll(async () => {
    await Promise.all(procs.map((p) => p.stop()));
    await new Promise((res) => hook.close(res));
    await db?.drop();
  }, 60_000);

  it('honours on one instance a logout made on the other', async () => {
    const { token, userId } = await a.login('dispatcher');
    expect((await b.call('GET', `/User/${userId}`, { token })).status).toBe(200);
    expect((await a.call('DELETE', '/UserSession', { token })).status).toBe(200);
    expect((await b.call('GET', `/User/${userId}`, { token })).status).toBe(401);
    expect((await a.call('GET', `/User/${userId}`, { token })).status).toBe(401);
  });

  it('counts a rate limit across both instances', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      const api = i % 2 ? b : a;
      statuses.push((await api.call('POST', '/ForgotPasswordRequest', { body: { username: `nobody-${i}` } })).status);
    }
    // four calls in all are allowed, whichever instance took them
    expect(statuses).toEqual([200, 200, 200, 200, 429, 429]);
  });

  it('counts a lockout across both instances', async () => {
    let locked: any;
    const seen: number[] = [];
    for (let i = 0; i < 20 && !locked?.isLockedOut; i++) {
      locked = await (i % 2 ? b : a).authenticate('driver2', `Wrong!password${i}`);
      seen.push(locked.failedAttempts);
    }
    expect(locked?.isLockedOut, `failed attempts seen: ${seen.join(', ')}`).toBe(true);
    // the attempts counted up by one on each call, alternating instances
    expect(seen.slice(0, 3)).toEqual([1, 2, 3]);
    for (const api of [a, b])
      expect((await api.authenticate('driver2'))?.isPasswordValid, 'the right password while locked').not.toBe(true);
  });

  it('refuses on one instance an API key revoked on the other, and counts its calls on both (issue 34)', async () => {
    const { token } = await a.login('siteadmin');
    const [site] = (await a.call('GET', '/Sites', { token })).body.data;
    const expiresAt = new Date(Date.now() + 7 * 24 * 60 * 60_000).toISOString();
    const key = (await a.call('POST', '/ApiKey', { token, body: { name: 'TMS', userType: 201, siteAccess: [site.id], expiresAt } })).body
      .data;
    // its limit (6 a minute here) is one count for both instances
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++) statuses.push((await (i % 2 ? b : a).call('GET', '/Missions', { token: key.secret })).status);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 200, 429]);
    expect((await a.call('DELETE', `/ApiKey/${key.id}`, { token })).status).toBe(200);
    const after = await b.call('GET', '/Missions', { token: key.secret });
    expect(after.status).toBe(401);
    expect(after.body.error.message).toBe('API key revoked');
  });

  it('delivers each event to a webhook once, though both instances fan out and send (issue 34)', async () => {
    const { token } = await a.login('siteadmin');
    const url = `http://127.0.0.1:${(hook.address() as AddressInfo).port}/events`;
    const sub = await a.call('POST', '/Webhook', { token, body: { url, events: ['mission.created'] } });
    expect(sub.status, JSON.stringify(sub.body)).toBe(200);
    const dispatcher = (await b.login('dispatcher')).token;
    const body = {
      overrideAssetInUse: true,
      ship: new Date(Date.now() + 86_400_000).toISOString().slice(0, 10),
      missionType: ids.lookup(ids.company.glf, 'MissionType', 'Move'),
      assetId: trailerId,
      sourceLocationId: ids.location(ids.site.CHI, 'Row A'),
      targetLocationId: ids.location(ids.site.CHI, 'Door 03'),
    };
    for (let i = 0; i < 6; i++) {
      const made = await (i % 2 ? b : a).call('POST', '/Mission', { token: dispatcher, body });
      expect(made.status, JSON.stringify(made.body)).toBe(200);
    }
    const deadline = Date.now() + 15_000;
    while (new Set(received).size < 6 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
    await new Promise((r) => setTimeout(r, 2_500)); // a second instance's late copy would have come by now
    expect(new Set(received).size).toBe(6);
    expect(received).toHaveLength(6);
  });

  it('reads through one instance a change made through the other', async () => {
    const { token } = await a.login('sysadmin');
    const list = await b.call('GET', '/sites?range=%5B0%2C0%5D', { token, base: '/api/rest' });
    expect(list.status).toBe(200);
    const site = list.body[0];
    // read it through b first, so anything b keeps of it would be stale
    expect((await b.call('GET', `/sites/${site.id}`, { token, base: '/api/rest' })).body.siteName).toBe(site.siteName);
    const renamed = `${site.siteName} (renamed through a)`;
    const put = await a.call('PUT', `/sites/${site.id}`, { token, base: '/api/rest', body: { ...site, siteName: renamed } });
    expect(put.status, JSON.stringify(put.body)).toBe(200);
    expect((await b.call('GET', `/sites/${site.id}`, { token, base: '/api/rest' })).body.siteName).toBe(renamed);
    const page = await b.call('GET', `/sites?range=%5B0%2C99%5D`, { token, base: '/api/rest' });
    expect(page.body.map((s: { siteName: string }) => s.siteName)).toContain(renamed);
  });
});
