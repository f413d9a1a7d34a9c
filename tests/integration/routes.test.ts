// The route table: every route has an explicit access rule, nothing is mounted around it, and
// no malformed input anywhere yields a 500.
import { beforeAll, describe, expect, it } from 'vitest';
import { LookupGroup } from '../../schemas/enums.js';
import { companyBody, demoIds, locationBody, lookupBody, securityParameterBody, siteBody, userBody } from '../helpers/maintenance.js';
import { useTestApp } from '../helpers/suite.js';
import { DIALECTS, type TestApp } from '../helpers/testApp.js';
import { sampleRecords } from '../helpers/sampleRecords.js';
import { createApp } from '../../server/app.js';
import type { RouteDef } from '../../server/http/route.js';
import { accessText, routeMap } from '../../server/http/routeMap.js';
import { repoOf, type Rec } from '../helpers/db.js';

/** Where a sub-router is mounted, read back from the regular expression Express keeps. */
function mountPath(layer: any): string | undefined {
  const matches = (p: string) => layer.matchers?.[0]?.(p) || layer.regexp?.test?.(p);
  // the service router at /api (the description) matches /api/Fleet too, and only it any other /api path
  if (matches('/api/openapi.json')) return '/api';
  for (const p of ['/api/Fleet', '/api/rest']) if (matches(p)) return p;
  return undefined;
}

function mountedRoutes(app: any): string[] {
  const out: string[] = [];
  const walk = (stack: any[], prefix: string) => {
    for (const layer of stack) {
      if (layer.route) for (const m of Object.keys(layer.route.methods)) out.push(`${m.toUpperCase()} ${prefix}${layer.route.path}`);
      // the API's routes, in the radix tree of their base (server/http/route.ts)
      else if (layer.handle?.routeTable) for (const r of layer.handle.routeTable.routes) out.push(`${r.method} ${prefix}${r.path}`);
      else if (layer.handle?.stack) walk(layer.handle.stack, mountPath(layer) ?? prefix);
    }
  };
  walk(app.router.stack, '');
  return out;
}

// Values past what a column holds, NUL characters and 0 for references (issue 7's fuzzing finds).
const BAD_VALUES: unknown[] = [
  null,
  'x',
  -1,
  0,
  2 ** 31,
  1e308,
  -(2 ** 31) - 1,
  [],
  [2 ** 31],
  { $gt: '' },
  'a'.repeat(5000),
  'a\u0000b',
  '0',
];
const EDGE_VALUES: unknown[] = [2 ** 31, 1e308, -(2 ** 31) - 1, 'a\u0000b', 0, '2026-02-30'];

/**
 * A valid save body per entity with calls, each call a fresh one (unique names): by hand for the
 * maintenance entities, made from the schema (helpers/sampleRecords.ts, at Chicago) for any other.
 */
async function validBodies(app: TestApp, sysToken: string): Promise<Record<string, () => Rec>> {
  const ctx = app.ctx;
  const ids = await demoIds(ctx);
  const policy = (await repoOf(ctx).findMany(ctx.db, 'securityParameter'))[0].id;
  const bodies: Record<string, () => Rec> = {
    company: () => companyBody(policy),
    site: () => siteBody(ids.company.glf),
    location: () => locationBody(ids.site.CHI, ids.lookup(ids.company.glf, 'LocationType', 'Dock Door')),
    lookup: () => lookupBody(LookupGroup.AssetType, { companyId: ids.company.glf }),
    securityParameter: () => securityParameterBody(),
    user: () => userBody(ids.company.glf, { siteAccess: [ids.site.CHI] }),
  };
  const samples = sampleRecords(app, sysToken);
  for (const e of ctx.registry.entities.values()) {
    if (e.internal || !(e.fleet || e.rest) || bodies[e.id]) continue;
    const body = await samples.body(e.id, { companyId: ids.company.glf, siteId: ids.site.CHI });
    bodies[e.id] = () => ({ ...body });
  }
  return bodies;
}

const BAD_QUERIES = [
  'sort=x&range=[a]&filter={',
  'sort=["passwordHash","ASC"]',
  'sort=["id","SIDEWAYS"]',
  'range=[5,1]',
  'range=[0,99999999]',
  'filter={"passwordHash":"x"}',
  'filter={"id":{"$gt":1}}',
  'filter=[]',
  'sort[]=a&sort[]=b',
  'filter={"id":2147483648}',
  'filter={"id":[2147483648]}',
  'filter={"sort":9007199254740991}',
  'filter={"updateDate":"0"}',
  'filter={"updateDate":"2026-02-30T00:00:00Z"}',
  'filter={"isActive":1e308}',
  'filter={"name":"a%00b"}',
];
const BAD_PARAMS = ['abc', '1.5', '99999999999', '-1', '0', '%00', '..%2F..%2Fetc', '1e3', ' 1'];

for (const dialect of DIALECTS) {
  describe(`route table on ${dialect}`, () => {
    const suite = useTestApp(dialect);
    let routes: RouteDef[];
    beforeAll(() => {
      routes = createApp(suite.app.ctx).routes;
    });

    it('when the app is built, then every mounted /api/Fleet route is declared with an explicit access rule', () => {
      const app2 = createApp(suite.app.ctx);
      const declared = (app2.routes as RouteDef[]).map((r) => `${r.method.toUpperCase()} ${r.base}${r.path}`).sort();
      const mounted = mountedRoutes(app2).filter((r) => r.includes(' /api/'));
      expect(mounted.sort()).toEqual(declared);
      expect(mounted.length).toBeGreaterThan(60);
      for (const r of app2.routes as RouteDef[]) {
        const ok = 'public' in r.access ? r.access.public === true : r.access.roles === 'any' || r.access.roles.length > 0;
        expect(ok, `${r.method} ${r.path}`).toBe(true);
      }
    });

    it('when the route map is built (npm run routes), then its /api routes are those the app mounts, with their access rules', () => {
      const mounted = routes.map(
        (r) => `${r.method.toUpperCase()} ${r.base}${r.path.replace(/:(\w+)/g, '{$1}')} | ${accessText(r.access)}`,
      );
      const mapped = routeMap(suite.app.ctx)
        .filter((r) => r.path.startsWith('/api/'))
        .map((r) => `${r.method} ${r.path} | ${r.access}`);
      expect(mapped.sort()).toEqual(mounted.sort());
    });

    it('when any route gets malformed parameters, queries or bodies, with or without a session, then it never answers 500', async () => {
      const failures: string[] = [];
      const calls: (() => Promise<void>)[] = [];
      // One session for the whole sweep (a login a route was a tenth of the file's time); it must
      // still hold at the end, so that every call with it was answered as the System Administrator.
      const { token, userId } = await suite.api.login('sysadmin');
      const valid = await validBodies(suite.app, token);
      for (const r of routes) {
        const schema = r.body ? suite.app.ctx.registry.schemas.get(r.body) : undefined;
        const entity = [...suite.app.ctx.registry.entities.values()].find(
          (e) =>
            (r.base === '/api/rest' && r.path.startsWith(`/${e.rest}`)) ||
            (r.base === '/api/Fleet' && e.fleet && r.path === `/${e.fleet.one}`),
        );
        const props = Object.keys(schema?.properties ?? entity?.schema.properties ?? { field: {} });
        // A save that is valid but for one field: out-of-range values must be refused, not reach the database.
        const base = entity && r.method !== 'get' && r.method !== 'delete' ? valid[entity.id] : undefined;
        const oneBadField = base ? props.flatMap((p) => EDGE_VALUES.map((v) => ({ body: { ...base(), [p]: v } }))) : [];
        const anonymous = [{ raw: '{' }, { raw: 'null' }, { raw: '[]' }, { raw: '"text"' }, { raw: '12' }, { body: {} }];
        const withSession = [
          ...anonymous,
          ...props.flatMap((p) => BAD_VALUES.map((v) => ({ body: { [p]: v } }))),
          { body: Object.fromEntries(props.map((p) => [p, 'x'.repeat(300)])) },
          ...oneBadField,
        ];
        // Bad parameters and queries with an empty body; bad bodies on a well-formed path.
        const badPaths = (r.params?.length ? BAD_PARAMS.map((v) => r.path.replace(/:(\w+)/g, v)) : []).concat(
          r.method === 'get' && !r.params?.length ? BAD_QUERIES.map((q) => `${r.path}?${q}`) : [],
        );
        const goodPath = r.path.replace(/:(\w+)/g, '1');
        const bodyless = r.method === 'get' || r.method === 'delete';
        const plan: [string, string | undefined, { raw?: string; body?: unknown }][] = [];
        for (const path of badPaths) for (const t of [undefined, token]) plan.push([path, t, {}]);
        for (const b of bodyless ? [{}] : anonymous) plan.push([goodPath, undefined, b]);
        for (const b of bodyless ? [{}] : withSession) plan.push([goodPath, token, b]);
        for (const [path, t, b] of plan) {
          if (r.path === '/UserSession' && t) continue; // would end the sweep's own session
          if (r.path === '/Events' && t) continue; // the live stream stays open; liveEvents.test.ts checks its input
          if (r.method === 'delete' && t && !badPaths.includes(path)) continue; // a real delete would change the data set
          calls.push(async () => {
            const res = await suite.api.call(r.method.toUpperCase(), path, { ...b, token: t, base: r.base });
            if (res.status >= 500) failures.push(`${r.method} ${r.base}${path} ${JSON.stringify(b).slice(0, 80)} → ${res.status}`);
          });
        }
      }
      // Sixteen at a time, like a busy client would.
      for (let i = 0; i < calls.length; i += 16) await Promise.all(calls.slice(i, i + 16).map((c) => c()));
      expect(failures).toEqual([]);
      expect(calls.length).toBeGreaterThan(1000);
      expect((await suite.api.call('GET', `/User/${userId}`, { token })).status).toBe(200);
    }, 180_000);

    it('when a body sets fields the caller may not set, then it is refused and nothing changes', async () => {
      const { token, userId } = await suite.api.login('driver');
      const r = await suite.api.call('POST', '/User/Settings', { token, body: { userId, settings: '{}', passwordHash: 'x' } });
      expect(r.status).toBe(400);
      expect(r.body.error.details[0].field).toBe('passwordHash');
      const other = await suite.api.login('driver2');
      const foreign = await suite.api.call('POST', '/User/DarkMode', { token, body: { userId: other.userId, isDarkMode: true } });
      expect(foreign.status).toBe(404);
      const after = await repoOf(suite.app.ctx).findById(suite.app.ctx.db, 'user', other.userId);
      expect(after?.isDarkMode).toBe(false);
      const own = await suite.api.call('POST', '/User/DarkMode', { token, body: { userId, isDarkMode: true } });
      expect(own.body.data.isSuccessful).toBe(true);
      expect((await suite.api.call('GET', `/User/${userId}`, { token })).body.data.isDarkMode).toBe(true);
    });

    it('when a user of one company asks for another company record, then 404', async () => {
      const { token } = await suite.api.login('siteadmin2');
      const mine = await suite.api.call('GET', `/User/${(await suite.api.authenticate('siteadmin2')).user.id}`, { token });
      const other = (await suite.api.authenticate('siteadmin')).user;
      expect((await suite.api.call('GET', `/Company/${mine.body.data.priCompanyId}`, { token })).status).toBe(200);
      expect((await suite.api.call('GET', `/Company/${other.priCompanyId}`, { token })).status).toBe(404);
      expect((await suite.api.call('GET', `/User/${other.id}`, { token })).status).toBe(404);
      expect((await suite.api.call('GET', `/User/Filters/${other.id}`, { token })).status).toBe(404);
      expect((await suite.api.call('GET', `/SecurityParameter/${other.priCompanyId}/101`, { token })).status).toBe(404);
    });
  });
}
