// The filters a user keeps per screen (maintenance §7, operations §7 "Users"): GET /User/Filters
// answers every screen's set with its declared filters filled in (defaults.ts); each screen's
// x-filters.saved names the call that saves its set (POST /User/Filters, /User/AssetFilters,
// /User/PayloadFilters; by default /User/{screen}Filters), which checks the filters as the filter engine checks a list's (a bad
// one is a 400 naming it). The user, or whoever may manage it.
import type { UserFiltersRequest } from '../../../schemas/types.generated.js';
import { checkFilters } from '../../engine/filters.js';
import { defineModule, type NamedAction } from '../../engine/modules.js';
import { type EntityDef, filterScreensOf } from '../../engine/registry.js';
import type { RouteDef } from '../../http/route.js';
import { ok } from '../../http/answers.js';
import { one, SAVE_RESULT } from '../../http/openapi/shapes.js';
import { managedUser } from '../../account/users.js';
import { userFilters } from './defaults.js';

const saveFilters = (screenOf: EntityDef): NamedAction => {
  const decl = screenOf.filters!;
  return {
    name: decl.set!,
    method: 'post',
    path: `/${decl.saved}`,
    summary: `Save a user's filter set of the ${decl.screenName} screen`,
    access: { roles: 'any' },
    body: 'userFiltersRequest',
    answer: SAVE_RESULT,
    async run({ ctx, principal, trx, body, writer }) {
      const { userId, filters } = body as UserFiltersRequest;
      // Whose set it is first: another tenant's user is a 404 whatever the filters say.
      await managedUser(ctx, principal, userId, trx);
      checkFilters(screenOf, decl, filters, true);
      const where = [
        { prop: 'userId', op: 'eq' as const, value: userId },
        { prop: 'screen', op: 'eq' as const, value: decl.screen },
      ];
      const [row] = await ctx.repo.findMany(trx, 'userFilter', { where });
      if (row) await writer.update('userFilter', row, { filters }, { action: decl.set! });
      else await writer.insert('userFilter', { userId, screen: decl.screen!, filters }, { action: decl.set! });
      return ok();
    },
  };
};

const routes: RouteDef[] = [
  {
    method: 'get',
    path: '/User/Filters/:userId',
    summary: "A user's saved filter sets, every screen's",
    access: { roles: 'any' },
    params: ['userId'],
    answer: one('userFilters'),
    handler: async ({ ctx, principal, params }) => {
      await managedUser(ctx, principal, params.userId);
      return userFilters(ctx, params.userId);
    },
  },
];

export default defineModule({
  entity: 'userFilter',
  routes,
  actions: (registry) => filterScreensOf(registry).map(saveFilters),
});
