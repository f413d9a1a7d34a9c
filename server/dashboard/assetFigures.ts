// The asset figures of the dashboard: assets by status and open repairs by defect severity (an
// asset with a severity set has an open repair). The rows are those the asset list would show
// for the same company and site choice: the caller's scope of the asset entity inside the company
// (access.ts: x-tenant, the company, and for a Dispatch Manager the site access list), narrowed
// to the chosen site.
import type { Principal } from '../access/access.js';
import { scopeInCompany } from '../access/access.js';
import type { AppContext } from '../context.js';
import { atSites, type DashboardScope } from './scope.js';

/** Counts of the reachable assets of the company by the lookup in `column`, with the lookup's name and sort. */
async function assetsBy(ctx: AppContext, p: Principal, s: DashboardScope, column: 'asset_status' | 'defect_severity') {
  const reach = scopeInCompany(ctx.registry, p, ctx.registry.entity('asset'), s.companyId);
  // Counted on the asset rows alone (an index of [priCompanyId, column] covers it), then named:
  // the lookups join the few groups, not every asset.
  const counts = ctx.db
    .selectFrom('asset')
    .where(reach)
    .where(`asset.${column}`, 'is not', null)
    .$if(s.siteChosen, (q) => q.where(atSites(ctx, s, 'asset', 'asset')))
    .select([`asset.${column} as id`, (eb) => eb.fn.countAll().as('n')])
    .groupBy(`asset.${column}`);
  return ctx.db
    .selectFrom(counts.as('c'))
    .leftJoin('lookup as k', 'k.id', 'c.id')
    .select(['c.id as id', 'k.description as description', 'k.sort as sort', 'c.n as n'])
    .orderBy('k.sort')
    .orderBy('c.id')
    .execute();
}

export async function assetsByStatus(ctx: AppContext, p: Principal, s: DashboardScope) {
  const rows = await assetsBy(ctx, p, s, 'asset_status');
  return { statuses: rows.map((r) => ({ statusId: r.id, status: r.description ?? '', count: Number(r.n) })) };
}

export async function repairsBySeverity(ctx: AppContext, p: Principal, s: DashboardScope) {
  const rows = await assetsBy(ctx, p, s, 'defect_severity');
  return {
    severities: rows.map((r) => ({ severityId: r.id, severity: r.description ?? '', sort: r.sort ?? 0, count: Number(r.n) })),
  };
}
