// Who may see a change event (live updates, server/live/): the tenancy of the changed records,
// taken from the entity's x-tenant the way scopeOf decides access, but kept as values with the
// event, since a stream reads it later, when the records may have changed or gone.
import type { EntityName } from '../../schemas/types.generated.js';
import type { AppContext } from '../context.js';
import type { Db } from '../db/dialect.js';
import type { EntityDef, Registry } from '../engine/registry.js';
import { type Values, valuesOf } from '../engine/repository.js';
import { boundBySite, isSysAdmin, type Principal } from './access.js';

export interface Tenancy {
  /** The record's company (x-tenant company); null when the entity has none. */
  companyId: number | null;
  /** The sites the record touches (site, through, members); null when it has no site shape. */
  siteIds: number[] | null;
  /** The record's owner (x-tenant user); null when the entity has none. */
  userId: number | null;
}

/** `through` chains followed at most this deep (a stage → its mission → its locations). */
const MAX_DEPTH = 4;

const idOrNull = (v: unknown) => (typeof v === 'number' ? v : null);

/** The tenancy of each record of `e`, with one read per `through` reference for all of them. */
export async function tenanciesOf(ctx: AppContext, db: Db, e: EntityDef, records: Values[]): Promise<Tenancy[]> {
  const t = e.tenant;
  const sites = await siteSets(ctx, db, e, records, 0);
  const companyOfSites = t !== 'global' && !t.company ? await siteCompanies(ctx, db, sites) : null;
  return records.map((r, i) => ({
    companyId: t === 'global' ? null : t.company ? idOrNull(r[t.company]) : (companyOfSites?.(sites[i]) ?? null),
    userId: t === 'global' || !t.user ? null : idOrNull(r[t.user]),
    siteIds: sites[i],
  }));
}

/**
 * The company of a record whose entity names none but is at sites (an appointment at its door's
 * site): the sites' company, one read for all the records. A stream needs no company for such an
 * event (its sites decide), but a webhook is subscribed by a company and would never get it.
 */
async function siteCompanies(ctx: AppContext, db: Db, sites: (number[] | null)[]) {
  const ids = [...new Set(sites.flatMap((s) => s ?? []))];
  if (!ids.length) return () => null;
  const site = ctx.registry.entity('site');
  const rows = await ctx.repo.findMany(db, 'site', { where: [{ prop: site.primary.name, op: 'in', value: ids }] });
  const companyOf = new Map(rows.map((r) => [r.id, r.companyId]));
  return (own: number[] | null) => {
    const companies = new Set((own ?? []).map((s) => companyOf.get(s)));
    const [only] = companies;
    return companies.size === 1 && typeof only === 'number' ? only : null;
  };
}

/**
 * The sites of each record by the site shape of x-tenant: its site, the sites of its members
 * list, and the sites of the records its `through` references point at. null: no site shape
 * (or a `through` record without one, which then binds no site either).
 */
async function siteSets(ctx: AppContext, db: Db, e: EntityDef, records: Values[], depth: number): Promise<(number[] | null)[]> {
  const t = e.tenant;
  if (t === 'global' || (!t.site && !t.through && !t.members)) return records.map(() => null);
  const sets = records.map((): Set<number> | null => new Set());
  const add = (i: number, sites: unknown[]) => sites.forEach((s) => typeof s === 'number' && sets[i]?.add(s));
  records.forEach((r, i) => {
    if (t.site) add(i, [r[t.site]]);
    if (t.members) add(i, (r[t.members] as unknown[] | null | undefined) ?? []);
  });
  for (const prop of t.through ?? []) {
    const target = ctx.registry.entity(e.byName.get(prop)!.ref!.entity!);
    const ids = [...new Set(records.map((r) => r[prop]).filter((v) => v != null))];
    const found =
      ids.length && depth < MAX_DEPTH
        ? (await ctx.repo.findMany(db, target.id as EntityName, { where: [{ prop: target.primary.name, op: 'in', value: ids }] })).map(
            valuesOf,
          )
        : [];
    const targetSites = await siteSets(ctx, db, target, found, depth + 1);
    const byId = new Map(found.map((f, j) => [f[target.primary.name], targetSites[j]]));
    records.forEach((r, i) => {
      if (!byId.has(r[prop])) return;
      const sites = byId.get(r[prop])!;
      if (sites === null) sets[i] = null;
      else add(i, sites);
    });
  }
  return sets.map((s) => (s ? [...s].sort((a, b) => a - b) : null));
}

/**
 * Whether a change event of `entity` with this tenancy is the principal's to see, by the rule of
 * scopeOf: a System Administrator sees every one; otherwise the company must be the principal's,
 * the owner the principal, and — where the site shape binds it — one of the event's sites one it
 * reaches. An event only names records (entity, ids, action): what they hold is read through the
 * usual calls and scopes.
 */
export function canSeeChange(registry: Registry, p: Principal, ev: { entity: string } & Tenancy): boolean {
  if (isSysAdmin(p)) return true;
  const e: EntityDef | undefined = registry.entities.get(ev.entity);
  if (!e) return false;
  const t = e.tenant;
  if (t === 'global') return true;
  if (t.company && ev.companyId !== (p.companyId ?? -1)) return false;
  if (t.user && ev.userId !== p.userId) return false;
  if (!boundBySite(registry, p, e) || ev.siteIds === null) return true;
  // a handful of sites each: a scan, not a Set made for every stream an event is offered to
  const mine = p.siteIds ?? [];
  return ev.siteIds.some((s) => mine.includes(s));
}
