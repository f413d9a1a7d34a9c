// The tenancy matrix: every maintenance, asset, mission and payload route (the /api/Fleet
// maintenance calls, the generated /api/rest routes, the filtered asset list, history and export
// calls, the mission calls: board, history, stages, priorities, notes, drivers' lists, and the
// payload calls: save, most recent, Search Contents, history and their exports), called by a
// foreign Company Administrator, a Dispatch Manager, a Driver and an anonymous caller, answers the
// refusal the schemas and the spec give — 401 without a session, 403 for a role outside x-access
// (create and delete may be narrower than write), 404 for another tenant's ids in the path, the
// filter or the body (lists: nothing of another tenant, the same answer as for an id that never
// existed) — and the database is unchanged afterwards. The cases and the rows they name derive
// from the schemas: an entity with no hand-written targets gets records made by the test
// (helpers/sampleRecords.ts) and the generic cases of its calls, so a new entity is covered by the
// matrix, not broken by it — the second run of each dialect adds tests/fixtures/dockAppointment.
import { resolve } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { ALL, FilterOption, LookupGroup, UserType } from '../../schemas/enums.js';
import { createApp } from '../../server/app.js';
import type { RouteDef } from '../../server/http/route.js';
import type { EntityDef } from '../../server/engine/registry.js';
import { exportableColumns } from '../../server/engine/csvExport.js';
import { type ApiResponse, type fleet } from '../helpers/api.js';
import { assetBody, assetFilter, csvRecords } from '../helpers/assets.js';
import { demoIds, type DemoIds, locationBody, rest, restQuery, siteBody, lookupBody, snapshot, userBody } from '../helpers/maintenance.js';
import { missionBody, missionFilter, missionsVisibleTo } from '../helpers/missions.js';
import { allPayloads, currentOf, payloadBody, payloadFilter, payloadsVisibleTo } from '../helpers/payloads.js';
import { useTestApp } from '../helpers/suite.js';
import { type Dialect, DIALECTS, type TestApp } from '../helpers/testApp.js';
import { repoOf, type Rec } from '../helpers/db.js';
import { isSiteBound, type Place, sampleRecords, tenantOf } from '../helpers/sampleRecords.js';
import { schemasWith } from '../helpers/schemaCopy.js';

/** An id no record has. */
const NONE = 2_000_000_000;
const ADMINS = [UserType.SysAdmin, UserType.SiteAdmin];
const ANY = 'any' as const;
/** The global entities whose record the matrix names by hand (matrixCases: globalIds). */
const GLOBAL_BY_HAND = { lookupGroup: true, securityParameter: true };

type EntityId =
  | 'company'
  | 'site'
  | 'location'
  | 'lookup'
  | 'user'
  | 'lookupGroup'
  | 'securityParameter'
  | 'asset'
  | 'mission'
  | 'payload'
  | 'securityEvent';

/**
 * Ids of records the actor must not reach, and of records it owns (for mixed requests): hand-picked
 * demo records for the entities named here, records made by the test for any other entity.
 */
interface Targets {
  [entity: string]: number;
  company: number;
  user: number;
  site: number;
  location: number;
  lookup: number;
  asset: number;
  mission: number;
  /** The current payload of a payload-tracking asset (payloads are reached through their asset). */
  payload: number;
}

interface Actor {
  name: 'siteadmin2' | 'dispatcher' | 'driver' | 'anonymous';
  type: number | null;
  token?: string;
  companyId: number;
  foreign: Targets;
  own: Targets;
  /** Ids the actor may see, per entity, computed from the data (not from server/access). */
  reach: Record<string, Set<number>>;
  /** Per entity with records made by the test: a valid body of a new record at the actor's foreign place. */
  fresh: Record<string, Rec>;
}

interface Req {
  path: string;
  body?: unknown;
  /** The same request naming ids that never existed: a foreign id must get the same answer. */
  absent?: { path: string; body?: unknown };
  /** This request's own kind, where it differs from its case's (a list call naming a foreign company is refused). */
  kind?: 'refuse' | 'list';
  /** This request's own roles, where they differ from its case's (a save that creates: x-access create). */
  roles?: number[];
}

/**
 * refuse: allowed roles get 404. list: allowed roles get 200 with nothing out of reach.
 * open: global records, allowed roles get 200. public: everyone gets 200.
 */
interface Case {
  kind: 'refuse' | 'list' | 'open' | 'public';
  roles: number[] | typeof ANY;
  entity?: string;
  requests(a: Actor): Req[] | Promise<Req[]>;
  /** Why an actor has no request here (nothing in the body can name another tenant). */
  none?: Partial<Record<Actor['name'], string>>;
  /** The records a 'list' answer to a request lists, each with the id of a record of `entity` (default: the JSON list). */
  rows?: (res: ApiResponse, q: Req) => Rec[];
}

/** The roles of x-access; create and delete default to write (docs/SCHEMAS.md). */
const roleIds = (e: EntityDef, what: 'read' | 'write' | 'create' | 'delete') =>
  (
    (e.schema['x-access']?.[what] ?? (what === 'create' || what === 'delete' ? e.schema['x-access']?.write : undefined) ?? []) as string[]
  ).map((n) => (UserType as Record<string, number>)[n]);

/** A run of the suite: the real schemas, or a copy of them with entities added. */
interface Variant {
  schemasDir?: string;
  /** The entities the copy adds: the matrix must have called their routes (their generated cases, their made records). */
  added?: string[];
}

function tenancySuite(title: string, dialect: Dialect, variant: Variant) {
  describe(title, () => {
    const suite = useTestApp(dialect, { schemasDir: variant.schemasDir });
    let app: TestApp;
    let api: ReturnType<typeof fleet>;
    let restApi: ReturnType<typeof rest>;
    let ids: DemoIds;
    let sysToken: string;

    /** The record as SysAdmin reads it (read once): a valid body to echo back. */
    const records = new Map<string, Promise<Rec>>();
    const record = async (entity: string, id: number): Promise<Rec> => {
      const key = `${entity} ${id}`;
      if (!records.has(key)) {
        const e = app.ctx.registry.entity(entity);
        records.set(
          key,
          (e.rest
            ? restApi.call('GET', `/${e.rest}/${id}`, { token: sysToken })
            : api.call('GET', `/${e.fleet!.one}/${id}`, { token: sysToken })
          ).then((r) => {
            if (r.status !== 200) throw new Error(`no ${entity} ${id}`);
            return e.rest ? r.body : r.body.data;
          }),
        );
      }
      return { ...(await records.get(key)!) };
    };

    async function reachOf(login: string): Promise<Actor['reach']> {
      const repo = repoOf(app.ctx);
      const db = app.ctx.db;
      const user = (await repo.findMany(db, 'user', { where: [{ prop: 'loginName', op: 'eq', value: login }] }))[0];
      const reach = await handPickedReach(user);
      // Any other entity: by its x-tenant as docs/SCHEMAS.md "Tenancy" tells it, over the reach above.
      for (const e of app.ctx.registry.entities.values()) {
        if (e.internal || e.auditOf || e.viewOf || reach[e.id] || !(e.fleet || e.rest || e.filters)) continue;
        const t = tenantOf(e);
        // a Company Administrator is bound by the company alone where there is a company part
        const bySites = !(user.type === UserType.SiteAdmin && t.company);
        const rows = (await repo.findMany(db, e.id)).filter(
          (r) =>
            (!t.company || r[t.company] === user.priCompanyId) &&
            (!t.user || r[t.user] === user.id) &&
            (!bySites || !t.site || reach.site.has(r[t.site])) &&
            (!bySites || !t.through || t.through.some((p) => reach[e.byName.get(p)!.ref!.entity!]?.has(r[p]))) &&
            (!bySites || !t.members || (r[t.members] as number[]).some((s) => reach.site.has(s))),
        );
        reach[e.id] = new Set(rows.map((r) => r[e.primary.name] as number));
      }
      return reach;
    }

    /** What the user reaches of the entities the matrix names by hand (reachOf adds the others). */
    async function handPickedReach(user: Rec): Promise<Actor['reach']> {
      const repo = repoOf(app.ctx);
      const db = app.ctx.db;
      const login = user.loginName as string;
      const admin = user.type === UserType.SiteAdmin;
      const company = user.priCompanyId;
      const sites = (await repo.findMany(db, 'site', { where: [{ prop: 'companyId', op: 'eq', value: company }] })).filter(
        (s) => admin || (s.isActive && user.siteAccess.includes(s.id)),
      );
      const siteIds = sites.map((s) => s.id);
      const ofAll = async (entity: string) => new Set<number>((await repo.findMany(db, entity)).map((r) => r.id));
      // Assets: of the company, and for a Dispatch Manager or a Driver granted to one of its sites.
      const assets = (await repo.findMany(db, 'asset', { where: [{ prop: 'priCompanyId', op: 'eq', value: company }] })).filter(
        (a) => admin || (a.siteAccess as number[]).some((s) => siteIds.includes(s)),
      );
      return {
        asset: new Set(assets.map((a) => a.id as number)),
        company: new Set([company]),
        site: new Set(siteIds),
        location: new Set(
          (await repo.findMany(db, 'location', { where: [{ prop: 'siteId', op: 'in', value: siteIds }] })).map((l) => l.id),
        ),
        lookup: new Set((await repo.findMany(db, 'lookup', { where: [{ prop: 'companyId', op: 'eq', value: company }] })).map((l) => l.id)),
        user: new Set((await repo.findMany(db, 'user', { where: [{ prop: 'priCompanyId', op: 'eq', value: company }] })).map((u) => u.id)),
        lookupGroup: await ofAll('lookupGroup'),
        securityParameter: await ofAll('securityParameter'),
        // Missions: of the company, and for a Dispatch Manager or a Driver with a location at one of its sites.
        mission: await missionsVisibleTo(app.ctx, login),
        // Payloads: those of the assets the user may see.
        payload: new Set((await payloadsVisibleTo(app.ctx, login)).map((p) => p.id as number)),
        // Security events: those of the company (readers are administrators).
        securityEvent: new Set(
          (await repo.findMany(db, 'securityEvent', { where: [{ prop: 'companyId', op: 'eq', value: company }] })).map(
            (e) => e.id as number,
          ),
        ),
      };
    }

    beforeAll(async () => {
      app = suite.app;
      api = suite.api;
      restApi = rest(app);
      ids = await demoIds(app.ctx);
      sysToken = (await api.login('sysadmin')).token;
    });

    /** The generic cases of every schema-generated route, keyed 'fleet|rest METHOD path'. */
    function generatedCases(globalId: Record<string, number>): Map<string, Case> {
      const out = new Map<string, Case>();
      const one = (path: string): Req[] => [{ path }];
      for (const e of app.ctx.registry.entities.values()) {
        if (e.internal || !(e.fleet || e.rest)) continue;
        const entity = e.id;
        const global = e.tenant === 'global';
        const read = roleIds(e, 'read');
        const remove = roleIds(e, 'delete');
        // a global entity's record is everyone's: the hand-picked one, or the one the test made
        const targetId = (a: Actor) => (global ? (globalId[entity] ?? a.foreign[entity]) : a.foreign[entity]);
        if (e.fleet) {
          const { one: o, many } = e.fleet;
          out.set(`fleet GET /${many}`, { kind: 'list', roles: read, entity, requests: () => one(`/${many}`) });
          out.set(`fleet GET /${o}/:id`, {
            kind: global ? 'open' : 'refuse',
            roles: read,
            entity,
            requests: (a) => one(`/${o}/${targetId(a)}`),
          });
          if (remove.length)
            out.set(`fleet DELETE /${o}/:id`, { kind: 'refuse', roles: remove, entity, requests: (a) => one(`/${o}/${targetId(a)}`) });
          // CSV import (x-import): who may both create and change; a dry run's rows are the caller's
          // own (a name of another tenant's is a row error, not a 404: csvImport.test.ts)
          if (e.import) {
            const roles = roleIds(e, 'create').filter((r) => roleIds(e, 'write').includes(r));
            const body = { csv: `${e.byName.get(e.display ?? e.primary.name)!.label}\r\nMatrix\r\n`, dryRun: true };
            for (const path of [`/${many}/Import`, `/${many}/Import/Stream`])
              out.set(`fleet POST ${path}`, { kind: 'open', roles, entity, requests: () => [{ path, body }] });
          }
        }
        if (e.rest) {
          const base = `/${e.rest}`;
          out.set(`rest GET ${base}`, { kind: 'list', roles: read, entity, requests: () => one(base) });
          out.set(`rest GET ${base}/:id`, {
            kind: global ? 'open' : 'refuse',
            roles: read,
            entity,
            requests: (a) => one(`${base}/${targetId(a)}`),
          });
          if (remove.length)
            out.set(`rest DELETE ${base}/:id`, { kind: 'refuse', roles: remove, entity, requests: (a) => one(`${base}/${targetId(a)}`) });
        }
      }
      // The history calls x-audit generates (issue 31; the asset's, declared, have cases of their
      // own below): the record's read roles; another tenant's record is a 404 like one that never
      // existed, the actor's own answers its rows. An export's rows are the list's selection
      // (filteredCalls.ts), so each of its lines is counted as a row of the record asked for.
      for (const e of app.ctx.registry.entities.values()) {
        const about = e.auditOf;
        if (!about || !e.filters?.list || about.entity === 'asset') continue;
        const entity = about.entity as EntityId;
        const roles = roleIds(app.ctx.registry.entity(entity), 'read');
        const body = (id: number) => ({ [about.key]: id });
        const globalRecord = app.ctx.registry.entity(entity).tenant === 'global';
        const requests = (path: string) => (a: Actor) =>
          globalRecord
            ? [{ path, body: body(globalId[entity as keyof typeof globalId]) }]
            : [
                { path, body: body(a.foreign[entity as keyof Targets]), absent: { path, body: body(NONE) }, kind: 'refuse' as const },
                { path, body: body(a.own[entity as keyof Targets]) },
              ];
        const kind = globalRecord ? 'open' : 'list';
        out.set(`fleet POST /${e.filters.list}`, {
          kind,
          roles,
          entity,
          requests: requests(`/${e.filters.list}`),
          rows: (res) => (res.body.data as Rec[]).map((h) => ({ id: h[about.key] })),
        });
        const call = e.filters.export?.call;
        for (const path of call ? [`/${call}`, `/${call}/Download`] : [])
          out.set(`fleet POST ${path}`, {
            kind,
            roles,
            entity,
            requests: requests(path),
            rows: (res, q) =>
              csvRecords(typeof res.body === 'string' ? res.body : res.body.data).map(() => ({ id: (q.body as Rec)[about.key] })),
          });
      }
      return out;
    }

    /** Generic cases from the schemas, then the calls with a shape of their own. */
    async function matrixCases(): Promise<Map<string, Case>> {
      const policyId = (
        await repoOf(app.ctx).findMany(app.ctx.db, 'securityParameter', { sort: [{ prop: 'id', order: 'ASC' }], range: [0, 0] })
      )[0].id as number;
      const globalIds: Record<string, number> = { lookupGroup: LookupGroup.LocationType, securityParameter: policyId };
      const out = generatedCases(globalIds);
      const entity = (id: string) => app.ctx.registry.entity(id);
      const set = (key: string, c: Case) => out.set(key, c);
      const filters = { userId: 0, filters: [] as unknown[] };
      const payloads = await allPayloads(app.ctx);
      /** The asset a payload belongs to: payloads are reached through it. */
      const assetOfPayload = (id: number) => payloads.find((p) => p.id === id)!.assetId as number;
      const foreignUser = (path: string, body: (a: Actor) => unknown): Case => ({
        kind: 'refuse',
        roles: ANY,
        requests: (a) => [{ path, body: body(a) }],
      });

      // /api/Fleet calls of a user's own (foundation and maintenance §7).
      set('fleet GET /User/Filters/:userId', {
        kind: 'refuse',
        roles: ANY,
        requests: (a) => [{ path: `/User/Filters/${a.foreign.user}` }],
      });
      set('fleet GET /User/:id', { kind: 'refuse', roles: ANY, requests: (a) => [{ path: `/User/${a.foreign.user}` }] });
      set('fleet GET /User/Companies/:id', {
        kind: 'refuse',
        roles: ANY,
        requests: (a) => [{ path: `/User/Companies/${a.foreign.user}` }],
      });
      set(
        'fleet POST /User/Settings',
        foreignUser('/User/Settings', (a) => ({ userId: a.foreign.user, settings: '{"startPage":"/x"}' })),
      );
      set(
        'fleet POST /User/DarkMode',
        foreignUser('/User/DarkMode', (a) => ({ userId: a.foreign.user, isDarkMode: true })),
      );
      for (const path of [
        '/User/Filters',
        '/User/AssetFilters',
        '/User/PayloadFilters',
        '/User/SecurityEventFilters',
        '/User/HistoryFilters',
      ]) {
        set(
          `fleet POST ${path}`,
          foreignUser(path, (a) => ({ ...filters, userId: a.foreign.user })),
        );
      }
      // The saved set of any other filter screen (x-filters.saved; a new entity's User/{screen}Filters).
      for (const saved of new Set([...app.ctx.registry.entities.values()].map((e) => e.filters?.saved))) {
        const path = `/${saved}`;
        if (saved && !out.has(`fleet POST ${path}`))
          set(
            `fleet POST ${path}`,
            foreignUser(path, (a) => ({ ...filters, userId: a.foreign.user })),
          );
      }
      set('fleet GET /Footer', { kind: 'public', roles: ANY, requests: () => [{ path: '/Footer' }] });
      set('fleet POST /Footer', {
        kind: 'refuse',
        roles: [UserType.SysAdmin],
        requests: () => [{ path: '/Footer', body: { footer: 'Changed by a matrix' } }],
      });
      set('fleet GET /SecurityParameter/:companyId/:userTypeId', {
        kind: 'refuse',
        roles: ANY,
        requests: (a) => [{ path: `/SecurityParameter/${a.foreign.company}/${UserType.Driver}` }],
      });

      // Lists with a shape of their own: nothing out of reach; a foreign id answers like a missing one.
      set('fleet POST /Users', {
        kind: 'list',
        roles: ADMINS,
        entity: 'user',
        requests: () => [{ path: '/Users', body: [UserType.SysAdmin, UserType.SiteAdmin, UserType.DispatchManager, UserType.Driver] }],
      });
      set('fleet GET /Sites/:companyId', {
        kind: 'list',
        roles: ANY,
        entity: 'site',
        requests: (a) => [{ path: `/Sites/${a.foreign.company}`, absent: { path: `/Sites/${NONE}` } }, { path: `/Sites/${a.companyId}` }],
      });
      set('fleet GET /Lookups/:group', {
        kind: 'list',
        roles: ANY,
        entity: 'lookup',
        requests: () => [{ path: `/Lookups/${LookupGroup.LocationType}` }],
      });
      set('fleet POST /Locations', {
        kind: 'list',
        roles: ANY,
        entity: 'location',
        requests: (a) => [
          { path: '/Locations', body: [a.foreign.site], absent: { path: '/Locations', body: [NONE] } },
          { path: '/Locations', body: [a.own.site, a.foreign.site] },
        ],
      });
      // the door schedule's day (issue 33): another company's site is not found; drivers read no appointments
      set('fleet POST /Appointments/Day', {
        kind: 'refuse',
        roles: [UserType.SysAdmin, UserType.SiteAdmin, UserType.DispatchManager],
        requests: (a) => [{ path: '/Appointments/Day', body: { siteId: a.foreign.site, day: '2026-11-30' } }],
      });
      // API keys (issue 34): another company's site is not a key's, another company's key is not found
      set('fleet POST /ApiKey', {
        kind: 'refuse',
        roles: [UserType.SiteAdmin],
        requests: (a) => [
          {
            path: '/ApiKey',
            body: {
              name: 'Matrix',
              userType: UserType.DispatchManager,
              siteAccess: [a.foreign.site],
              expiresAt: new Date(app.ctx.clock.now().getTime() + 30 * 24 * 3600_000).toISOString(),
            },
          },
        ],
      });
      set('fleet DELETE /ApiKey/:id', {
        kind: 'refuse',
        roles: ADMINS,
        requests: (a) => [{ path: `/ApiKey/${a.foreign.apiKey}`, absent: { path: `/ApiKey/${NONE}` } }],
      });
      // webhooks (issue 34): another company's subscription, its log and its deliveries are not found
      set('fleet POST /Webhook', {
        kind: 'open',
        roles: [UserType.SiteAdmin],
        requests: () => [],
        // the body names no other tenant: a subscription is always the caller company's (its roles: webhooks.test.ts)
        none: Object.fromEntries(['siteadmin2', 'dispatcher', 'driver', 'anonymous'].map((n) => [n, 'names no tenant'])),
      });
      set('fleet DELETE /Webhook/:id', {
        kind: 'refuse',
        roles: ADMINS,
        requests: (a) => [{ path: `/Webhook/${a.foreign.webhook}`, absent: { path: `/Webhook/${NONE}` } }],
      });
      set('fleet GET /Webhook/:id/Deliveries', {
        kind: 'refuse',
        roles: ADMINS,
        requests: (a) => [{ path: `/Webhook/${a.foreign.webhook}/Deliveries`, absent: { path: `/Webhook/${NONE}/Deliveries` } }],
      });
      set('fleet POST /Webhook/:id/Replay', {
        kind: 'refuse',
        roles: [UserType.SiteAdmin],
        requests: (a) => [
          {
            path: `/Webhook/${a.foreign.webhook}/Replay`,
            body: { deliveryId: 1 },
            absent: { path: `/Webhook/${NONE}/Replay`, body: { deliveryId: 1 } },
          },
        ],
      });
      // the yard check (issue 33): another company's (or, for a driver, another site's) check, site or
      // location is not found; only the site's people walk a check, and only its managers resolve one
      const checkers = [UserType.SiteAdmin, UserType.DispatchManager, UserType.Driver];
      set('fleet POST /YardCheck', {
        kind: 'refuse',
        roles: checkers,
        requests: (a) => [{ path: '/YardCheck', body: { siteId: a.foreign.site }, absent: { path: '/YardCheck', body: { siteId: NONE } } }],
      });
      set('fleet GET /YardCheck/:id/Rows', {
        kind: 'refuse',
        roles: [UserType.SysAdmin, ...checkers],
        requests: (a) => [{ path: `/YardCheck/${a.foreign.yardCheck}/Rows`, absent: { path: `/YardCheck/${NONE}/Rows` } }],
      });
      set('fleet POST /YardCheck/:id/Entry', {
        kind: 'refuse',
        roles: checkers,
        requests: (a) => [
          {
            path: `/YardCheck/${a.foreign.yardCheck}/Entry`,
            body: { locationId: a.foreign.location, empty: true },
            absent: { path: `/YardCheck/${NONE}/Entry`, body: { locationId: a.foreign.location, empty: true } },
          },
          { path: `/YardCheck/${a.own.yardCheck}/Entry`, body: { locationId: a.foreign.location, empty: true } },
        ],
      });
      set('fleet POST /YardCheck/:id/Close', {
        kind: 'refuse',
        roles: checkers,
        requests: (a) => [{ path: `/YardCheck/${a.foreign.yardCheck}/Close`, absent: { path: `/YardCheck/${NONE}/Close` } }],
      });
      set('fleet POST /YardCheck/:id/Resolve', {
        kind: 'refuse',
        roles: [UserType.SiteAdmin, UserType.DispatchManager],
        requests: (a) => [
          {
            path: `/YardCheck/${a.foreign.yardCheck}/Resolve`,
            body: { differenceId: 1, action: 'keep' },
            absent: { path: `/YardCheck/${NONE}/Resolve`, body: { differenceId: 1, action: 'keep' } },
          },
        ],
      });
      set('fleet POST /Location/SortOrder', {
        kind: 'refuse',
        roles: ADMINS,
        requests: (a) => [
          { path: '/Location/SortOrder', body: [{ Key: a.foreign.location, Value: 1 }] },
          {
            path: '/Location/SortOrder',
            body: [
              { Key: a.own.location, Value: 7 },
              { Key: a.foreign.location, Value: 1 },
            ],
          },
        ],
      });
      set('fleet POST /Lookup/SortOrder', {
        kind: 'refuse',
        roles: ADMINS,
        requests: (a) => [
          {
            path: '/Lookup/SortOrder',
            body: [
              { Key: a.own.lookup, Value: 5 },
              { Key: a.foreign.lookup, Value: 1 },
            ],
          },
        ],
      });

      // Saves: another tenant's record by id, or an own record pointing at another tenant's.
      // Entities with save calls (the security log has none: nobody writes it through the API).
      const saves: Record<Exclude<EntityId, 'securityEvent'>, (a: Actor) => Promise<Rec[]>> = {
        company: async (a) => [await record('company', a.foreign.company)],
        site: async (a) => [await record('site', a.foreign.site)],
        location: async (a) => [
          await record('location', a.foreign.location),
          { ...(await record('location', a.own.location)), siteId: a.foreign.site },
          locationBody(a.foreign.site, a.own.lookup),
        ],
        lookup: async (a) => [await record('lookup', a.foreign.lookup)],
        user: async (a) => [
          await record('user', a.foreign.user),
          { ...(await record('user', a.own.user)), siteAccess: [a.own.site, a.foreign.site] },
          userBody(a.companyId, { siteAccess: [a.foreign.site] }),
        ],
        lookupGroup: async () => [{ id: LookupGroup.LocationType, description: 'Changed by a matrix' }],
        securityParameter: async () => [{ ...(await record('securityParameter', policyId)), name: 'Changed by a matrix' }],
        asset: async (a) => [
          await record('asset', a.foreign.asset),
          { ...(await record('asset', a.own.asset)), siteAccess: [a.own.site, a.foreign.site] },
          { ...(await record('asset', a.own.asset)), assetLocId: a.foreign.location },
          assetBody(ids, a.own.company, a.own.site, { siteAccess: [a.own.site, a.foreign.site] }),
          assetBody(ids, a.own.company, a.own.site, { priCompanyId: a.foreign.company }),
        ],
        mission: async (a) => {
          const { id: _new, ...fresh } = missionBody(app, ids, a.own.company, a.own.site, a.own.asset);
          return [
            await record('mission', a.foreign.mission),
            { ...(await record('mission', a.own.mission)), sourceLocationId: a.foreign.location },
            { ...fresh, targetLocationId: a.foreign.location },
            { ...fresh, assetId: a.foreign.asset },
            { ...fresh, assignedDriverId: a.foreign.user },
          ];
        },
        // A new payload (operations §4) of another tenant's asset, or of an own asset at another
        // tenant's location or for another tenant's mission; an update of another tenant's payload.
        // (Another company's lookup is a 400 naming the field: payloads.test.ts.)
        payload: async (a) => {
          const fresh = payloadBody(ids, a.own.company, assetOfPayload(a.own.payload), a.own.location, { Pallets: 3 });
          return [
            await record('payload', a.foreign.payload),
            { ...(await record('payload', a.own.payload)), locId: a.foreign.location },
            { ...fresh, assetId: assetOfPayload(a.foreign.payload) },
            { ...fresh, locId: a.foreign.location },
            { ...fresh, missionId: a.foreign.mission },
          ];
        },
      };
      /**
       * Any other entity: another tenant's record, an own record moved to another tenant's place
       * (every property a new record there has), and a new record there. A global entity's record
       * is everyone's: refused only where no actor may write it (else its case is to be written here).
       */
      const actorTypes = [UserType.SiteAdmin, UserType.DispatchManager, UserType.Driver] as number[];
      const genericSave = (e: EntityDef): ((a: Actor) => Promise<Rec[]>) | undefined => {
        const pk = e.primary.name;
        if (e.tenant === 'global') {
          const writers = [...roleIds(e, 'write'), ...roleIds(e, 'create')];
          if (actorTypes.some((t) => writers.includes(t))) return undefined;
          return async (a) => [await record(e.id, a.foreign[e.id]), a.fresh[e.id]];
        }
        return async (a) => {
          const own = await record(e.id, a.own[e.id]);
          const moved = { ...a.fresh[e.id], [pk]: own[pk], ...(e.version ? { [e.version.name]: own[e.version.name] } : {}) };
          return [await record(e.id, a.foreign[e.id]), moved, a.fresh[e.id]];
        };
      };
      for (const e of app.ctx.registry.entities.values()) {
        if (e.internal || !(e.fleet || e.rest)) continue;
        const id = e.id;
        const make = saves[id as keyof typeof saves] ?? genericSave(e);
        if (!make) continue;
        const pk = e.primary.name;
        const write = roleIds(e, 'write');
        const create = roleIds(e, 'create');
        // A write no role may make is not mounted (a gate visit's: only its gate calls write it).
        const writes = [...new Set([...write, ...create])];
        // POST /api/Fleet/{one}: an id in the body updates (x-access write), none creates (x-access create).
        if (e.fleet && writes.length)
          set(`fleet POST /${e.fleet.one}`, {
            kind: 'refuse',
            roles: writes,
            requests: async (a) => (await make(a)).map((body) => ({ path: `/${e.fleet!.one}`, body, roles: body[pk] ? write : create })),
          });
        if (!e.rest) continue;
        // PUT /api/rest/{x-rest}/{id}: the id of the path updates.
        if (write.length)
          set(`rest PUT /${e.rest}/:id`, {
            kind: 'refuse',
            roles: write,
            requests: async (a) => (await make(a)).filter((b) => b[pk]).map((body) => ({ path: `/${e.rest}/${body[pk]}`, body })),
          });
        // POST /api/rest/{x-rest}: creates only (the id is read-only); refused when it names another tenant's records.
        if (create.length)
          set(`rest POST /${e.rest}`, {
            kind: 'refuse',
            roles: create,
            requests: async (a) => {
              const creates = (await make(a)).filter((b) => !b[pk]);
              if (creates.length) return creates.map((body) => ({ path: `/${e.rest}`, body }));
              if (a.type === UserType.SiteAdmin && (id === 'site' || id === 'lookup')) return [];
              return [{ path: `/${e.rest}`, body: (await make(a))[0] }];
            },
            none:
              id === 'site' || id === 'lookup'
                ? {
                    siteadmin2:
                      'a Company Administrator cannot name another company in a new site or lookup: it is always its own (see below)',
                  }
                : undefined,
          });
      }

      // REST lists filtered by another tenant's ids.
      const tenantFilter: Partial<Record<EntityId, (t: Targets) => Rec>> = {
        company: (t) => ({ id: t.company }),
        site: (t) => ({ companyId: t.company }),
        location: (t) => ({ siteId: t.site }),
        lookup: (t) => ({ companyId: t.company }),
        user: (t) => ({ priCompanyId: t.company }),
        asset: (t) => ({ priCompanyId: t.company }),
        mission: (t) => ({ companyId: t.company }),
        payload: (t) => ({ companyId: t.company }),
      };
      const noTargets: Targets = {
        company: NONE,
        site: NONE,
        user: NONE,
        location: NONE,
        lookup: NONE,
        asset: NONE,
        mission: NONE,
        payload: NONE,
      };
      for (const e of app.ctx.registry.entities.values()) {
        if (!e.rest || e.internal) continue;
        const hand = tenantFilter[e.id as EntityId];
        // any other entity: the tenant properties of another tenant's record (docs/SCHEMAS.md "Tenancy")
        const t = tenantOf(e);
        const props = [t.company, t.site, t.user].filter((p): p is string => !!p);
        if (!hand && !props.length) continue;
        const filterOf = async (a?: Actor): Promise<Rec> => {
          if (hand) return hand(a ? a.foreign : noTargets);
          const foreign = a ? await record(e.id, a.foreign[e.id]) : {};
          return Object.fromEntries(props.map((p) => [p, a ? foreign[p] : NONE]));
        };
        const base = `/${e.rest}`;
        const pk = e.primary.name;
        set(`rest GET ${base}`, {
          kind: 'list',
          roles: roleIds(e, 'read'),
          entity: e.id,
          requests: async (a) => [
            { path: base },
            {
              path: `${base}${restQuery({ filter: await filterOf(a) })}`,
              absent: { path: `${base}${restQuery({ filter: await filterOf() })}` },
            },
            {
              path: `${base}${restQuery({ filter: { [pk]: [a.foreign[e.id]] }, sort: [pk, 'DESC'], range: [0, 4] })}`,
              absent: { path: `${base}${restQuery({ filter: { [pk]: [NONE] }, sort: [pk, 'DESC'], range: [0, 4] })}` },
            },
          ],
        });
      }

      // The filtered asset calls (operations §7): the list, the history and their exports. Another
      // tenant's company, site or asset is a 404 like one that never existed; another tenant's
      // location in a filter simply matches nothing. The exports list the Unit IDs of their rows.
      const unitIds = new Map<string, number>();
      for (const a of await repoOf(app.ctx).findMany(app.ctx.db, 'asset')) {
        if (unitIds.has(a.assetModelId)) throw new Error(`unit id ${a.assetModelId} is not unique in the demo data`);
        unitIds.set(a.assetModelId, a.id);
      }
      const csvRows = (res: ApiResponse) =>
        csvRecords(typeof res.body === 'string' ? res.body : res.body.data).map((r) => ({ id: unitIds.get(r['Unit ID']) ?? -1 }));
      const atLocation = (id: number) => [assetFilter('CurrentLocation', 'Location', id, FilterOption.Exact)];
      /** A filtered call's body naming the actor's own and another tenant's company and sites. */
      const tenantScopes =
        (path: string, extra: Rec = {}) =>
        (a: Actor): Req[] => [
          { path, body: { siteIds: [ALL], filters: [], ...extra } },
          { path, body: { companyId: a.own.company, siteIds: [a.own.site], ...extra } },
          { path, body: { companyId: a.foreign.company, ...extra }, absent: { path, body: { companyId: NONE, ...extra } }, kind: 'refuse' },
          { path, body: { siteIds: [a.foreign.site], ...extra }, absent: { path, body: { siteIds: [NONE], ...extra } }, kind: 'refuse' },
          { path, body: { companyId: a.own.company, siteIds: [a.own.site, a.foreign.site], ...extra }, kind: 'refuse' },
        ];
      const assetScopes =
        (path: string) =>
        (a: Actor): Req[] => [
          ...tenantScopes(path)(a),
          { path, body: { filters: atLocation(a.foreign.location) }, absent: { path, body: { filters: atLocation(NONE) } } },
        ];
      const history =
        (path: string, extra: Rec = {}) =>
        (a: Actor): Req[] => [
          { path, body: { assetId: a.foreign.asset, ...extra }, absent: { path, body: { assetId: NONE, ...extra } }, kind: 'refuse' },
          { path, body: { assetId: a.own.asset, ...extra } },
        ];
      const read = roleIds(entity('asset'), 'read');
      set('fleet POST /Assets', { kind: 'list', roles: read, entity: 'asset', requests: assetScopes('/Assets') });
      for (const path of ['/Assets/Export', '/Assets/Export/Download'])
        set(`fleet POST ${path}`, { kind: 'list', roles: read, entity: 'asset', requests: assetScopes(path), rows: csvRows });
      set('fleet POST /AssetAudits', {
        kind: 'list',
        roles: read,
        entity: 'asset',
        requests: history('/AssetAudits'),
        rows: (res) => (res.body.data as Rec[]).map((h) => ({ id: h.assetId })),
      });
      for (const path of ['/AssetAudits/Export', '/AssetAudits/Export/Download'])
        set(`fleet POST ${path}`, {
          kind: 'list',
          roles: read,
          entity: 'asset',
          requests: history(path, { columns: ['assetModelId', 'action'] }),
          rows: csvRows,
        });

      // The mission calls (operations §7 "Missions", "Mission history"; issue 10). The board and
      // the history are scoped like the asset list (the history always with its required ship-date
      // filter); their exports list Asset names, one mission per asset in the demo data. Calls
      // naming a mission — its stage rows, a stage move, a note, a priority move — answer another
      // tenant's mission as one that never existed.
      const missionOfUnit = new Map<string, number>();
      const missions = await repoOf(app.ctx).findMany(app.ctx.db, 'mission');
      for (const m of missions) {
        const u = [...unitIds].find(([, id]) => id === m.assetId)![0];
        if (missionOfUnit.has(u)) throw new Error(`asset ${u} has two missions in the demo data`);
        missionOfUnit.set(u, m.id);
      }
      const missionRows = (res: ApiResponse) =>
        csvRecords(typeof res.body === 'string' ? res.body : res.body.data).map((r) => ({ id: missionOfUnit.get(r.Asset) ?? -1 }));
      const everyShipDay = missionFilter('ShipDate', 'Date', FilterOption.Range, ['2000-01-01', '2100-12-31']);
      const fromLocation = (id: number) => [everyShipDay, missionFilter('Source', 'Location', FilterOption.Exact, id)];
      const missionScopes =
        (path: string) =>
        (a: Actor): Req[] => [
          { path, body: { siteIds: [ALL], filters: [everyShipDay] } },
          { path, body: { companyId: a.own.company, siteIds: [a.own.site], filters: [everyShipDay] } },
          {
            path,
            body: { companyId: a.foreign.company, filters: [everyShipDay] },
            absent: { path, body: { companyId: NONE, filters: [everyShipDay] } },
            kind: 'refuse',
          },
          {
            path,
            body: { siteIds: [a.foreign.site], filters: [everyShipDay] },
            absent: { path, body: { siteIds: [NONE], filters: [everyShipDay] } },
            kind: 'refuse',
          },
          { path, body: { companyId: a.own.company, siteIds: [a.own.site, a.foreign.site], filters: [everyShipDay] }, kind: 'refuse' },
          { path, body: { filters: fromLocation(a.foreign.location) }, absent: { path, body: { filters: fromLocation(NONE) } } },
        ];
      const readMissions = roleIds(entity('mission'), 'read');
      for (const list of ['/Missions/Filtered', '/MissionHistory/Filtered'])
        set(`fleet POST ${list}`, { kind: 'list', roles: readMissions, entity: 'mission', requests: missionScopes(list) });
      for (const path of ['/Missions/Export', '/Missions/Export/Download', '/MissionHistories/Export', '/MissionHistories/Export/Download'])
        set(`fleet POST ${path}`, {
          kind: 'list',
          roles: readMissions,
          entity: 'mission',
          requests: missionScopes(path),
          rows: missionRows,
        });
      set('fleet GET /MissionHistory/Stages/:id', {
        kind: 'refuse',
        roles: readMissions,
        requests: (a) => [{ path: `/MissionHistory/Stages/${a.foreign.mission}`, absent: { path: `/MissionHistory/Stages/${NONE}` } }],
      });
      set('fleet POST /Missions/Drivers', {
        kind: 'list',
        roles: readMissions,
        entity: 'mission',
        requests: (a) => [
          { path: '/Missions/Drivers', body: [ALL] },
          { path: '/Missions/Drivers', body: [a.foreign.user], absent: { path: '/Missions/Drivers', body: [NONE] } },
        ],
      });
      set('fleet GET /Missions/Operators', {
        kind: 'list',
        roles: readMissions,
        entity: 'user',
        requests: () => [{ path: '/Missions/Operators' }],
      });
      const stageOf = new Map(missions.map((m) => [m.id as number, m.missionStage as number]));
      set('fleet POST /MissionStage', {
        kind: 'refuse',
        roles: readMissions,
        requests: (a) => {
          const from = stageOf.get(a.foreign.mission)!;
          const move = (id: number) => ({ id, currentMissionStage: from, missionStage: from === 0 ? 1 : 0, notes: 'by a matrix' });
          return [{ path: '/MissionStage', body: move(a.foreign.mission), absent: { path: '/MissionStage', body: move(NONE) } }];
        },
      });
      set('fleet POST /Mission/Note', {
        kind: 'refuse',
        roles: [UserType.DispatchManager, UserType.Driver],
        requests: (a) => [
          {
            path: '/Mission/Note',
            body: { missionId: a.foreign.mission, notes: 'by a matrix' },
            absent: { path: '/Mission/Note', body: { missionId: NONE, notes: 'by a matrix' } },
          },
        ],
      });
      set('fleet POST /Mission/Priority', {
        kind: 'refuse',
        roles: roleIds(entity('mission'), 'write'),
        requests: (a) => [
          {
            path: '/Mission/Priority',
            body: { missionPriorities: [{ id: a.foreign.mission, priority: 1 }] },
            absent: { path: '/Mission/Priority', body: { missionPriorities: [{ id: NONE, priority: 1 }] } },
          },
          {
            path: '/Mission/Priority',
            body: {
              missionPriorities: [
                { id: a.own.mission, priority: 1 },
                { id: a.foreign.mission, priority: 2 },
              ],
            },
          },
        ],
      });

      // The payload calls (operations §7 "Payloads"; issue 11). Search Contents (POST /Payloads) is
      // scoped like the asset list and may also name its assets; the history names one asset. Another
      // tenant's company, site or asset is a 404 like one that never existed; another tenant's
      // location in a filter matches nothing. A row of the Search Contents export is the current
      // payload of the asset its Asset column names (the Unit ID); the history export has no asset
      // column (its columns are the view's), so a row of it is told by its Notes, unique per demo payload.
      const currentOfUnit = new Map<string, number>();
      for (const p of currentOf(payloads)) currentOfUnit.set([...unitIds].find(([, id]) => id === p.assetId)![0], p.id);
      const byNotes = new Map<string, number>();
      for (const p of payloads) if (p.payloadNotes) byNotes.set(p.payloadNotes, byNotes.has(p.payloadNotes) ? -1 : p.id);
      const exportRows = (column: string, of: Map<string, number>) => (res: ApiResponse) =>
        csvRecords(typeof res.body === 'string' ? res.body : res.body.data).map((r) => ({ id: of.get(r[column]) ?? -1 }));
      const atPayloadLocation = (id: number) => [payloadFilter('Location', 'Location', id, FilterOption.Exact)];
      const payloadScopes =
        (path: string, extra: Rec = {}) =>
        (a: Actor): Req[] => {
          const foreignAsset = assetOfPayload(a.foreign.payload);
          return [
            ...tenantScopes(path, extra)(a),
            { path, body: { assetIds: [foreignAsset], ...extra }, absent: { path, body: { assetIds: [NONE], ...extra } }, kind: 'refuse' },
            { path, body: { assetIds: [assetOfPayload(a.own.payload), foreignAsset], ...extra }, kind: 'refuse' },
            {
              path,
              body: { filters: atPayloadLocation(a.foreign.location), ...extra },
              absent: { path, body: { filters: atPayloadLocation(NONE), ...extra } },
            },
          ];
        };
      const payloadHistory =
        (path: string, extra: Rec = {}) =>
        (a: Actor): Req[] => [
          {
            path,
            body: { assetId: assetOfPayload(a.foreign.payload), ...extra },
            absent: { path, body: { assetId: NONE, ...extra } },
            kind: 'refuse',
          },
          { path, body: { assetId: assetOfPayload(a.own.payload), ...extra } },
        ];
      const readPayloads = roleIds(entity('payload'), 'read');
      const payloadColumns = { columns: ['assetId', 'payloadStatusId', 'payloadContentMap', 'updateDate'] };
      const historyColumns = { columns: ['updateDate', 'payloadNotes', 'payloadContentMap'] };
      // Every payload list and export: [path, requests, how a row names its payload].
      const payloadLists: [string, (a: Actor) => Req[], Case['rows']][] = [
        ['/Payloads', payloadScopes('/Payloads'), undefined],
        ['/Payload/History', payloadHistory('/Payload/History'), undefined],
        ...['/Payloads/Export', '/Payloads/Export/Download'].map((path): [string, (a: Actor) => Req[], Case['rows']] => [
          path,
          payloadScopes(path, payloadColumns),
          exportRows('Asset', currentOfUnit),
        ]),
        ...['/Payload/History/Export', '/Payload/History/Export/Download'].map((path): [string, (a: Actor) => Req[], Case['rows']] => [
          path,
          payloadHistory(path, historyColumns),
          exportRows('Notes', byNotes),
        ]),
      ];
      for (const [path, requests, rows] of payloadLists)
        set(`fleet POST ${path}`, { kind: 'list', roles: readPayloads, entity: 'payload', requests, rows });
      // The security event log (issue 12): its company's entries only; its exports name the company of each.
      const companyNames = new Map((await repoOf(app.ctx).findMany(app.ctx.db, 'company')).map((c) => [c.name as string, c.id as number]));
      const eventScopes =
        (path: string, extra: Rec = {}) =>
        (a: Actor): Req[] => [
          { path, body: { filters: [], ...extra } },
          { path, body: { companyId: a.foreign.company, ...extra }, absent: { path, body: { companyId: NONE, ...extra } }, kind: 'refuse' },
        ];
      const readEvents = roleIds(entity('securityEvent'), 'read');
      set('fleet POST /SecurityEvents', {
        kind: 'list',
        roles: readEvents,
        entity: 'securityEvent',
        requests: eventScopes('/SecurityEvents'),
      });
      for (const path of ['/SecurityEvents/Export', '/SecurityEvents/Export/Download'])
        set(`fleet POST ${path}`, {
          kind: 'list',
          roles: readEvents,
          entity: 'company',
          requests: eventScopes(path, { columns: ['eventType', 'companyId'] }),
          rows: (res) =>
            csvRecords(typeof res.body === 'string' ? res.body : res.body.data).map((r) => ({ id: companyNames.get(r.Company) ?? -1 })),
        });
      set('fleet GET /Payload/MostRecent/:assetId', {
        kind: 'refuse',
        roles: readPayloads,
        requests: (a) => [
          { path: `/Payload/MostRecent/${assetOfPayload(a.foreign.payload)}`, absent: { path: `/Payload/MostRecent/${NONE}` } },
        ],
      });

      // Any other entity's filtered calls (x-filters list and export) and history calls (x-audit, or
      // a view naming its record with x-filters.by): scoped like the hand-written ones above — by the
      // body's company and sites, or by the record it names (auditOf.key): another tenant's is a 404
      // like one that never existed. An export asks for one text column — of those of the rows, the
      // one fewest records share, the record's name first — and a row names the record carrying its
      // value (a value records share names none: a security event's export, with no such column,
      // keeps its case by hand above); a history's export lists rows of the record it names. Made by the generic cases in place of the hand-written ones,
      // every other filtered, export and history call of the real schemas passes too.
      const idOf = (a: Actor, of: EntityDef, which: 'own' | 'foreign') =>
        of.tenant === 'global' ? (globalIds[of.id] ?? a[which][of.id]) : a[which][of.id];
      const exportOf = async (e: EntityDef) => {
        // the text column of the rows that names the fewest records twice (the record's name first)
        const names = [e.display, ...(e.list?.columns ?? []), ...e.properties.map((p) => p.name)];
        // among the columns an export may carry (a location's code is no column of its list)
        const exportable = new Set(exportableColumns(e, (x, n) => !!app.ctx.repo.computedSelect(x, n)));
        // an entity an import matches by several columns (a location: its site and name, which
        // several sites share): its rows named by those, references by their records' names
        const match = e.import?.match;
        if (match && match.length > 1 && match.every((m) => exportable.has(m))) {
          const shownOf = async (prop: string) => {
            const ref = e.byName.get(prop)!.ref?.entity;
            if (!ref) return (v: unknown) => String(v ?? '');
            const r = app.ctx.registry.entity(ref);
            const named = new Map(
              (await repoOf(app.ctx).findMany(app.ctx.db, r.id)).map((x) => [x[r.primary.name], String(x[r.display!])]),
            );
            return (v: unknown) => named.get(v) ?? '';
          };
          const shown = await Promise.all(match.map(shownOf));
          const records = await repoOf(app.ctx).findMany(app.ctx.db, e.id);
          const byKey = new Map(records.map((r) => [JSON.stringify(match.map((m, i) => shown[i](r[m]))), r[e.primary.name] as number]));
          const labels = match.map((m) => e.byName.get(m)!.label);
          return {
            columns: match,
            rows: (res: ApiResponse) =>
              csvRecords(typeof res.body === 'string' ? res.body : res.body.data).map((r) => ({
                id: byKey.get(JSON.stringify(labels.map((l) => r[l]))) ?? -1,
              })),
          };
        }
        const texts = [...new Set(names)].filter((n): n is string => {
          const p = n && exportable.has(n) ? e.byName.get(n) : undefined;
          return (p?.kind === 'text' && !p.ref) || (!!p?.primary && !!e.list?.columns.includes(p.name)); // a listed record number (Check No.)
        });
        if (!texts.length) throw new Error(`${e.id}: no text column names its rows in an export`);
        const rows = await repoOf(app.ctx).findMany(app.ctx.db, e.id);
        const mapOf = (prop: string) => {
          const byValue = new Map<string, number>();
          for (const r of rows) {
            const v = String(r[prop] ?? '');
            const id = r[e.primary.name] as number;
            byValue.set(v, byValue.has(v) ? -1 : id);
          }
          return byValue;
        };
        const ambiguous = (m: Map<string, number>) => [...m.values()].filter((id) => id === -1).length;
        const [prop, byValue] = texts.map((n) => [n, mapOf(n)] as const).reduce((a, b) => (ambiguous(b[1]) < ambiguous(a[1]) ? b : a));
        const label = e.byName.get(prop)!.label;
        return {
          columns: [prop],
          rows: (res: ApiResponse) =>
            csvRecords(typeof res.body === 'string' ? res.body : res.body.data).map((r) => ({ id: byValue.get(r[label]) ?? -1 })),
        };
      };
      for (const e of app.ctx.registry.entities.values()) {
        const f = e.filters;
        if (!f?.list && !f?.export) continue;
        // a list and its export, or an export alone (a location's: no filter screen)
        const calls = [...(f.list ? [f.list] : []), ...(f.export ? [f.export.call, `${f.export.call}/Download`] : [])];
        if (calls.every((c) => out.has(`fleet POST /${c}`))) continue;
        const by = e.auditOf ?? (f.by ? { key: f.by, entity: e.byName.get(f.by)!.ref!.entity! } : undefined);
        const of = entity(by?.entity ?? e.viewOf ?? e.id);
        // the actor's own record named: one with rows where there is one (a history of it)
        const withRows = by ? [...new Set((await repoOf(app.ctx).findMany(app.ctx.db, e.id)).map((r) => r[by.key] as number))] : [];
        const ownOf = (a: Actor) => withRows.find((id) => a.reach[of.id]?.has(id)) ?? idOf(a, of, 'own');
        // a required filter (a history's ship date) over every value: a Date one as a range of all days
        const required = f.fields
          .filter((x) => x.required)
          .map((x) => ({
            type: x.type,
            filterType: x.filterType,
            option: FilterOption.Range,
            value: ['2000-01-01', '2100-12-31'],
            active: true,
            required: false,
          }));
        const always = required.length ? { filters: required } : {};
        const byRecord =
          (path: string, extra: Rec) =>
          (a: Actor): Req[] => [
            ...(of.tenant === 'global'
              ? []
              : [
                  {
                    path,
                    body: { [by!.key]: idOf(a, of, 'foreign'), ...extra },
                    absent: { path, body: { [by!.key]: NONE, ...extra } },
                    kind: 'refuse' as const,
                  },
                ]),
            { path, body: { [by!.key]: ownOf(a), ...extra } },
          ];
        const requests = by ? byRecord : tenantScopes;
        const read = roleIds(e, 'read');
        const exported = f.export && !by ? await exportOf(e) : undefined;
        // a history's export: its rows are the list's selection, each a row of the record asked for
        const ofRecord = (res: ApiResponse, q: Req) =>
          csvRecords(typeof res.body === 'string' ? res.body : res.body.data).map(() => ({ id: (q.body as Rec)[by!.key] }));
        for (const call of calls) {
          if (out.has(`fleet POST /${call}`)) continue;
          const path = `/${call}`;
          set(
            `fleet POST ${path}`,
            call === f.list
              ? {
                  kind: 'list',
                  roles: read,
                  entity: of.id,
                  requests: requests(path, always),
                  rows: by ? (res) => (res.body.data as Rec[]).map((h) => ({ id: h[by.key] })) : undefined,
                }
              : {
                  kind: 'list',
                  roles: read,
                  entity: of.id,
                  requests: requests(path, { ...always, ...(exported ? { columns: exported.columns } : {}) }),
                  rows: exported ? exported.rows : ofRecord,
                },
          );
        }
      }
      return out;
    }

    // The scenarios below name the demo data's sites and companies, not the schemas: the run with
    // entities added has nothing new for them, and leaves them to the run on the real schemas.
    const scenario = variant.added ? () => undefined : it;

    it('when every maintenance, asset, mission and payload route is called by a foreign Company Administrator, a Dispatch Manager, a Driver or nobody, then it refuses as the schemas say and nothing changes', async () => {
      // Arrange: the actors, logged in once, with what each must not reach.
      const [siteadmin2, dispatcher, driver] = await Promise.all([api.login('siteadmin2'), api.login('dispatcher'), api.login('driver')]);
      const glf = ids.company.glf;
      const sbl = ids.company.sbl;
      const assets = await repoOf(app.ctx).findMany(app.ctx.db, 'asset');
      const unit = (assetModelId: string) => assets.find((x) => x.assetModelId === assetModelId)!.id as number;
      const allMissions = await repoOf(app.ctx).findMany(app.ctx.db, 'mission');
      /** The demo mission that moves this asset (one each). */
      const missionOf = (assetModelId: string) => allMissions.find((m) => m.assetId === unit(assetModelId))!.id as number;
      const current = currentOf(await allPayloads(app.ctx));
      /** The current payload of this asset (demo assets that track payloads). */
      const payloadOf = (assetModelId: string) => current.find((p) => p.assetId === unit(assetModelId))!.id as number;
      const glfTargets: Targets = {
        company: glf,
        user: ids.user.driver,
        site: ids.site.CHI,
        location: ids.location(ids.site.CHI, 'Door 01'),
        lookup: ids.lookup(glf, 'LocationType', 'Dock Door'),
        asset: unit('TRL-1001'),
        // Chicago, Row A → Door 03, Scheduled.
        mission: missionOf('TRL-1001'),
        // Chicago, Door 02.
        payload: payloadOf('TRL-1002'),
      };
      const sblTargets: Targets = {
        company: sbl,
        user: ids.user.driver3,
        site: ids.site.ATL,
        location: ids.location(ids.site.ATL, 'Door 01'),
        lookup: ids.lookup(sbl, 'LocationType', 'Dock Door'),
        asset: unit('TRL-2001'),
        mission: missionOf('TRL-2001'),
        payload: payloadOf('TRL-2002'),
      };
      // Detroit is a site of the driver's own company that the driver has no access to.
      const detroitTargets: Targets = {
        company: sbl,
        user: ids.user.driver2,
        site: ids.site.DET,
        location: ids.location(ids.site.DET, 'Door 01'),
        lookup: sblTargets.lookup,
        // An asset of the driver's own company granted only to Detroit.
        asset: unit('TRL-1005'),
        // A mission of the driver's own company at Detroit only.
        mission: missionOf('TRL-1005'),
        // The payload of an asset of the driver's own company granted only to Detroit.
        payload: payloadOf('TRL-1009'),
      };
      // Every other entity with calls: records made by the test (helpers/sampleRecords.ts) at the
      // frame's places — Chicago (the first company), Atlanta (the second) and, for an entity the
      // sites divide, Detroit (the driver's foreign site) — and, per place, the body of one more.
      const places = {
        CHI: { companyId: glf, siteId: ids.site.CHI },
        ATL: { companyId: sbl, siteId: ids.site.ATL },
        DET: { companyId: glf, siteId: ids.site.DET },
      } satisfies Record<string, Place>;
      const fresh: Record<keyof typeof places, Record<string, Rec>> = { CHI: {}, ATL: {}, DET: {} };
      const samples = sampleRecords(app, sysToken);
      const driverForeign = (e: EntityDef) => (isSiteBound(e) ? 'DET' : 'ATL');
      for (const e of app.ctx.registry.entities.values()) {
        if (e.internal || !(e.fleet || e.rest) || e.id in glfTargets || e.id in GLOBAL_BY_HAND) continue;
        const at = (place: keyof typeof places) => samples.make(e.id, places[place]).then((r) => r[e.primary.name] as number);
        if (e.tenant === 'global') {
          glfTargets[e.id] = sblTargets[e.id] = detroitTargets[e.id] = await at('CHI');
        } else {
          glfTargets[e.id] = await at('CHI');
          sblTargets[e.id] = await at('ATL');
          detroitTargets[e.id] = isSiteBound(e) ? await at('DET') : sblTargets[e.id];
        }
        for (const place of ['CHI', 'ATL', driverForeign(e)] as const) fresh[place][e.id] = await samples.body(e.id, places[place]);
      }
      const driverFresh = Object.fromEntries(
        Object.keys(fresh.CHI).map((id) => [id, fresh[driverForeign(app.ctx.registry.entity(id))][id]]),
      );
      const actors: Actor[] = [
        {
          name: 'siteadmin2',
          type: UserType.SiteAdmin,
          token: siteadmin2.token,
          companyId: sbl,
          foreign: glfTargets,
          own: sblTargets,
          reach: await reachOf('siteadmin2'),
          fresh: fresh.CHI,
        },
        {
          name: 'dispatcher',
          type: UserType.DispatchManager,
          token: dispatcher.token,
          companyId: glf,
          foreign: sblTargets,
          own: glfTargets,
          reach: await reachOf('dispatcher'),
          fresh: fresh.ATL,
        },
        {
          name: 'driver',
          type: UserType.Driver,
          token: driver.token,
          companyId: glf,
          foreign: detroitTargets,
          own: glfTargets,
          reach: await reachOf('driver'),
          fresh: driverFresh,
        },
        { name: 'anonymous', type: null, companyId: 0, foreign: glfTargets, own: sblTargets, reach: {}, fresh: fresh.CHI },
      ];
      const table = await matrixCases();
      const before = await snapshot(app.ctx);

      // Act and assert per call.
      const failures: string[] = [];
      const answered: Record<string, number> = {};
      const covered = new Set<string>();
      const routes = createApp(app.ctx).routes;
      const restNames = new Set([...app.ctx.registry.entities.values()].map((e) => e.rest).filter(Boolean));
      // The generated calls of x-fleet, the filtered calls and exports of x-filters, x-audit and
      // x-views (Assets, AssetAudits, Missions, MissionHistory, MissionHistories, Payloads,
      // Payload/History), and the stage call.
      const fleetNames = new Set(
        [...app.ctx.registry.entities.values()]
          .flatMap((e) => [
            ...(e.fleet ? [e.fleet.one, e.fleet.many] : []),
            ...[e.filters?.list, e.filters?.export?.call].filter((c): c is string => !!c).map((c) => c.split('/')[0]),
          ])
          .concat('Footer', 'MissionStage'),
      );
      const maintenance = routes.filter((r: RouteDef) => restNames.has(r.path.split('/')[1]) || fleetNames.has(r.path.split('/')[1]));
      // With entities added to the schemas, the calls of those entities (their histories' and views'
      // too); every other call is the same as in the run on the real schemas, which calls it.
      const added = [...app.ctx.registry.entities.values()].filter((e) => variant.added?.includes(e.auditOf?.entity ?? e.viewOf ?? e.id));
      const addedCalls = added
        .flatMap((e) => [e.rest, e.fleet?.one, e.fleet?.many, e.filters?.list, e.filters?.export?.call, e.filters?.saved])
        .filter((n): n is string => !!n)
        .map((n) => `/${n}`);
      const isAdded = (path: string) => addedCalls.some((c) => path === c || path.startsWith(`${c}/`));
      const addedKeys: string[] = [];
      for (const r of maintenance) {
        const mount = restNames.has(r.path.split('/')[1]) ? 'rest' : 'fleet';
        const key = `${mount} ${r.method.toUpperCase()} ${r.path}`;
        const c = table.get(key);
        if (!c) {
          failures.push(`${key}: no tenancy case`);
          continue;
        }
        covered.add(key);
        if (variant.added) {
          if (!isAdded(r.path)) continue;
          addedKeys.push(key);
        }
        const send = (a: Actor, path: string, body?: unknown) =>
          mount === 'rest'
            ? restApi.call(r.method.toUpperCase(), path, { token: a.token, body })
            : api.call(r.method.toUpperCase(), path, { token: a.token, body });
        // The actors' calls run side by side: each is refused, so none can see another's effect.
        await Promise.all(
          actors.map(async (a) => {
            const requests = await c.requests(a);
            if (!requests.length && !c.none?.[a.name]) failures.push(`${key} as ${a.name}: no request`);
            for (const q of requests) {
              const roles = q.roles ?? c.roles;
              const kind = q.kind ?? c.kind;
              const allowed = a.type !== null && (roles === ANY || roles.includes(a.type));
              const label = `${key} as ${a.name}: ${r.method.toUpperCase()} ${q.path} ${q.body === undefined ? '' : JSON.stringify(q.body).slice(0, 120)}`;
              const res = await send(a, q.path, q.body);
              answered[`${a.name} ${res.status}`] = (answered[`${a.name} ${res.status}`] ?? 0) + 1;
              const expected = kind === 'public' ? 200 : a.type === null ? 401 : !allowed ? 403 : kind === 'refuse' ? 404 : 200;
              if (res.status !== expected) {
                failures.push(`${label} → ${res.status}, expected ${expected}`);
                continue;
              }
              if (expected === 404 && q.absent) {
                const other = await send(a, q.absent.path, q.absent.body);
                if (other.status !== res.status || JSON.stringify(other.body) !== JSON.stringify(res.body))
                  failures.push(`${label} → refusal differs from the one for an id that never existed`);
              }
              if (kind !== 'list' || expected !== 200) continue;
              const listed: Rec[] = c.rows ? c.rows(res, q) : mount === 'rest' ? res.body : res.body.data;
              const reach = a.reach[c.entity!]!;
              const outside = listed.filter((x) => !reach.has(x.id)).map((x) => x.id);
              if (outside.length) failures.push(`${label} → answers ids out of reach: ${outside.join(', ')}`);
              if (q.absent) {
                const other = await send(a, q.absent.path, q.absent.body);
                const range = (x: typeof res) => ('headers' in x ? (x as any).headers.get('content-range') : undefined);
                if (other.status !== res.status || JSON.stringify(other.body) !== JSON.stringify(res.body) || range(other) !== range(res)) {
                  failures.push(`${label} → answer differs from the one for an id that never existed`);
                }
              } else if (!listed.length) failures.push(`${label} → empty list (the actor's own records are missing)`);
            }
          }),
        );
      }

      // Assert: every case was used, and nothing was written.
      expect(failures.sort()).toEqual([]);
      expect([...table.keys()].filter((k) => !covered.has(k))).toEqual([]);
      expect(maintenance.length).toBeGreaterThan(70);
      if (variant.added) {
        // an added entity's REST list, read, create, update and delete, and its /api/Fleet list, read, save and delete
        expect(addedKeys.length).toBeGreaterThanOrEqual(9 * variant.added.length);
        expect(await snapshot(app.ctx)).toEqual(before);
        return;
      }
      // Each actor met each of its refusals (and its allowed reads) at least once.
      expect(Object.keys(answered).sort()).toEqual(
        [
          'anonymous 200',
          'anonymous 401',
          ...['dispatcher', 'driver', 'siteadmin2'].flatMap((n) => [`${n} 200`, `${n} 403`, `${n} 404`]),
        ].sort(),
      );
      expect(await snapshot(app.ctx)).toEqual(before);
    });

    scenario(
      'when a Company Administrator names another company in a site, lookup, user or location, then every one answers 404 and nothing changes',
      async () => {
        const { token } = await api.login('siteadmin2');
        const before = await snapshot(app.ctx);

        const answers = [
          await restApi.call('POST', '/sites', { token, body: siteBody(ids.company.glf) }),
          await restApi.call('POST', '/lookups', { token, body: lookupBody(LookupGroup.AssetType, { companyId: ids.company.glf }) }),
          await restApi.call('POST', '/users', { token, body: userBody(ids.company.glf, { siteAccess: [ids.site.ATL] }) }),
          await restApi.call('POST', '/locations', {
            token,
            body: locationBody(ids.site.CHI, ids.lookup(ids.company.glf, 'LocationType', 'Dock Door')),
          }),
          await api.call('POST', '/Site', { token, body: siteBody(ids.company.glf) }),
        ];

        expect(answers.map((a) => a.status)).toEqual([404, 404, 404, 404, 404]);
        expect(await snapshot(app.ctx)).toEqual(before);
      },
    );

    scenario(
      'when a site is deactivated, then Dispatch Managers and Drivers lose it and its locations while its Company Administrator keeps them',
      async () => {
        const [driver, siteadmin] = await Promise.all([api.login('driver'), api.login('siteadmin')]);
        const toledo = await record('site', ids.site.TOL);
        // the same list before and after: its statement is kept compiled, never past the access it was made for
        const driverBefore = await api.call('GET', '/Locations', { token: driver.token });
        await restApi.call('PUT', `/sites/${ids.site.TOL}`, { token: sysToken, body: { ...toledo, isActive: false } });

        const byDriver = await api.call('GET', `/Site/${ids.site.TOL}`, { token: driver.token });
        const driverLocations = await api.call('GET', '/Locations', { token: driver.token });
        const byAdmin = await api.call('GET', `/Site/${ids.site.TOL}`, { token: siteadmin.token });
        const deactivated = (await restApi.call('GET', `/sites/${ids.site.TOL}`, { token: sysToken })).body;
        await restApi.call('PUT', `/sites/${ids.site.TOL}`, { token: sysToken, body: { ...toledo, updateDate: deactivated.updateDate } });
        const afterwards = await api.call('GET', `/Site/${ids.site.TOL}`, { token: driver.token });

        expect(byDriver.status).toBe(404);
        expect(driverBefore.body.data.some((l: any) => l.siteId === ids.site.TOL)).toBe(true);
        expect(driverLocations.body.data.some((l: any) => l.siteId === ids.site.TOL)).toBe(false);
        expect(driverLocations.body.data.some((l: any) => l.siteId === ids.site.CHI)).toBe(true);
        expect(byAdmin.body.data.isActive).toBe(false);
        expect(afterwards.status).toBe(200);
      },
    );

    scenario(
      'when a site is deactivated between two identical board calls, then the second no longer answers its missions (a kept statement never outlives the access it was made for)',
      async () => {
        const { token } = await api.login('dispatcher');
        const dispatcher = (
          await repoOf(app.ctx).findMany(app.ctx.db, 'user', { where: [{ prop: 'loginName', op: 'eq', value: 'dispatcher' }] })
        )[0];
        const siteOf = new Map(
          (await repoOf(app.ctx).findMany(app.ctx.db, 'location', {})).map((l) => [l.id as number, l.siteId as number]),
        );
        const board = async () => {
          const query = `range=${encodeURIComponent('[0,999]')}&sort=${encodeURIComponent('["priority","DESC"]')}`;
          const res = await api.call('POST', `/Missions/Filtered?${query}`, {
            token,
            body: { companyId: dispatcher.priCompanyId, siteIds: [ALL], filters: [] },
          });
          expect(res.status).toBe(200);
          return res.body.data as Rec[];
        };
        const touches = (m: Rec, site: number) =>
          siteOf.get(m.sourceLocationId as number) === site || siteOf.get(m.targetLocationId as number) === site;
        const before = await board();
        // a site of some mission whose other location is elsewhere stays; one wholly at the site goes
        const gone = before.find((m) => siteOf.get(m.sourceLocationId as number) === siteOf.get(m.targetLocationId as number))!;
        const site = siteOf.get(gone.sourceLocationId as number)!;
        const stored = await record('site', site);
        await restApi.call('PUT', `/sites/${site}`, { token: sysToken, body: { ...stored, isActive: false } });
        const during = await board();
        const deactivated = (await restApi.call('GET', `/sites/${site}`, { token: sysToken })).body;
        await restApi.call('PUT', `/sites/${site}`, { token: sysToken, body: { ...stored, updateDate: deactivated.updateDate } });
        const after = await board();

        expect(before.length).toBeGreaterThan(1);
        expect(during.map((m) => m.id)).not.toContain(gone.id);
        expect(during.every((m) => [m.sourceLocationId, m.targetLocationId].some((l) => siteOf.get(l as number) !== site))).toBe(true);
        expect(during.length).toBeLessThan(before.length);
        expect(during.filter((m) => !touches(m, site)).map((m) => m.id)).toEqual(before.filter((m) => !touches(m, site)).map((m) => m.id));
        expect(after.map((m) => m.id)).toEqual(before.map((m) => m.id));
      },
    );

    scenario("when a location gets another company's location type, then 400 names the location type and nothing is saved", async () => {
      const { token } = await api.login('siteadmin2');
      const before = await snapshot(app.ctx);

      const created = await api.call('POST', '/Location', {
        token,
        body: locationBody(ids.site.ATL, ids.lookup(ids.company.glf, 'LocationType', 'Dock Door')),
      });
      const after = await snapshot(app.ctx);

      expect(created.status).toBe(400);
      expect(created.body.error.details).toEqual([{ field: 'locationType', message: 'Location Type is not a valid choice' }]);
      expect(after).toEqual(before);
    });
  });
}

const FIXTURE = resolve('tests/fixtures/dockAppointment.schema.json');

for (const dialect of DIALECTS) {
  tenancySuite(`tenancy on ${dialect}`, dialect, {});
  tenancySuite(`tenancy on ${dialect} with an entity added by one schema file (dockAppointment)`, dialect, {
    schemasDir: schemasWith(FIXTURE),
    added: ['dockAppointment'],
  });
}
