// Issue 12 point 5: security headers (helmet) on every answer — a Content-Security-Policy that
// allows this origin only (no inline script), frame-ancestors 'none', nosniff, a referrer policy —
// and Strict-Transport-Security only when HSTS_MAX_AGE opts in. (The browser tests check that the
// built admin runs under this policy with no violation: tests/browser/pages.ts.)
import { describe, expect, it } from 'vitest';
import { createApp } from '../../server/app.js';
import { webConfigFrom } from '../../server/http/securityHeaders.js';
import { useTestApp } from '../helpers/suite.js';

const directives = (csp: string | null) =>
  Object.fromEntries(
    (csp ?? '')
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((d) => d[0])
      .map(([name, ...values]) => [name, values]),
  );

describe('security headers on sqlite', () => {
  const suite = useTestApp('sqlite', { seed: false });

  it('sends the policy, nosniff, the referrer policy and no HSTS on the API, the probes and a 404 alike', async () => {
    for (const path of ['/healthz', '/api/Fleet/Schemas', '/api/nowhere']) {
      const res = await fetch(`${suite.app.baseUrl}${path}`);
      const csp = directives(res.headers.get('content-security-policy'));
      expect(csp['default-src'], path).toEqual(["'self'"]);
      expect(csp['script-src']).toEqual(["'self'"]);
      expect(csp['frame-ancestors']).toEqual(["'none'"]);
      expect(csp['object-src']).toEqual(["'none'"]);
      expect(csp['connect-src']).toEqual(["'self'"]);
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('referrer-policy')).toBe('same-origin');
      expect(res.headers.get('x-frame-options')).toBe('DENY');
      expect(res.headers.get('strict-transport-security')).toBeNull();
      expect(res.headers.get('x-powered-by')).toBeNull();
    }
  });

  it('sends Strict-Transport-Security when HSTS_MAX_AGE is set, and refuses a value that is not seconds', async () => {
    const app = createApp(suite.app.ctx, '/nonexistent', webConfigFrom({ HSTS_MAX_AGE: '31536000' }));
    const server = app.listen(0, '127.0.0.1');
    await new Promise((done) => server.once('listening', done));
    try {
      const address = server.address();
      const res = await fetch(`http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/healthz`);
      expect(res.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
    } finally {
      await new Promise((done) => server.close(done));
    }
    expect(webConfigFrom({})).toEqual({ hstsMaxAge: 0 });
    expect(() => webConfigFrom({ HSTS_MAX_AGE: 'a year' })).toThrow('HSTS_MAX_AGE must be a number of seconds');
  });
});
