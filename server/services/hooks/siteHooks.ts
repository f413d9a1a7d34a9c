// Site Manager rules: the company is read-only once saved and only active companies can be chosen.
import { isSysAdmin } from '../../access/access.js';
import { badRequest } from '../../errors.js';
import type { EntityHooks } from './types.js';

export const siteHooks: EntityHooks = {
  async beforeSave({ ctx, principal, values, existing }) {
    if (!isSysAdmin(principal)) values.companyId = principal.companyId;
    if (existing) {
      if (values.companyId !== existing.companyId)
        throw badRequest([{ field: 'companyId', message: 'Company cannot be changed once saved' }]);
      return;
    }
    const company = await ctx.repo.findById(ctx.db, 'company', values.companyId);
    if (company && !company.isActive) throw badRequest([{ field: 'companyId', message: 'Company is not active' }]);
  },
};
