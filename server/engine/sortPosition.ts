// Records kept in a user-chosen order within a group (locations in a site, lookups in a group): a
// new one goes last; an edit keeps its place unless it names one.
import type { EntityName } from '../../schemas/types.generated.js';
import type { SaveArgs } from './modules.js';
import { type Condition, valuesOf } from './repository.js';

export async function appendSort<K extends EntityName>(
  { ctx, trx, entity, values, existing }: SaveArgs<K>,
  scope: Condition[],
  prop = 'sort',
) {
  const v = valuesOf(values);
  if (existing) {
    v[prop] = v[prop] ?? valuesOf(existing)[prop];
    return;
  }
  const [last] = await ctx.repo.findMany(trx, entity.id as EntityName, {
    where: scope,
    sort: [{ prop, order: 'DESC' }],
    range: [0, 0],
    children: false,
  });
  v[prop] = (((last && valuesOf(last)[prop]) as number | undefined) ?? 0) + 1;
}
