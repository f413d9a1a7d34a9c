// Locations (maintenance §2 Location Manager): a new location goes last in its site; POST
// /Locations lists the locations of some sites in their order; POST /Location/SortOrder saves a drag.
import { UserType } from '../../../schemas/enums.js';
import { many } from '../../http/openapi/shapes.js';
import { route } from '../../http/route.js';
import { defineModule } from '../../engine/modules.js';
import { reorderAction } from '../../engine/reorder.js';
import { listRecords } from '../../engine/service.js';
import { appendSort } from '../../engine/sortPosition.js';

const ADMINS = [UserType.SysAdmin, UserType.SiteAdmin];

export default defineModule({
  entity: 'location',
  hooks: {
    async beforeSave(args) {
      await appendSort(args, [{ prop: 'siteId', op: 'eq', value: args.values.siteId }]);
    },
  },
  routes: [
    route<number[]>({
      method: 'post',
      path: '/Locations',
      summary: "The locations of sites (the spec's list)",
      access: { roles: 'any' },
      body: 'idList',
      answer: many('location'),
      handler: async ({ ctx, principal, body }) =>
        (
          await listRecords(ctx, principal, ctx.registry.entity('location'), {
            filter: { siteId: body },
            sort: [{ prop: 'sort', order: 'ASC' }],
          })
        ).records,
    }),
  ],
  actions: [reorderAction('location', '/Location/SortOrder', { roles: ADMINS })],
});
