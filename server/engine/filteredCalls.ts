// The filtered calls of every entity with x-filters (and of its history, by x-audit), generated:
//   POST /{list}                 a page of rows (sort and range as query parameters, total in X-Total-Count)
//   POST /{export.call}          the CSV text in data (the catalogue's answer), up to TEXT_EXPORT_MAX_ROWS rows
//   POST /{export.call}/Download the CSV file itself, streamed, of any size
// An entity without a filter screen may declare the export alone (a location's, a carrier's: the
// file its import reads back), its rows chosen by company and sites as any other's.
// The body is the screen's request: companyId, siteIds (-1: All Sites) and filters; a history's
// names its record (assetId) instead. Scope comes first — the caller's tenancy, then the company
// and the sites it chose (each one it cannot reach answers 404) — and the filters only narrow it.
import type { Request } from 'express';
import { ALL } from '../../schemas/enums.js';
import type { Filter } from '../../schemas/types.generated.js';
import { canReachCompany, isAdmin, isSysAdmin, narrowsBySites, type Principal, scopeKey, sitesScope } from '../access/access.js';
import type { AppContext } from '../context.js';
import { badRequest, notFound } from '../errors.js';
import { CSV_TEXT, many } from '../http/openapi/shapes.js';
import type { RouteDef } from '../http/route.js';
import { sourced, sourceOf } from '../http/routeSource.js';
import { csvText, exportColumns, streamCsv, withPivots, withSiteNames } from './csvExport.js';
import { boundsByDate, checkFilters, dayBranches, filterScopes, searchesText } from './filters.js';
import { cheapPage, sortOf, totalOf } from './listing.js';
import { type EntityDef, generatedSource, type Registry } from './registry.js';
import type { Condition, Query, Scope } from './repository.js';
import { listParams } from './restRoutes.js';
import { assertCan, present, scopedQuery } from './service.js';

/** Rows a page read day by day may gather from its branches and still be a quick read. */
const SPLIT_QUICK_ROWS = 1000;

interface FilteredBody {
  companyId?: number | null;
  siteIds?: number[];
  assetIds?: number[];
  filters?: Filter[];
  columns?: string[];
  from?: string | null;
  to?: string | null;
  [key: string]: unknown;
}

interface Selection {
  query: Query;
  /** Names the rows the query selects (for the kept total). */
  key: string;
  /** The page has to read text inside values or walk more than an index gives: a long read. */
  long: boolean;
}

/**
 * Whether `ids` are all records of `entity` the principal reaches (one count). Companies and sites
 * of anyone but a System Administrator are known from the Principal (its company, its reachable
 * sites of that company), so the board's every page asks the database nothing for them.
 */
export async function allReachable(ctx: AppContext, p: Principal, entity: string, ids: number[]): Promise<boolean> {
  if (!isSysAdmin(p) && entity === 'company') return ids.every((id) => id === p.companyId);
  if (!isSysAdmin(p) && entity === 'site' && p.siteIds) return ids.every((id) => p.siteIds!.includes(id));
  const e = ctx.registry.entity(entity);
  const q = scopedQuery(ctx, p, e, { where: [{ prop: e.primary.name, op: 'in', value: ids }] });
  return (await ctx.repo.count(ctx.db, entity as never, q)) === new Set(ids).size;
}

/**
 * Whether the caller reaches every chosen site and, when a company is chosen, each is that
 * company's: a System Administrator reaches every company's sites, anyone else only its own
 * company's (allReachable), so only the former's choice is counted against the company.
 */
export async function sitesOfChoice(ctx: AppContext, p: Principal, sites: number[], companyId: number | null): Promise<boolean> {
  if (!(await allReachable(ctx, p, 'site', sites))) return false;
  if (!isSysAdmin(p) || companyId == null) return true;
  const elsewhere = await ctx.repo.count(ctx.db, 'site', {
    where: [
      { prop: 'id', op: 'in', value: sites },
      { prop: 'companyId', op: 'ne', value: companyId },
    ],
  });
  return elsewhere === 0;
}

/** The ids of a company's sites (all of them, inactive too: its rows stay its rows). */
async function sitesOfCompany(ctx: AppContext, companyId: number): Promise<number[]> {
  const sites = await ctx.repo.findMany(ctx.db, 'site', { where: [{ prop: 'companyId', op: 'eq', value: companyId }] });
  return sites.map((s) => s.id as number);
}

/** The record a history's calls are about: an audit's record, or the reference a view names with x-filters.by. */
function recordOf(e: EntityDef): { key: string; entity: string } | undefined {
  if (e.auditOf) return e.auditOf;
  const by = e.filters?.by;
  return by ? { key: by, entity: e.byName.get(by)!.ref!.entity! } : undefined;
}

/** x-filters.latest: only rows with no newer row (a higher id) for the same `prop` — an indexed NOT EXISTS. */
function newestOfEach(e: EntityDef, prop: string): Scope {
  const col = e.byName.get(prop)!.column;
  const id = e.primary.column;
  return (eb) =>
    eb.not(
      eb.exists(
        eb
          .selectFrom(`${e.table} as newer`)
          .select(eb.lit(1).as('one'))
          .whereRef(`newer.${col}`, '=', `${e.table}.${col}`)
          .whereRef(`newer.${id}`, '>', `${e.table}.${id}`),
      ),
    );
}

/** The body's `from` and `to` over the window its x-filters declares (an appointment's): records whose window meets [from, to). */
function windowOf(e: EntityDef, body: FilteredBody): Condition[] {
  const window = e.filters!.window;
  const { from, to } = body;
  if (from == null && to == null) return [];
  if (!window) throw badRequest([{ field: from != null ? 'from' : 'to', message: `${e.label} has no window to choose by From and To` }]);
  if (from != null && to != null && Date.parse(to) <= Date.parse(from))
    throw badRequest([{ field: 'to', message: 'To must be after From' }]);
  return [
    ...(from != null ? [{ prop: window.end, op: 'gt' as const, value: from }] : []),
    ...(to != null ? [{ prop: window.start, op: 'lt' as const, value: to }] : []),
  ];
}

/** The rows of `e` a filtered call selects: tenancy, then the body's company/sites/record, then its filters. */
async function selection(ctx: AppContext, p: Principal, e: EntityDef, body: FilteredBody, req: Request): Promise<Selection> {
  assertCan(p, e, 'read');
  const where: Condition[] = [];
  const scopes: Scope[] = [];
  const tenant = e.tenant === 'global' ? {} : e.tenant;
  const about = recordOf(e);
  // Whose sites the tenancy scope names: the caller's, or only the sites it chose (below).
  let owner = p;
  if (about) {
    // A history: its record must be one the caller reaches — or, once deleted, have history rows the caller reaches.
    const { key, entity } = about;
    const id = body[key] as number;
    where.push({ prop: key, op: 'eq', value: id });
    const record = await ctx.repo.findById(ctx.db, entity as never, id, scopedQuery(ctx, p, ctx.registry.entity(entity)));
    if (!record && !(await ctx.repo.count(ctx.db, e.id as never, scopedQuery(ctx, p, e, { where }), 1)))
      throw notFound(ctx.registry.entity(entity).label);
  } else {
    if (body.companyId != null && body.companyId !== ALL) {
      if (!canReachCompany(p, body.companyId) || !(await allReachable(ctx, p, 'company', [body.companyId]))) throw notFound('Company');
      if (tenant.company) where.push({ prop: tenant.company, op: 'eq', value: body.companyId });
      else {
        // Stored by site alone (x-tenant {site}, or through records that are): the company's rows
        // are those at its sites. A System Administrator's scope holds no company, so without this
        // the chosen company would be ignored; anyone else's scope holds its own already.
        const scope = sitesScope(ctx.registry, e, await sitesOfCompany(ctx, body.companyId));
        if (scope) scopes.push(scope);
      }
    }
    const sites = (body.siteIds ?? []).filter((s) => s !== ALL);
    if (sites.length && !(body.siteIds ?? []).includes(ALL)) {
      const chosen = body.companyId != null && body.companyId !== ALL ? body.companyId : null;
      if (!(await sitesOfChoice(ctx, p, sites, chosen))) throw notFound('Site');
      if (!isAdmin(p) && p.siteIds && narrowsBySites(ctx.registry, e)) {
        // Bound by its sites on every table (access.ts: boundBySite), a user whose chosen sites are
        // some of its own (allReachable above checked them against p.siteIds) gets the tenancy scope
        // of those sites: the same rows as its own scope and the choice together (narrowsBySites
        // says when), with half the site conditions to build and for the database to test (the
        // board's page: two correlated subqueries instead of four).
        owner = { ...p, siteIds: sites, everySite: false };
      } else {
        const scope = sitesScope(ctx.registry, e, sites);
        if (scope) scopes.push(scope);
      }
    }
    if (body.assetIds?.length) {
      const assetProp = e.properties.find((prop) => prop.ref?.entity === 'asset' && !prop.child);
      if (assetProp) {
        if (!(await allReachable(ctx, p, 'asset', body.assetIds))) throw notFound('Asset');
        where.push({ prop: assetProp.name, op: 'in', value: body.assetIds });
      }
    }
  }
  if (e.filters!.latest) scopes.push(newestOfEach(e, e.filters!.latest));
  where.push(...windowOf(e, body));
  const active = checkFilters(e, e.filters!, body.filters);
  scopes.push(...filterScopes(ctx.adapter, e, active, p.zone));
  const params = listParams(req);
  const query: Query = scopedQuery(ctx, owner, e, { where, scopes, sort: sortOf(e, params.sort), range: params.range });
  // Columns the query holds equal: its own conditions, and the company of anyone's tenancy but a
  // System Administrator's (access.ts pins it).
  const bound = (query.where ?? []).filter((c) => c.op === 'eq' && c.value != null).map((c) => e.byName.get(c.prop)!.column);
  if (tenant.company && !isSysAdmin(p)) bound.push(e.byName.get(tenant.company)!.column);
  const split = query.range && dayBranches(ctx.registry, e, active, query.sort ?? [], bound);
  if (split) query.split = split;
  const key = JSON.stringify([
    body.companyId ?? null,
    body.siteIds ?? [],
    body.assetIds ?? [],
    about ? body[about.key] : null,
    body.from ?? null,
    body.to ?? null,
    active.map((f) => [f.field.type, f.option, f.value]),
    ...scopeKey(owner),
    p.zone,
  ]);
  const sorted = (query.sort ?? []).map((x) => x.prop);
  // Read day by day, a page reads at most its end from each day's index walk, or, where the walks
  // are merged as they go (SQLite), about its end from all of them together.
  const reads = (days: number, end: number) => (ctx.adapter.mergesCompounds ? end + days : days * end);
  const dated = split ? reads(split.values.length, query.range![1] + 1) > SPLIT_QUICK_ROWS : boundsByDate(active, sorted);
  return { query, key, long: searchesText(active) || dated || !cheapPage(ctx.registry, e, query) };
}

/** The columns of an export: those asked (checked), pivots expanded for the chosen company, sites named over several. */
const columnsOf = async (ctx: AppContext, p: Principal, e: EntityDef, body: FilteredBody) =>
  withSiteNames(
    ctx,
    p,
    await withPivots(
      ctx,
      p,
      e,
      exportColumns(e, body.columns, (x, n) => !!ctx.repo.computedSelect(x, n)),
      body.companyId,
    ),
    body.siteIds,
  );

function callsOf(e: EntityDef): RouteDef[] {
  const decl = e.filters!;
  const read = { roles: e.access.read };
  const body = e.filterBody;
  const routes: RouteDef[] = [];
  if (decl.list)
    routes.push({
      method: 'post',
      path: `/${decl.list}`,
      access: read,
      body,
      readsOnly: true,
      summary: `Filter ${e.label} records (a page, its total in X-Total-Count)`,
      answer: many(e.id),
      handler: async ({ ctx, principal, body: b, req, res }) => {
        const { query, key, long } = await selection(ctx, principal, e, b as FilteredBody, req);
        const page = ctx.repo.findPage(ctx.db, e.id as never, { ...query, key }, long);
        const [records, total] = await Promise.all([page, totalOf(ctx, e, query, key)]);
        res.set('X-Total-Count', `${total.total}${total.exact ? '' : '+'}`);
        return present(ctx, principal, e, ctx.db, records);
      },
    });
  if (!decl.export) return routes;
  const { call, file } = decl.export;
  // An export is the whole selection: no page.
  const whole = (s: Selection) => ({ ...s.query, range: undefined, split: undefined, children: false });
  routes.push(
    {
      method: 'post',
      path: `/${call}`,
      access: read,
      body,
      summary: `Export the filtered ${e.label} records as CSV text`,
      answer: CSV_TEXT,
      handler: async ({ ctx, principal, body: b, req }) => {
        const body = b as FilteredBody;
        const s = await selection(ctx, principal, e, body, req);
        return csvText(ctx, principal, e, whole(s), await columnsOf(ctx, principal, e, body));
      },
    },
    {
      method: 'post',
      path: `/${call}/Download`,
      access: read,
      body,
      envelope: 'none',
      summary: `Download the filtered ${e.label} records as a CSV file`,
      answerType: 'text/csv',
      handler: async ({ ctx, principal, body: b, req, res }) => {
        const s = await selection(ctx, principal, e, b as FilteredBody, req);
        const columns = await columnsOf(ctx, principal, e, b as FilteredBody);
        res.set('Content-Type', 'text/csv; charset=utf-8');
        res.set('Content-Disposition', `attachment; filename="${file}"`);
        res.set('Cache-Control', 'no-store');
        try {
          await streamCsv(ctx, principal, e, whole(s), columns, res);
        } catch (err) {
          // Once the file has begun, an error can only cut it short (the download then fails in
          // the browser); a client that went away is no error at all.
          if (!res.headersSent) throw err;
          if ((err as { code?: string }).code !== 'ERR_STREAM_PREMATURE_CLOSE') ctx.log.error(`export ${call} broke off`, err);
          res.destroy();
        }
      },
    },
  );
  return routes;
}

/** The schema keyword that declares an entity's filtered calls: a history's x-audit, a view's x-views, else x-filters. */
const declaringKeyword = (e: EntityDef) => (e.auditOf ? 'x-audit' : e.viewOf ? 'x-views' : 'x-filters');

/** The filtered calls of every entity that declares them. */
export const filteredRoutes = (registry: Registry): RouteDef[] =>
  [...registry.entities.values()]
    .filter((e) => (e.filters?.list || e.filters?.export) && !e.internal)
    .flatMap((e) => sourced(generatedSource(registry, e, declaringKeyword(e), [sourceOf(import.meta.url)]), callsOf(e)));
