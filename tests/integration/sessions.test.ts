import jwt from 'jsonwebtoken';
import { describe, expect, it } from 'vitest';
import { TimeInterval } from '../../schemas/enums.js';
import { setPolicyOf, setUser } from '../helpers/demo.js';
import { outboxSnapshot, resetToken, waitForMail } from '../helpers/outbox.js';
import { useTestApp } from '../helpers/suite.js';
import { DIALECTS, JWT_SECRET } from '../helpers/testApp.js';

const MIN = 60_000;

for (const dialect of DIALECTS) {
  describe(`sessions on ${dialect}`, () => {
    const suite = useTestApp(dialect);

    it('when a token is tampered with, signed with another key or uses alg=none, then every call answers 401', async () => {
      const { token, userId } = await suite.api.login('dispatcher');
      expect((await suite.api.call('GET', `/User/${userId}`, { token })).status).toBe(200);
      const [h, p, s] = token.split('.');
      const claims = JSON.parse(Buffer.from(p, 'base64url').toString());
      const forged = Buffer.from(JSON.stringify({ ...claims, sub: '1' })).toString('base64url');
      const none = `${Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url')}.${p}.`;
      const otherKey = jwt.sign(claims, 'another-secret-another-secret-another-secret', { algorithm: 'HS256' });
      const hs512 = jwt.sign(claims, JWT_SECRET, { algorithm: 'HS512' });
      for (const bad of [`${h}.${forged}.${s}`, none, otherKey, hs512, 'garbage', `${token}x`]) {
        expect((await suite.api.call('GET', `/User/${userId}`, { token: bad })).status, bad).toBe(401);
      }
      expect((await suite.api.call('GET', `/User/${userId}`)).status).toBe(401);
    });

    it('when the user logs out, then the token is dead, also after a server restart', async () => {
      const { token, userId } = await suite.api.login('driver');
      const out = await suite.api.call('DELETE', '/UserSession', { token });
      expect(out).toMatchObject({ status: 200, body: { status: true } });
      expect((await suite.api.call('GET', `/User/${userId}`, { token })).status).toBe(401);
      await suite.app.restart();
      expect((await suite.api.call('GET', `/User/${userId}`, { token })).status).toBe(401);
      const fresh = await suite.api.login('driver');
      expect((await suite.api.call('GET', `/User/${userId}`, { token: fresh.token })).status).toBe(200);
    });

    it('when a session is idle past the idle timeout, then it answers 401; activity keeps it alive', async () => {
      await setPolicyOf(suite.app.ctx, 'dispatcher', { idleTimeoutTime: 20, idleTimeoutInterval: TimeInterval.Minutes });
      const { token, userId } = await suite.api.login('dispatcher');
      for (let i = 0; i < 4; i++) {
        suite.app.clock.advance(15 * MIN);
        expect((await suite.api.call('GET', `/User/${userId}`, { token })).status).toBe(200);
      }
      suite.app.clock.advance(21 * MIN);
      expect((await suite.api.call('GET', `/User/${userId}`, { token })).status).toBe(401);
    });

    it('when a session passes its absolute timeout, then it answers 401 even when active', async () => {
      await setPolicyOf(suite.app.ctx, 'dispatcher', {
        absoluteTimeoutTime: 2,
        absoluteTimeoutInterval: TimeInterval.Hours,
        idleTimeoutTime: null,
      });
      const { token, userId } = await suite.api.login('dispatcher');
      for (let i = 0; i < 3; i++) {
        suite.app.clock.advance(35 * MIN);
        expect((await suite.api.call('GET', `/User/${userId}`, { token })).status).toBe(200);
      }
      suite.app.clock.advance(20 * MIN);
      expect((await suite.api.call('GET', `/User/${userId}`, { token })).status).toBe(401);
    });

    it('when a password change is forced, then the session can call nothing but the password calls until it is changed', async () => {
      await setUser(suite.app.ctx, 'driver2', { forcePWDChange: true });
      const r = await suite.api.authenticate('driver2');
      expect(r).toMatchObject({ isPasswordValid: true, isRedirectToPasswordReset: true });
      const token = r.accessToken;
      const id = r.user.id;
      expect((await suite.api.call('GET', `/User/Filters/${id}`, { token })).status).toBe(403);
      expect((await suite.api.call('POST', '/User/DarkMode', { token, body: { userId: id, isDarkMode: true } })).status).toBe(403);
      expect((await suite.api.call('GET', `/User/${id}`, { token })).status).toBe(200);
      const rules = await suite.api.call('GET', `/SecurityParameter/${r.user.priCompanyId}/${r.user.type}`, { token });
      expect(rules.status).toBe(200);
      expect(rules.body.data.minPwdLength).toBeGreaterThan(0);
      const weak = await suite.api.call('POST', '/ForcedChangePassword', { token, body: { userId: id, newPassword: 'short' } });
      expect(weak.body.data).toEqual({ isSuccessful: false, errorMessage: 'New Password does not meet requirements' });
      const reuse = await suite.api.call('POST', '/ForcedChangePassword', { token, body: { userId: id, newPassword: 'Demo!2345pass' } });
      expect(reuse.body.data.isSuccessful).toBe(false);
      const good = await suite.api.call('POST', '/ForcedChangePassword', { token, body: { userId: id, newPassword: 'Brand-New-Pass-42' } });
      expect(good.body.data).toEqual({ isSuccessful: true, errorMessage: null });
      expect((await suite.api.call('GET', `/User/Filters/${id}`, { token })).status).toBe(200);
      expect(await suite.api.authenticate('driver2', 'Brand-New-Pass-42')).toMatchObject({
        isPasswordValid: true,
        isRedirectToPasswordReset: false,
      });
    });

    it('when a user changes their own password, then the current one is required', async () => {
      const { token, userId } = await suite.api.login('driver3');
      const wrong = await suite.api.call('POST', '/ChangePassword', {
        token,
        body: { userId, password: 'not-it', newPassword: 'Another-Pass-77' },
      });
      expect(wrong.body.data).toEqual({ isSuccessful: false, errorMessage: 'Password is incorrect' });
      const right = await suite.api.call('POST', '/ChangePassword', {
        token,
        body: { userId, password: 'Demo!2345pass', newPassword: 'Another-Pass-77' },
      });
      expect(right.body.data.isSuccessful).toBe(true);
      expect((await suite.api.authenticate('driver3', 'Another-Pass-77')).isPasswordValid).toBe(true);
    });

    it('when a user asks to change another user password without being an admin, then 404 and nothing changes', async () => {
      const { token } = await suite.api.login('dispatcher2');
      const driver = (await suite.api.authenticate('siteadmin2')).user;
      const r = await suite.api.call('POST', '/ChangePassword', {
        token,
        body: { userId: driver.id, newPassword: 'Hijack-Pass-123!', isAdmin: true },
      });
      expect(r.status).toBe(404);
      expect((await suite.api.authenticate('siteadmin2')).isPasswordValid).toBe(true);
    });

    it('when a password is forgotten, then a mailed single-use token resets it and expires with the policy', async () => {
      const before = outboxSnapshot(suite.db);
      const req = await suite.api.call('POST', '/ForgotPasswordRequest', { body: { username: 'siteadmin' } });
      expect(req.body.data.isSuccessful).toBe(true);
      const token = resetToken(await waitForMail(suite.db, before));
      const valid = await suite.api.call('POST', '/ForgotPasswordValidate', { body: { token, password: '' } });
      expect(valid.body.data.isSuccessful).toBe(true);
      expect(valid.body.data.securityParameter.minPwdLength).toBeGreaterThan(0);
      const weak = await suite.api.call('POST', '/ForgotPasswordChange', { body: { token, password: 'weak' } });
      expect(weak.body.data.isSuccessful).toBe(false);
      const done = await suite.api.call('POST', '/ForgotPasswordChange', { body: { token, password: 'Reset-Pass-2026!' } });
      expect(done.body.data).toMatchObject({ isSuccessful: true, username: 'siteadmin' });
      const again = await suite.api.call('POST', '/ForgotPasswordChange', { body: { token, password: 'Reset-Pass-2027!' } });
      expect(again.body.data.isSuccessful).toBe(false);
      expect((await suite.api.authenticate('siteadmin', 'Reset-Pass-2026!')).isPasswordValid).toBe(true);

      // A newer request cancels the older token; a token expires after forgotPasswordExpirationMinutes.
      await setPolicyOf(suite.app.ctx, 'siteadmin', { forgotPasswordExpirationMinutes: 30 });
      const seen = outboxSnapshot(suite.db);
      await suite.api.call('POST', '/ForgotPasswordRequest', { body: { email: 'NOT-THERE@example.com' } });
      await suite.api.call('POST', '/ForgotPasswordRequest', { body: { username: 'siteadmin' } });
      const old = resetToken(await waitForMail(suite.db, seen));
      const seen2 = outboxSnapshot(suite.db);
      await suite.api.call('POST', '/ForgotPasswordRequest', { body: { username: 'siteadmin' } });
      const newer = resetToken(await waitForMail(suite.db, seen2));
      expect((await suite.api.call('POST', '/ForgotPasswordValidate', { body: { token: old } })).body.data.isSuccessful).toBe(false);
      expect((await suite.api.call('POST', '/ForgotPasswordValidate', { body: { token: newer } })).body.data.isSuccessful).toBe(true);
      suite.app.clock.advance(31 * MIN);
      expect((await suite.api.call('POST', '/ForgotPasswordValidate', { body: { token: newer } })).body.data.isSuccessful).toBe(false);
      const empty = await suite.api.call('POST', '/ForgotPasswordRequest', { body: {} });
      expect(empty.status).toBe(400);
      expect(empty.body.error.details[0].message).toBe('Username or Email is required');
    });
  });
}
