// The one operation layer for schema-defined entities — list, get, save, remove — shared by the
// generated REST surface, the generated /api/Fleet calls, the entity modules and the workflows
// that write several entities: the role rule (x-access), tenancy (the scope of access.ts),
// validation, references, per-entity hooks, history and a transaction around every write. The
// transaction opens first; every check then runs inside it, on the transaction. Given the caller's
// transaction (`trx`), an operation runs in it and commits or rolls back with the caller's work, as
// Payload passes its transaction along the request and Kysely passes `trx` down: a workflow calls
// each entity's own operation, never around its rules (docs/ARCHITECTURE.md "Workflows").
import { type RuleSchema, ruleErrors } from '../../schemas/rules.js';
import type { EntityName } from '../../schemas/types.generated.js';
import { isSysAdmin, scopeKey, scopeOf, type Principal } from '../access/access.js';
import type { AppContext } from '../context.js';
import type { Db } from '../db/dialect.js';
import { AppError, badRequest, forbidden, notFound, conflict } from '../errors.js';
import { writeTransaction } from './changeEvents.js';
import { usedBy } from './dependents.js';
import { anchoredQuery, noteAnchors, seekAnswered } from './pageAnchors.js';
import { cheapPage, filterConditions, type ListParams, sortOf, type Total, totalOf } from './listing.js';
import { hooksOf } from './modules.js';
import { checkReferences } from './references.js';
import type { EntityDef } from './registry.js';
import { type Query, type RecordOf, type Values, valuesOf } from './repository.js';
import { makeWriter } from './writer.js';
import { shower } from './rowShapes.js';
import { logDelete } from '../security/deleteEvents.js';

/** How an operation runs when a workflow calls it. */
export interface OperationOptions {
  /** The caller's open transaction: the operation runs in it, else in its own. */
  trx?: Db;
  /**
   * The server acts on its own authority: no role rule and no tenancy scope for the record itself
   * (a driver's Complete parks an asset he may not edit; the mission's own rule allowed it).
   * Validation, references, hooks and history run as always.
   */
  overrideAccess?: boolean;
  /**
   * Values the server sets itself over the body's: never the author's choice, so not checked for
   * the author's reach (the mission's asset on a driver's payload); final over what hooks set.
   */
  trusted?: Values;
  /** The history's name for the write when the caller knows better ('mission': parked by a Complete). */
  action?: string;
}

export function assertCan(p: Principal, e: EntityDef, what: 'read' | 'write' | 'create' | 'delete', opts: OperationOptions = {}) {
  if (!opts.overrideAccess && !e.access[what].includes(p.type)) throw forbidden();
}

/** A record as the API shows it: never a private or write-only field. */
export const publicRecord = (e: EntityDef, rec: object): Values => shower(e)(rec as Values);

/** The rows of `e` the principal may read or write: its tenancy scope and the entity's own read conditions. */
export function scopedQuery(ctx: AppContext, p: Principal, e: EntityDef, query: Query = {}, opts: OperationOptions = {}): Query {
  const scope = opts.overrideAccess ? null : scopeOf(ctx.registry, p, e);
  const extra = hooksOf(ctx.modules, e.id as EntityName)?.readConditions?.(p) ?? [];
  return {
    ...query,
    where: [...(query.where ?? []), ...extra],
    scopes: [...(query.scopes ?? []), ...(scope ? [scope] : [])],
    // a read that went ahead of its session's check carries it in its page (account/sessionAhead.ts)
    ...(p.ride && { ride: p.ride }),
  };
}

/** Loads one record the principal may reach, or answers 404 (never revealing other tenants' ids). */
export async function reachable<K extends EntityName>(
  ctx: AppContext,
  db: Db,
  p: Principal,
  e: EntityDef,
  id: unknown,
  opts: OperationOptions = {},
): Promise<RecordOf<K>> {
  const rec = await ctx.repo.findById(db, e.id as K, id, scopedQuery(ctx, p, e, {}, opts));
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
  opts: OperationOptions = {},
): Promise<{ records: Values[] } & Total> {
  assertCan(p, e, 'read', opts);
  const where = { where: filterConditions(e, params.filter), sort: sortOf(e, params.sort), range: params.range };
  const query = scopedQuery(ctx, p, e, where, opts);
  if (opts.trx) {
    // In a workflow's transaction: what it has written so far counts, so no kept statement nor total.
    const records = await ctx.repo.findMany(opts.trx, e.id as EntityName, query);
    const total = await ctx.repo.count(opts.trx, e.id as EntityName, { ...query, range: undefined });
    return { records: await present(ctx, p, e, opts.trx, records), total, exact: true };
  }
  // The rows a total counts, and the statement, depend on the filter and on whose scope it is.
  const rows = JSON.stringify([params.filter ?? {}, ...scopeKey(p)]);
  const [records, total] = await Promise.all([pageOf(ctx, e, { ...query, key: rows }, rows), totalOf(ctx, e, query, rows)]);
  return { records: await present(ctx, p, e, ctx.db, records), ...total };
}

/** A list's page: a seek from its anchor when one is kept (pageAnchors.ts), else by its offset. */
async function pageOf(ctx: AppContext, e: EntityDef, query: Query, rows: string): Promise<object[]> {
  const anchored = await anchoredQuery(ctx, e, query, rows);
  if (anchored) {
    const records = await ctx.repo.findPage(ctx.db, e.id as EntityName, anchored, !cheapPage(ctx.registry, e, anchored));
    if (seekAnswered(anchored, records.length)) return records;
  }
  const records = await ctx.repo.findPage(ctx.db, e.id as EntityName, query, !cheapPage(ctx.registry, e, query));
  noteAnchors(ctx, e, query, rows, records as unknown as Values[]);
  return records;
}

export async function getRecord(ctx: AppContext, p: Principal, e: EntityDef, id: unknown, opts: OperationOptions = {}) {
  assertCan(p, e, 'read', opts);
  const db = opts.trx ?? ctx.db;
  const [rec] = await present(ctx, p, e, db, [await reachable(ctx, db, p, e, id, opts)]);
  return rec;
}

/**
 * Runs `work` in a write transaction (changeEvents.ts) — or in `trx`, the caller's, when given — and
 * maps a unique-key violation to 409 naming the fields (the caller's transaction then rolls back
 * with it: on PostgreSQL it could not go on anyway).
 */
export async function inTransaction<T>(ctx: AppContext, e: EntityDef, work: (trx: Db) => Promise<T>, trx?: Db): Promise<T> {
  try {
    return await (trx ? work(trx) : writeTransaction(ctx, work));
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
export async function saveRecord(
  ctx: AppContext,
  p: Principal,
  e: EntityDef,
  body: unknown,
  opts: OperationOptions & { id?: number } = {},
) {
  const checked = await checkBody(ctx, p, e, body, opts);
  const saved = await inTransaction(
    ctx,
    e,
    async (trx) => {
      const save = await readySave(ctx, p, e, checked, trx, opts);
      const writer = makeWriter(ctx, trx, p);
      const { values, existing, version, scope, action } = save;
      const rec = valuesOf(
        existing
          ? await writer.update(e.id as EntityName, existing as never, values as never, { version, scope, action })
          : await writer.insert(e.id as EntityName, values as never, { scope, action }),
      );
      await save.after(rec);
      return rec;
    },
    opts.trx,
  );
  const [rec] = await present(ctx, p, e, opts.trx ?? ctx.db, [saved]);
  return rec;
}

/** A save made ready to write (readySave): the values as they will be stored, and what its write and afterSave take. */
export interface ReadySave {
  values: Values;
  existing?: Values;
  version?: string | null;
  /** The record the write leaves behind must still be the author's to reach (read back through it). */
  scope: Query;
  action?: string;
  after: (saved: Values) => Promise<void> | void;
}

/** A save's body as checked before its transaction opens (checkBody). */
type CheckedBody = Awaited<ReturnType<typeof checkBody>>;

/**
 * A save's first steps, before its transaction (which a slow prepare — a password's hash — would
 * hold open): the role rule, the body's validation and the entity's prepare.
 */
export async function checkBody(ctx: AppContext, p: Principal, e: EntityDef, body: unknown, opts: OperationOptions & { id?: number } = {}) {
  assertCan(p, e, opts.id === undefined ? 'create' : 'write', opts);
  const { input, version } = ctx.validators.entityInput(e, body, opts.id === undefined);
  const hooks = hooksOf(ctx.modules, e.id as EntityName);
  const prepared = (await hooks?.prepare?.({ ctx, principal: p, input: input as never, creating: opts.id === undefined })) ?? {};
  return { input, version, prepared };
}

/**
 * The steps of a save between checkBody and its write, in the save's transaction: the stored
 * record (an update), the own company, the x-rules, beforeSave and the references.
 * createRecords (createMany.ts) runs them for each of many records and then writes them together.
 */
export async function readySave(
  ctx: AppContext,
  p: Principal,
  e: EntityDef,
  { input, version, prepared }: CheckedBody,
  trx: Db,
  opts: OperationOptions & { id?: number; reached?: Values } = {},
): Promise<ReadySave> {
  const { id, trusted = {} } = opts;
  const hooks = hooksOf(ctx.modules, e.id as EntityName);
  // `reached`: the record `id` as the caller read it in `trx` through the same scope (updateRecords)
  const existing = id !== undefined ? (opts.reached ?? valuesOf(await reachable(ctx, trx, p, e, id, opts))) : undefined;
  const values: Values = { ...input, ...prepared, ...trusted };
  for (const prop of e.properties) if (prop.kind === 'virtual') delete values[prop.name];
  fillOwnCompany(p, e, values, existing);
  // x-rules hold on the record as it will be stored (an update: the stored one with the new
  // values over it); like the body's validation, before the entity's own rules and queries.
  const broken = ruleErrors(e.schema as RuleSchema, { ...existing, ...values });
  if (broken.length) throw badRequest(broken);
  const args = {
    ctx,
    principal: p,
    entity: e,
    trx,
    input: input as never,
    values: values as never,
    existing: existing as never,
    trusted,
    overrideAccess: !!opts.overrideAccess,
  };
  await hooks?.beforeSave?.(args);
  Object.assign(values, trusted);
  // The server's own values count as checked, like those the record already has.
  await checkReferences(ctx, trx, p, e, { ...existing, ...values }, existing || opts.trusted ? { ...existing, ...trusted } : undefined);
  return {
    values,
    existing,
    version,
    scope: scopedQuery(ctx, p, e, {}, opts),
    action: opts.action ?? (existing ? hooks?.auditAction?.({ existing: existing as never, values: values as never }) : undefined),
    after: (saved) => hooks?.afterSave?.({ ...args, saved: saved as never }),
  };
}

/**
 * Changes some fields of a stored record through its save: the record as stored, with `changes`
 * over it, saved under the version read (a workflow's update of another entity: the asset a
 * mission's Complete parks). Answers the record as saved.
 */
export async function updateRecord(ctx: AppContext, p: Principal, e: EntityDef, id: number, changes: Values, opts: OperationOptions = {}) {
  const db = opts.trx ?? ctx.db;
  const stored = publicRecord(e, await reachable(ctx, db, p, e, id, opts));
  return saveRecord(ctx, p, e, { ...stored, ...changes }, { ...opts, id });
}

/** Deletes a record in one statement; a foreign key that stops it answers 409 naming the dependents. */
export async function deleteRecord(ctx: AppContext, p: Principal, e: EntityDef, id: number, opts: OperationOptions = {}) {
  assertCan(p, e, 'delete', opts);
  const entity = e.id as EntityName;
  const hooks = hooksOf(ctx.modules, entity);
  try {
    const gone = await inTransaction(
      ctx,
      e,
      async (trx) => {
        const existing = await reachable(ctx, trx, p, e, id, opts);
        const writer = makeWriter(ctx, trx, p);
        const gone = hooks?.delete ? await hooks.delete({ ctx, principal: p, trx, existing: existing as never, writer }) : existing;
        if (!hooks?.delete) await writer.remove(entity, existing, { action: opts.action });
        await logDelete(ctx, trx, p, e, valuesOf(gone));
        return gone;
      },
      opts.trx,
    );
    return publicRecord(e, gone as object);
  } catch (err) {
    if (!ctx.adapter.isForeignKeyViolation(err)) throw err;
    const users = await usedBy(ctx, e.id, id);
    throw new AppError(409, 'in_use', `This ${e.label} cannot be deleted: it is used by ${users.join('; ') || 'other records'}`);
  }
}
