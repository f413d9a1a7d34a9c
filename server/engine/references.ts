// A saved record may only point at records its author can reach: another tenant's id answers
// 404 (as if it did not exist), a lookup of the wrong group or company 400. Runs in the save's
// transaction; one count per reference property.
import * as enums from '../../schemas/enums.js';
import { scopeOf, type Principal } from '../access/access.js';
import type { AppContext } from '../context.js';
import type { Db } from '../db/dialect.js';
import { badRequest, notFound } from '../errors.js';
import type { EntityDef, PropertyDef } from './registry.js';
import type { Values } from './repository.js';

const ids = (p: PropertyDef, rec: Values): number[] => {
  const v = rec[p.name];
  if (v === null || v === undefined) return [];
  return p.child?.value ? (v as number[]) : p.child ? [] : [v as number];
};

/** The company a record belongs to: its own company field, else its site's company. */
async function recordCompany(ctx: AppContext, trx: Db, e: EntityDef, rec: Values): Promise<number | undefined> {
  if (e.tenant === 'global') return undefined;
  if (e.tenant.company) return (rec[e.tenant.company] as number | null) ?? undefined;
  if (e.tenant.site && rec[e.tenant.site]) return (await ctx.repo.findById(trx, 'site', rec[e.tenant.site]))?.companyId;
  return undefined;
}

const enumValues = (name: string): unknown[] => Object.values((enums as unknown as Record<string, Record<string, unknown>>)[name] ?? {});

export async function checkReferences(ctx: AppContext, trx: Db, principal: Principal, e: EntityDef, rec: Values) {
  const company = await recordCompany(ctx, trx, e, rec);
  for (const p of e.properties) {
    if (!p.ref || p.primary) continue;
    const values = ids(p, rec);
    if (!values.length) continue;
    if (p.ref.entity) {
      const target = ctx.registry.entity(p.ref.entity);
      const scope = scopeOf(ctx.registry, principal, target);
      const where = { where: [{ prop: target.primary.name, op: 'in' as const, value: values }], scopes: scope ? [scope] : [] };
      if ((await ctx.repo.count(trx, target.id as never, where)) !== new Set(values).size) throw notFound(p.label);
    } else if (p.ref.lookupGroup) {
      const group = (enums.LookupGroup as Record<string, number>)[p.ref.lookupGroup];
      const where = [
        { prop: 'id', op: 'in' as const, value: values },
        { prop: 'lookupGroupType', op: 'eq' as const, value: group },
        ...(company ? [{ prop: 'companyId', op: 'eq' as const, value: company }] : []),
      ];
      if ((await ctx.repo.count(trx, 'lookup', { where })) !== new Set(values).size) {
        throw badRequest([{ field: p.name, message: `${p.label} is not a valid choice` }]);
      }
    } else if (p.ref.enum) {
      const allowed = enumValues(p.ref.enum);
      if (values.some((v) => !allowed.includes(v))) throw badRequest([{ field: p.name, message: `${p.label} is not a valid choice` }]);
    }
  }
}
