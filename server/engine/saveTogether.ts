// Many records of one entity through the entity's own save, written together: an import's rows
// (csvImport.ts). createRecords makes new records, updateRecords changes stored ones. Each record
// goes through every step of saveRecord in order — the role rule, validation, prepare, its
// company, the x-rules, beforeSave, the references — and then the records are written in one
// statement, each with its history row and change event as a save one at a time writes them. On
// PostgreSQL a round trip a record was most of a 100,000-row import's time (docs/PERFORMANCE.md
// "CSV import").
//
// Written together, the records are what their saves one at a time would write only if no
// record's steps depend on the records before it: saved one at a time, a beforeSave that reads the
// table (a location goes last in its site) would see them. So after the first record, the steps of
// the others must run no statement at all: a statement among them (a read a hook makes, a
// reference checked for the first time in the transaction) throws NotTogether, and the caller
// rolls back what the steps did and saves the records one at a time. An entity with an afterSave
// (which would see all the records written, not only the ones before) or with child lists to write
// is never saved together.
import type { EntityName } from '../../schemas/types.generated.js';
import type { Principal } from '../access/access.js';
import type { AppContext } from '../context.js';
import type { Db } from '../db/dialect.js';
import { hooksOf } from './modules.js';
import type { EntityDef } from './registry.js';
import { type Values, valuesOf } from './repository.js';
import { checkBody, inTransaction, present, type ReadySave, readySave } from './service.js';
import { makeWriter, type Writer } from './writer.js';

/**
 * The records cannot be saved together; nothing of theirs is written yet, but their steps may have
 * run statements. `again`: the steps ran a statement, which the same records may not run a second
 * time (a reference checked for the first time, then kept as passed for the transaction).
 */
export class NotTogether extends Error {
  constructor(
    message: string,
    readonly again = false,
  ) {
    super(message);
  }
}

/** Whether `e`'s saves can ever be written together (see above). */
export function savesTogether(ctx: AppContext, e: EntityDef): boolean {
  return !!e.autoIncrement && !hooksOf(ctx.modules, e.id as EntityName)?.afterSave;
}

/** A stored record to change: its id, the body of its save, and the record as the caller read it in the transaction through the caller's scope. */
export interface StoredChange {
  id: number;
  body: Values;
  reached: Values;
}

/**
 * Runs each record's save steps in order (see above), then `write`s them together, in `trx`;
 * answers them as saveRecord does, in order. `between` runs between two records' steps (a turn of
 * the event loop for other requests), never within one's.
 */
async function saveAll(
  ctx: AppContext,
  p: Principal,
  e: EntityDef,
  items: { body: unknown; id?: number; reached?: Values }[],
  trx: Db,
  between: () => Promise<void>,
  write: (writer: Writer, saves: ReadySave[]) => Promise<object[]>,
): Promise<Values[]> {
  if (!savesTogether(ctx, e)) throw new NotTogether(`${e.id} saves one at a time`);
  const saves: ReadySave[] = [];
  for (const { body, id, reached } of items) {
    if (saves.length) await between();
    // Another request's statement cannot be counted here: a save's steps that run no statement
    // resolve in one go, with no turn of the event loop between.
    const before = ctx.adapter.stats.queries;
    const save = await readySave(ctx, p, e, await checkBody(ctx, p, e, body, { id }), trx, { id, reached });
    if (saves.length && ctx.adapter.stats.queries !== before) throw new NotTogether(`${e.id}: a save's steps read the database`, true);
    // a new record's empty list is what insertMany leaves; an update's, even empty, would be written
    const written = (list: unknown) => (id === undefined ? !!(list as unknown[] | null | undefined)?.length : list !== undefined);
    if (e.properties.some((prop) => prop.child && written(save.values[prop.name])))
      throw new NotTogether(`${e.id}: a record with child lists to write`);
    saves.push(save);
  }
  if (!saves.length) return [];
  // a Unit ID taken, as saveRecord tells it: 409 naming the fields
  const saved = await inTransaction(ctx, e, (trx) => write(makeWriter(ctx, trx, p), saves), trx);
  for (const [i, s] of saves.entries()) await s.after(valuesOf(saved[i]));
  return present(ctx, p, e, trx, saved);
}

/** Creates records of `e` from `bodies` as `p` (see above). */
export function createRecords(
  ctx: AppContext,
  p: Principal,
  e: EntityDef,
  bodies: unknown[],
  trx: Db,
  between: () => Promise<void> = async () => {},
): Promise<Values[]> {
  return saveAll(
    ctx,
    p,
    e,
    bodies.map((body) => ({ body })),
    trx,
    between,
    (writer, saves) =>
      writer.insertMany(
        e.id as EntityName,
        saves.map((s) => s.values as never),
        { scope: saves[0].scope, action: saves[0].action },
      ),
  );
}

/**
 * Saves each stored record with its body as `p` (see above): each under the version its body
 * carries, as saveRecord would. Records whose history rows the entity's auditAction names alike
 * are written in one statement (an asset's status alone is a 'repair', the rest an 'update').
 */
export function updateRecords(
  ctx: AppContext,
  p: Principal,
  e: EntityDef,
  changes: StoredChange[],
  trx: Db,
  between: () => Promise<void> = async () => {},
): Promise<Values[]> {
  return saveAll(ctx, p, e, changes, trx, between, async (writer, saves) => {
    const byAction = new Map<string | undefined, number[]>();
    for (const [i, s] of saves.entries()) (byAction.get(s.action) ?? byAction.set(s.action, []).get(s.action)!).push(i);
    const saved: object[] = new Array(saves.length);
    for (const [action, at] of byAction) {
      const written = await writer.updateEach(
        e.id as EntityName,
        at.map((i) => ({ existing: saves[i].existing as never, values: saves[i].values as never, version: saves[i].version })),
        { scope: saves[0].scope, action },
      );
      for (const [k, i] of at.entries()) saved[i] = written[k];
    }
    return saved;
  });
}
