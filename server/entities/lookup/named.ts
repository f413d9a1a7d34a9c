// A company's lookup named by its description, for the workflows that set one themselves: the gate
// creates a trailer Available in custody Carrier Interchange, the yard check marks one Missing.
import { LookupGroup, type LookupGroupName } from '../../../schemas/enums.js';
import type { AppContext } from '../../context.js';
import type { Db } from '../../db/dialect.js';
import { conflict } from '../../errors.js';

/** The id of the company's lookup of this group and description, or undefined. */
export async function lookupOf(ctx: AppContext, trx: Db, companyId: number, group: LookupGroupName, description: string) {
  const [row] = await ctx.repo.findMany(trx, 'lookup', {
    where: [
      { prop: 'companyId', op: 'eq', value: companyId },
      { prop: 'lookupGroupType', op: 'eq', value: LookupGroup[group] },
      { prop: 'description', op: 'eq', value: description },
    ],
    sort: [{ prop: 'id', order: 'ASC' }],
    range: [0, 0],
  });
  return row?.id as number | undefined;
}

/** The company's lookup a workflow needs, or a 409 saying the company lacks it (the demo's lists have each). */
export async function neededLookup(ctx: AppContext, trx: Db, companyId: number, group: LookupGroupName, description: string) {
  const id = await lookupOf(ctx, trx, companyId, group, description);
  if (id === undefined) throw conflict(`The company has no ${description} in its ${group} list`);
  return id;
}
