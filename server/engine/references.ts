// A saved record may only point at records its author can reach: another tenant's id answers
// 404 (as if it did not exist), a lookup of the wrong group or company 400. Runs in the save's
// transaction; the counts of one save's references in one statement.
import * as enums from '../../schemas/enums.js';
import { scopeKey, scopeOf, type Principal } from '../access/access.js';
import type { AppContext } from '../context.js';
import type { Db } from '../db/dialect.js';
import { badRequest, notFound } from '../errors.js';
import { checkDependentRef } from './dependentRefs.js';
import type { EntityDef, PropertyDef } from './registry.js';
import type { EntityName } from '../../schemas/types.generated.js';
import type { Query, Scope, Values } from './repository.js';

const ids = (p: PropertyDef, rec: Values): number[] => {
  const v = rec[p.name];
  if (v === null || v === undefined) return [];
  return p.child?.value ? (v as number[]) : p.child ? [] : [v as number];
};

/** The company a record belongs to: its own company field, else its site's company. */
export async function recordCompany(ctx: AppContext, trx: Db, e: EntityDef, rec: Values): Promise<number | undefined> {
  if (e.tenant === 'global') return undefined;
  if (e.tenant.company) return (rec[e.tenant.company] as number | null) ?? undefined;
  if (e.tenant.site && rec[e.tenant.site]) return (await ctx.repo.findById(trx, 'site', rec[e.tenant.site]))?.companyId;
  return undefined;
}

const enumValues = (name: string): unknown[] => Object.values((enums as unknown as Record<string, Record<string, unknown>>)[name] ?? {});

/** The condition "this row of `target` belongs to a company other than `company`" (null: it has no company). */
function ofAnotherCompany(ctx: AppContext, target: EntityDef, company: number): Scope | null {
  const t = target.tenant;
  if (t === 'global' || target.id === 'company') return null;
  const col = (prop: string) => `${target.table}.${target.byName.get(prop)!.column}`;
  if (t.company) return (eb) => eb(col(t.company!), '<>', company);
  if (t.site) {
    const site = ctx.registry.entity('site');
    const siteCompany = site.byName.get('companyId')!.column;
    return (eb) => eb(col(t.site!), 'in', eb.selectFrom(site.table).select(site.primary.column).where(siteCompany, '<>', company));
  }
  return null;
}

/**
 * The reference checks a transaction has passed, by the entity they read (its records, or
 * 'lookup'): a workflow or an import that saves many records naming the same few locations and
 * lookups counts each once (an import of 100,000 assets: ten counts a row before). A write of
 * that entity in the transaction forgets them (the writer calls forgetChecks), so a location
 * deactivated earlier in the same transaction is checked again.
 */
const passed = new WeakMap<Db, Map<string, Set<string>>>();

/** Forgets the passed checks that read `entity` in `trx` (writer.ts, on every write of it). */
export function forgetChecks(trx: Db, entity: string): void {
  passed.get(trx)?.delete(entity);
}

function passedOf(trx: Db, entity: string): Set<string> {
  let byEntity = passed.get(trx);
  if (!byEntity) passed.set(trx, (byEntity = new Map()));
  let keys = byEntity.get(entity);
  if (!keys) byEntity.set(entity, (keys = new Set()));
  return keys;
}

/**
 * The counts a save's reference checks ask, run together in one statement (one round trip on
 * PostgreSQL, where a count a statement was eight of an asset's save's nineteen) and judged in the
 * order they were asked, so the first failing check is the error, as when each ran alone. A
 * property's check counts as passed for the transaction only once all its counts have held.
 */
class CountBatch {
  private asked: { entity: EntityName; query: Query; fails: (n: number) => boolean; error: () => Error }[] = [];
  private passing: [Set<string>, string][] = [];
  constructor(
    private ctx: AppContext,
    private trx: Db,
  ) {}
  ask(entity: string, query: Query, fails: (n: number) => boolean, error: () => Error) {
    this.asked.push({ entity: entity as EntityName, query, fails, error });
  }
  /** Notes `key` in `known` when every count asked so far holds. */
  pass(known: Set<string>, key: string) {
    this.passing.push([known, key]);
  }
  async settle() {
    const asked = this.asked;
    const passing = this.passing;
    this.asked = [];
    this.passing = [];
    const found = await this.ctx.repo.counts(this.trx, asked);
    for (const [i, a] of asked.entries()) if (a.fails(found[i])) throw a.error();
    for (const [known, key] of passing) known.add(key);
  }
}

/**
 * Checks the references of a record about to be written (`rec`: the stored values with the new
 * ones over them): each must be a record the author reaches (else 404, as if it did not exist),
 * of the record's own company (else 400), of the right lookup group, and — when newly chosen —
 * active: an inactive lookup or location stays only as the value a record already has
 * (operations §5) — and among its choices when it depends on the record (x-ref match and where).
 */
export async function checkReferences(ctx: AppContext, trx: Db, principal: Principal, e: EntityDef, rec: Values, existing?: Values) {
  const company = await recordCompany(ctx, trx, e, rec);
  const batch = new CountBatch(ctx, trx);
  for (const p of e.properties) {
    if (!p.ref || p.primary) continue;
    const values = ids(p, rec);
    if (!values.length) continue;
    const current = new Set(existing ? ids(p, existing) : []);
    // Values the record already has were checked when they were set: a user who reaches the record
    // but not everything it names (a Dispatch Manager, an asset's other sites) can still save it.
    const added = values.filter((v) => !current.has(v));
    const chosen = p.child ? [] : added;
    // the same check passed before in this transaction (same author's reach, same values, same record's company and matches)
    const read = p.ref.entity ?? 'lookup';
    const key = JSON.stringify([
      e.id,
      p.name,
      scopeKey(principal),
      company,
      values,
      added,
      Object.values(p.ref.match ?? {}).map((o) => [rec[o], existing?.[o]]),
    ]);
    const known = passedOf(trx, read);
    if (known.has(key)) continue;
    const refused = (message: string) => () => badRequest([{ field: p.name, message }]);
    const some = (n: number) => n > 0;
    if (p.ref.entity) {
      const target = ctx.registry.entity(p.ref.entity);
      const scope = scopeOf(ctx.registry, principal, target);
      const byId = (list: number[]) => [{ prop: target.primary.name, op: 'in' as const, value: list }];
      const reached = new Set(added).size;
      if (added.length)
        batch.ask(
          target.id,
          { where: byId(added), scopes: scope ? [scope] : [] },
          (n) => n !== reached,
          () => notFound(p.label),
        );
      const elsewhere = company === undefined ? null : ofAnotherCompany(ctx, target, company);
      if (elsewhere)
        batch.ask(target.id, { where: byId(values), scopes: [elsewhere] }, some, refused(`${p.label} belongs to another company`));
      if (chosen.length && target.byName.get('isActive')?.kind === 'boolean')
        batch.ask(
          target.id,
          { where: [...byId(chosen), { prop: 'isActive', op: 'eq', value: false }] },
          some,
          refused(`${p.label} is inactive and cannot be chosen`),
        );
      if (!p.child && (p.ref.match || p.ref.where)) {
        await batch.settle(); // its own reads, after this property's counts as before
        await checkDependentRef(ctx, trx, e, p, rec, existing);
      }
    } else if (p.ref.lookupGroup) {
      const group = (enums.LookupGroup as Record<string, number>)[p.ref.lookupGroup];
      const where = [
        { prop: 'id', op: 'in' as const, value: values },
        { prop: 'lookupGroupType', op: 'eq' as const, value: group },
        ...(company ? [{ prop: 'companyId', op: 'eq' as const, value: company }] : []),
      ];
      const distinct = new Set(values).size;
      batch.ask('lookup', { where }, (n) => n !== distinct, refused(`${p.label} is not a valid choice`));
      if (chosen.length)
        batch.ask(
          'lookup',
          {
            where: [
              { prop: 'id', op: 'in', value: chosen },
              { prop: 'isActive', op: 'eq', value: false },
            ],
          },
          some,
          refused(`${p.label} is inactive and cannot be chosen`),
        );
    } else if (p.ref.enum) {
      const allowed = enumValues(p.ref.enum);
      if (values.some((v) => !allowed.includes(v))) {
        await batch.settle(); // an earlier property's failing count is the error, as before
        throw refused(`${p.label} is not a valid choice`)();
      }
    }
    batch.pass(known, key);
  }
  await batch.settle();
  for (const p of e.properties) if (p.child && !p.child.value) await checkItemReferences(ctx, trx, principal, p, rec, existing, company);
}

/**
 * The references inside the items of a child list (a payload content row's content type): each
 * must be a lookup of its group and of the record's company, or a record the author reaches, and
 * active when newly chosen. The error names the item where the user made it.
 */
async function checkItemReferences(
  ctx: AppContext,
  trx: Db,
  principal: Principal,
  p: PropertyDef,
  rec: Values,
  existing: Values | undefined,
  company: number | undefined,
) {
  const items = (rec[p.name] ?? []) as Values[];
  const properties = (p.child!.item?.properties ?? {}) as Record<string, { 'x-ref'?: PropertyDef['ref']; 'x-label'?: string }>;
  for (const [name, schema] of Object.entries(properties)) {
    const ref = schema['x-ref'];
    if (!ref || (!ref.lookupGroup && !ref.entity)) continue;
    const values = [...new Set(items.map((i) => i[name]).filter((v): v is number => typeof v === 'number'))];
    if (!values.length) continue;
    const had = new Set(((existing?.[p.name] ?? []) as Values[]).map((i) => i[name]));
    const label = schema['x-label'] ?? name;
    const where = [{ prop: 'id', op: 'in' as const, value: values }];
    let valid: { id: number; isActive?: boolean | null }[];
    if (ref.lookupGroup) {
      const group = (enums.LookupGroup as Record<string, number>)[ref.lookupGroup];
      valid = await ctx.repo.findMany(trx, 'lookup', {
        where: [
          ...where,
          { prop: 'lookupGroupType', op: 'eq', value: group },
          ...(company ? [{ prop: 'companyId', op: 'eq' as const, value: company }] : []),
        ],
        children: false,
      });
    } else {
      const target = ctx.registry.entity(ref.entity!);
      const scope = scopeOf(ctx.registry, principal, target);
      valid = (await ctx.repo.findMany(trx, target.id as never, { where, scopes: scope ? [scope] : [], children: false })) as never;
    }
    const byId = new Map(valid.map((v) => [v.id, v]));
    const at = items.findIndex((i) => typeof i[name] === 'number' && !byId.has(i[name] as number));
    if (at >= 0) throw badRequest([{ field: `${p.name}[${at}].${name}`, message: `${label} is not a valid choice` }]);
    const off = items.findIndex((i) => !had.has(i[name]) && byId.get(i[name] as number)?.isActive === false);
    if (off >= 0) throw badRequest([{ field: `${p.name}[${off}].${name}`, message: `${label} is inactive and cannot be chosen` }]);
  }
}
