import { describe, expect, it } from 'vitest';
import { TimeInterval } from '../../schemas/enums.js';
import { demoUser, setPolicyOf, setUser } from '../helpers/demo.js';
import { useTestApp } from '../helpers/suite.js';
import { DIALECTS, GENEROUS_LIMITS } from '../helpers/testApp.js';
import { repoOf } from '../helpers/db.js';

const DAY = 24 * 60 * 60_000;

for (const dialect of DIALECTS) {
  describe(`login on ${dialect}`, () => {
    // Many failures from one address: the address limits are not what this file is about (security.test.ts).
    const suite = useTestApp(dialect, { rateLimits: GENEROUS_LIMITS });

    it('when each demo user logs in with the demo password, then the answer carries a token and the user', async () => {
      for (const login of ['sysadmin', 'siteadmin', 'dispatcher', 'driver', 'driver2', 'siteadmin2', 'dispatcher2', 'driver3']) {
        const r = await suite.api.authenticate(login);
        expect(r, login).toMatchObject({ isPasswordValid: true, isRedirectToPasswordReset: false, isLockedOut: false });
        expect(r.accessToken).toMatch(/^ey/);
        expect(r.user.loginName).toBe(login);
        expect(r.user).not.toHaveProperty('passwordHash');
      }
    });

    it('when the password is wrong, then failedAttempts and maxPwdAttempts let the client count what is left', async () => {
      const first = await suite.api.authenticate('dispatcher', 'wrong-password');
      const second = await suite.api.authenticate('DISPATCHER', 'wrong-password');
      expect(first).toMatchObject({ isPasswordValid: false, accessToken: null, failedAttempts: 1, isLockedOut: false });
      expect(second.failedAttempts).toBe(2);
      expect(second.maxPwdAttempts).toBeGreaterThan(0);
      // A good login clears the count.
      expect((await suite.api.authenticate('dispatcher')).isPasswordValid).toBe(true);
      expect((await suite.api.authenticate('dispatcher', 'nope')).failedAttempts).toBe(1);
      await suite.api.authenticate('dispatcher');
    });

    it('when the user is unknown, then the answer has the same shape and counting as a wrong password', async () => {
      const unknown = await suite.api.authenticate('nobody-here', 'wrong-password');
      const known = await suite.api.authenticate('driver2', 'wrong-password');
      expect(Object.keys(unknown).sort()).toEqual(Object.keys(known).sort());
      expect(unknown).toMatchObject({ isPasswordValid: false, user: null, accessToken: null, failedAttempts: 1 });
      expect(known.failedAttempts).toBe(1);
      await suite.api.authenticate('driver2');
    });

    it('when the body is malformed, then 400 names the field', async () => {
      const r = await suite.api.call('POST', '/Authenticate', { body: { Username: '' } });
      expect(r.status).toBe(400);
      const fields = r.body.error.details.map((d: any) => d.field);
      expect(fields).toEqual(expect.arrayContaining(['Username', 'Password']));
    });

    it('when maxPwdAttempts wrong passwords arrive, then the account locks for the lockout time, exactly at the limit', async () => {
      await setPolicyOf(suite.app.ctx, 'driver3', {
        maxPwdAttempts: 3,
        maxAttemptsLockoutTime: 10,
        maxAttemptsLockoutInterval: TimeInterval.Minutes,
      });
      const a = await suite.api.authenticate('driver3', 'bad');
      const b = await suite.api.authenticate('driver3', 'bad');
      expect([a.failedAttempts, b.failedAttempts, a.isLockedOut, b.isLockedOut]).toEqual([1, 2, false, false]);
      const c = await suite.api.authenticate('driver3', 'bad');
      expect(c).toMatchObject({ isLockedOut: true, isLockedDueToThisAttempt: true, failedAttempts: 3, maxPwdAttempts: 3 });
      const locked = await suite.api.authenticate('driver3');
      expect(locked).toMatchObject({ isLockedOut: true, isLockedDueToThisAttempt: false, accessToken: null });
      suite.app.clock.advance(9 * 60_000);
      expect((await suite.api.authenticate('driver3')).isLockedOut).toBe(true);
      suite.app.clock.advance(61_000);
      expect(await suite.api.authenticate('driver3')).toMatchObject({ isPasswordValid: true, isLockedOut: false });
    });

    it('when wrong passwords arrive in parallel, then every one is counted exactly once', async () => {
      await setPolicyOf(suite.app.ctx, 'siteadmin2', {
        maxPwdAttempts: 100,
        maxAttemptsLockoutTime: 1,
        maxAttemptsLockoutInterval: TimeInterval.Hours,
      });
      const answers = await Promise.all(Array.from({ length: 20 }, () => suite.api.authenticate('siteadmin2', 'bad')));
      expect(answers.map((a) => a.failedAttempts).sort((x, y) => x - y)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
      const row = await repoOf(suite.app.ctx).findById(suite.app.ctx.db, 'loginThrottle', 'siteadmin2');
      expect(row?.failedAttempts).toBe(20);
      await suite.api.authenticate('siteadmin2');
    });

    it('when the password has expired, then grace logins count down and then the reset is forced', async () => {
      const policy = await setPolicyOf(suite.app.ctx, 'dispatcher2', { pwdChangeDays: 30, graceLoginsAllowed: 2 });
      await setUser(suite.app.ctx, 'dispatcher2', {
        passwordChangedAt: new Date(suite.app.clock.t - 31 * DAY).toISOString(),
        graceLoginsUsed: 0,
      });
      const first = await suite.api.authenticate('dispatcher2');
      expect(first).toMatchObject({
        isPasswordValid: true,
        isPasswordExpired: true,
        graceLoginsUsed: 1,
        graceLoginsAllowed: 2,
        isRedirectToPasswordReset: false,
      });
      const second = await suite.api.authenticate('dispatcher2');
      expect(second).toMatchObject({ isPasswordExpired: true, graceLoginsUsed: 2, isRedirectToPasswordReset: false });
      const third = await suite.api.authenticate('dispatcher2');
      expect(third).toMatchObject({ isPasswordValid: true, isPasswordExpired: true, isRedirectToPasswordReset: true });
      expect(policy.graceLoginsAllowed).toBe(2);
    });

    it('when an inactive user gives the right password, then it is refused like a wrong one', async () => {
      const u = await demoUser(suite.app.ctx, 'driver2');
      await repoOf(suite.app.ctx).update(suite.app.ctx.db, 'user', u.id, { status: 2 });
      expect(await suite.api.authenticate('driver2')).toMatchObject({ isPasswordValid: false, accessToken: null });
      await repoOf(suite.app.ctx).update(suite.app.ctx.db, 'user', u.id, { status: 1 });
    });
  });
}
