// Issue 12 point 1: one JSON line per request (request id, method, route, status, duration, user
// id) through the real pino logger, and no secret in the log of a whole login / reset / change run.
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import express from 'express';
import { describe, expect, it } from 'vitest';
import { requestLog } from '../../server/http/requestLog.js';
import { makeLogger } from '../../server/logging/logger.js';
import { loggableUrl } from '../../server/logging/redact.js';
import { fleet } from '../helpers/api.js';
import { outboxSnapshot, resetToken, waitForMail } from '../helpers/outbox.js';
import { createTestDatabase, DEMO_PASSWORD, DIALECTS, startTestApp } from '../helpers/testApp.js';

/** A pino destination that keeps every line. */
function collector() {
  const lines: string[] = [];
  let partial = '';
  const stream = new Writable({
    write(chunk: Buffer, _enc, done) {
      const parts = (partial + chunk.toString()).split('\n');
      partial = parts.pop() ?? '';
      lines.push(...parts.filter(Boolean));
      done();
    },
  });
  return { lines, stream, json: () => lines.map((l) => JSON.parse(l) as Record<string, any>) };
}

/** Waits until the request log holds a line for `reqId` (lines are written when the answer has gone out). */
async function lineOf(log: ReturnType<typeof collector>, reqId: string) {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const line = log.json().find((l) => l.reqId === reqId && l.res);
    if (line) return line;
    if (Date.now() > deadline) throw new Error(`no request line for ${reqId}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

describe('request log and its secrets', () => {
  it('masks the values of secret-looking query parameters and keeps the rest', () => {
    expect(loggableUrl('/user/forgotpwd?tok=abc123&x=1')).toBe('/user/forgotpwd?tok=[redacted]&x=1');
    expect(loggableUrl('/api/rest/assets?range=[0,24]')).toBe('/api/rest/assets?range=[0,24]');
  });

  it('when a client gives up on a slow call before any answer, then its line says so at warn, with no status, once', async () => {
    const log = collector();
    const logger = makeLogger({ level: 'info', destination: log.stream });
    const slow = express();
    slow.use(requestLog(logger));
    slow.get('/slow', (_req, res) => {
      setTimeout(() => res.status(500).end(), 300);
    });
    const server = slow.listen(0, '127.0.0.1');
    await new Promise((r) => server.once('listening', r));
    try {
      const leaving = new AbortController();
      const call = fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/slow`, {
        headers: { 'x-request-id': 'trace-gave-up' },
        signal: leaving.signal,
      });
      setTimeout(() => leaving.abort(), 50);
      await expect(call).rejects.toThrow();
      expect(await lineOf(log, 'trace-gave-up')).toMatchObject({ level: 40, aborted: true, res: { statusCode: null } });
      await new Promise((r) => setTimeout(r, 400)); // the handler's late answer writes no second line
      expect(log.json().filter((l) => l.reqId === 'trace-gave-up')).toHaveLength(1);
    } finally {
      await new Promise((r) => server.close(r));
    }
  });

  for (const dialect of DIALECTS) {
    it(`on ${dialect}: a login, reset, change and API key run logs each request once, with its id, route, status, duration and user (a key's call marked as one), and no secret`, async () => {
      const log = collector();
      const db = await createTestDatabase(dialect);
      const app = await startTestApp(db, { log: makeLogger({ level: 'info', destination: log.stream }) });
      try {
        const api = fleet(app);
        const secrets: string[] = [DEMO_PASSWORD];
        const wrong = 'Wrong-Secret-4711!';
        secrets.push(wrong);

        // A login with the caller's request id, which comes back and names the line.
        const login = await api.call('POST', '/Authenticate', {
          body: { Username: 'siteadmin', Password: DEMO_PASSWORD },
          headers: { 'x-request-id': 'trace-login-1' },
        });
        expect(login.headers?.get('x-request-id')).toBe('trace-login-1');
        const { accessToken } = login.body.data;
        secrets.push(accessToken);
        const loginLine = await lineOf(log, 'trace-login-1');
        expect(loginLine).toMatchObject({ route: '/api/Fleet/Authenticate', res: { statusCode: 200 }, req: { method: 'POST' } });
        expect(loginLine.durationMs).toBeTypeOf('number');

        // An authenticated call names its user; an id with spaces or quotes is replaced by a fresh one.
        const me = await api.call('GET', `/User/${login.body.data.user.id}`, {
          token: accessToken,
          headers: { 'x-request-id': 'bad "id" here' },
        });
        expect(me.status).toBe(200);
        const given = me.headers?.get('x-request-id') ?? '';
        expect(given).toMatch(/^[0-9a-f-]{36}$/);
        expect(await lineOf(log, given)).toMatchObject({ userId: login.body.data.user.id, route: '/api/Fleet/User/:id' });

        await api.call('POST', '/Authenticate', { body: { Username: 'siteadmin', Password: wrong } });
        // A body that is not JSON: body-parser keeps the raw text on its error.
        await api.call('POST', '/Authenticate', { raw: `{"Username":"siteadmin","Password":"${wrong}"` });

        // The reset: the mailed link is opened (its token in the query, and as the referer of the next calls).
        const before = outboxSnapshot(db);
        await api.call('POST', '/ForgotPasswordRequest', { body: { username: 'siteadmin' } });
        const token = resetToken(await waitForMail(db, before));
        secrets.push(token);
        const link = `${app.baseUrl}/user/forgotpwd?tok=${token}`;
        await fetch(link);
        const referer = { referer: link };
        expect(
          (await api.call('POST', '/ForgotPasswordValidate', { body: { token, password: '' }, headers: referer })).body.data.isSuccessful,
        ).toBe(true);
        const reset = 'Reset-Secret-2026!';
        secrets.push(reset);
        expect(
          (await api.call('POST', '/ForgotPasswordChange', { body: { token, password: reset }, headers: referer })).body.data.isSuccessful,
        ).toBe(true);

        // A change of password, then a logout.
        const again = (await api.authenticate('siteadmin', reset)) as { accessToken: string; user: { id: number } };
        secrets.push(again.accessToken);
        const changed = 'Changed-Secret-2027!';
        secrets.push(changed);
        const change = await api.call('POST', '/ChangePassword', {
          token: again.accessToken,
          body: { userId: again.user.id, password: reset, newPassword: changed },
        });
        expect(change.body.data.isSuccessful).toBe(true);
        // An API key's call (issue 34): marked as a service call with the key's prefix, never its secret.
        const [site] = (await api.call('GET', '/Sites', { token: again.accessToken })).body.data;
        const expiresAt = new Date(app.clock.now().getTime() + 86_400_000).toISOString();
        const key = (
          await api.call('POST', '/ApiKey', {
            token: again.accessToken,
            body: { name: 'TMS', userType: 201, siteAccess: [site.id], expiresAt },
          })
        ).body.data;
        secrets.push(key.secret);
        await api.call('GET', '/Missions', { token: key.secret, headers: { 'x-request-id': 'trace-key' } });
        expect(await lineOf(log, 'trace-key')).toMatchObject({ service: true, apiKey: key.prefix, res: { statusCode: 200 } });
        const out = await api.call('DELETE', '/UserSession', { token: again.accessToken, headers: { 'x-request-id': 'trace-logout' } });
        expect(out.status).toBe(200);
        await lineOf(log, 'trace-logout');

        const text = log.lines.join('\n');
        for (const s of secrets) expect(text, 'a secret is in the log').not.toContain(s);
        expect(text).not.toMatch(/bearer/i);
        // every request has exactly one line, and each line is JSON with the fields an operator reads
        const requests = log.json().filter((l) => l.res);
        expect(requests.length).toBeGreaterThanOrEqual(11);
        expect(new Set(requests.map((l) => l.reqId)).size).toBe(requests.length);
        for (const l of requests)
          expect(Object.keys(l)).toEqual(expect.arrayContaining(['reqId', 'req', 'res', 'route', 'userId', 'durationMs', 'msg']));
        expect(requests.find((l) => l.req.url.startsWith('/user/forgotpwd'))?.req.url).toBe('/user/forgotpwd?tok=[redacted]');
        expect(requests.find((l) => l.reqId === 'trace-logout')).toMatchObject({
          level: 30,
          req: { method: 'DELETE', url: '/api/Fleet/UserSession' },
        });

        // A call that fails is a warning; a live-update stream the client leaves ends with one
        // line too, marked aborted (its answer never finished), at the level of its status.
        const fresh = (await api.authenticate('siteadmin', changed)) as { accessToken: string };
        secrets.push(fresh.accessToken);
        const missing = await api.call('GET', '/No/Such/Call', { token: fresh.accessToken, headers: { 'x-request-id': 'trace-missing' } });
        expect(missing.status).toBe(404);
        expect(await lineOf(log, 'trace-missing')).toMatchObject({ level: 40, res: { statusCode: 404 } });
        const leaving = new AbortController();
        const stream = await fetch(`${app.baseUrl}/api/Fleet/Events`, {
          headers: { authorization: `Bearer ${fresh.accessToken}`, 'x-request-id': 'trace-stream' },
          signal: leaving.signal,
        });
        expect(stream.status).toBe(200);
        leaving.abort();
        expect(await lineOf(log, 'trace-stream')).toMatchObject({
          level: 30,
          aborted: true,
          route: '/api/Fleet/Events',
          res: { statusCode: 200 },
        });
        expect(log.json().filter((l) => l.reqId === 'trace-stream' && l.res)).toHaveLength(1);
        expect(log.lines.join('\n'), 'a secret is in the log').not.toContain(fresh.accessToken);
      } finally {
        await app.close();
        await db.drop();
      }
    }, 60_000);
  }
});
