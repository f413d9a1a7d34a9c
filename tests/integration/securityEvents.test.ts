// The security event log (issue 12 §6), over HTTP on the real app: each kind of event is written
// by the call that causes it, with who, when, from which address and what — never a secret — in
// the same transaction as its change (a refused change leaves no entry); System Administrators
// read every company's entries, Company Administrators their own, nobody else any, through the
// generated filtered list and export.
import { beforeAll, describe, expect, it } from 'vitest';
import { FilterOption, UserStatus, UserType } from '../../schemas/enums.js';
import { csvRecords } from '../helpers/assets.js';
import { repoOf, type Rec } from '../helpers/db.js';
import { demoUser, setPolicyOf } from '../helpers/demo.js';
import { demoIds, type DemoIds, lookupBody, snapshot, userBody } from '../helpers/maintenance.js';
import { outboxSnapshot, resetToken, waitForMail } from '../helpers/outbox.js';
import { useTestApp } from '../helpers/suite.js';
import { DEMO_PASSWORD, DIALECTS } from '../helpers/testApp.js';

let lastAddress = 0;
/** A client address of its own (the app trusts X-Forwarded-For from loopback here). */
const from = () => `198.51.100.${++lastAddress}`;

for (const dialect of DIALECTS) {
  describe(`security event log on ${dialect}`, () => {
    const suite = useTestApp(dialect, { trustProxy: 'loopback' });
    let ids: DemoIds;
    let sys: string;
    let admin: string;
    let admin2: string;
    /** A Dispatch Manager's and a Driver's sessions, taken before other tests change passwords. */
    let others: string[];

    const call = (method: string, path: string, body: unknown, token?: string, address = from()) =>
      suite.api.call(method, path, { body, token, headers: { 'X-Forwarded-For': address } });
    /** Entries written after `since` (an id), oldest first, straight from the table. */
    const entriesSince = async (since: number) =>
      (await repoOf(suite.app.ctx).findMany(suite.app.ctx.db, 'securityEvent', { sort: [{ prop: 'id', order: 'ASC' }] })).filter(
        (e) => e.id > since,
      );
    const lastId = async () => {
      const all = await repoOf(suite.app.ctx).findMany(suite.app.ctx.db, 'securityEvent', {
        sort: [{ prop: 'id', order: 'DESC' }],
        range: [0, 0],
      });
      return (all[0]?.id as number | undefined) ?? 0;
    };

    beforeAll(async () => {
      ids = await demoIds(suite.app.ctx);
      sys = (await suite.api.login('sysadmin')).token;
      admin = (await suite.api.login('siteadmin')).token;
      admin2 = (await suite.api.login('siteadmin2')).token;
      others = [(await suite.api.login('dispatcher2')).token, (await suite.api.login('driver3')).token];
    });

    it('when a name fails to log in until it is locked, then each failure and the lockout are entries with the name tried, the address and the company — and no password', async () => {
      await setPolicyOf(suite.app.ctx, 'driver2', { maxPwdAttempts: 3, maxAttemptsLockoutTime: 15, maxAttemptsLockoutInterval: 1 });
      const since = await lastId();
      const address = from();
      for (let i = 0; i < 3; i++)
        await call('POST', '/Authenticate', { Username: 'driver2', Password: `Wrong-secret-${i}` }, undefined, address);
      await call('POST', '/Authenticate', { Username: 'nobody-such', Password: 'Wrong-secret-x' }, undefined, address);
      const driver2 = await demoUser(suite.app.ctx, 'driver2');
      const got = await entriesSince(since);
      expect(got.map((e) => e.eventType)).toEqual(['Login failed', 'Login failed', 'Login failed', 'Locked out', 'Login failed']);
      for (const e of got.slice(0, 4))
        expect(e).toMatchObject({
          actor: 'driver2',
          actorUserId: driver2.id,
          companyId: ids.company.glf,
          address,
          subject: 'User driver2',
        });
      expect(got[4]).toMatchObject({ actor: 'nobody-such', companyId: null, details: expect.stringContaining('no such user') });
      expect(JSON.stringify(got)).not.toContain('Wrong-secret');
    });

    it('when passwords are changed and reset, then each is an entry naming who did it, and neither the password nor the link is in it', async () => {
      const since = await lastId();
      const driver = await demoUser(suite.app.ctx, 'driver');
      const set = await call(
        'POST',
        '/ChangePassword',
        { userId: driver.id, newPassword: 'Set-By-Admin-2026!', isAdmin: true, forcePWDChange: true },
        admin,
      );
      expect(set.body.data.isSuccessful).toBe(true);

      const before = outboxSnapshot(suite.db);
      await call('POST', '/ForgotPasswordRequest', { username: 'dispatcher' });
      const token = resetToken(await waitForMail(suite.db, before));
      const done = await call('POST', '/ForgotPasswordChange', { token, password: 'Reset-Pass-2026!' });
      expect(done.body.data.isSuccessful).toBe(true);

      const got = await entriesSince(since);
      expect(got.map((e) => [e.eventType, e.actor, e.subject])).toEqual([
        ['Password changed', 'siteadmin', 'User driver'],
        ['Password reset requested', 'dispatcher', 'User dispatcher'],
        ['Password reset', 'dispatcher', 'User dispatcher'],
      ]);
      expect(got[0].details).toBe('set by siteadmin; to be changed at the next login');
      const text = JSON.stringify(got);
      for (const secret of ['Set-By-Admin-2026!', 'Reset-Pass-2026!', token]) expect(text).not.toContain(secret);
    });

    it("when an administrator changes a user's type, status and site access, then each change is an entry old → new; a refused save writes none", async () => {
      const created = await call(
        'POST',
        '/User',
        userBody(ids.company.glf, { type: UserType.Driver, password: DEMO_PASSWORD, siteAccess: [ids.site.CHI] }),
        admin,
      );
      expect(created.status, JSON.stringify(created.body)).toBe(200);
      const user = (await call('GET', `/User/${created.body.data.id}`, undefined, admin)).body.data as Rec;
      const since = await lastId();
      const changed = await call(
        'POST',
        '/User',
        { ...user, type: UserType.DispatchManager, status: UserStatus.Locked, siteAccess: [ids.site.DET, ids.site.TOL] },
        admin,
      );
      expect(changed.status, JSON.stringify(changed.body)).toBe(200);
      const saved = (await call('GET', `/User/${user.id}`, undefined, admin)).body.data as Rec;
      const got = await entriesSince(since);
      expect(got.map((e) => [e.eventType, e.details])).toEqual([
        ['User type changed', 'Driver → Dispatch Manager'],
        ['User status changed', 'Active → Locked'],
        ['Site access changed', 'added Detroit Terminal, Toledo Yard; removed Chicago Cross-Dock'],
      ]);
      for (const e of got) expect(e).toMatchObject({ actor: 'siteadmin', companyId: ids.company.glf, subject: `User ${user.loginName}` });

      // A Company Administrator may not make a System Administrator: nothing is saved, nothing logged.
      const before = await snapshot(suite.app.ctx);
      const refused = await call('POST', '/User', { ...saved, type: UserType.SysAdmin }, admin);
      expect(refused.status).toBe(400);
      expect(await snapshot(suite.app.ctx)).toEqual(before);
    });

    it('when records are deleted and policies change, then each is an entry; a delete refused because the record is in use leaves none', async () => {
      const since = await lastId();
      const lookup = await call('POST', '/Lookup', lookupBody(4, { companyId: ids.company.glf, description: 'Doomed Status' }), admin);
      expect(lookup.status, JSON.stringify(lookup.body)).toBe(200);
      expect((await call('DELETE', `/Lookup/${lookup.body.data.id}`, undefined, admin)).status).toBe(200);
      const inUse = ids.lookup(ids.company.glf, 'AssetStatus', 'Available');
      const before = await snapshot(suite.app.ctx);
      expect((await call('DELETE', `/Lookup/${inUse}`, undefined, admin)).status).toBe(409);
      expect(await snapshot(suite.app.ctx)).toEqual(before);

      const policies = (await call('GET', '/SecurityParameters', undefined, sys)).body.data as Rec[];
      const policy = policies[0];
      expect((await call('POST', '/SecurityParameter', { ...policy, minPwdLength: (policy.minPwdLength as number) + 1 }, sys)).status).toBe(
        200,
      );
      const company = (await call('GET', `/Company/${ids.company.sbl}`, undefined, sys)).body.data as Rec;
      const other = policies.find((p) => p.id !== company.defaultSecurityParameterId)!;
      expect((await call('POST', '/Company', { ...company, defaultSecurityParameterId: other.id }, sys)).status).toBe(200);

      const got = await entriesSince(since);
      expect(got.map((e) => [e.eventType, e.actor, e.companyId])).toEqual([
        ['Deleted', 'siteadmin', ids.company.glf],
        ['Security policy changed', 'sysadmin', null],
        ['Security policy changed', 'sysadmin', ids.company.sbl],
      ]);
      expect(got[0].subject).toBe(`Lookup Doomed Status (#${lookup.body.data.id})`);
      expect(got[1].details).toBe(`minPwdLength: ${policy.minPwdLength} → ${(policy.minPwdLength as number) + 1}`);
      expect(got[2].details).toContain(`default #${company.defaultSecurityParameterId}`);
      expect(got[2].details).toContain(`→ default #${other.id}`);
    });

    it('when a name is throttled, then the first refusal of the window is one entry, not one per refused call', async () => {
      await setPolicyOf(suite.app.ctx, 'driver3', { maxPwdAttempts: 0 });
      const limit = suite.app.ctx.config.rateLimits.loginPerName.points;
      const since = await lastId();
      for (let i = 0; i < limit + 4; i++) await call('POST', '/Authenticate', { Username: 'driver3', Password: `nope-${i}` });
      const throttled = (await entriesSince(since)).filter((e) => e.eventType === 'Throttled');
      expect(throttled).toHaveLength(1);
      expect(throttled[0]).toMatchObject({ actor: 'driver3', subject: 'Rate limit loginPerName' });
    });

    it('when the call that crosses an address limit names a user with a NUL character, then it is refused with 429 and logged, never a 500', async () => {
      const address = from();
      const limit = suite.app.ctx.config.rateLimits.loginPerAddress.points;
      const since = await lastId();
      for (let i = 0; i < limit; i++) await call('POST', '/Authenticate', { Username: `nobody-${i}`, Password: 'x' }, undefined, address);
      const crossing = await call('POST', '/Authenticate', { Username: 'a\u0000b', Password: 'x' }, undefined, address);
      expect(crossing.status).toBe(429);
      const throttled = (await entriesSince(since)).filter((e) => e.eventType === 'Throttled');
      expect(throttled).toMatchObject([{ actor: 'a\uFFFDb', subject: 'Rate limit loginPerAddress' }]);
    });

    it("when each role reads the log (POST /SecurityEvents and its export), then a System Administrator sees every entry, a Company Administrator its company's, and the others are refused", async () => {
      const all = await repoOf(suite.app.ctx).findMany(suite.app.ctx.db, 'securityEvent');
      const range = `?range=${encodeURIComponent('[0,999]')}`;
      const bySys = await call('POST', `/SecurityEvents${range}`, { filters: [] }, sys);
      expect(bySys.status).toBe(200);
      expect(bySys.body.data).toHaveLength(all.length);
      for (const [token, company] of [
        [admin, ids.company.glf],
        [admin2, ids.company.sbl],
      ] as const) {
        const r = await call('POST', `/SecurityEvents${range}`, { filters: [] }, token);
        expect(r.status).toBe(200);
        const own = all.filter((e) => e.companyId === company);
        expect(own.length).toBeGreaterThan(0);
        expect(r.body.data.map((e: Rec) => e.id).sort()).toEqual(own.map((e) => e.id).sort());
      }
      for (const token of others) expect((await call('POST', '/SecurityEvents', { filters: [] }, token)).status).toBe(403);
      const lockouts = await call(
        'POST',
        '/SecurityEvents/Export',
        {
          filters: [
            { type: 'EventType', filterType: 'Enum', option: FilterOption.Exact, value: 'Locked out', active: true, required: false },
          ],
        },
        admin,
      );
      expect(lockouts.status, JSON.stringify(lockouts.body)).toBe(200);
      const rows = csvRecords(lockouts.body.data);
      expect(rows.length).toBeGreaterThan(0);
      expect(rows.every((r) => r.Event === 'Locked out' && r.By === 'driver2')).toBe(true);
    });
  });
}
