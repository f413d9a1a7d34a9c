// The one place that decides who may read or change what. Every data access of a request goes
// through the Principal built here: SysAdmin reaches every company; SiteAdmin its own company
// and all its sites; DispatchManager and Driver the active sites in their siteAccess.
import { UserType } from '../../schemas/enums.js';
import type { Db } from '../db/dialect.js';
import { notFound } from '../errors.js';
import type { Condition, EntityRepository, Rec } from '../repositories/entityRepository.js';
import type { EntityDef } from '../schema/registry.js';

export interface Principal {
  userId: number;
  type: number;
  loginName: string;
  companyId: number | null;
  /** Site ids the user may reach; null means every site of every company (SysAdmin). */
  siteIds: number[] | null;
  sessionId: string;
  mustChangePassword: boolean;
}

export const isSysAdmin = (p: Principal) => p.type === UserType.SysAdmin;
export const isAdmin = (p: Principal) => p.type === UserType.SysAdmin || p.type === UserType.SiteAdmin;

/** The sites a user reaches, resolved once per request. */
export async function accessibleSiteIds(db: Db, repo: EntityRepository, user: Rec): Promise<number[] | null> {
  if (user.type === UserType.SysAdmin) return null;
  if (!user.priCompanyId) return [];
  const sites = await repo.findMany(db, 'site', { where: [{ prop: 'companyId', op: 'eq', value: user.priCompanyId }] });
  if (user.type === UserType.SiteAdmin) return sites.map((s) => s.id);
  const granted = new Set<number>(user.siteAccess ?? []);
  return sites.filter((s) => s.isActive && granted.has(s.id)).map((s) => s.id);
}

/** Companies the principal reaches; null means all. */
export const companyIds = (p: Principal): number[] | null => (isSysAdmin(p) ? null : p.companyId ? [p.companyId] : []);

export function canReachCompany(p: Principal, companyId: number | null | undefined): boolean {
  if (isSysAdmin(p)) return true;
  return companyId != null && companyId === p.companyId;
}

/**
 * Conditions that confine a query on `e` to the principal's tenancy, from the schema's x-tenant:
 * rows of the principal's company, and for Dispatch Managers and Drivers (and site-keyed rows)
 * rows of the sites they reach. Global entities need no condition (their x-access says who).
 */
export function tenantConditions(p: Principal, e: EntityDef): Condition[] {
  const t = e.tenant;
  if (t === 'global' || isSysAdmin(p)) return [];
  const where: Condition[] = [];
  if (t.company) where.push({ prop: t.company, op: 'in', value: companyIds(p) ?? [] });
  if (t.site && (!t.company || !isAdmin(p))) where.push({ prop: t.site, op: 'in', value: p.siteIds ?? [] });
  if (t.user) where.push({ prop: t.user, op: 'eq', value: p.userId });
  return where;
}

/** Loads one record the principal may reach, or answers 404 (never revealing other tenants' ids). */
export async function reachable(db: Db, repo: EntityRepository, p: Principal, e: EntityDef, id: unknown): Promise<Rec> {
  const rec = await repo.findById(db, e.id, id, tenantConditions(p, e));
  if (!rec) throw notFound(e.label);
  return rec;
}

/** The user types each administrator type may create and manage (maintenance §6). */
export const MANAGED_TYPES: Record<number, number[]> = {
  [UserType.SysAdmin]: [UserType.SiteAdmin, UserType.DispatchManager, UserType.Driver],
  [UserType.SiteAdmin]: [UserType.DispatchManager, UserType.Driver],
};

/**
 * The one rule for "may this caller manage this user": save, delete, set or force a password,
 * dark mode, settings and filters. Oneself; a System Administrator anyone; a Company
 * Administrator the Dispatch Managers and Drivers of its own company — never a peer
 * administrator, whose password it could otherwise set and then log in as.
 */
export function canManageUser(p: Principal, target: Rec): boolean {
  if (target.id === p.userId) return true;
  if (isSysAdmin(p)) return true;
  return target.priCompanyId === p.companyId && (MANAGED_TYPES[p.type] ?? []).includes(target.type);
}

/** Who may read a user record: whoever may manage it, and a Company Administrator its company's users. */
export function canSeeUser(p: Principal, target: Rec): boolean {
  if (canManageUser(p, target)) return true;
  return p.type === UserType.SiteAdmin && target.priCompanyId === p.companyId && target.type !== UserType.SysAdmin;
}
