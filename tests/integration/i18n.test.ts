// Issue 13 §3: the server answers in the caller's language (Accept-Language, which the admin sets
// to the user's choice): validation errors, refusals and errorMessage answers in Spanish, with the
// schemas' labels translated; data is never translated; the language is saved in the settings and
// chooses the language of the password reset e-mail.
import { beforeAll, describe, expect, it } from 'vitest';
import { type fleet } from '../helpers/api.js';
import { demoIds, siteBody, userBody, type DemoIds } from '../helpers/maintenance.js';
import { outboxSnapshot, waitForMail } from '../helpers/outbox.js';
import { useTestApp } from '../helpers/suite.js';
import { DIALECTS } from '../helpers/testApp.js';

const ES = { 'Accept-Language': 'es-MX,es;q=0.9,en;q=0.5' };

for (const dialect of DIALECTS) {
  describe(`answers in the caller's language on ${dialect}`, () => {
    const suite = useTestApp(dialect);
    let api: ReturnType<typeof fleet>;
    let ids: DemoIds;
    let admin: { token: string; userId: number };

    beforeAll(async () => {
      api = suite.api;
      ids = await demoIds(suite.app.ctx);
      admin = await api.login('siteadmin');
    });

    it('when a save misses a required field in Spanish, then the 400 names the field in Spanish; in English as the spec words it', async () => {
      const body = siteBody(ids.company.glf, { siteName: '' });
      const es = await api.call('POST', '/Site', { body, token: admin.token, headers: ES });
      expect(es.status).toBe(400);
      expect(es.body.error.details).toEqual([{ field: 'siteName', message: 'Nombre del sitio es obligatorio' }]);
      expect(es.body.error.message).toBe('Nombre del sitio es obligatorio');
      expect(es.headers?.get('Vary')).toMatch(/Accept-Language/);

      const en = await api.call('POST', '/Site', { body, token: admin.token, headers: { 'Accept-Language': 'en-US' } });
      expect(en.body.error.details).toEqual([{ field: 'siteName', message: 'Site Name is required' }]);
    });

    it('when a refusal names a record, then only the sentence is translated, the record as it is', async () => {
      const body = userBody(ids.company.glf, { loginName: 'driver' });
      const dup = await api.call('POST', '/User', { body, token: admin.token, headers: ES });
      expect(dup.status).toBe(409);
      expect(dup.body.error.message).toBe('Usuario ya existe');
      const me = await api.call('GET', `/User/${admin.userId}`, { token: admin.token, headers: ES });
      expect(me.body.data.loginName).toBe('siteadmin');
    });

    it("when a password change is refused, then its errorMessage is in the caller's language", async () => {
      const body = {
        userId: admin.userId,
        password: 'not the password',
        newPassword: 'Whatever-123!',
        forcePWDChange: false,
        isAdmin: false,
      };
      const es = await api.call('POST', '/ChangePassword', { body, token: admin.token, headers: ES });
      expect(es.body.data).toMatchObject({ isSuccessful: false, errorMessage: 'La contraseña es incorrecta' });
    });

    it('when a call is refused before login, then the browser language of the request decides', async () => {
      const es = await api.call('GET', '/Sites', { headers: ES });
      expect(es.status).toBe(401);
      expect(es.body.error.message).toBe('No autenticado');
    });

    it('when the user saves a language in the settings, then it is kept with the other settings and read back', async () => {
      const settings = JSON.stringify({ startPage: '/site/users', language: 'es' });
      const saved = await api.call('POST', '/User/Settings', { body: { userId: admin.userId, settings }, token: admin.token });
      expect(saved.status).toBe(200);
      const me = await api.call('GET', `/User/${admin.userId}`, { token: admin.token });
      expect(JSON.parse(me.body.data.settings)).toEqual({ startPage: '/site/users', language: 'es' });
    });

    it('when a user who chose Spanish asks for a password reset, then the e-mail is in Spanish; without a choice, in English', async () => {
      const settings = JSON.stringify({ language: 'es' });
      await api.call('POST', '/User/Settings', { body: { userId: admin.userId, settings }, token: admin.token });
      const before = outboxSnapshot(suite.db);
      await api.call('POST', '/ForgotPasswordRequest', { body: { username: 'siteadmin' } });
      const spanish = await waitForMail(suite.db, before);
      expect(spanish).toContain('Para restablecer su contrase');
      expect(spanish).toMatch(/caduca en \d+ minutos/);

      const next = outboxSnapshot(suite.db);
      await api.call('POST', '/ForgotPasswordRequest', { body: { username: 'dispatcher' } });
      expect(await waitForMail(suite.db, next)).toContain('To reset your Yardmaster password, open this link:');
    });
  });
}
