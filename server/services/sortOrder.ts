// POST /Location/SortOrder and /Lookup/SortOrder: the dragged order as Key (id) and Value
// (position from 1), saved in one transaction; every id must be one the caller may change.
import { tenantConditions, type Principal } from '../access/access.js';
import type { AppContext } from '../context.js';
import { notFound } from '../errors.js';
import type { EntityDef } from '../schema/registry.js';
import { assertCan } from './entityService.js';
import { ok } from './passwordService.js';

export async function saveSortOrder(ctx: AppContext, p: Principal, e: EntityDef, order: { Key: number; Value: number }[]) {
  assertCan(p, e, 'write');
  const ids = [...new Set(order.map((o) => o.Key))];
  const where = [{ prop: 'id', op: 'in' as const, value: ids }, ...tenantConditions(p, e)];
  if ((await ctx.repo.count(ctx.db, e.id, where)) !== ids.length) throw notFound(e.label);
  const now = ctx.clock.now().toISOString();
  const stamped = e.byName.get('updateDate')?.stamp === 'update';
  await ctx.db.transaction().execute(async (trx) => {
    for (const { Key, Value } of order) await ctx.repo.update(trx, e.id, Key, { sort: Value, ...(stamped ? { updateDate: now } : {}) });
  });
  return ok();
}
