// Security policies: GET /SecurityParameter/{companyId}/{userTypeId} answers the rules that govern
// a company's user type (also to a session that must change its password).
import { canReachCompany } from '../../access/access.js';
import { defineModule } from '../../engine/modules.js';
import { publicRecord } from '../../engine/service.js';
import { notFound } from '../../errors.js';
import { logPolicySave } from '../../security/policyEvents.js';
import { policyFor } from '../../account/securityPolicy.js';
import { one } from '../../http/openapi/shapes.js';

export default defineModule({
  entity: 'securityParameter',
  hooks: {
    afterSave: ({ ctx, trx, principal, saved, existing }) => logPolicySave(ctx, trx, principal, saved, existing),
  },
  routes: [
    {
      method: 'get',
      path: '/SecurityParameter/:companyId/:userTypeId',
      summary: 'The password policy of a company and user type',
      access: { roles: 'any', confined: true },
      params: ['companyId', 'userTypeId'],
      answer: one('securityParameter'),
      handler: async ({ ctx, principal, params }) => {
        // Anyone may read the rules of their own company; admins those of companies they reach.
        if (params.companyId > 0 && !canReachCompany(principal, params.companyId)) throw notFound('Company');
        const policy = await policyFor(ctx, params.companyId > 0 ? params.companyId : null, params.userTypeId);
        return publicRecord(ctx.registry.entity('securityParameter'), policy);
      },
    },
  ],
});
