// Issue 12 point 2: GET /healthz (liveness) and GET /readyz (readiness: the database answers and
// every table of the schemas is there; 503 otherwise and while shutting down), both public.
import { sql } from 'kysely';
import type { Express } from 'express';
import { describe, expect, it } from 'vitest';
import { createApp } from '../../server/app.js';
import { markDraining } from '../../server/http/health.js';
import { useTestApp } from '../helpers/suite.js';
import { DIALECTS } from '../helpers/testApp.js';

const get = async (base: string, path: string) => {
  const res = await fetch(`${base}${path}`);
  return { status: res.status, body: await res.json(), cache: res.headers.get('cache-control') };
};

/** Polls until `path` answers `status` (readiness keeps its answer a second). */
async function until(base: string, path: string, status: number) {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const r = await get(base, path);
    if (r.status === status) return r;
    if (Date.now() > deadline) throw new Error(`${path} still answers ${r.status}: ${JSON.stringify(r.body)}`);
    await new Promise((done) => setTimeout(done, 100));
  }
}

for (const dialect of DIALECTS) {
  describe(`health on ${dialect}`, () => {
    const suite = useTestApp(dialect, { seed: false });

    it('answers liveness and readiness without a session, never cached', async () => {
      expect(await get(suite.app.baseUrl, '/healthz')).toEqual({ status: 200, body: { status: 'ok' }, cache: 'no-store' });
      expect(await get(suite.app.baseUrl, '/readyz')).toEqual({ status: 200, body: { status: 'ready' }, cache: 'no-store' });
    });

    it('answers readiness 503 while a table of the schemas is missing, and 200 again once it is back', async () => {
      const db = suite.app.ctx.db;
      await sql`alter table password_reset_token rename to password_reset_token_gone`.execute(db);
      try {
        const down = await until(suite.app.baseUrl, '/readyz', 503);
        expect(down.body).toEqual({ status: 'unavailable', reason: 'the database is unavailable or not migrated' });
        // liveness does not depend on the database
        expect((await get(suite.app.baseUrl, '/healthz')).status).toBe(200);
      } finally {
        await sql`alter table password_reset_token_gone rename to password_reset_token`.execute(db);
      }
      await until(suite.app.baseUrl, '/readyz', 200);
    });

    it('answers readiness 503 once the app is draining, liveness still 200', async () => {
      const app = createApp(suite.app.ctx, '/nonexistent') as Express;
      const server = app.listen(0, '127.0.0.1');
      await new Promise((done) => server.once('listening', done));
      const address = server.address();
      const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
      try {
        expect((await get(base, '/readyz')).status).toBe(200);
        markDraining(app);
        expect(await get(base, '/readyz')).toMatchObject({ status: 503, body: { status: 'unavailable', reason: 'shutting down' } });
        expect((await get(base, '/healthz')).status).toBe(200);
      } finally {
        await new Promise((done) => server.close(done));
      }
    });

    it('answers a burst of readiness probes from one check', async () => {
      const before = Date.now();
      const answers = await Promise.all(Array.from({ length: 40 }, () => get(suite.app.baseUrl, '/readyz')));
      expect(answers.every((a) => a.status === 200)).toBe(true);
      expect(Date.now() - before).toBeLessThan(10_000);
    });
  });
}
