// The one operation layer for schema-defined entities, shared by the generated REST surface, the
// generated /api/Fleet calls and the entity modules: the role rule (x-access), tenancy (the scope
// of access.ts), validation, references, per-entity hooks, history and a transaction around every
// write. The transaction opens first; every check then runs inside it, on the transaction.
import type { EntityName } from '../../schemas/types.generated.js';
import { isSysAdmin, scopeKey, scopeOf, type Principal } from '../access/access.js';
import type { AppContext } from '../context.js';
import type { Db } from '../db/dialect.js';
import { AppError, badRequest, forbidden, notFound, conflict } from '../errors.js';
import { writeTransaction } from './changeEvents.js';
import { usedBy } from './dependents.js';
import { cheapPage, filterConditions, type ListParams, sortOf, type Total, totalOf } from './listing.js';
import { hooksOf } from './modules.js';
import { checkReferences } from './references.js';
import type { EntityDef } from './registry.js';
import { type Query, type RecordOf, type Values, valuesOf } from './repository.js';
import { makeWriter } from './writer.js';
import { shower } from './rowShapes.js';
import { logDelete } from '../security/deleteEvents.js';

export function assertCan(p: Principal, e: EntityDef, what: 'read' | 'write' | 'create' | 'delete') {
  if (!e.access[what].includes(p.type)) throw forbidden();
}

/** A record as the API shows it: never a private or write-only field. */
export const publicRecord = (e: EntityDef, rec: object): Values => shower(e)(rec as Values);

/** The rows of `e` the principal may read or write: its tenancy scope and the entity's own read conditions. */
export function scopedQuery(ctx: AppContext, p: Principal, e: EntityDef, query: Query = {}): Query {
  const scope = scopeOf(ctx.registry, p, e);
  const extra = hooksOf(ctx.modules, e.id as EntityName)?.readConditions?.(p) ?? [];
  return { ...query, where: [...(query.where ?? []), ...extra], scopes: [...(query.scopes ?? []), ...(scope ? [scope] : [])] };
}

/** Loads one record the principal may reach, or answers 404 (never revealing other tenants' ids). */
export async function reachable<K extends EntityName>(
  ctx: AppContext,
  db: Db,
  p: Principal,
  e: EntityDef,
  id: unknown,
): Promise<RecordOf<K>> {
  const rec = await ctx.repo.findById(db, e.id as K, id, scopedQuery(ctx, p, e));
  if (!rec) throw notFound(e.label);
  return rec;
}

/** Fills the computed fields of a page (one afterRead per page) and strips what the API never shows. */
export async function present(ctx: AppContext, p: Principal, e: EntityDef, db: Db, records: object[]) {
  // A view's rows are its record's rows: they get the record's computed fields.
  await hooksOf(ctx.modules, (e.viewOf ?? e.id) as EntityName)?.afterRead?.({
    ctx,
    principal: p,
    db,
    entity: e,
    records: records as never,
  });
  return records.map((r) => publicRecord(e, r));
}

export async function listRecords(
  ctx: AppContext,
  p: Principal,
  e: EntityDef,
  params: ListParams = {},
): Promise<{ records: Values[] } & Total> {
  assertCan(p, e, 'read');
  const query = scopedQuery(ctx, p, e, { where: filterConditions(e, params.filter), sort: sortOf(e, params.sort), range: params.range });
  // The rows a total counts, and the statement, depend on the filter and on whose scope it is.
  const rows = JSON.stringify([params.filter ?? {}, ...scopeKey(p)]);
  const page = ctx.repo.findPage(ctx.db, e.id as EntityName, { ...query, key: rows }, !cheapPage(ctx.registry, e, query));
  const [records, total] = await Promise.all([page, totalOf(ctx, e, query, rows)]);
  return { records: await present(ctx, p, e, ctx.db, records), ...total };
}

export async function getRecord(ctx: AppContext, p: Principal, e: EntityDef, id: unknown) {
  assertCan(p, e, 'read');
  const [rec] = await present(ctx, p, e, ctx.db, [await reachable(ctx, ctx.db, p, e, id)]);
  return rec;
}

/** Runs `work` in a write transaction (changeEvents.ts) and maps a unique-key violation to 409 naming the fields. */
export async function inTransaction<T>(ctx: AppContext, e: EntityDef, work: (trx: Db) => Promise<T>): Promise<T> {
  try {
    return await writeTransaction(ctx, work);
  } catch (err) {
    if (!ctx.adapter.isUniqueViolation(err)) throw err;
    const props = e.unique.flat().map((n) => e.byName.get(n)!);
    const label = props.map((u) => u.label).join(', ') || e.label;
    throw conflict(
      `${label} already exists`,
      props.map((u) => ({ field: u.name, message: `${u.label} already exists` })),
    );
  }
}

/** A company-scoped record takes its author's company unless it names one. */
function fillOwnCompany(p: Principal, e: EntityDef, values: Values, existing?: Values) {
  const prop = e.tenant !== 'global' ? e.tenant.company : undefined;
  if (!prop || e.primary.name === prop) return;
  if (values[prop] == null) values[prop] = existing?.[prop] ?? (isSysAdmin(p) ? null : p.companyId);
  const def = e.byName.get(prop)!;
  if (values[prop] == null && !def.nullable) throw badRequest([{ field: prop, message: `${def.requiredLabel} is required` }]);
}

/**
 * Creates (`id` absent) or updates a record and answers it. A save whose record would end up
 * outside the author's tenancy — another company's id, a site it does not reach — answers 404 and
 * writes nothing, the same for every entity. With `mustExist`, an id that is not there is a 404.
 */
export async function saveRecord(ctx: AppContext, p: Principal, e: EntityDef, body: unknown, id?: number) {
  assertCan(p, e, id === undefined ? 'create' : 'write');
  const entity = e.id as EntityName;
  const { input, version } = ctx.validators.entityInput(e, body);
  const hooks = hooksOf(ctx.modules, entity);
  const prepared = (await hooks?.prepare?.({ ctx, principal: p, input: input as never, creating: id === undefined })) ?? {};
  const saved = await inTransaction(ctx, e, async (trx) => {
    const existing = id !== undefined ? valuesOf(await reachable(ctx, trx, p, e, id)) : undefined;
    const values: Values = { ...input, ...prepared };
    for (const prop of e.properties) if (prop.kind === 'virtual') delete values[prop.name];
    fillOwnCompany(p, e, values, existing);
    const args = { ctx, principal: p, entity: e, trx, input: input as never, values: values as never, existing: existing as never };
    await hooks?.beforeSave?.(args);
    await checkReferences(ctx, trx, p, e, { ...existing, ...values }, existing);
    const writer = makeWriter(ctx, trx, p);
    // The record the write leaves behind must still be the author's to reach (read back through the scope).
    const scope = scopedQuery(ctx, p, e);
    const rec = valuesOf(
      existing
        ? await writer.update(entity, existing as never, values as never, {
            version,
            scope,
            action: hooks?.auditAction?.({ existing: existing as never, values: values as never }),
          })
        : await writer.insert(entity, values as never, { scope }),
    );
    await hooks?.afterSave?.({ ...args, saved: rec as never });
    return rec;
  });
  const [rec] = await present(ctx, p, e, ctx.db, [saved]);
  return rec;
}

/** Deletes a record in one statement; a foreign key that stops it answers 409 naming the dependents. */
export async function deleteRecord(ctx: AppContext, p: Principal, e: EntityDef, id: number) {
  assertCan(p, e, 'delete');
  const entity = e.id as EntityName;
  const hooks = hooksOf(ctx.modules, entity);
  try {
    const gone = await inTransaction(ctx, e, async (trx) => {
      const existing = await reachable(ctx, trx, p, e, id);
      const writer = makeWriter(ctx, trx, p);
      const gone = hooks?.delete ? await hooks.delete({ ctx, principal: p, trx, existing: existing as never, writer }) : existing;
      if (!hooks?.delete) await writer.remove(entity, existing);
      await logDelete(ctx, trx, p, e, valuesOf(gone));
      return gone;
    });
    return publicRecord(e, gone as object);
  } catch (err) {
    if (!ctx.adapter.isForeignKeyViolation(err)) throw err;
    const users = await usedBy(ctx, e.id, id);
    throw new AppError(409, 'in_use', `This ${e.label} cannot be deleted: it is used by ${users.join('; ') || 'other records'}`);
  }
}
