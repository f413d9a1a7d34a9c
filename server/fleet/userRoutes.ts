// /api/Fleet user calls of the foundation: one's own record, filters, settings and dark mode.
import { canSeeUser, type Principal } from '../access/access.js';
import { notFound } from '../errors.js';
import type { RouteDef } from '../http/route.js';
import { ok } from '../services/passwordService.js';
import { userFilters } from '../services/userFilters.js';
import { managedUser, publicUser } from '../services/userService.js';
import type { AppContext } from '../context.js';

async function updateOwn(ctx: AppContext, p: Principal, userId: number, values: Record<string, unknown>) {
  await managedUser(ctx, p, userId);
  await ctx.repo.update(ctx.db, 'user', userId, { ...values, updateDate: ctx.clock.now().toISOString() });
  return ok();
}

export const userRoutes: RouteDef[] = [
  {
    method: 'get',
    path: '/User/Filters/:userId',
    access: { roles: 'any' },
    params: ['userId'],
    handler: async ({ ctx, principal, params }) => {
      await managedUser(ctx, principal, params.userId);
      return userFilters(ctx, params.userId);
    },
  },
  {
    method: 'get',
    path: '/User/:id',
    access: { roles: 'any', confined: true },
    params: ['id'],
    handler: async ({ ctx, principal, params }) => {
      const user = await ctx.repo.findById(ctx.db, 'user', params.id);
      if (!user || !canSeeUser(principal, user) || (principal.mustChangePassword && user.id !== principal.userId)) throw notFound('User');
      return publicUser(ctx.db, ctx.repo, user);
    },
  },
  {
    method: 'post',
    path: '/User/Settings',
    access: { roles: 'any' },
    body: 'userSettingsRequest',
    handler: ({ ctx, principal, body }) => updateOwn(ctx, principal, body.userId, { settings: body.settings }),
  },
  {
    method: 'post',
    path: '/User/DarkMode',
    access: { roles: 'any' },
    body: 'userDarkModeRequest',
    handler: ({ ctx, principal, body }) => updateOwn(ctx, principal, body.userId, { isDarkMode: body.isDarkMode }),
  },
];
