// Who may manage whom, account state, and input the database cannot hold (issue 7: peer takeover,
// inactive and locked accounts, out-of-range and NUL input), on every database.
import { describe, expect, it } from 'vitest';
import { TimeInterval, UserStatus, UserType } from '../../schemas/enums.js';
import { demoUser, setPolicyOf } from '../helpers/demo.js';
import { demoIds, rest, securityParameterBody, userBody } from '../helpers/maintenance.js';
import { useTestApp } from '../helpers/suite.js';
import { DEMO_PASSWORD, DIALECTS, GENEROUS_LIMITS } from '../helpers/testApp.js';
import { repoOf } from '../helpers/db.js';

const NEW_PASSWORD = 'Taken-Over-2026!';

for (const dialect of DIALECTS) {
  describe(`account security on ${dialect}`, () => {
    const suite = useTestApp(dialect, { rateLimits: GENEROUS_LIMITS });

    /** A second Company Administrator in siteadmin's company, made by the System Administrator. */
    async function peerAdmin() {
      const ids = await demoIds(suite.app.ctx);
      const sys = await suite.api.login('sysadmin');
      const body = userBody(ids.company.glf, { type: UserType.SiteAdmin, password: DEMO_PASSWORD });
      const saved = await suite.api.call('POST', '/User', { token: sys.token, body });
      expect(saved.body.data?.isSuccessful, JSON.stringify(saved.body)).toBe(true);
      await repoOf(suite.app.ctx).update(suite.app.ctx.db, 'user', saved.body.data.id, { forcePWDChange: false });
      return { id: saved.body.data.id as number, loginName: body.loginName as string, sys };
    }

    it('when a Company Administrator sets a peer administrator password, settings or filters, then 404 and the peer keeps its account', async () => {
      const peer = await peerAdmin();
      const { token } = await suite.api.login('siteadmin');
      for (const path of ['/ChangePassword', '/ForcedChangePassword']) {
        const r = await suite.api.call('POST', path, {
          token,
          body: { userId: peer.id, newPassword: NEW_PASSWORD, isAdmin: true, forcePWDChange: false },
        });
        expect(r.status, path).toBe(404);
      }
      expect((await suite.api.authenticate(peer.loginName, NEW_PASSWORD)).isPasswordValid).toBe(false);
      expect((await suite.api.authenticate(peer.loginName)).isPasswordValid).toBe(true);
      const refused = [
        await suite.api.call('POST', '/User/DarkMode', { token, body: { userId: peer.id, isDarkMode: true } }),
        await suite.api.call('POST', '/User/Settings', { token, body: { userId: peer.id, settings: '{}' } }),
        await suite.api.call('POST', '/User/AssetFilters', { token, body: { userId: peer.id, filters: [] } }),
        await suite.api.call('GET', `/User/Filters/${peer.id}`, { token }),
        await suite.api.call('DELETE', `/User/${peer.id}`, { token }),
      ];
      expect(refused.map((r) => r.status)).toEqual([404, 404, 404, 404, 404]);
      // oneself it may manage, but not delete (schemas/userRules.ts, which the Users list mirrors)
      const self = await demoUser(suite.app.ctx, 'siteadmin');
      const ownDelete = await suite.api.call('DELETE', `/User/${self.id}`, { token });
      expect([ownDelete.status, ownDelete.body.error?.message]).toEqual([403, 'You cannot delete your own user']);
      const peerRow = await repoOf(suite.app.ctx).findById(suite.app.ctx.db, 'user', peer.id);
      expect(peerRow).toMatchObject({ isDarkMode: false, status: UserStatus.Active });

      // The same rule lets the administrator manage its own drivers, and the System Administrator the peer.
      const driver = await demoUser(suite.app.ctx, 'driver');
      const own = await suite.api.call('POST', '/User/DarkMode', { token, body: { userId: driver.id, isDarkMode: true } });
      expect(own.body.data.isSuccessful).toBe(true);
      const bySys = await suite.api.call('POST', '/ChangePassword', {
        token: peer.sys.token,
        body: { userId: peer.id, newPassword: NEW_PASSWORD, isAdmin: true, forcePWDChange: false },
      });
      expect(bySys.body.data.isSuccessful).toBe(true);
    });

    it('when a user is saved with isActive off, then its sessions end and it cannot log in, like an inactive status', async () => {
      const ids = await demoIds(suite.app.ctx);
      const admin = await suite.api.login('siteadmin');
      const body = userBody(ids.company.glf, { password: DEMO_PASSWORD, siteAccess: [ids.site.CHI] });
      const created = await suite.api.call('POST', '/User', { token: admin.token, body });
      const id = created.body.data.id;
      await repoOf(suite.app.ctx).update(suite.app.ctx.db, 'user', id, { forcePWDChange: false });
      const session = await suite.api.login(body.loginName);
      expect((await suite.api.call('GET', `/User/${id}`, { token: session.token })).status).toBe(200);

      const current = (await suite.api.call('GET', `/User/${id}`, { token: admin.token })).body.data;
      const saved = await suite.api.call('POST', '/User', { token: admin.token, body: { ...current, isActive: false } });
      expect(saved.body.data.isSuccessful).toBe(true);
      expect((await suite.api.call('GET', `/User/${id}`, { token: session.token })).status).toBe(401);
      const again = await suite.api.authenticate(body.loginName);
      expect(again).toMatchObject({ isPasswordValid: false, accessToken: null, failedAttempts: 1 });
    });

    it('when an administrator-locked account or an unknown name is tried, then the answers cannot be told apart', async () => {
      const driver = await demoUser(suite.app.ctx, 'driver2');
      await repoOf(suite.app.ctx).update(suite.app.ctx.db, 'user', driver.id, { status: UserStatus.Locked });
      const locked = await suite.api.authenticate('driver2');
      const unknown = await suite.api.authenticate('no-such-driver-2');
      const shape = (r: any) => ({
        isPasswordValid: r.isPasswordValid,
        isLockedOut: r.isLockedOut,
        failedAttempts: r.failedAttempts,
        accessToken: r.accessToken,
        user: r.user,
      });
      expect(shape(locked)).toEqual(shape(unknown));
      expect(shape(locked)).toMatchObject({ isLockedOut: false, failedAttempts: 1 });
      await repoOf(suite.app.ctx).update(suite.app.ctx.db, 'user', driver.id, { status: UserStatus.Active });
      await suite.api.authenticate('driver2');
    });

    it('when a company policy differs from the default, then unknown names answer with real accounts’ policies, each name always the same', async () => {
      await setPolicyOf(suite.app.ctx, 'siteadmin2', { maxPwdAttempts: 7 });
      const users = await repoOf(suite.app.ctx).findMany(suite.app.ctx.db, 'user');
      const { policyFor } = await import('../../server/account/securityPolicy.js');
      const real = new Set<number>();
      for (const u of users) real.add((await policyFor(suite.app.ctx, u.priCompanyId, u.type)).maxPwdAttempts);
      const seen = new Set<number>();
      for (let i = 0; i < 40; i++) {
        const name = `ghost-${i}`;
        const first = await suite.api.authenticate(name, 'x');
        const second = await suite.api.authenticate(name, 'y');
        expect(second.maxPwdAttempts, name).toBe(first.maxPwdAttempts);
        seen.add(first.maxPwdAttempts);
      }
      expect([...seen].every((m) => real.has(m))).toBe(true);
      expect(seen.size).toBeGreaterThan(1);
    });

    it('when bodies carry numbers past a column, NUL characters or 0 for a reference, then 400 names the field and nothing is written', async () => {
      const ids = await demoIds(suite.app.ctx);
      const { token } = await suite.api.login('sysadmin');
      const locationType = ids.lookup(ids.company.glf, 'LocationType', 'Dock Door');
      const location = { location: 'Edge Case', siteId: ids.site.CHI, locationType, notes: null, isActive: true };
      const cases: [string, string, unknown, string][] = [
        ['POST', '/Location', { ...location, siteId: 2 ** 31 }, 'siteId'],
        ['POST', '/Location', { ...location, locationType: 1e308 }, 'locationType'],
        ['POST', '/Location', { ...location, id: 2 ** 31 }, 'id'],
        ['POST', '/Location', { ...location, location: 'a\u0000b' }, 'location'],
        ['POST', '/Location', { ...location, siteId: 0 }, 'siteId'],
        ['POST', '/Locations', [2 ** 31], '[0]'],
        ['POST', '/Location/SortOrder', [{ Key: 2 ** 31, Value: 1 }], '[0].Key'],
        ['POST', '/Location/SortOrder', [{ Key: 1, Value: 1e308 }], '[0].Value'],
        ['POST', '/ChangePassword', { userId: 2 ** 31, newPassword: 'Whatever-123' }, 'userId'],
        ['POST', '/Authenticate', { Username: 'sys\u0000admin', Password: 'x' }, 'Username'],
        ['POST', '/ForgotPasswordRequest', { username: 'site\u0000admin' }, 'username'],
        ['POST', '/SecurityParameter', securityParameterBody({ absoluteTimeoutTime: 1e15 }), 'absoluteTimeoutTime'],
        ['POST', '/SecurityParameter', securityParameterBody({ maxAttemptsLockoutTime: 2147483647 }), 'maxAttemptsLockoutTime'],
        ['POST', '/SecurityParameter', securityParameterBody({ idleTimeoutTime: 2147483647, idleTimeoutInterval: 6 }), 'idleTimeoutTime'],
        ['POST', '/User', userBody(2 ** 31), 'priCompanyId'],
      ];
      const before = await repoOf(suite.app.ctx).count(suite.app.ctx.db, 'location');
      for (const [method, path, body, field] of cases) {
        const r = await suite.api.call(method, path, { token: path === '/Authenticate' ? undefined : token, body });
        expect(r.status, `${path} ${field}`).toBe(400);
        expect(
          r.body.error.details.map((d: any) => d.field),
          `${path} ${JSON.stringify(r.body.error)}`,
        ).toContain(field);
      }
      expect(await repoOf(suite.app.ctx).count(suite.app.ctx.db, 'location')).toBe(before);
    });

    it('when REST filters carry values a column cannot hold, then 400 names the filter', async () => {
      const { token } = await suite.api.login('sysadmin');
      const restApi = rest(suite.app);
      const filters = [
        ['locations', { id: 2147483648 }, 'filter.id'],
        ['locations', { siteId: [2 ** 31] }, 'filter.siteId'],
        ['locations', { sort: 9007199254740991 }, 'filter.sort'],
        ['companies', { updateDate: '0' }, 'filter.updateDate'],
        ['companies', { updateDate: '2026-02-30T00:00:00Z' }, 'filter.updateDate'],
        ['users', { loginName: 'a\u0000' }, 'filter.loginName'],
      ] as const;
      for (const [resource, filter, field] of filters) {
        const r = await restApi.call('GET', `/${resource}?filter=${encodeURIComponent(JSON.stringify(filter))}`, { token });
        expect(r.status, JSON.stringify(filter)).toBe(400);
        expect(r.body.error.details[0].field).toBe(field);
      }
    });

    it('when a user is saved with work site 0, then the site is unset', async () => {
      const ids = await demoIds(suite.app.ctx);
      const { token } = await suite.api.login('siteadmin');
      const r = await suite.api.call('POST', '/User', { token, body: userBody(ids.company.glf, { site: 0, siteAccess: [ids.site.CHI] }) });
      expect(r.body.data?.isSuccessful, JSON.stringify(r.body)).toBe(true);
      expect((await repoOf(suite.app.ctx).findById(suite.app.ctx.db, 'user', r.body.data.id))?.site).toBeNull();
    });

    it('when a policy is saved at its largest values, then logins under it still answer', async () => {
      await setPolicyOf(suite.app.ctx, 'dispatcher2', {
        absoluteTimeoutTime: 1000,
        absoluteTimeoutInterval: TimeInterval.Years,
        idleTimeoutTime: 1000,
        idleTimeoutInterval: TimeInterval.Years,
        maxAttemptsLockoutTime: 1000,
        maxAttemptsLockoutInterval: TimeInterval.Years,
        maxPwdAttempts: 100,
      });
      const wrong = await suite.api.call('POST', '/Authenticate', { body: { Username: 'dispatcher2', Password: 'nope' } });
      expect(wrong.status).toBe(200);
      const { token, userId } = await suite.api.login('dispatcher2');
      expect((await suite.api.call('GET', `/User/${userId}`, { token })).status).toBe(200);
    });
  });
}
