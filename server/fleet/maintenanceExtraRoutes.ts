// Maintenance calls with a shape of their own (maintenance §7): users by type, the companies a
// user may work in, filters per screen, sites per company, lookups per group, locations per
// site list, and the sort-order saves.
import { FilterScreen, UserType } from '../../schemas/enums.js';
import { canSeeUser, type Principal } from '../access/access.js';
import type { AppContext } from '../context.js';
import { notFound } from '../errors.js';
import type { RouteDef } from '../http/route.js';
import { listRecords } from '../services/entityService.js';
import { ok } from '../services/passwordService.js';
import { saveSortOrder } from '../services/sortOrder.js';
import { managedUser, publicRecord } from '../services/userService.js';

const ADMINS = [UserType.SysAdmin, UserType.SiteAdmin];
const entity = (ctx: AppContext, id: string) => ctx.registry.entity(id);

async function saveFilters(ctx: AppContext, p: Principal, screen: number, body: { userId: number; filters: unknown[] }) {
  await managedUser(ctx, p, body.userId);
  await ctx.db.transaction().execute(async (trx) => {
    const [row] = await ctx.repo.findMany(trx, 'userFilter', {
      where: [
        { prop: 'userId', op: 'eq', value: body.userId },
        { prop: 'screen', op: 'eq', value: screen },
      ],
    });
    if (row) await ctx.repo.update(trx, 'userFilter', row.id, { filters: body.filters });
    else await ctx.repo.insert(trx, 'userFilter', { userId: body.userId, screen, filters: body.filters });
  });
  return ok();
}

const filterCall = (path: string, screen: number): RouteDef => ({
  method: 'post',
  path,
  access: { roles: 'any' },
  body: 'userFiltersRequest',
  handler: ({ ctx, principal, body }) => saveFilters(ctx, principal, screen, body),
});

export const maintenanceExtraRoutes: RouteDef[] = [
  {
    method: 'post',
    path: '/Users',
    access: { roles: ADMINS },
    body: 'idList',
    handler: async ({ ctx, principal, body }) =>
      (await listRecords(ctx, principal, entity(ctx, 'user'), { filter: { type: body } })).records,
  },
  {
    method: 'get',
    path: '/User/Companies/:id',
    access: { roles: 'any' },
    params: ['id'],
    handler: async ({ ctx, principal, params }) => {
      const user = await ctx.repo.findById(ctx.db, 'user', params.id);
      if (!user || !canSeeUser(principal, user)) throw notFound('User');
      // A System Administrator works in every active company; anyone else in their own.
      const where =
        user.type === UserType.SysAdmin
          ? [{ prop: 'isActive', op: 'eq' as const, value: true }]
          : [{ prop: 'id', op: 'eq' as const, value: user.priCompanyId ?? 0 }];
      const companies = await ctx.repo.findMany(ctx.db, 'company', { where, sort: [{ prop: 'name', order: 'ASC' }] });
      return companies.map((c) => publicRecord(ctx.repo, 'company', c));
    },
  },
  filterCall('/User/Filters', FilterScreen.Mission),
  filterCall('/User/AssetFilters', FilterScreen.Asset),
  filterCall('/User/PayloadFilters', FilterScreen.Payload),
  {
    method: 'get',
    path: '/Sites/:companyId',
    access: { roles: 'any' },
    params: ['companyId'],
    handler: async ({ ctx, principal, params }) =>
      (await listRecords(ctx, principal, entity(ctx, 'site'), { filter: { companyId: params.companyId } })).records,
  },
  {
    method: 'get',
    path: '/Lookups/:group',
    access: { roles: 'any' },
    params: ['group'],
    handler: async ({ ctx, principal, params }) =>
      (
        await listRecords(ctx, principal, entity(ctx, 'lookup'), {
          filter: { lookupGroupType: params.group },
          sort: [{ prop: 'sort', order: 'ASC' }],
        })
      ).records,
  },
  {
    method: 'post',
    path: '/Locations',
    access: { roles: 'any' },
    body: 'idList',
    handler: async ({ ctx, principal, body }) =>
      (await listRecords(ctx, principal, entity(ctx, 'location'), { filter: { siteId: body }, sort: [{ prop: 'sort', order: 'ASC' }] }))
        .records,
  },
  {
    method: 'post',
    path: '/Location/SortOrder',
    access: { roles: ADMINS },
    body: 'keyValueList',
    handler: ({ ctx, principal, body }) => saveSortOrder(ctx, principal, entity(ctx, 'location'), body),
  },
  {
    method: 'post',
    path: '/Lookup/SortOrder',
    access: { roles: ADMINS },
    body: 'keyValueList',
    handler: ({ ctx, principal, body }) => saveSortOrder(ctx, principal, entity(ctx, 'lookup'), body),
  },
];
