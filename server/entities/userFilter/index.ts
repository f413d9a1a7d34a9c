// The filters a user keeps per screen (maintenance §7, operations §7 "Users"): read with the
// screen's declared filters filled in (defaults.ts), saved per screen after the filter engine has
// checked them as it checks a list's (a bad one is a 400 naming it). The user, or whoever may
// manage it.
import { FilterScreen } from '../../../schemas/enums.js';
import type { UserFiltersRequest } from '../../../schemas/types.generated.js';
import { defineModule, type NamedAction } from '../../engine/modules.js';
import type { RouteDef } from '../../http/route.js';
import { ok } from '../../http/answers.js';
import { managedUser } from '../../services/userService.js';
import { checkFilters } from '../../engine/filters.js';
import { userFilters } from './defaults.js';

const saveFilters = (name: string, path: string, screen: number): NamedAction => ({
  name,
  method: 'post',
  path,
  access: { roles: 'any' },
  body: 'userFiltersRequest',
  async run({ ctx, principal, trx, body, writer }) {
    const { userId, filters } = body as UserFiltersRequest;
    const screenOf = [...ctx.registry.entities.values()].find((e) => !e.auditOf && e.filters?.screen === screen)!;
    checkFilters(screenOf, screenOf.filters!, filters);
    await managedUser(ctx, principal, userId, trx);
    const where = [
      { prop: 'userId', op: 'eq' as const, value: userId },
      { prop: 'screen', op: 'eq' as const, value: screen },
    ];
    const [row] = await ctx.repo.findMany(trx, 'userFilter', { where });
    if (row) await writer.update('userFilter', row, { filters }, { action: name });
    else await writer.insert('userFilter', { userId, screen, filters }, { action: name });
    return ok();
  },
});

const routes: RouteDef[] = [
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
];

export default defineModule({
  entity: 'userFilter',
  routes,
  actions: [
    saveFilters('missionFilters', '/User/Filters', FilterScreen.Mission),
    saveFilters('assetFilters', '/User/AssetFilters', FilterScreen.Asset),
    saveFilters('payloadFilters', '/User/PayloadFilters', FilterScreen.Payload),
  ],
});
