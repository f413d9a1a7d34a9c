// Footer, and the password rules for a company and user type.
import { UserType } from '../../schemas/enums.js';
import { canReachCompany } from '../access/access.js';
import { notFound } from '../errors.js';
import type { RouteDef } from '../http/route.js';
import { policyFor } from '../services/securityPolicy.js';
import { publicRecord } from '../services/userService.js';
import { ok } from '../services/passwordService.js';

const FOOTER = 'footer';

export const systemRoutes: RouteDef[] = [
  {
    method: 'get',
    path: '/Footer',
    access: { public: true },
    handler: async ({ ctx }) => {
      const [row] = await ctx.repo.findMany(ctx.db, 'systemSetting', { where: [{ prop: 'name', op: 'eq', value: FOOTER }] });
      return { footer: row?.value ?? '' };
    },
  },
  {
    method: 'post',
    path: '/Footer',
    access: { roles: [UserType.SysAdmin] },
    body: 'footer',
    handler: async ({ ctx, body }) => {
      await ctx.db.transaction().execute(async (trx) => {
        const [row] = await ctx.repo.findMany(trx, 'systemSetting', { where: [{ prop: 'name', op: 'eq', value: FOOTER }] });
        if (row) await ctx.repo.update(trx, 'systemSetting', row.id, { value: body.footer });
        else await ctx.repo.insert(trx, 'systemSetting', { name: FOOTER, value: body.footer });
      });
      return ok();
    },
  },
  {
    method: 'get',
    path: '/SecurityParameter/:companyId/:userTypeId',
    access: { roles: 'any', confined: true },
    params: ['companyId', 'userTypeId'],
    handler: async ({ ctx, principal, params }) => {
      // Anyone may read the rules of their own company; admins those of companies they reach.
      if (params.companyId > 0 && !canReachCompany(principal, params.companyId)) throw notFound('Company');
      const policy = await policyFor(ctx.db, ctx.repo, params.companyId > 0 ? params.companyId : null, params.userTypeId);
      return publicRecord(ctx.repo, 'securityParameter', policy);
    },
  },
];
