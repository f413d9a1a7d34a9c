// Lookups (maintenance §2 Lookup Manager): a lookup's group is fixed once saved and a new one goes
// last in its group; GET /Lookups/{group} in their order; POST /Lookup/SortOrder saves a drag.
import { UserType } from '../../../schemas/enums.js';
import { defineModule } from '../../engine/modules.js';
import { reorderAction } from '../../engine/reorder.js';
import { listRecords } from '../../engine/service.js';
import { appendSort } from '../../engine/sortPosition.js';
import { badRequest } from '../../errors.js';
import { many } from '../../http/openapi/shapes.js';

const ADMINS = [UserType.SysAdmin, UserType.SiteAdmin];

export default defineModule({
  entity: 'lookup',
  hooks: {
    async beforeSave(args) {
      const { values, existing } = args;
      if (!values.companyId) throw badRequest([{ field: 'companyId', message: 'Company is required' }]);
      if (existing && values.lookupGroupType !== existing.lookupGroupType) {
        throw badRequest([{ field: 'lookupGroupType', message: 'Group cannot be changed once saved' }]);
      }
      await appendSort(args, [
        { prop: 'companyId', op: 'eq', value: values.companyId },
        { prop: 'lookupGroupType', op: 'eq', value: values.lookupGroupType },
      ]);
    },
  },
  routes: [
    {
      method: 'get',
      path: '/Lookups/:group',
      summary: 'The lookup values of a group',
      access: { roles: 'any' },
      params: ['group'],
      answer: many('lookup'),
      handler: async ({ ctx, principal, params }) =>
        (
          await listRecords(ctx, principal, ctx.registry.entity('lookup'), {
            filter: { lookupGroupType: params.group },
            sort: [{ prop: 'sort', order: 'ASC' }],
          })
        ).records,
    },
  ],
  actions: [reorderAction('lookup', '/Lookup/SortOrder', { roles: ADMINS })],
});
