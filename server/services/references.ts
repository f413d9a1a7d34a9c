// A saved record may only point at records its author can reach: another tenant's id answers
// 404 (as if it did not exist), a lookup of the wrong group or company 400.
import * as enums from '../../schemas/enums.js';
import { tenantConditions, type Principal } from '../access/access.js';
import type { AppContext } from '../context.js';
import { badRequest, notFound } from '../errors.js';
import type { Rec } from '../repositories/entityRepository.js';
import type { EntityDef, PropertyDef } from '../schema/registry.js';

const ids = (p: PropertyDef, rec: Rec): number[] => {
  const v = rec[p.name];
  if (v === null || v === undefined) return [];
  return p.child?.value ? (v as number[]) : p.child ? [] : [v as number];
};

/** The company a record belongs to: its own company field, else its site's company. */
async function recordCompany(ctx: AppContext, e: EntityDef, rec: Rec): Promise<number | undefined> {
  if (e.tenant === 'global') return undefined;
  if (e.tenant.company) return rec[e.tenant.company] ?? undefined;
  if (e.tenant.site && rec[e.tenant.site]) return (await ctx.repo.findById(ctx.db, 'site', rec[e.tenant.site]))?.companyId;
  return undefined;
}

export async function checkReferences(ctx: AppContext, principal: Principal, e: EntityDef, rec: Rec) {
  const company = await recordCompany(ctx, e, rec);
  for (const p of e.properties) {
    if (!p.ref || p.primary) continue;
    const values = ids(p, rec).filter((v) => !(v === 0 && p.nullable)); // 0 means unset on nullable refs
    if (!values.length) continue;
    if (p.ref.entity) {
      const target = ctx.registry.entity(p.ref.entity);
      const where = [{ prop: target.primary.name, op: 'in' as const, value: values }, ...tenantConditions(principal, target)];
      if ((await ctx.repo.count(ctx.db, target.id, where)) !== new Set(values).size) throw notFound(p.label);
    } else if (p.ref.lookupGroup) {
      const group = (enums.LookupGroup as Record<string, number>)[p.ref.lookupGroup];
      const where = [
        { prop: 'id', op: 'in' as const, value: values },
        { prop: 'lookupGroupType', op: 'eq' as const, value: group },
        ...(company ? [{ prop: 'companyId', op: 'eq' as const, value: company }] : []),
      ];
      if ((await ctx.repo.count(ctx.db, 'lookup', where)) !== new Set(values).size) {
        throw badRequest([{ field: p.name, message: `${p.label} is not a valid choice` }]);
      }
    } else if (p.ref.enum) {
      const allowed = Object.values((enums as any)[p.ref.enum] ?? {}) as unknown[];
      if (values.some((v) => !allowed.includes(v))) throw badRequest([{ field: p.name, message: `${p.label} is not a valid choice` }]);
    }
  }
}
