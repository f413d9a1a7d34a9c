// The one operation layer for schema-defined entities, shared by the generated REST surface and
// the /api/Fleet calls: role rule (x-access), tenancy (x-tenant), validation, references, stamps,
// per-entity rules (entityHooks) and a transaction around every write.
import { isSysAdmin, reachable, tenantConditions, type Principal } from '../access/access.js';
import type { AppContext } from '../context.js';
import { AppError, badRequest, conflict, forbidden, notFound } from '../errors.js';
import type { Condition, Rec } from '../repositories/entityRepository.js';
import { dependentsOf, type EntityDef } from '../schema/registry.js';
import { checkReferences } from './references.js';
import { hasNul, isInt32, isStrictDate, isStrictTimestamp } from '../schema/scalars.js';
import { entityHooks } from './hooks/index.js';
import { publicRecord } from './userService.js';

export interface ListParams {
  filter?: Record<string, unknown>;
  sort?: { prop: string; order: 'ASC' | 'DESC' }[];
  range?: [number, number];
}

export const MAX_PAGE = 1000;

export function assertCan(p: Principal, e: EntityDef, what: 'read' | 'write') {
  if (!e.access[what].includes(p.type)) throw forbidden();
}

/** Properties a list may be sorted or filtered by: stored scalars that are not private. */
function queryable(e: EntityDef, prop: string, field: string) {
  const def = e.byName.get(prop);
  if (!def || def.private || def.kind === 'child' || def.kind === 'virtual' || def.kind === 'json') {
    throw badRequest([{ field, message: `${prop} is not a field of ${e.label} that can be used here` }]);
  }
  return def;
}

/** What a filter value must be to be compared with a column of each kind (scalars.ts). */
const VALUE_CHECKS: Record<string, (v: unknown) => boolean> = {
  integer: isInt32,
  number: (v) => typeof v === 'number' && Number.isFinite(v),
  boolean: (v) => typeof v === 'boolean',
  text: (v) => typeof v === 'string' && !hasNul(v),
  timestamp: isStrictTimestamp,
  date: isStrictDate,
};

/** List filters: text matches a case-insensitive substring, a list by membership, others by equality. */
export function filterConditions(e: EntityDef, filter: Record<string, unknown> = {}): Condition[] {
  return Object.entries(filter).map(([prop, value]) => {
    const field = `filter.${prop}`;
    const def = queryable(e, prop, field);
    const fits = VALUE_CHECKS[def.kind] ?? (() => false);
    const values = Array.isArray(value) ? value : [value];
    if (value !== null && (values.length > MAX_PAGE || !values.every(fits))) {
      throw badRequest([
        { field, message: `${def.label} filter must be ${Array.isArray(value) ? 'a list of values' : 'a value'} of its type` },
      ]);
    }
    if (Array.isArray(value)) return { prop, op: 'in', value };
    if (value === null) return { prop, op: 'null' };
    if (def.kind === 'text') return { prop, op: 'like', value };
    return { prop, op: 'eq', value };
  });
}

export async function listRecords(ctx: AppContext, p: Principal, e: EntityDef, params: ListParams = {}) {
  assertCan(p, e, 'read');
  const where = [...filterConditions(e, params.filter), ...tenantConditions(p, e), ...(entityHooks[e.id]?.listConditions?.(p) ?? [])];
  const sort = (params.sort?.length ? params.sort : e.list ? [{ prop: e.list.sort, order: e.list.order }] : []).map((s) => {
    queryable(e, s.prop, 'sort');
    return s;
  });
  const [records, total] = await Promise.all([
    ctx.repo.findMany(ctx.db, e.id, { where, sort, range: params.range }),
    ctx.repo.count(ctx.db, e.id, where),
  ]);
  return { records: records.map((r) => publicRecord(ctx.repo, e.id, r)), total };
}

export async function getRecord(ctx: AppContext, p: Principal, e: EntityDef, id: unknown) {
  assertCan(p, e, 'read');
  return publicRecord(ctx.repo, e.id, await reachable(ctx.db, ctx.repo, p, e, id));
}

function stamp(ctx: AppContext, p: Principal, e: EntityDef, rec: Rec, creating: boolean) {
  const now = ctx.clock.now().toISOString();
  for (const prop of e.properties) {
    if (prop.stamp === 'update' || (creating && prop.stamp === 'create')) rec[prop.name] = now;
    if (prop.stamp === 'updateUser' || (creating && prop.stamp === 'createUser')) rec[prop.name] = p.loginName;
  }
}

/** Creates (id undefined or 0) or updates a record; answers the saved record. */
export async function saveRecord(ctx: AppContext, p: Principal, e: EntityDef, body: unknown, id?: number) {
  assertCan(p, e, 'write');
  const input = ctx.validators.entityInput(e, body);
  const existing = id ? await reachable(ctx.db, ctx.repo, p, e, id) : undefined;
  const hooks = entityHooks[e.id];
  const values: Rec = { ...input };
  for (const prop of e.properties) if (prop.kind === 'virtual') delete values[prop.name];
  fillOwnCompany(p, e, values, existing);
  await hooks?.beforeSave?.({ ctx, principal: p, entity: e, input, values, existing });
  if (!isSysAdmin(p)) assertOwnTenancy(p, e, { ...existing, ...values });
  await checkReferences(ctx, p, e, { ...existing, ...values });
  stamp(ctx, p, e, values, !existing);
  try {
    const saved = await ctx.db.transaction().execute(async (trx) => {
      const rec = existing ? await ctx.repo.update(trx, e.id, existing[e.primary.name], values) : await ctx.repo.insert(trx, e.id, values);
      await hooks?.afterSave?.({ ctx, principal: p, entity: e, input, values, existing, trx, saved: rec! });
      return rec!;
    });
    return publicRecord(ctx.repo, e.id, saved);
  } catch (err) {
    throw uniqueConflict(ctx, e, err);
  }
}

/** A company-scoped record takes its author's company unless a System Administrator names one. */
function fillOwnCompany(p: Principal, e: EntityDef, values: Rec, existing?: Rec) {
  const prop = e.tenant !== 'global' ? e.tenant.company : undefined;
  if (!prop || e.primary.name === prop) return;
  if (values[prop] == null) values[prop] = existing?.[prop] ?? (isSysAdmin(p) ? null : p.companyId);
  const def = e.byName.get(prop)!;
  if (values[prop] == null && !def.nullable) throw badRequest([{ field: prop, message: `${def.requiredLabel} is required` }]);
}

/** A non-SysAdmin may only write rows of its own company. */
function assertOwnTenancy(p: Principal, e: EntityDef, rec: Rec) {
  const t = e.tenant;
  if (t !== 'global' && t.company && rec[t.company] !== p.companyId) throw notFound(e.byName.get(t.company)?.label ?? 'Company');
}

function uniqueConflict(ctx: AppContext, e: EntityDef, err: unknown) {
  if (!ctx.adapter.isUniqueViolation(err)) return err;
  const props = e.unique.flat().map((n) => e.byName.get(n)!);
  const label = props.map((p) => p.label).join(', ') || e.label;
  return conflict(
    `${label} already exists`,
    props.map((p) => ({ field: p.name, message: `${p.label} already exists` })),
  );
}

export async function deleteRecord(ctx: AppContext, p: Principal, e: EntityDef, id: number) {
  assertCan(p, e, 'write');
  const existing = await reachable(ctx.db, ctx.repo, p, e, id);
  const hooks = entityHooks[e.id];
  if (hooks?.delete) return hooks.delete({ ctx, principal: p, entity: e, existing });
  const used: string[] = [];
  for (const d of dependentsOf(ctx.registry, e.id)) {
    const row = await ctx.db
      .selectFrom(d.table)
      .select((eb: any) => eb.fn.countAll().as('n'))
      .where(d.column, '=', id)
      .executeTakeFirst();
    const n = Number((row as any)?.n ?? 0);
    if (n) used.push(`${n} ${d.label}${n > 1 ? ' records' : ''}`);
  }
  if (used.length) throw new AppError(409, 'in_use', `This ${e.label} cannot be deleted: it is used by ${used.join(', ')}`);
  await ctx.db.transaction().execute((trx) => ctx.repo.remove(trx, e.id, id));
  return publicRecord(ctx.repo, e.id, existing);
}
