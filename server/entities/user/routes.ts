// The user calls with a shape of their own (operations §7 "Users", maintenance §7): one's own
// record (also to a session that must change its password), users by type, and the companies a
// user may work in.
import { UserType } from '../../../schemas/enums.js';
import type { UserRecord } from '../../engine/records.js';
import { canSeeUser } from '../../access/access.js';
import { listRecords } from '../../engine/service.js';
import { notFound } from '../../errors.js';
import { route, type RouteDef } from '../../http/route.js';
import { declaredIn } from '../../http/routeSource.js';
import { many, one } from '../../http/openapi/shapes.js';
import { publicUser } from '../../account/users.js';
import { publicRecord } from '../../engine/service.js';

const ADMINS = [UserType.SysAdmin, UserType.SiteAdmin];

export const userRoutes: RouteDef[] = declaredIn(import.meta.url, [
  {
    method: 'get',
    path: '/User/:id',
    summary: 'A user (no password fields)',
    access: { roles: 'any', confined: true },
    params: ['id'],
    answer: one('user'),
    handler: async ({ ctx, principal, params }) => {
      const user = await ctx.repo.findById(ctx.db, 'user', params.id);
      if (!user || !canSeeUser(principal, user) || (principal.mustChangePassword && user.id !== principal.userId)) throw notFound('User');
      return publicUser(ctx.db, ctx.repo, user);
    },
  },
  route<number[]>({
    method: 'post',
    path: '/Users',
    summary: 'The users the caller may manage',
    access: { roles: ADMINS },
    body: 'idList',
    answer: many('user'),
    handler: async ({ ctx, principal, body }) =>
      (await listRecords(ctx, principal, ctx.registry.entity('user'), { filter: { type: body } })).records,
  }),
  {
    method: 'get',
    path: '/User/Companies/:id',
    summary: 'The companies a user reaches',
    access: { roles: 'any' },
    params: ['id'],
    answer: many('company'),
    handler: async ({ ctx, principal, params }) => {
      const user: UserRecord | undefined = await ctx.repo.findById(ctx.db, 'user', params.id);
      if (!user || !canSeeUser(principal, user)) throw notFound('User');
      // A System Administrator works in every active company; anyone else in their own.
      const where =
        user.type === UserType.SysAdmin
          ? [{ prop: 'isActive', op: 'eq' as const, value: true }]
          : [{ prop: 'id', op: 'eq' as const, value: user.priCompanyId ?? 0 }];
      const companies = await ctx.repo.findMany(ctx.db, 'company', { where, sort: [{ prop: 'name', order: 'ASC' }] });
      return companies.map((c) => publicRecord(ctx.registry.entity('company'), c));
    },
  },
]);
