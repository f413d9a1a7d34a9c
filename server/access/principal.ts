// The Principal of a session, built once and kept until something it depends on changes. Each
// request reads its session, its user and the access generation in one query; the site list is
// rebuilt only when the generation has moved (a user, its site access or a site changed, on any
// app instance), so a change applies to live sessions at once without 3–4 queries per request.
import { sql } from 'kysely';
import type { AppContext } from '../context.js';
import type { Db } from '../db/dialect.js';
import { keptShape } from '../engine/statementCache.js';
import { zoneOf } from '../../schemas/dates.js';
import { type Principal, reachableSites } from './access.js';

const GENERATION = 'access.generation';
const MAX_CACHED = 10_000;

export interface SessionRow {
  id: string;
  userId: number;
  expiresAt: string;
  lastSeenAt: string;
  idleTimeoutMs: number | null;
  mustChangePassword: boolean;
  revokedAt: string | null;
  user: {
    id: number;
    type: number;
    status: number;
    isActive: boolean;
    priCompanyId: number | null;
    loginName: string;
    timeZone: string | null;
  };
  generation: string;
}

/** What a Principal reads of its user, with the access generation `g` (a session's, an API key's). */
export const PRINCIPAL_USER_COLUMNS = ['u.type', 'u.status', 'u.is_active', 'u.pri_company_id', 'u.login_name', 'u.time_zone'] as const;
export const GENERATION_SETTING = GENERATION;

/** The user of a row read with PRINCIPAL_USER_COLUMNS. */
export function principalUserOf(
  adapter: AppContext['adapter'],
  userId: number,
  row: { type: unknown; status: unknown; is_active: unknown; pri_company_id: number | null; login_name: unknown; time_zone: string | null },
): SessionRow['user'] {
  return {
    id: userId,
    type: row.type as number,
    status: row.status as number,
    isActive: (adapter.fromDb('boolean', row.is_active) ?? true) as boolean,
    priCompanyId: row.pri_company_id,
    loginName: row.login_name as string,
    timeZone: row.time_zone,
  };
}

const sessionsSelect = (db: Db) =>
  db
    .selectFrom('user_session as s')
    .innerJoin('app_user as u', 'u.id', 's.user_id')
    .leftJoin('system_setting as g', (j) => j.on('g.name', '=', GENERATION))
    .select([
      's.id',
      's.user_id',
      's.expires_at',
      's.last_seen_at',
      's.idle_timeout_ms',
      's.must_change_password',
      's.revoked_at',
      ...PRINCIPAL_USER_COLUMNS,
      'g.value as generation',
    ]);
const sessionSelect = (db: Db, sessionId: string) => sessionsSelect(db).where('s.id', '=', sessionId);

export type SessionDbRow = Awaited<ReturnType<ReturnType<typeof sessionSelect>['executeTakeFirstOrThrow']>>;

/** The statement that reads a session, its user and the access generation: built and compiled once, every request runs it. */
export const sessionStatement = (ctx: AppContext, sessionId: string) =>
  keptShape(ctx.db, 'session', [sessionId], ([id]) => sessionSelect(ctx.db, id as string).compile());

/**
 * The session, its user and the access generation, in one query; undefined when there is no such
 * session. A quick read (a reader thread may take it), or with `here` on the request thread.
 */
export async function loadSession(ctx: AppContext, sessionId: string, here = false): Promise<SessionRow | undefined> {
  const session = sessionStatement(ctx, sessionId);
  const [row] = here ? (await ctx.db.executeQuery(session)).rows : await ctx.adapter.quickRead<SessionDbRow>(session);
  return row && sessionOf(ctx.adapter, row);
}

/** Sessions read together (open streams' checks: account/sessionRecheck.ts): one quick read for each 500, by id. */
export async function loadSessions(ctx: AppContext, sessionIds: string[]): Promise<Map<string, SessionRow>> {
  const found = new Map<string, SessionRow>();
  for (let i = 0; i < sessionIds.length; i += 500) {
    const query = sessionsSelect(ctx.db)
      .where('s.id', 'in', sessionIds.slice(i, i + 500))
      .compile();
    for (const row of await ctx.adapter.quickRead<SessionDbRow>(query)) found.set(row.id, sessionOf(ctx.adapter, row));
  }
  return found;
}

/** A row of sessionStatement as a SessionRow (also its JSON, row_to_json's: timestamps as text). */
export function sessionOf(adapter: AppContext['adapter'], row: SessionDbRow): SessionRow {
  const ts = (v: unknown) => adapter.fromDb('timestamp', v) as string;
  return {
    id: row.id,
    userId: row.user_id as number,
    expiresAt: ts(row.expires_at),
    lastSeenAt: ts(row.last_seen_at),
    idleTimeoutMs: row.idle_timeout_ms,
    mustChangePassword: adapter.fromDb('boolean', row.must_change_password) as boolean,
    revokedAt: row.revoked_at === null ? null : ts(row.revoked_at),
    user: principalUserOf(adapter, row.user_id as number, row),
    generation: row.generation ?? '0',
  };
}

type Cache = Map<string, { generation: string } & SiteReach>;
interface SiteReach {
  siteIds: number[] | null;
  everySite: boolean;
}
/** One cache per app instance (tests run several in one process). */
const caches = new WeakMap<AppContext['db'], Cache>();

/** The Principal of a live session; the site list comes from the cache while the generation holds. */
export async function principalOf(ctx: AppContext, s: SessionRow): Promise<Principal> {
  const cache = cacheOf(ctx);
  let known = cache.get(s.id);
  if (!known || known.generation !== s.generation) {
    known = { generation: s.generation, ...(await sitesOf(ctx, s.user)) };
    keep(cache, s.id, known);
  }
  return principalWith(s, known);
}

/** The Principal of a live session when its site list is cached for the session's generation, else undefined (no query). */
export function knownPrincipalOf(ctx: AppContext, s: SessionRow): Principal | undefined {
  const known = cacheOf(ctx).get(s.id);
  return known && known.generation === s.generation ? principalWith(s, known) : undefined;
}

/** The Principal each session last had on this instance, for a read that goes ahead of its session's check (account/sessionAhead.ts). */
const lastSeen = new WeakMap<AppContext['db'], Map<string, Principal>>();

export const rememberPrincipal = (ctx: AppContext, p: Principal) => keep(perInstance(lastSeen, ctx), p.sessionId, p);

export const rememberedPrincipal = (ctx: AppContext, sessionId: string) => lastSeen.get(ctx.db)?.get(sessionId);

const cacheOf = (ctx: AppContext): Cache => perInstance(caches, ctx);

/** This app instance's map of `maps` (tests run several instances in one process). */
function perInstance<V>(maps: WeakMap<AppContext['db'], Map<string, V>>, ctx: AppContext): Map<string, V> {
  let map = maps.get(ctx.db);
  if (!map) maps.set(ctx.db, (map = new Map()));
  return map;
}

/** Sets `key` in a map of at most MAX_CACHED sessions, the oldest set forgotten first. */
function keep<V>(map: Map<string, V>, key: string, value: V) {
  if (map.size >= MAX_CACHED && !map.has(key)) map.delete(map.keys().next().value!);
  map.set(key, value);
}

const principalWith = (s: SessionRow, known: SiteReach): Principal => ({
  userId: s.user.id,
  type: s.user.type,
  loginName: s.user.loginName,
  companyId: s.user.priCompanyId ?? null,
  siteIds: known.siteIds,
  everySite: known.everySite,
  sessionId: s.id,
  mustChangePassword: s.mustChangePassword,
  zone: zoneOf(s.user.timeZone),
});

/**
 * The sites a user reaches, in one query: its company's sites, marked when granted to the user;
 * and whether they are all its company's sites (a site added, or one made inactive, moves the
 * access generation: this is worked out again). Read through `db`: inside a transaction, its own
 * (SQLite has one connection, which the transaction holds).
 */
export async function sitesOf(
  ctx: AppContext,
  user: Pick<SessionRow['user'], 'id' | 'type' | 'priCompanyId'>,
  db: Db = ctx.db,
): Promise<SiteReach> {
  if (!user.priCompanyId) return { siteIds: reachableSites(user, []), everySite: false };
  const rows = await db
    .selectFrom('site as s')
    .leftJoin('user_site_access as a', (j) => j.onRef('a.site_id', '=', 's.id').on('a.user_id', '=', user.id))
    .select(['s.id', 's.is_active', 'a.site_id as granted'])
    .where('s.company_id', '=', user.priCompanyId)
    .execute();
  const sites = rows.map((r) => ({ id: r.id, isActive: !!ctx.adapter.fromDb('boolean', r.is_active) }));
  const granted = rows.filter((r) => r.granted !== null).map((r) => r.id);
  const siteIds = reachableSites({ ...user, siteAccess: granted }, sites);
  return { siteIds, everySite: siteIds !== null && sites.length > 0 && siteIds.length === sites.length };
}

/** Moves the access generation: every cached Principal, on every instance, is rebuilt on its next request. */
export async function bumpAccessGeneration(db: Db) {
  await db
    .insertInto('system_setting')
    .values({ name: GENERATION, value: '1' })
    .onConflict((oc) => oc.column('name').doUpdateSet({ value: sql`cast(cast(system_setting.value as integer) + 1 as text)` }))
    .execute();
}
