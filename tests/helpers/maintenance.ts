// Helpers for the maintenance tests: a client for the generated REST surface (ra-data-simple-rest
// protocol), demo ids by readable names, valid save bodies, and a snapshot of every table that
// proves a refused call changed nothing.
import { createHash } from 'node:crypto';
import type { AppContext } from '../../server/context.js';
import { LookupGroup, type LookupGroupName, TimeInterval, UserStatus, UserType } from '../../schemas/enums.js';
import { fleet } from './api.js';
import type { TestApp } from './testApp.js';
import { rawDb, repoOf, type Rec } from './db.js';

export interface RestResponse {
  status: number;
  body: any;
  headers: Headers;
}

/** Query string of the simple-rest protocol: every value JSON-encoded. */
export function restQuery(params: { sort?: unknown; range?: unknown; filter?: unknown }): string {
  const parts = Object.entries(params)
    .filter(([, v]) => v !== undefined)
    .map(([k, v]) => `${k}=${encodeURIComponent(JSON.stringify(v))}`);
  return parts.length ? `?${parts.join('&')}` : '';
}

/** The shared client (helpers/api.ts) pointed at the generated REST surface. */
export function rest(app: TestApp) {
  const client = fleet(app);
  return {
    call: async (method: string, path: string, opts: { body?: unknown; token?: string } = {}): Promise<RestResponse> =>
      (await client.call(method, path, { ...opts, base: '/api/rest' })) as RestResponse,
  };
}

/** Ids of the demo data set by readable names. */
export interface DemoIds {
  company: { glf: number; sbl: number };
  site: Record<'CHI' | 'DET' | 'TOL' | 'ATL' | 'DAL', number>;
  user: Record<string, number>;
  /** A lookup of a company by group and description. */
  lookup(companyId: number, group: LookupGroupName, description: string): number;
  /** A location by site id and name. */
  location(siteId: number, name: string): number;
}

const SITE_NAMES = {
  CHI: 'Chicago Cross-Dock',
  DET: 'Detroit Terminal',
  TOL: 'Toledo Yard',
  ATL: 'Atlanta Distribution Center',
  DAL: 'Dallas Terminal',
} as const;

export async function demoIds(ctx: AppContext): Promise<DemoIds> {
  const all = (id: string) => repoOf(ctx).findMany(ctx.db, id);
  const [companies, sites, users, lookups, locations] = await Promise.all([
    all('company'),
    all('site'),
    all('user'),
    all('lookup'),
    all('location'),
  ]);
  const byName = (rows: Rec[], prop: string, value: string) => {
    const row = rows.find((r) => r[prop] === value);
    if (!row) throw new Error(`demo data: no ${prop} ${value}`);
    return row.id as number;
  };
  const site = Object.fromEntries(
    Object.entries(SITE_NAMES).map(([code, name]) => [code, byName(sites, 'siteName', name)]),
  ) as DemoIds['site'];
  return {
    company: { glf: byName(companies, 'name', 'Great Lakes Freight'), sbl: byName(companies, 'name', 'Sunbelt Logistics') },
    site,
    user: Object.fromEntries(users.map((u) => [u.loginName, u.id])),
    lookup(companyId, group, description) {
      const row = lookups.find(
        (l) => l.companyId === companyId && l.lookupGroupType === LookupGroup[group] && l.description === description,
      );
      if (!row) throw new Error(`demo data: no lookup ${group}:${description} of company ${companyId}`);
      return row.id;
    },
    location(siteId, name) {
      const row = locations.find((l) => l.siteId === siteId && l.location === name);
      if (!row) throw new Error(`demo data: no location ${name} at site ${siteId}`);
      return row.id;
    },
  };
}

let seq = 0;
/** A name no other test uses. */
export const unique = (prefix: string) => `${prefix} ${Date.now().toString(36)}${(seq++).toString(36)}`;

export const companyBody = (defaultSecurityParameterId: number, over: Rec = {}): Rec => ({
  name: unique('Test Company'),
  description: null,
  address1: '1 Test Way',
  address2: null,
  city: 'Springfield',
  state: 'IL',
  zip: '62701',
  phone: '(217) 555-0100',
  isActive: true,
  defaultSecurityParameterId,
  userTypeSecurityParameters: [],
  ...over,
});

export const siteBody = (companyId: number, over: Rec = {}): Rec => ({
  companyId,
  siteName: unique('Test Site'),
  address1: '2 Test Way',
  address2: null,
  city: 'Springfield',
  state: 'IL',
  zip: '62701',
  phone: '(217) 555-0101',
  isActive: true,
  ...over,
});

export const locationBody = (siteId: number, locationType: number, over: Rec = {}): Rec => ({
  location: unique('Test Location'),
  siteId,
  locationType,
  notes: null,
  isActive: true,
  ...over,
});

export const lookupBody = (group: number, over: Rec = {}): Rec => ({
  lookupGroupType: group,
  description: unique('Test Lookup'),
  isActive: true,
  ...over,
});

export const securityParameterBody = (over: Rec = {}): Rec => ({
  name: unique('Test Policy'),
  description: 'made by a test',
  minPwdLength: 8,
  minPwdAlpha: 1,
  minPwdNumeric: 1,
  minPwdSpecial: 0,
  minPwdLower: 1,
  minPwdUpper: 0,
  pwdChangeDays: 90,
  prevPwdCheck: 0,
  expirationNotification: 7,
  graceLoginsAllowed: 2,
  maxPwdAttempts: 5,
  maxAttemptsLockoutTime: 15,
  maxAttemptsLockoutInterval: TimeInterval.Minutes,
  forgotPasswordExpirationMinutes: 60,
  absoluteTimeoutTime: 8,
  absoluteTimeoutInterval: TimeInterval.Hours,
  idleTimeoutTime: null,
  idleTimeoutInterval: null,
  ...over,
});

export const userBody = (priCompanyId: number | null, over: Rec = {}): Rec => {
  const loginName = unique('test.user').replace(' ', '-');
  return {
    loginName,
    firstName: 'Test',
    lastName: 'User',
    email: `${loginName}@example.com`,
    priCompanyId,
    type: UserType.Driver,
    status: UserStatus.Active,
    timeZone: 'Eastern',
    siteAccess: [],
    ...over,
  };
};

/** Every table of the database but the session bookkeeping, by name: row count and a hash of the rows. */
export type Snapshot = Record<string, { rows: number; hash: string }>;

// Not the app's data: sessions and throttles move with every login, and the change events are
// pruned by the live hub on its own clock (its first prune, 30–90 s after start, can fall inside a
// slow run and made the tenancy matrix's "nothing written" flaky under load).
const NOT_DATA = new Set(['userSession', 'loginThrottle', 'rateLimit', 'appEvent']);

export function dataTables(ctx: AppContext): { table: string; key: string }[] {
  const out: { table: string; key: string }[] = [];
  for (const e of ctx.registry.entities.values()) {
    if (NOT_DATA.has(e.id)) continue;
    out.push({ table: e.table, key: e.primary.column });
    for (const p of e.properties) if (p.child) out.push({ table: p.child.table, key: 'id' });
  }
  return out;
}

const stable = (v: unknown): unknown => {
  if (v instanceof Date) return v.toISOString();
  if (Array.isArray(v)) return v.map(stable);
  if (v && typeof v === 'object')
    return Object.fromEntries(
      Object.entries(v)
        .sort(([a], [b]) => (a < b ? -1 : 1))
        .map(([k, x]) => [k, stable(x)]),
    );
  return v;
};

export async function snapshot(ctx: AppContext): Promise<Snapshot> {
  const out: Snapshot = {};
  for (const { table, key } of dataTables(ctx)) {
    const rows = await rawDb(ctx).selectFrom(table).selectAll().orderBy(key).execute();
    out[table] = {
      rows: rows.length,
      hash: createHash('sha256')
        .update(JSON.stringify(stable(rows)))
        .digest('hex'),
    };
  }
  return out;
}
