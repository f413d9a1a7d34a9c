// Lookups and locations keep a sort position within their group or site: a new one goes last.
// A lookup's company is its author's unless a System Administrator names one; its group is fixed
// once saved.
import { isSysAdmin } from '../../access/access.js';
import { badRequest } from '../../errors.js';
import type { Condition } from '../../repositories/entityRepository.js';
import type { EntityHooks, SaveArgs } from './types.js';

async function appendSort({ ctx, entity, values, existing }: SaveArgs, scope: Condition[]) {
  if (existing) {
    values.sort = values.sort ?? existing.sort;
    return;
  }
  const [last] = await ctx.repo.findMany(ctx.db, entity.id, { where: scope, sort: [{ prop: 'sort', order: 'DESC' }], range: [0, 0] });
  values.sort = (last?.sort ?? 0) + 1;
}

export const lookupHooks: EntityHooks = {
  async beforeSave(args) {
    const { principal, values, existing } = args;
    if (!isSysAdmin(principal)) values.companyId = principal.companyId;
    if (!values.companyId) throw badRequest([{ field: 'companyId', message: 'Company is required' }]);
    if (existing && values.lookupGroupType !== existing.lookupGroupType) {
      throw badRequest([{ field: 'lookupGroupType', message: 'Group cannot be changed once saved' }]);
    }
    await appendSort(args, [
      { prop: 'companyId', op: 'eq', value: values.companyId },
      { prop: 'lookupGroupType', op: 'eq', value: values.lookupGroupType },
    ]);
  },
};

export const locationHooks: EntityHooks = {
  async beforeSave(args) {
    await appendSort(args, [{ prop: 'siteId', op: 'eq', value: args.values.siteId }]);
  },
};
