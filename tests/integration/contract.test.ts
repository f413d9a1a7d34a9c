// The API's description as the running app serves it (GET /api/openapi.json, /api/docs), and the
// calls the other files leave out of the contract test: every integration file checks each answer
// against the description (server/http/openapi/contract.ts); the run's teardown asks that every
// route answered somewhere (answersCoverage.ts). The description needs no database: SQLite only;
// the calls, on each database.
import { describe, expect, it } from 'vitest';
import { apiDescription, loadRouteSources } from '../../server/http/routeMap.js';
import { rest, restQuery } from '../helpers/maintenance.js';
import { useTestApp } from '../helpers/suite.js';
import { DIALECTS } from '../helpers/testApp.js';

describe('the API description, served', () => {
  const suite = useTestApp('sqlite');

  it('when GET /api/openapi.json is called without a session, then it answers the description the route table and schemas make', async () => {
    const res = await fetch(`${suite.app.baseUrl}/api/openapi.json`, { headers: { 'accept-encoding': 'br' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    const served = await res.json();
    // what `npm run openapi` writes and CI lints is what a running app serves
    expect(served).toEqual(JSON.parse(JSON.stringify(apiDescription(await loadRouteSources()))));
    expect(served.openapi).toBe('3.1.0');
    expect(served.paths['/api/Fleet/Gate/CheckIn'].post.requestBody.content['application/json'].schema).toEqual({
      $ref: '#/components/schemas/gateCheckInRequest',
    });
  });

  it('when /api/docs is opened, then its page loads the viewer from this origin under the same strict policy', async () => {
    const page = await fetch(`${suite.app.baseUrl}/api/docs`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    const csp = page.headers.get('content-security-policy')!;
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain('unsafe-eval');
    const html = await page.text();
    // no inline script: the page names its two scripts, both served here
    expect(html.match(/<script[^>]*>[^<]+<\/script>/g)).toBeNull();
    for (const src of [...html.matchAll(/<script src="([^"]+)"/g)].map((m) => m[1])) {
      const js = await fetch(`${suite.app.baseUrl}${src}`, { headers: { 'accept-encoding': 'gzip' } });
      expect(js.status, src).toBe(200);
      expect(js.headers.get('content-type')).toMatch(/^text\/javascript/);
      expect((await js.text()).length).toBeGreaterThan(100);
    }
  });
});

// on each database: the answers' JSON types are each dialect's
for (const dialect of DIALECTS)
  describe(`the calls no other file makes, on ${dialect}`, () => {
    const suite = useTestApp(dialect);

    it('when the calls no other file makes are made — REST updates and deletes, a lookup group delete, the newer screens’ filter sets — then each answers as described', async () => {
      const api = suite.api;
      const restApi = rest(suite.app);
      const sys = (await api.login('sysadmin')).token;
      const dispatcher = (await api.login('dispatcher')).token;
      const firstOf = async (many: string, token: string, filter: object = {}) => {
        const res = await restApi.call('GET', `/${many}${restQuery({ range: [0, 0], filter, sort: ['id', 'DESC'] })}`, { token });
        expect(res.status, many).toBe(200);
        return res.body[0];
      };
      // an update that echoes the record read, then a delete, through the REST surface
      for (const [many, token, filter] of [
        ['carriers', sys, {}],
        ['appointments', dispatcher, {}],
        ['payloads', dispatcher, {}],
        // one not yet dispatched: a mission at Dispatched or later is not deleted
        ['missions', dispatcher, { missionStage: 0 }],
      ] as const) {
        const record = await firstOf(many, token, filter);
        expect(record, many).toBeDefined();
        const put = await restApi.call('PUT', `/${many}/${record.id}`, { token, body: record });
        expect(put.status, `PUT ${many}: ${JSON.stringify(put.body)}`).toBe(200);
        const gone = await restApi.call('DELETE', `/${many}/${record.id}`, { token: many === 'payloads' ? sys : token });
        expect([200, 409], `DELETE ${many}: ${JSON.stringify(gone.body)}`).toContain(gone.status);
        if (gone.status === 409) {
          // in use (the carrier's visits and appointments): a carrier of its own is made and deleted instead
          expect(many).toBe('carriers');
          const made = await restApi.call('POST', `/${many}`, {
            token,
            body: { ...record, id: undefined, name: `${record.name} 2`, scac: 'ZZZ' },
          });
          expect(made.status, JSON.stringify(made.body)).toBe(200);
          expect((await restApi.call('DELETE', `/${many}/${made.body.id}`, { token })).status).toBe(200);
        }
      }
      // a carrier of its own, deleted through /api/Fleet
      const carrier = await api.call('POST', '/Carrier', { token: sys, body: { companyId: 1, name: 'Contract Carrier', scac: 'ZZCT' } });
      expect(carrier.status, JSON.stringify(carrier.body)).toBe(200);
      expect((await api.call('DELETE', `/Carrier/${carrier.body.data.id}`, { token: sys })).status).toBe(200);
      // a webhook, read by its id (an address literal: no name to resolve)
      const admin2 = (await api.login('siteadmin')).token;
      const hook = await api.call('POST', '/Webhook', {
        token: admin2,
        body: { url: 'https://8.8.8.8/yard', events: ['gate.checked_in'] },
      });
      expect(hook.status, JSON.stringify(hook.body)).toBe(200);
      expect((await api.call('GET', `/Webhook/${hook.body.data.id}`, { token: admin2 })).status).toBe(200);
      // a lookup group of its own, then gone
      const group = await api.call('POST', '/LookupGroup', { token: sys, body: { id: 9001, description: 'Contract Test Group' } });
      expect(group.status, JSON.stringify(group.body)).toBe(200);
      expect((await api.call('DELETE', '/LookupGroup/9001', { token: sys })).status).toBe(200);
      // each screen's saved filter set
      const me = (await api.login('dispatcher')).userId;
      for (const screen of ['AppointmentsFilters', 'GateVisitsFilters', 'YardChecksFilters'])
        expect((await api.call('POST', `/User/${screen}`, { token: dispatcher, body: { userId: me, filters: [] } })).status, screen).toBe(
          200,
        );
      const admin = await api.login('siteadmin');
      expect(
        (await api.call('POST', '/User/SecurityEventFilters', { token: admin.token, body: { userId: admin.userId, filters: [] } })).status,
      ).toBe(200);
    });
  });
