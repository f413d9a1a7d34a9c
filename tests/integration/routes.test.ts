// The route table: every route has an explicit access rule, nothing is mounted around it, and
// no malformed input anywhere yields a 500.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fleet } from '../helpers/api.js';
import { createTestDatabase, DIALECTS, startTestApp, type TestApp, type TestDatabase } from '../helpers/testApp.js';
import { createApp } from '../../server/app.js';
import type { RouteDef } from '../../server/http/route.js';

/** Where a sub-router is mounted, read back from the regular expression Express keeps. */
function mountPath(layer: any): string | undefined {
  for (const p of ['/api/Fleet', '/api/rest']) if (layer.matchers?.[0]?.(p) || layer.regexp?.test?.(p)) return p;
  return undefined;
}

function mountedRoutes(app: any): string[] {
  const out: string[] = [];
  const walk = (stack: any[], prefix: string) => {
    for (const layer of stack) {
      if (layer.route) for (const m of Object.keys(layer.route.methods)) out.push(`${m.toUpperCase()} ${prefix}${layer.route.path}`);
      else if (layer.handle?.stack) walk(layer.handle.stack, mountPath(layer) ?? prefix);
    }
  };
  walk(app.router.stack, '');
  return out;
}

const BAD_VALUES: unknown[] = [null, 'x', '', -1, 0, 1e308, true, [], {}, ['a'], { $gt: '' }, 'a'.repeat(5000), "' or 1=1 --"];
const BAD_PARAMS = ['abc', '1.5', '99999999999', '-1', '0', '%00', '..%2F..%2Fetc', '1e3', ' 1'];

for (const dialect of DIALECTS) {
  describe(`route table on ${dialect}`, () => {
    let db: TestDatabase;
    let app: TestApp;
    let api: ReturnType<typeof fleet>;
    let routes: RouteDef[];
    beforeAll(async () => {
      db = await createTestDatabase(dialect);
      app = await startTestApp(db);
      api = fleet(app);
      routes = createApp(app.ctx).routes;
    });
    afterAll(async () => {
      await app.close();
      await db.drop();
    });

    it('when the app is built, then every mounted /api/Fleet route is declared with an explicit access rule', () => {
      const app2 = createApp(app.ctx);
      const declared = (app2.routes as RouteDef[]).map((r) => `${r.method.toUpperCase()} ${r.path}`).sort();
      const mounted = mountedRoutes(app2).filter((r) => r.includes(' /api/'));
      expect(mounted.map((r) => r.replace(/ \/api\/(Fleet|rest)/, ' ')).sort()).toEqual(declared);
      expect(mounted.length).toBeGreaterThan(60);
      for (const r of app2.routes as RouteDef[]) {
        const ok = 'public' in r.access ? r.access.public === true : r.access.roles === 'any' || r.access.roles.length > 0;
        expect(ok, `${r.method} ${r.path}`).toBe(true);
      }
    });

    it('when any route gets malformed parameters or bodies, with or without a session, then it never answers 500', async () => {
      const failures: string[] = [];
      for (const r of routes) {
        const { token } = await api.login('sysadmin');
        const schema = r.body ? app.ctx.registry.schemas.get(r.body) : undefined;
        const props = Object.keys(schema?.properties ?? { field: {} });
        const bodies: { raw?: string; body?: unknown }[] = [
          { raw: '{' },
          { raw: 'null' },
          { raw: '[]' },
          { raw: '"text"' },
          { raw: '12' },
          { body: {} },
          ...props.flatMap((p) => BAD_VALUES.map((v) => ({ body: { [p]: v } }))),
          { body: Object.fromEntries(props.map((p) => [p, 'x'.repeat(300)])) },
          { body: { extra: 1, __proto__: { polluted: true }, constructor: { prototype: { x: 1 } } } },
        ];
        const paths = r.params?.length ? BAD_PARAMS.map((v) => r.path.replace(/:(\w+)/g, v)) : [r.path];
        for (const path of paths) {
          for (const b of r.method === 'get' || r.method === 'delete' ? [{}] : bodies) {
            for (const t of [undefined, token]) {
              if (r.path === '/UserSession' && t) continue; // would end the sweep's own session
              const res = await api.call(r.method.toUpperCase(), path, { ...b, token: t });
              if (res.status >= 500) failures.push(`${r.method} ${path} ${JSON.stringify(b).slice(0, 80)} → ${res.status}`);
            }
          }
        }
      }
      expect(failures).toEqual([]);
    });

    it('when a body sets fields the caller may not set, then it is refused and nothing changes', async () => {
      const { token, userId } = await api.login('driver');
      const r = await api.call('POST', '/User/Settings', { token, body: { userId, settings: '{}', passwordHash: 'x' } });
      expect(r.status).toBe(400);
      expect(r.body.error.details[0].field).toBe('passwordHash');
      const other = await api.login('driver2');
      const foreign = await api.call('POST', '/User/DarkMode', { token, body: { userId: other.userId, isDarkMode: true } });
      expect(foreign.status).toBe(404);
      const after = await app.ctx.repo.findById(app.ctx.db, 'user', other.userId);
      expect(after?.isDarkMode).toBe(false);
      const own = await api.call('POST', '/User/DarkMode', { token, body: { userId, isDarkMode: true } });
      expect(own.body.data.isSuccessful).toBe(true);
      expect((await api.call('GET', `/User/${userId}`, { token })).body.data.isDarkMode).toBe(true);
    });

    it('when a user of one company asks for another company record, then 404', async () => {
      const { token } = await api.login('siteadmin2');
      const mine = await api.call('GET', `/User/${(await api.authenticate('siteadmin2')).user.id}`, { token });
      const other = (await api.authenticate('siteadmin')).user;
      expect((await api.call('GET', `/Company/${mine.body.data.priCompanyId}`, { token })).status).toBe(200);
      expect((await api.call('GET', `/Company/${other.priCompanyId}`, { token })).status).toBe(404);
      expect((await api.call('GET', `/User/${other.id}`, { token })).status).toBe(404);
      expect((await api.call('GET', `/User/Filters/${other.id}`, { token })).status).toBe(404);
      expect((await api.call('GET', `/SecurityParameter/${other.priCompanyId}/101`, { token })).status).toBe(404);
    });
  });
}
