// The one place that decides who may read or change what. Every data access of a request goes
// through the Principal: SysAdmin reaches every company; SiteAdmin its own company and all its
// sites; DispatchManager and Driver the active sites in their siteAccess. An entity's x-tenant
// becomes its scope, a condition in SQL (joins and EXISTS, never filtering in memory), used for
// reads, for the rows a write may touch, and for the record a write leaves behind.
import type { Ride } from '../db/statementRider.js';
import { UserType } from '../../schemas/enums.js';
import { canManageUser } from '../../schemas/userRules.js';
import type { EntityDef, Registry } from '../engine/registry.js';
import type { Scope, Values } from '../engine/repository.js';

export interface Principal {
  userId: number;
  type: number;
  loginName: string;
  companyId: number | null;
  /** Site ids the user may reach; null means every site of every company (SysAdmin). */
  siteIds: number[] | null;
  /**
   * siteIds holds every site of the user's company, inactive ones too (principal.ts): then, as for
   * a Company Administrator, the company says where the user may read (boundBySite).
   */
  everySite?: boolean;
  sessionId: string;
  mustChangePassword: boolean;
  /** The IANA zone of the user's Timezone setting: days in filters and times in exports are the user's. */
  zone: string;
  /** The client address of the request this principal acts in (route.ts), for the security log. */
  address?: string | null;
  /**
   * The API key a service call came with (issue 34): the principal is then the key's service user,
   * and the request log and the security log mark the call as the key's.
   */
  apiKey?: { id: number; prefix: string; name: string };
  /**
   * Set on a Principal a read runs for ahead of its session's check (account/sessionAhead.ts): the
   * check, carried in the read's page (engine/service.ts scopedQuery, repository.findPage).
   */
  ride?: Ride;
}

export const isSysAdmin = (p: Principal) => p.type === UserType.SysAdmin;
export const isAdmin = (p: Principal) => p.type === UserType.SysAdmin || p.type === UserType.SiteAdmin;

/** The sites a user reaches, from its company's sites (id, isActive) and its site access. */
export function reachableSites(
  user: { type: number; priCompanyId?: number | null; siteAccess?: number[] },
  companySites: { id: number; isActive: boolean }[],
) {
  if (user.type === UserType.SysAdmin) return null;
  if (!user.priCompanyId) return [];
  if (user.type === UserType.SiteAdmin) return companySites.map((s) => s.id);
  const granted = new Set(user.siteAccess ?? []);
  return companySites.filter((s) => s.isActive && granted.has(s.id)).map((s) => s.id);
}

/**
 * Whether the site shape of e's x-tenant (site, through, members) binds the principal: always,
 * except where a company column says it all — for a Company Administrator, and for a user who
 * reaches every site of the company when each row of e the company holds is at one of its sites.
 * The database then tests no site of the row (a mission's two location subqueries, the history's
 * page at 0.34 ms against 0.58 over a million missions): a small company's every user, whose one
 * or two sites all are granted, and a dispatcher over all of a company's yards.
 */
export const boundBySite = (registry: Registry, p: Principal, e: EntityDef) =>
  e.tenant !== 'global' && (!e.tenant.company || !(isAdmin(p) || (p.everySite === true && atCompanySites(registry, e))));

/**
 * Whether every row of e is at a site of its own company: its site shape reaches sites only
 * through references (a mission's locations, a stage's mission), none through a site access list
 * — an asset granted to no site is at none, so a user bound by sites must not see it.
 */
function atCompanySites(registry: Registry, e: EntityDef): boolean {
  // a fact of the schemas, asked on every scope and every live event: worked out once per entity
  let known = companySites.get(e);
  if (known === undefined) {
    const t = e.tenant;
    known =
      t === 'global' ||
      (!t.members && (t.through ?? []).every((prop) => atCompanySites(registry, registry.entity(e.byName.get(prop)!.ref!.entity!))));
    companySites.set(e, known);
  }
  return known;
}
const companySites = new WeakMap<EntityDef, boolean>();

/**
 * What scopeOf reads of the principal, as part of a cache key: statements and totals kept for one
 * scope (statementCache.ts, listing.ts) must never serve another.
 */
export const scopeKey = (p: Principal) => [p.type, p.companyId, p.userId, p.siteIds, p.everySite === true];

export function canReachCompany(p: Principal, companyId: number | null | undefined): boolean {
  if (isSysAdmin(p)) return true;
  return companyId != null && companyId === p.companyId;
}

/**
 * The scope of `e` for the principal: the rows it may read and write, as SQL over e's table
 * (null: no restriction). The forms of x-tenant (docs/SCHEMAS.md):
 * - company: the row's company is the principal's;
 * - site: the row's site is one the principal reaches;
 * - user: the row belongs to the principal;
 * - through: any record these references point at is in its own scope (a mission's locations);
 * - members: any site of this child list is reachable (an asset's site access).
 * Site-shaped conditions bind Company Administrators only where no company column says it all.
 */
export function scopeOf(registry: Registry, p: Principal, e: EntityDef, alias = e.table): Scope | null {
  const t = e.tenant;
  if (t === 'global' || isSysAdmin(p)) return null;
  const col = (prop: string) => `${alias}.${e.byName.get(prop)!.column}`;
  const sites = boundBySite(registry, p, e)
    ? siteParts(registry, e, p.siteIds ?? [], alias, (target, inner) => scopeOf(registry, p, target, inner))
    : [];
  const company = t.company ? companyScope(e, p.companyId ?? -1, alias) : null;
  return (eb) => {
    const parts = sites.map((s) => s(eb));
    if (company) parts.push(company(eb));
    if (t.user) parts.push(eb(col(t.user), '=', p.userId));
    return parts.length ? eb.and(parts) : eb.lit(true);
  };
}

/**
 * The rows of `e` of one company, by the company column of its x-tenant: the company choice of a
 * read about one company (the dashboards), whose reach the caller checked (canReachCompany), and
 * the company part of every scope. An entity without a company column has no such rows to name:
 * asking for them is a mistake of the code, not of the request.
 */
export function companyScope(e: EntityDef, companyId: number, alias = e.table): Scope {
  const prop = e.tenant === 'global' ? undefined : e.tenant.company;
  if (!prop) throw new Error(`companyScope: ${e.id} has no company column (x-tenant.company)`);
  const column = `${alias}.${e.byName.get(prop)!.column}`;
  return (eb) => eb(column, '=', companyId);
}

/**
 * The principal's scope of `e` inside one company it reaches (canReachCompany; nothing otherwise):
 * for a System Administrator, who reaches every company, the rows of the company chosen; for
 * anyone else its own scope, which holds its one company already.
 */
export function scopeInCompany(registry: Registry, p: Principal, e: EntityDef, companyId: number, alias = e.table): Scope {
  if (!canReachCompany(p, companyId)) return (eb) => eb.lit(false);
  return scopeOf(registry, p, e, alias) ?? companyScope(e, companyId, alias);
}

/**
 * The rows of `e` at one of `sites`, by the site shape of its x-tenant: the site choice of a
 * filtered list ("All Sites" is simply every reachable site). null when `e` has no site shape.
 */
export function sitesScope(registry: Registry, e: EntityDef, sites: number[], alias = e.table): Scope | null {
  if (e.tenant === 'global') return null;
  const parts = siteParts(registry, e, sites, alias, (target, inner) => sitesScope(registry, target, sites, inner));
  return parts.length ? (eb) => eb.and(parts.map((s) => s(eb))) : null;
}

/**
 * Whether, for a principal bound by its sites, its scope built for some of its sites selects
 * exactly the rows of its own scope and sitesScope of those sites together (filteredCalls.ts uses
 * the one for the other). It does unless a `through` with several references reaches a table whose
 * scope holds more than its site: then a row whose one reference passes the principal's scope and
 * whose other is at a chosen site would be lost.
 */
export function narrowsBySites(registry: Registry, e: EntityDef): boolean {
  if (e.tenant === 'global' || !e.tenant.through) return true;
  const targets = e.tenant.through.map((prop) => registry.entity(e.byName.get(prop)!.ref!.entity!));
  if (targets.length === 1) return narrowsBySites(registry, targets[0]);
  return targets.every((t) => t.tenant === 'global' || (!t.tenant.company && !t.tenant.user && !t.tenant.through && !t.tenant.members));
}

/** The site-shaped conditions of x-tenant (site, through, members) for a set of sites. */
function siteParts(
  registry: Registry,
  e: EntityDef,
  sites: number[],
  alias: string,
  inner: (target: EntityDef, alias: string) => Scope | null,
): Scope[] {
  const t = e.tenant;
  if (t === 'global') return [];
  const col = (prop: string) => `${alias}.${e.byName.get(prop)!.column}`;
  const parts: Scope[] = [];
  if (t.site) {
    const site = col(t.site);
    parts.push((eb) => (sites.length ? eb(site, 'in', sites) : eb.lit(false)));
  }
  if (t.through) {
    const through = t.through;
    // Each reference's row is looked up by its key and tested, as a scalar subquery (at most one
    // row: the key is the primary key). Not EXISTS: under an OR, PostgreSQL may plan an EXISTS as
    // a hash of every row of the target in scope, built on each call before the first row is
    // read — a board walking its index for 25 missions hashed a site's million locations (69 ms a page);
    // a scalar subquery runs only for the rows the walk reaches, on either database.
    parts.push((eb) =>
      eb.or(
        through.map((prop, i) => {
          const target = registry.entity(e.byName.get(prop)!.ref!.entity!);
          const innerAlias = `${alias}_t${i}`;
          const scope = inner(target, innerAlias);
          const found = eb
            .selectFrom(`${target.table} as ${innerAlias}`)
            .select(eb.lit(1).as('one'))
            .whereRef(`${innerAlias}.${target.primary.column}`, '=', col(prop))
            .where((ib) => (scope ? scope(ib) : ib.lit(true)));
          return eb(found, 'is not', null);
        }),
      ),
    );
  }
  if (t.members) {
    const owner = e.auditOf ? registry.entity(e.auditOf.entity) : e;
    const child = owner.byName.get(t.members)!.child!;
    const ownerId = e.auditOf ? col(e.auditOf.key) : `${alias}.${e.primary.column}`;
    const m = `${alias}_m`;
    parts.push((eb) =>
      sites.length
        ? eb.exists(
            eb
              .selectFrom(`${child.table} as ${m}`)
              .select(eb.lit(1).as('one'))
              .whereRef(`${m}.${snake(child.key)}`, '=', ownerId)
              .where(`${m}.${snake(child.value!)}`, 'in', sites),
          )
        : eb.lit(false),
    );
  }
  return parts;
}

const snake = (s: string) => s.replace(/([a-z0-9])([A-Z])/g, '$1_$2').toLowerCase();

// Who may manage a user (and delete one) is shared with the admin, which offers only what it allows.
export { canManageUser, MANAGED_TYPES } from '../../schemas/userRules.js';

type UserLike = { id?: number; type?: number; priCompanyId?: number | null } | Values;

/** Who may read a user record: whoever may manage it, and a Company Administrator its company's users. */
export function canSeeUser(p: Principal, target: UserLike): boolean {
  if (canManageUser(p, target)) return true;
  return p.type === UserType.SiteAdmin && target.priCompanyId === p.companyId && target.type !== UserType.SysAdmin;
}

/**
 * Whether a write to `e` may change someone's Principal (type, company, status, sites), so that
 * every cached Principal is rebuilt (principal.ts).
 */
export function changesAccess(e: EntityDef, before: Values | undefined, after: Values | undefined): boolean {
  const watched: Record<string, string[]> = {
    user: ['type', 'status', 'isActive', 'priCompanyId', 'siteAccess'],
    site: ['companyId', 'isActive'],
  };
  const props = watched[e.id];
  if (!props) return false;
  if (!before || !after) return true;
  return props.some((k) => after[k] !== undefined && JSON.stringify(after[k]) !== JSON.stringify(before[k]));
}
