// What the yard check's calls share: who may do what, the check as the caller reaches it (a check
// of another company or of a site the caller does not reach is not found), its lock, and the
// locations it walks.
import { UserType } from '../../../schemas/enums.js';
import type { Principal } from '../../access/access.js';
import type { AppContext } from '../../context.js';
import type { Db } from '../../db/dialect.js';
import type { Condition, RecordOf, Values } from '../../engine/repository.js';
import { scopedQuery, updateRecord } from '../../engine/service.js';
import { conflict, notFoundAt } from '../../errors.js';

/** Who walks a check: the site's people, drivers too (a driver only at his sites: the check's site tenancy). */
export const CHECKERS = [UserType.SiteAdmin, UserType.DispatchManager, UserType.Driver];
/** Who resolves the differences a check found. */
export const RESOLVERS = [UserType.SiteAdmin, UserType.DispatchManager];
/** Who reads checks: the checkers, and the System Administrator. */
export const READERS = [UserType.SysAdmin, ...CHECKERS];

/** The most locations one check walks: far above a real site's (the yard view's bound). */
export const MAX_SPOTS = 2000;
/** The most entries one check holds: a unit or an empty mark a spot, several units at a long row. */
export const MAX_ENTRIES = 10_000;
/** The most trailers a check expects (the yard view's bound). */
export const MAX_RECORDED = 5000;

/** A stored check: the server sets its company and counts when it starts. */
export type YardCheck = RecordOf<'yardCheck'> & { companyId: number; openDifferences: number };

export const refuse = (field: string, message: string) => conflict(message, [{ field, message }]);

/**
 * The check of the path's id as the caller reaches it, read after taking the check's lock: entries,
 * a close and resolutions of one check take turns (two phones in one row, two dispatchers on one
 * difference), on both databases.
 */
export async function lockedCheck(ctx: AppContext, trx: Db, p: Principal, id: number): Promise<YardCheck> {
  const reach = scopedQuery(ctx, p, ctx.registry.entity('yardCheck'));
  if (!(await ctx.repo.findById(trx, 'yardCheck', id, reach))) throw notFoundAt('id', 'Yard Check');
  await ctx.adapter.serialize(trx, `yard-check:${id}`);
  return (await ctx.repo.findById(trx, 'yardCheck', id, reach)) as YardCheck;
}

/** The conditions of the locations a check of this site (and type) walks: the active ones. */
export function walkedLocations(siteId: number, locationType: number | null | undefined): Condition[] {
  return [
    { prop: 'siteId', op: 'eq', value: siteId },
    { prop: 'isActive', op: 'eq', value: true },
    ...(locationType == null ? [] : [{ prop: 'locationType', op: 'eq', value: locationType } as Condition]),
  ];
}

/** The locations a check walks, in the site's sort order (the order the checker walks them). */
export function spotsOf(ctx: AppContext, db: Db, check: Pick<YardCheck, 'siteId' | 'locationType'>, only?: number) {
  return ctx.repo.findMany(db, 'location', {
    where: [
      ...walkedLocations(check.siteId, check.locationType),
      ...(only === undefined ? [] : [{ prop: 'id', op: 'eq', value: only } as const]),
    ],
    sort: [
      { prop: 'sort', order: 'ASC' },
      { prop: 'location', order: 'ASC' },
      { prop: 'id', order: 'ASC' },
    ],
    range: [0, MAX_SPOTS - 1],
  });
}

/** The company's trailers the records have standing at these locations (not departed through the gate). */
export async function recordedAt(ctx: AppContext, db: Db, companyId: number, locationIds: number[]) {
  if (!locationIds.length) return [];
  return ctx.repo.findMany(db, 'asset', {
    where: [
      { prop: 'priCompanyId', op: 'eq', value: companyId },
      { prop: 'assetLocId', op: 'in', value: locationIds },
      { prop: 'departedDate', op: 'null' },
    ],
    sort: [{ prop: 'assetModelId', order: 'ASC' }],
    range: [0, MAX_RECORDED - 1],
    children: false,
  });
}

/** The company's asset of a unit id (the unique key asset [priCompanyId, assetModelId]). */
export async function assetOfUnit(ctx: AppContext, db: Db, companyId: number, unitId: string) {
  const [asset] = await ctx.repo.findMany(db, 'asset', {
    where: [
      { prop: 'priCompanyId', op: 'eq', value: companyId },
      { prop: 'assetModelId', op: 'eq', value: unitId },
    ],
    range: [0, 0],
    children: false,
  });
  return asset;
}

/** The check's own values the server sets (status, counts, who closed it), through its save: history action `action`. */
export function updateCheck(ctx: AppContext, trx: Db, p: Principal, id: number, action: string, trusted: Values) {
  return updateRecord(ctx, p, ctx.registry.entity('yardCheck'), id, {}, { trx, overrideAccess: true, action, trusted });
}
