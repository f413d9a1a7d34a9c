// The Site entity (maintenance §2 Site Manager): the company is read-only once saved and only an
// active company can be chosen; GET /Sites/{companyId} lists a company's sites.
import { defineModule } from '../../engine/modules.js';
import { listRecords } from '../../engine/service.js';
import { badRequest } from '../../errors.js';
import type { RouteDef } from '../../http/route.js';
import { many } from '../../http/openapi/shapes.js';

const routes: RouteDef[] = [
  {
    method: 'get',
    path: '/Sites/:companyId',
    summary: 'The sites of a company',
    access: { roles: 'any' },
    params: ['companyId'],
    answer: many('site'),
    handler: async ({ ctx, principal, params }) =>
      (await listRecords(ctx, principal, ctx.registry.entity('site'), { filter: { companyId: params.companyId } })).records,
  },
];

export default defineModule({
  entity: 'site',
  routes,
  hooks: {
    async beforeSave({ ctx, trx, values, existing }) {
      if (existing) {
        if (values.companyId !== existing.companyId)
          throw badRequest([{ field: 'companyId', message: 'Company cannot be changed once saved' }]);
        return;
      }
      const company = values.companyId ? await ctx.repo.findById(trx, 'company', values.companyId, { children: false }) : undefined;
      if (company && !company.isActive) throw badRequest([{ field: 'companyId', message: 'Company is not active' }]);
    },
  },
});
