// Issue 34, API keys (POST /ApiKey, GET /ApiKeys, DELETE /ApiKey/{id}): a Company Administrator
// makes a key for another system; a call with `Authorization: Bearer <key>` acts with exactly the
// rights of its user type at its sites, is limited per key and marked as the key's in the security
// log; revoking or expiry ends it at once. Revocation on another instance: opsWebInstances.test.ts.
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../helpers/suite.js';
import { DIALECTS, GENEROUS_LIMITS } from '../helpers/testApp.js';

const DAY = 24 * 60 * 60_000;
type Row = Record<string, any>;

for (const dialect of DIALECTS) {
  describe(`API keys on ${dialect}`, () => {
    const suite = useTestApp(dialect, { rateLimits: { ...GENEROUS_LIMITS, apiKeyCalls: { points: 20, minutes: 1 } } });
    const admin = () => suite.api.login('siteadmin').then((l) => l.token);
    const inDays = (days: number) => new Date(suite.app.clock.now().getTime() + days * DAY).toISOString();
    const sitesOf = async (token: string) => (await suite.api.call('GET', '/Sites', { token })).body.data as Row[];
    const create = (token: string, body: Row) => suite.api.call('POST', '/ApiKey', { token, body });

    it('when a Company Administrator creates a Dispatch Manager key for one site, then the secret is answered once, the list shows its prefix and creator, and a call with it acts as a Dispatch Manager of that site only', async () => {
      const token = await admin();
      const [site, other] = await sitesOf(token);
      const made = await create(token, { name: 'Acme TMS', userType: 201, siteAccess: [site.id], expiresAt: inDays(90) });
      expect(made.status).toBe(200);
      const { id, prefix, secret } = made.body.data;
      expect(prefix).toMatch(/^ymk_[a-f0-9]{10}$/);
      expect(secret.startsWith(`${prefix}_`)).toBe(true);

      const listed = await suite.api.call('GET', '/ApiKeys', { token });
      const row = listed.body.data.find((k: Row) => k.id === id);
      expect(row).toMatchObject({ name: 'Acme TMS', prefix, lastUsedAt: null, revokedAt: null });
      expect(row.createdUserId).toBe((await suite.api.login('siteadmin')).userId);
      // never the secret nor its hash, anywhere the key is read
      expect(JSON.stringify(listed.body)).not.toContain(secret.slice(15));
      expect(row).not.toHaveProperty('secretHash');

      // the key reads as a Dispatch Manager of its one site
      const locations = await suite.api.call('GET', '/Locations', { token: secret });
      expect(locations.status).toBe(200);
      expect(locations.body.data.length).toBeGreaterThan(0);
      expect(new Set(locations.body.data.map((l: Row) => l.siteId))).toEqual(new Set([site.id]));
      const elsewhere = (await suite.api.call('GET', '/Locations', { token })).body.data.find((l: Row) => l.siteId === other.id);
      expect((await suite.api.call('GET', `/Location/${elsewhere.id}`, { token: secret })).status).toBe(404);
      // and no more: an administrator's calls are refused
      expect((await suite.api.call('POST', '/Carrier', { token: secret, body: { name: 'X', scac: 'XX' } })).status).toBe(403);
      expect((await suite.api.call('GET', '/ApiKeys', { token: secret })).status).toBe(403);
      expect((await create(secret, { name: 'Nested', userType: 201, siteAccess: [site.id], expiresAt: inDays(1) })).status).toBe(403);

      // its use is noted
      const used = (await suite.api.call('GET', `/ApiKey/${id}`, { token })).body.data;
      expect(used.lastUsedAt).not.toBeNull();
    });

    it('when a key is revoked or expires, or its secret is wrong, then its calls get 401; its user never logs in and changes only with its key', async () => {
      const token = await admin();
      const [site] = await sitesOf(token);
      const made = (await create(token, { name: 'WMS', userType: 101, siteAccess: [site.id], expiresAt: inDays(2) })).body.data;
      const ok = (key: string) => suite.api.call('GET', '/Missions', { token: key }).then((r) => r.status);
      expect(await ok(made.secret)).toBe(200);
      // one character off, the same prefix: refused as any unknown key
      const wrong = `${made.secret.slice(0, -1)}${made.secret.endsWith('A') ? 'B' : 'A'}`;
      const refused = await suite.api.call('GET', '/Missions', { token: wrong });
      expect(refused.status).toBe(401);
      expect(refused.body.error.message).toBe('Invalid API key');
      expect(await ok('ymk_nonsense')).toBe(401);

      // the key's user: a Driver named after the key, which may not log in nor be edited as a user
      const key = (await suite.api.call('GET', `/ApiKey/${made.id}`, { token })).body.data;
      const user = (await suite.api.call('GET', `/User/${key.userId}`, { token })).body.data;
      expect(user).toMatchObject({ type: 101, isService: true, firstName: 'WMS', siteAccess: [site.id] });
      const login = await suite.api.call('POST', '/Authenticate', { body: { Username: user.loginName, Password: 'anything-at-all' } });
      expect(login.body.data.accessToken ?? null).toBeNull();
      const edit = await suite.api.call('POST', '/User', { token, body: { ...user, type: 2 } });
      expect(edit.status).toBe(403);

      suite.app.clock.advance(3 * DAY);
      const expired = await suite.api.call('GET', '/Missions', { token: made.secret });
      expect(expired.body.error?.message).toBe('API key expired');
      suite.app.clock.advance(-3 * DAY);

      const revoked = await suite.api.call('DELETE', `/ApiKey/${made.id}`, { token });
      expect(revoked.status).toBe(200);
      expect(revoked.body.data.revokedAt).not.toBeNull();
      const after = await suite.api.call('GET', '/Missions', { token: made.secret });
      expect(after.status).toBe(401);
      expect(after.body.error.message).toBe('API key revoked');
      // revoking again answers the key as it is
      expect((await suite.api.call('DELETE', `/ApiKey/${made.id}`, { token })).body.data.revokedAt).toBe(revoked.body.data.revokedAt);
    });

    it('when a key is asked with bad values, another company’s site or by someone else than a Company Administrator, then it is refused naming the field and nothing is made', async () => {
      const token = await admin();
      const [site] = await sitesOf(token);
      const [foreign] = await sitesOf((await suite.api.login('siteadmin2')).token);
      const before = (await suite.api.call('GET', '/ApiKeys', { token })).body.data.length;
      const refusal = async (body: Row) => {
        const r = await create(token, { name: 'K', userType: 201, siteAccess: [site.id], expiresAt: inDays(30), ...body });
        return { status: r.status, fields: (r.body.error?.details ?? []).map((d: Row) => d.field) };
      };
      expect(await refusal({ userType: 2 })).toEqual({ status: 400, fields: ['userType'] });
      expect(await refusal({ name: '  ' })).toEqual({ status: 400, fields: ['name'] });
      expect(await refusal({ siteAccess: [] })).toEqual({ status: 400, fields: ['siteAccess'] });
      expect(await refusal({ expiresAt: inDays(-1) })).toEqual({ status: 400, fields: ['expiresAt'] });
      expect(await refusal({ expiresAt: inDays(800) })).toEqual({ status: 400, fields: ['expiresAt'] });
      expect(await refusal({ expiresAt: 'tomorrow' })).toEqual({ status: 400, fields: ['expiresAt'] });
      expect((await refusal({ siteAccess: [foreign.id] })).status).toBe(404);
      for (const who of ['sysadmin', 'dispatcher', 'driver']) {
        const other = (await suite.api.login(who)).token;
        expect((await create(other, { name: 'K', userType: 201, siteAccess: [site.id], expiresAt: inDays(30) })).status).toBe(403);
      }
      expect((await suite.api.call('GET', '/ApiKeys', { token })).body.data.length).toBe(before);
      // another company's administrator neither sees nor revokes the keys
      const mine = (await create(token, { name: 'Mine', userType: 201, siteAccess: [site.id], expiresAt: inDays(30) })).body.data;
      const admin2 = (await suite.api.login('siteadmin2')).token;
      expect((await suite.api.call('GET', `/ApiKey/${mine.id}`, { token: admin2 })).status).toBe(404);
      expect((await suite.api.call('DELETE', `/ApiKey/${mine.id}`, { token: admin2 })).status).toBe(404);
      expect((await suite.api.call('GET', '/Missions', { token: mine.secret })).status).toBe(200);
    });

    it('when a key makes more calls than its limit, then it gets 429 with Retry-After while another key still works; the security log marks the key’s work', async () => {
      const token = await admin();
      const [site] = await sitesOf(token);
      const body = { userType: 201, siteAccess: [site.id], expiresAt: inDays(30) };
      const busy = (await create(token, { ...body, name: 'Busy' })).body.data;
      const calm = (await create(token, { ...body, name: 'Calm' })).body.data;
      const statuses: number[] = [];
      let last;
      for (let i = 0; i < 21; i++) statuses.push((last = await suite.api.call('GET', '/Missions', { token: busy.secret })).status);
      expect(statuses.slice(0, 20).every((s) => s === 200)).toBe(true);
      expect(statuses[20]).toBe(429);
      expect(Number(last!.headers!.get('retry-after'))).toBeGreaterThan(0);
      expect((await suite.api.call('GET', '/Missions', { token: calm.secret })).status).toBe(200);

      const events = (await suite.api.call('POST', '/SecurityEvents', { token, body: { filters: [] } })).body.data as Row[];
      const created = events.filter((e) => e.eventType === 'API key created' && e.subject.includes(calm.prefix));
      expect(created).toHaveLength(1);
      expect(created[0].actor).toBe('siteadmin');
      expect(created[0].details).toContain('Dispatch Manager at sites');
      // the key's own refusal, once for the window, by the key's user and marked with its prefix
      const throttled = events.filter((e) => e.eventType === 'Throttled' && e.details?.includes(busy.prefix));
      expect(throttled).toHaveLength(1);
      expect(throttled[0].actor).toMatch(new RegExp(`^apikey\\.[a-f0-9]{10} \\(API key ${busy.prefix}\\)$`));
    });
  });
}
