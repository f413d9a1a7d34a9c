// The history of an x-audit entity: one row per write, in the writer's transaction, with who,
// when, the action, the changed fields old → new, and a copy of the record's fields (the history
// schema is generated: auditSchema.ts). Several records changed by one action go in one insert.
import type { Principal } from '../access/access.js';
import type { AppContext } from '../context.js';
import { type Db, dynamic } from '../db/dialect.js';
import type { EntityDef } from './registry.js';
import type { Values } from './repository.js';

export interface Change {
  before?: Values;
  after?: Values;
}

const META = new Set(['auditId', 'action', 'auditDate', 'auditUser', 'auditUserId', 'changes']);
/**
 * Whether two values are the same as the history shows them (as JSON). Text and flags compare as
 * they are: an import's create lists its dozen set fields, and stringifying each took as long as
 * the history row's insert.
 */
export function same(a: unknown, b: unknown): boolean {
  const x = a ?? null;
  const y = b ?? null;
  if (x === y) return true;
  if (typeof x !== 'object' && typeof y !== 'object' && typeof x !== 'number' && typeof y !== 'number') return false;
  return JSON.stringify(x) === JSON.stringify(y);
}
const emptyList = (v: unknown) => Array.isArray(v) && !v.length;

/** The changed fields of one write, old → new (a create lists what it set; a delete nothing). */
export function changedFields(fields: string[], c: Change): { field: string; old: unknown; new: unknown }[] {
  if (!c.after) return [];
  return fields
    .filter((f) => c.after![f] !== undefined && !same(c.before?.[f], c.after![f]))
    .filter((f) => c.before || (c.after![f] !== null && !emptyList(c.after![f])))
    .map((f) => ({ field: f, old: c.before?.[f] ?? null, new: c.after![f] }));
}

export async function appendAudit(ctx: AppContext, trx: Db, p: Principal | undefined, e: EntityDef, action: string, changes: Change[]) {
  if (!e.audit || !changes.length) return;
  const audit = ctx.registry.entity(e.audit);
  const key = audit.auditOf!.key;
  const fields = audit.properties.filter((prop) => !META.has(prop.name) && prop.name !== key).map((prop) => prop.name);
  const now = ctx.clock.now().toISOString();
  const rows = changes.map((c) => {
    const record = c.after ?? c.before ?? {};
    const rec: Values = {
      [key]: record[e.primary.name],
      action,
      auditDate: now,
      auditUser: p?.loginName ?? 'system',
      auditUserId: p?.userId ?? null,
      changes: changedFields(fields, c),
    };
    for (const f of fields) rec[f] = record[f] ?? null;
    return ctx.repo.toRow(audit, rec);
  });
  const holding = held.get(trx);
  if (!holding) return insertRows(trx, audit.table, rows);
  const list = holding.get(audit.table);
  if (list) list.push(...rows);
  else holding.set(audit.table, rows);
}

/** Parameters a statement of held rows carries at most (SQLite takes 32,766, PostgreSQL 65,535). */
const MAX_PARAMETERS = 30_000;

async function insertRows(trx: Db, table: string, rows: Values[]) {
  const per = Math.max(1, Math.floor(MAX_PARAMETERS / Object.keys(rows[0]).length));
  for (let i = 0; i < rows.length; i += per)
    await dynamic(trx)
      .insertInto(table)
      .values(rows.slice(i, i + per))
      .execute();
}

/**
 * History rows held for a transaction instead of inserted one write at a time (holdHistory), by
 * history table, in the order written. An import's rows are saved one by one, each with its
 * history row: on PostgreSQL every insert is a round trip, and an import's history rows go in
 * one statement per batch instead. Nothing in an import reads the history it writes.
 */
const held = new WeakMap<Db, Map<string, Values[]>>();

/** From now on the history rows `trx` writes wait for flushHistory (or dropHistory). */
export function holdHistory(trx: Db) {
  held.set(trx, new Map());
}

/** Inserts the held rows; call it before the savepoint or the transaction they belong to is released. */
export async function flushHistory(trx: Db) {
  const holding = held.get(trx);
  if (!holding) return;
  for (const [table, rows] of holding) await insertRows(trx, table, rows);
  holding.clear();
}

/** Forgets the held rows: the writes they record were rolled back (to a savepoint). */
export function dropHistory(trx: Db) {
  held.get(trx)?.clear();
}
