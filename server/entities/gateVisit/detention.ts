// POST /Detention and POST /Detention/Export (issue 32): the visits that checked in on a range of
// days (at most 93, the gate visits' CheckInDate filter as a Range, required), at the company's
// sites the caller chose and reaches, with each visit's dwell, free time, detention and amount,
// and the totals per carrier. Dwell is to check-out, or to now while the trailer is in the yard.
// Scope first, as every filtered call: the caller's tenancy inside the company, the sites chosen
// (another tenant's: 404), then the gate visits screen's filters (engine/filters.ts, checked and
// turned into SQL there). Two statements, both bounded by the days and read through the indexes
// gate_visit [companyId, checkInDate] / [siteId, checkInDate] (the site's tenant index): a page of rows, and the totals
// grouped by carrier, the figures computed by the database (dwell.ts) so the two always agree; the
// count and the totals kept for the minute until a visit is written (keptFigures).
import { type CompiledQuery, type SelectQueryBuilder, sql } from 'kysely';
import { formatDateTime } from '../../../schemas/dates.js';
import { ALL, FilterOption, UserType } from '../../../schemas/enums.js';
import { type CarrierTotal, type DetentionRow, MAX_DETENTION_DAYS } from '../../../schemas/detention.js';
import type { DetentionRequest } from '../../../schemas/types.generated.js';
import { canReachCompany, isSysAdmin, type Principal, scopeInCompany, scopeKey, sitesScope } from '../../access/access.js';
import type { AppContext } from '../../context.js';
import { dynamic } from '../../db/dialect.js';
import { recordsCsv } from '../../engine/csvExport.js';
import { allReachable, sitesOfChoice } from '../../engine/filteredCalls.js';
import { checkFilters, filterScopes } from '../../engine/filters.js';
import { MAX_PAGE, QUICK_PAGE, TOTAL_TTL_MS } from '../../engine/listing.js';
import { cachedRead } from '../../engine/readCache.js';
import type { Scope } from '../../engine/repository.js';
import { listParams } from '../../engine/restRoutes.js';
import { keptShape, keptStatement } from '../../engine/statementCache.js';
import { assertCan } from '../../engine/service.js';
import { badRequest, notFound } from '../../errors.js';
import { CSV_TEXT, one } from '../../http/openapi/shapes.js';
import type { Call, RouteDef } from '../../http/route.js';
import { declaredIn } from '../../http/routeSource.js';
import { cents, detentionAmountSql, detentionMinutesSql, detentionOf, dwellMinutesSql, dwellRows } from './dwell.js';

/** The most rows an export writes (a month of a busy company's visits is a few thousand). */
export const DETENTION_EXPORT_MAX_ROWS = 50_000;

const V = 'gate_visit';

/**
 * The conditions of the request over gate_visit: tenancy in the company, the chosen sites, the
 * filters (the CheckInDate range required); and the key that names every input of them, under which
 * the report's statements are kept (engine/statementCache.ts).
 */
async function detentionScopes(ctx: AppContext, p: Principal, body: DetentionRequest): Promise<{ scopes: Scope[]; key: string }> {
  const e = ctx.registry.entity('gateVisit');
  assertCan(p, e, 'read');
  const companyId = body.companyId != null && body.companyId !== ALL ? body.companyId : isSysAdmin(p) ? null : p.companyId;
  if (companyId == null) throw badRequest([{ field: 'companyId', message: 'Company is required' }]);
  // Checked as a filtered list checks them (allReachable): from the caller's own company and sites
  // where it has them, so that a report many screens keep open asks the database nothing for them.
  if (!canReachCompany(p, companyId) || !(await allReachable(ctx, p, 'company', [companyId]))) throw notFound('Company');
  const scopes: Scope[] = [scopeInCompany(ctx.registry, p, e, companyId, V)];
  const sites = (body.siteIds ?? []).filter((s) => s !== ALL);
  if (sites.length && !(body.siteIds ?? []).includes(ALL)) {
    if (!(await sitesOfChoice(ctx, p, sites, companyId))) throw notFound('Site');
    scopes.push(sitesScope(ctx.registry, e, sites, V)!);
  }
  const active = checkFilters(e, e.filters!, body.filters ?? []);
  const days = active.find((f) => f.field.type === 'CheckInDate' && f.option === FilterOption.Range)?.value as [string, string] | undefined;
  const span = days ? (Date.parse(days[1]) - Date.parse(days[0])) / 86_400_000 + 1 : Infinity;
  if (span > MAX_DETENTION_DAYS)
    throw badRequest([{ field: 'filters', message: `Checked In filter is required, as a range of at most ${MAX_DETENTION_DAYS} days` }]);
  const key = JSON.stringify([companyId, body.siteIds ?? [], active.map((f) => [f.field.type, f.option, f.value]), ...scopeKey(p), p.zone]);
  return { scopes: [...scopes, ...filterScopes(ctx.adapter, e, active, p.zone)], key };
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the filters' scopes name gate_visit's columns at run time (engine/filters.ts)
type AnySelect = SelectQueryBuilder<any, any, any>;

const within = (q: AnySelect, scopes: Scope[]) => scopes.reduce((acc, s) => acc.where(s), q);

/** The visits of the scopes with their carrier's and site's names, newest check-in first. */
function rowsQuery(ctx: AppContext, scopes: Scope[], now: string): AnySelect {
  const q = dynamic(ctx.db)
    .selectFrom(V)
    .innerJoin('carrier as c', 'c.id', `${V}.carrier_id`)
    .innerJoin('site as s', 's.id', `${V}.site_id`)
    .select([
      `${V}.id as id`,
      `${V}.carrier_id as carrierId`,
      'c.name as carrierName',
      `${V}.unit_id as unitId`,
      `${V}.site_id as siteId`,
      's.site_name as siteName',
      `${V}.check_in_date as checkInDate`,
      `${V}.check_out_date as checkOutDate`,
      `${V}.free_minutes as freeMinutes`,
      `${V}.detention_rate as detentionRate`,
    ])
    .select(dwellMinutesSql(ctx, V, now).as('dwellMinutes'))
    .orderBy(`${V}.check_in_date`, 'desc')
    .orderBy(`${V}.id`, 'desc');
  return within(q, scopes);
}

/** One row as the report shows it: the stored times as ISO, the figures of dwell.ts. */
function rowOf(ctx: AppContext, r: Record<string, unknown>): DetentionRow {
  const dwellMinutes = Number(r.dwellMinutes);
  const freeMinutes = Number(r.freeMinutes);
  const detentionRate = r.detentionRate == null ? null : Number(r.detentionRate);
  return {
    id: Number(r.id),
    carrierId: Number(r.carrierId),
    carrierName: String(r.carrierName),
    unitId: String(r.unitId),
    siteId: Number(r.siteId),
    siteName: String(r.siteName),
    checkInDate: ctx.adapter.fromDb('timestamp', r.checkInDate) as string,
    checkOutDate: (ctx.adapter.fromDb('timestamp', r.checkOutDate) as string | null) ?? null,
    dwellMinutes,
    freeMinutes,
    ...detentionOf(dwellMinutes, freeMinutes, detentionRate),
    detentionRate,
  };
}

/** The totals per carrier, by carrier name. */
async function carrierTotals(ctx: AppContext, scopes: Scope[], now: string): Promise<CarrierTotal[]> {
  const visits = within(dwellRows(ctx, dynamic(ctx.db).selectFrom(V), V, now), scopes);
  const q = dynamic(ctx.db)
    .selectFrom(visits.as('d'))
    .innerJoin('carrier as c', 'c.id', 'd.carrier_id')
    .select(['d.carrier_id as carrierId', 'c.name as carrierName'])
    .select((eb) => [
      eb.fn.countAll().as('visits'),
      sql<number>`sum(${detentionMinutesSql('d')})`.as('detentionMinutes'),
      sql<number | null>`sum(${detentionAmountSql('d')})`.as('amount'),
    ])
    .groupBy(['d.carrier_id', 'c.name'])
    .orderBy('c.name');
  const rows = await ctx.adapter.longRead<Record<string, unknown>>(q.compile());
  return rows.map((r) => ({
    carrierId: Number(r.carrierId),
    carrierName: String(r.carrierName),
    visits: Number(r.visits),
    detentionMinutes: Number(r.detentionMinutes ?? 0),
    amount: r.amount == null ? null : cents(Number(r.amount)),
  }));
}

/** POST /Detention: a page of rows (?range=, X-Total-Count) and the totals per carrier over all of them. */
async function detentionList({ ctx, principal, body, req, res }: Call) {
  const { scopes, key } = await detentionScopes(ctx, principal, body as DetentionRequest);
  const now = ctx.clock.now().toISOString();
  const [start, end] = listParams(req).range ?? [0, MAX_PAGE - 1];
  // Compiled once per request's shape, only the time of the dwell's "now" put in anew: building the
  // page's statement with Kysely (the tenancy, the sites, the filters) on every call was the
  // report's largest cost of its own once its figures were kept (docs/PERFORMANCE.md, "Gate").
  const page = keptShape(ctx.db, `detention page ${key} ${start} ${end}`, [now], ([at]) =>
    rowsQuery(ctx, scopes, at as string)
      .limit(end - start + 1)
      .offset(start)
      .compile(),
  );
  const count = keptStatement(ctx.db, `detention count ${key}`, () =>
    within(
      dynamic(ctx.db)
        .selectFrom(V)
        .select((eb) => eb.fn.countAll().as('n')),
      scopes,
    ).compile(),
  );
  // The page walks an index in its order ([siteId, checkInDate] / [companyId, checkInDate]) within
  // at most 93 days: a modest one is a quick read, as a list's page is (listing.ts cheapPage).
  const read = end - start < QUICK_PAGE ? ctx.adapter.quickRead.bind(ctx.adapter) : ctx.adapter.longRead.bind(ctx.adapter);
  const [rows, { counted, totals }] = await Promise.all([read<Record<string, unknown>>(page), keptFigures(ctx, count, scopes, now)]);
  res.set('X-Total-Count', String(counted));
  return { now, rows: rows.map((r) => rowOf(ctx, r)), totals };
}

/**
 * The report's count and its totals per carrier, kept (engine/readCache.ts) while no visit, carrier
 * or site is written in this process, and no longer than the minute they were read in (detention is
 * counted in whole minutes: within the minute only the seconds of the trailers still in the yard
 * move) nor than the lists' totals are (TOTAL_TTL_MS: another server's write). Both walk the
 * chosen days' visits (10–20 ms a month at a busy site): read afresh on every call, a report many
 * screens keep open held its p99 at seconds at 50 connections (npm run bench, gate).
 */
function keptFigures(ctx: AppContext, count: CompiledQuery, scopes: Scope[], now: string) {
  const minute = Math.floor(Date.parse(now) / 60_000);
  const key = `detention:${minute}:${count.sql}:${JSON.stringify(count.parameters)}`;
  return cachedRead(ctx, ['gateVisit', 'carrier', 'site'], key, TOTAL_TTL_MS, async () => {
    const [[counted], totals] = await Promise.all([ctx.adapter.longRead<{ n: unknown }>(count), carrierTotals(ctx, scopes, now)]);
    return { counted: Number(counted?.n ?? 0), totals };
  });
}

const HEADERS: [keyof DetentionRow, string][] = [
  ['carrierName', 'Carrier'],
  ['unitId', 'Unit ID'],
  ['siteName', 'Site'],
  ['checkInDate', 'Checked In'],
  ['checkOutDate', 'Checked Out'],
  ['dwellMinutes', 'Dwell (min)'],
  ['freeMinutes', 'Free Time (min)'],
  ['detentionMinutes', 'Detention (min)'],
  ['detentionRate', 'Detention Rate'],
  ['amount', 'Amount'],
];

/** POST /Detention/Export: the report's rows as CSV text in data (the exports' bytes: BOM, CRLF, formulas neutralised; times in the user's zone). */
async function detentionExport({ ctx, principal, body }: Call) {
  const { scopes } = await detentionScopes(ctx, principal, body as DetentionRequest);
  const now = ctx.clock.now().toISOString();
  const rows = await ctx.adapter.longRead<Record<string, unknown>>(rowsQuery(ctx, scopes, now).limit(DETENTION_EXPORT_MAX_ROWS).compile());
  const cell = (key: keyof DetentionRow, v: unknown) =>
    v == null ? '' : key === 'checkInDate' || key === 'checkOutDate' ? formatDateTime(v, principal.zone) : v;
  const records = rows.map((r) => {
    const row = rowOf(ctx, r);
    return Object.fromEntries(HEADERS.map(([key]) => [key, cell(key, row[key])]));
  });
  return recordsCsv(
    records,
    HEADERS.map(([key, header]) => ({ key, header })),
  );
}

/** Who reads the visits (gateVisit's x-access.read) reads their detention. */
const readers = { roles: [UserType.SysAdmin, UserType.SiteAdmin, UserType.DispatchManager] };

export const detentionRoutes: RouteDef[] = declaredIn(import.meta.url, [
  {
    method: 'post',
    path: '/Detention',
    summary: 'The detention report: visits, dwell, detention and amounts',
    access: readers,
    body: 'detentionRequest',
    answer: one('detentionReport'),
    handler: detentionList,
  },
  {
    method: 'post',
    path: '/Detention/Export',
    summary: 'The detention report as CSV text',
    access: readers,
    body: 'detentionRequest',
    answer: CSV_TEXT,
    handler: detentionExport,
  },
]);
