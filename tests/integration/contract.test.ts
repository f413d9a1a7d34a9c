// The API's description as the running app serves it (GET /api/openapi.json, /api/docs), and the
// calls the other files leave out of the contract test: every integration file checks each answer
// against the description (server/http/openapi/contract.ts); the run's teardown asks that every
// route answered somewhere (answersCoverage.ts). The description needs no database: SQLite only.
import { describe, expect, it } from 'vitest';
import { apiDescription, loadRouteSources } from '../../server/http/routeMap.js';
import { useTestApp } from '../helpers/suite.js';

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
