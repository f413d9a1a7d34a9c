// What a dashboard call is about: the company, the sites and the days, read from its query string
// and checked against the caller's tenancy. A System Administrator names the company; anyone else
// works in their own (naming another is a 404, as a filtered list answers). The sites are the
// company's sites the caller reaches (a Dispatch Manager's active site access, a Company
// Administrator's every site: the site entity's scope, access.ts), narrowed to the one chosen; a
// site outside them is a 404 too. The figures put the company and the sites on the rows they read
// through ofCompany and atSites (below): each entity's x-tenant columns, never a column by hand.
import type { Request } from 'express';
import { ALL } from '../../schemas/enums.js';
import type { EntityName } from '../../schemas/types.generated.js';
import { canReachCompany, companyScope, isSysAdmin, type Principal, scopeInCompany, sitesScope } from '../access/access.js';
import type { AppContext } from '../context.js';
import type { Scope } from '../engine/repository.js';
import { badRequest, notFound, type FieldError } from '../errors.js';

export interface DashboardScope {
  companyId: number;
  /** The sites every figure is read from (none: the site conditions match nothing). */
  siteIds: number[];
  /** One site was chosen (not All Sites): entities bound to sites by a child list narrow to it as filtered lists do. */
  siteChosen: boolean;
  /** How many days the per-day and wait figures look back (today included). */
  days: number;
  /** The user's IANA zone: days and weeks are the user's. */
  zone: string;
}

export const MAX_DAYS = 90;
export const DEFAULT_DAYS = 30;
const KNOWN = new Set(['companyId', 'siteId', 'days']);
const INT = /^-?\d{1,10}$/;

/** An integer query parameter, or undefined when absent; a bad one is noted in `errors`. */
function intParam(req: Request, name: string, errors: FieldError[], min: number, max: number): number | undefined {
  const raw = req.query[name];
  if (raw === undefined) return undefined;
  const v = typeof raw === 'string' && INT.test(raw) ? Number(raw) : NaN;
  if (!Number.isSafeInteger(v) || v < min || v > max) {
    errors.push({ field: name, message: `${name} must be a whole number from ${min} to ${max}` });
    return undefined;
  }
  return v;
}

export async function dashboardScope(ctx: AppContext, p: Principal, req: Request): Promise<DashboardScope> {
  const errors: FieldError[] = [];
  for (const name of Object.keys(req.query)) if (!KNOWN.has(name)) errors.push({ field: name, message: `${name} is not a parameter` });
  const company = intParam(req, 'companyId', errors, 1, 2_147_483_647);
  const site = intParam(req, 'siteId', errors, ALL, 2_147_483_647);
  const days = intParam(req, 'days', errors, 1, MAX_DAYS) ?? DEFAULT_DAYS;
  if (site === 0) errors.push({ field: 'siteId', message: 'siteId must be a site id, or -1 for All Sites' });
  if (company === undefined && isSysAdmin(p) && !errors.some((e) => e.field === 'companyId'))
    errors.push({ field: 'companyId', message: 'companyId is required' });
  if (errors.length) throw badRequest(errors);

  const companyId = company ?? p.companyId;
  if (companyId == null || !canReachCompany(p, companyId)) throw notFound('Company');
  if (isSysAdmin(p) && !(await ctx.db.selectFrom('company').select('id').where('id', '=', companyId).executeTakeFirst()))
    throw notFound('Company');
  const sites = await ctx.db
    .selectFrom('site')
    .select('id')
    .where(scopeInCompany(ctx.registry, p, ctx.registry.entity('site'), companyId))
    .orderBy('id')
    .execute();
  const reachable = sites.map((s) => s.id);
  const siteChosen = site !== undefined && site !== ALL;
  if (siteChosen && !reachable.includes(site)) throw notFound('Site');
  return { companyId, siteIds: siteChosen ? [site] : reachable, siteChosen, days, zone: p.zone };
}

/** The rows of `entity`, read as `alias`, of the scope's company: its x-tenant company column (access.ts). */
export const ofCompany = (ctx: AppContext, s: DashboardScope, entity: EntityName, alias: string): Scope =>
  companyScope(ctx.registry.entity(entity), s.companyId, alias);

/** The rows of `entity`, read as `alias`, at one of the scope's sites: its x-tenant site shape (access.ts). */
export function atSites(ctx: AppContext, s: DashboardScope, entity: EntityName, alias: string): Scope {
  const scope = sitesScope(ctx.registry, ctx.registry.entity(entity), s.siteIds, alias);
  if (!scope) throw new Error(`atSites: ${entity} has no site shape (x-tenant site, through or members)`);
  return scope;
}
