// The asset figures of the dashboard: assets by status and open repairs by defect severity (an
// asset with a severity set has an open repair). The rows are those the asset list would show
// for the same company and site choice: the caller's scope of the asset entity (x-tenant: the
// company, and for a Dispatch Manager the site access list), narrowed to the chosen site.
import type { Principal } from '../access/access.js';
import { scopeOf, sitesScope } from '../access/access.js';
import type { AppContext } from '../context.js';
import { dynamic } from '../db/dialect.js';
import type { DashboardScope } from './scope.js';

interface Counted {
  id: number;
  description: string | null;
  sort: number | null;
  n: number | string;
}

/** Counts of the reachable assets of the company by the lookup in `column`, with the lookup's name and sort. */
async function assetsBy(ctx: AppContext, p: Principal, s: DashboardScope, prop: 'assetStatus' | 'defectSeverity'): Promise<Counted[]> {
  const e = ctx.registry.entity('asset');
  const col = (name: string) => `${e.table}.${e.byName.get(name)!.column}`;
  const column = col(prop);
  const scopes = [scopeOf(ctx.registry, p, e), s.siteChosen ? sitesScope(ctx.registry, e, s.siteIds) : null].filter((x) => x !== null);
  // Counted on the asset rows alone (an index of [priCompanyId, column] covers it), then named:
  // the lookups join the few groups, not every asset.
  const counts = dynamic(ctx.db)
    .selectFrom(e.table)
    .where(col('priCompanyId'), '=', s.companyId)
    .where(column, 'is not', null)
    .where((eb) => eb.and(scopes.map((scope) => scope(eb))))
    .select([`${column} as id`, (eb) => eb.fn.countAll().as('n')])
    .groupBy(column);
  const rows = (await dynamic(ctx.db)
    .selectFrom(counts.as('c'))
    .leftJoin('lookup as k', 'k.id', 'c.id')
    .select(['c.id as id', 'k.description as description', 'k.sort as sort', 'c.n as n'])
    .orderBy('k.sort')
    .orderBy('c.id')
    .execute()) as Counted[];
  return rows;
}

export async function assetsByStatus(ctx: AppContext, p: Principal, s: DashboardScope) {
  const rows = await assetsBy(ctx, p, s, 'assetStatus');
  return { statuses: rows.map((r) => ({ statusId: r.id, status: r.description ?? '', count: Number(r.n) })) };
}

export async function repairsBySeverity(ctx: AppContext, p: Principal, s: DashboardScope) {
  const rows = await assetsBy(ctx, p, s, 'defectSeverity');
  return {
    severities: rows.map((r) => ({ severityId: r.id, severity: r.description ?? '', sort: r.sort ?? 0, count: Number(r.n) })),
  };
}
