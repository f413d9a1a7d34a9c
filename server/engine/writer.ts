// The one way a record is written, inside a transaction the caller opened: stamps, optimistic
// concurrency (a stale update stamp writes nothing and answers 409), the history row of an
// x-audit entity, the change event of an x-live entity (changeEvents.ts), the access generation
// when a Principal may change, and the cached totals of the entity. Generic saves, named actions
// and per-entity calls all write through it.
import { sql } from 'kysely';
import type { EntityName } from '../../schemas/types.generated.js';
import { changesAccess, type Principal } from '../access/access.js';
import { bumpAccessGeneration } from '../access/principal.js';
import type { AppContext } from '../context.js';
import { type Db, dynamic } from '../db/dialect.js';
import { conflict, notFound } from '../errors.js';
import { appendAudit, type Change } from './audit.js';
import { isLive, noteChanges } from './changeEvents.js';
import { forgetReads } from './readCache.js';
import { forgetChecks } from './references.js';
import type { EntityDef } from './registry.js';
import { type Query, type RecordOf, type Scope, StaleRecord, THROUGH_WRITER, type Values, valuesOf } from './repository.js';

export interface Writer {
  /**
   * Inserts; with `scope`, a record the scope does not take is refused (404, rolled back with the
   * transaction). With `keepStamps`, stamps the values give stay (a record written as it was
   * earlier: the demo data).
   */
  insert<K extends EntityName>(
    entity: K,
    values: Partial<RecordOf<K>>,
    opts?: { action?: string; scope?: Query; keepStamps?: boolean },
  ): Promise<RecordOf<K>>;
  /**
   * Inserts records of one entity together (createMany.ts), each as insert would: stamps, its
   * history row, its change event; one record outside `scope` refuses them all (404). Answers the
   * records in the order given. Child lists are not written here.
   */
  insertMany<K extends EntityName>(
    entity: K,
    list: Partial<RecordOf<K>>[],
    opts?: { action?: string; scope?: Query },
  ): Promise<RecordOf<K>[]>;
  /**
   * Updates `existing`; with `version`, only if its update stamp is still that (else 409); `scope`
   * as for insert; `stamp: false` leaves the update stamps, for a write that no open form of the
   * record must then find stale (a password set from the User Manager's own dialog): an editable
   * field it writes is then last-wins, and saying so is the caller's. A write of private fields
   * alone (a login's grace count) leaves no history row nor change event: the history never
   * shows them.
   */
  update<K extends EntityName>(
    entity: K,
    existing: RecordOf<K>,
    values: Partial<RecordOf<K>>,
    opts?: { action?: string; version?: string | null; scope?: Query; stamp?: boolean },
  ): Promise<RecordOf<K>>;
  /**
   * Updates records of one entity together (saveTogether.ts), each as update would with its
   * `version`: stamps, its history row, its change event. A property one record gives and another
   * does not is written with the other's stored value (the stored record is the one read, while its
   * version holds). One record stale or outside `scope` refuses them all (409: which one is not
   * told; saved one at a time, each says its own). Child lists are not written here.
   */
  updateEach<K extends EntityName>(
    entity: K,
    list: { existing: RecordOf<K>; values: Partial<RecordOf<K>>; version?: string | null }[],
    opts?: { action?: string; scope?: Query },
  ): Promise<RecordOf<K>[]>;
  /** Deletes `existing`; one that is no longer there (a delete that ran meanwhile) is a 404. */
  remove<K extends EntityName>(entity: K, existing: RecordOf<K>, opts?: { action?: string }): Promise<void>;
  /**
   * Sets per-row values on many rows in one statement (a reorder, a priority swap); rows outside
   * `scope` are left alone. Answers how many rows changed. `stamp: false` says the write changes
   * no content of the records (their rank on a board): see `unstamped`.
   */
  updateMany(
    entity: EntityName,
    rows: { id: number; values: Values }[],
    opts: { action: string; scope?: Scope | null; stamp?: boolean },
  ): Promise<number>;
}

/**
 * A write that is not an update of a record's content (a mission's rank on the board) leaves its
 * update stamps: "last updated" and the lists sorted by it stay as they were. The update stamp is
 * also the record's version, so a write that does not move it must touch only properties no
 * versioned write sets — read-only or private ones, changed by that call alone (a form's save drops
 * the first and refuses the second; the stage call sets neither) — else a save made from an older read would not see it changed
 * and could write over it. Such a write cannot lose another's change either: it sets its own
 * columns only. That no save sets them is checked here (read-only, not a stamp); that no other
 * versioned call does is the caller's to know.
 */
function unstamped(e: EntityDef, props: string[]) {
  const editable = props.filter((name) => {
    const prop = e.byName.get(name);
    return !(prop?.readOnly || prop?.private) || prop.stamp;
  });
  if (editable.length) throw new Error(`${e.id}: ${editable.join(', ')} cannot be written without the update stamp (not read-only)`);
}

export function stamp(
  ctx: AppContext,
  p: Principal | undefined,
  e: EntityDef,
  values: Values,
  creating: boolean,
  previous?: unknown,
  keepGiven = false,
) {
  // The update stamp is also the record's version, so it must move on every write, even two in one millisecond.
  const at = Math.max(ctx.clock.now().getTime(), previous ? Date.parse(String(previous)) + 1 : 0);
  const now = new Date(at).toISOString();
  for (const prop of e.properties) {
    if (keepGiven && values[prop.name] !== undefined) continue;
    if (prop.stamp === 'update' || (creating && prop.stamp === 'create')) values[prop.name] = now;
    if (prop.stamp === 'updateUser' || (creating && prop.stamp === 'createUser')) values[prop.name] = p?.loginName ?? 'system';
  }
  return values;
}

/** Whether the version a caller read (`given`) is the stored one (`read`), both update stamps or null. */
const sameVersion = (read: string | null | undefined, given: string | null | undefined) =>
  read === null || given === null ? read === given : Date.parse(String(read)) === Date.parse(String(given));

export const staleMessage = (e: EntityDef) => `This ${e.label} was changed by someone else in the meantime. Reload it and try again.`;
/** The 409 of a write whose record changed since it was read, naming the update stamp. */
const staleConflict = (e: EntityDef) => conflict(staleMessage(e), [{ field: e.version!.name, message: staleMessage(e) }]);

export function makeWriter(ctx: AppContext, trx: Db, p: Principal | undefined): Writer {
  /** What every write leaves besides the record: its history row and its change event. */
  const recorded = async (e: EntityDef, action: string, changes: Change[]) => {
    await appendAudit(ctx, trx, p, e, action, changes);
    await noteChanges(ctx, trx, e, action, changes);
  };
  /** What follows writes of `e`, each a record before and its values written: caches forgotten, the access generation moved where a write changes access. */
  const afterEach = async (e: EntityDef, writes: [before: Values | undefined, saved: Values | undefined][]) => {
    forgetReads(ctx, e.id);
    forgetChecks(trx, e.id);
    if (writes.some(([before, rec]) => changesAccess(e, before, rec))) await bumpAccessGeneration(trx);
  };
  const after = (e: EntityDef, before: Values | undefined, ...saved: (Values | undefined)[]) =>
    afterEach(
      e,
      saved.map((rec) => [before, rec]),
    );
  return {
    async insert(entity, values, opts = {}) {
      const e = ctx.registry.entity(entity);
      const saved = await ctx.repo.insert(
        trx,
        entity,
        stamp(ctx, p, e, { ...values }, true, undefined, opts.keepStamps) as Partial<RecordOf<typeof entity>>,
        opts.scope,
        THROUGH_WRITER,
      );
      if (!saved) throw notFound(e.label);
      await recorded(e, opts.action ?? 'create', [{ after: valuesOf(saved) }]);
      await after(e, undefined, valuesOf(saved));
      return saved;
    },
    async insertMany(entity, list, opts = {}) {
      const e = ctx.registry.entity(entity);
      if (!list.length) return [];
      const stamped = list.map((values) => stamp(ctx, p, e, { ...values }, true) as Partial<RecordOf<typeof entity>>);
      const saved = await ctx.repo.insertMany(trx, entity, stamped, opts.scope, THROUGH_WRITER);
      if (saved.length !== list.length) throw notFound(e.label);
      await recorded(
        e,
        opts.action ?? 'create',
        saved.map((rec) => ({ after: valuesOf(rec) })),
      );
      await after(e, undefined, ...saved.map(valuesOf));
      return saved;
    },
    async update(entity, existing, values, opts = {}) {
      const e = ctx.registry.entity(entity);
      const id = valuesOf(existing)[e.primary.name];
      const previous = e.version ? valuesOf(existing)[e.version.name] : undefined;
      const stamped = (opts.stamp === false ? { ...values } : stamp(ctx, p, e, { ...values }, false, previous)) as Partial<
        RecordOf<typeof entity>
      >;
      // The version the writer read: stale already (answered at once), or changed meanwhile (the conditional update).
      const read = e.version ? ((valuesOf(existing)[e.version.name] as string | null) ?? null) : undefined;
      if (opts.version !== undefined && e.version && !sameVersion(read, opts.version)) throw staleConflict(e);
      const saved = await ctx.repo
        .update(
          trx,
          entity,
          id,
          stamped,
          { version: opts.version !== undefined && e.version ? read : undefined, reread: opts.scope },
          THROUGH_WRITER,
        )
        .catch((err) => {
          throw err instanceof StaleRecord ? staleConflict(e) : err;
        });
      if (!saved) throw notFound(e.label);
      const shown = Object.keys(values).some((name) => !e.byName.get(name)?.private);
      if (shown) await recorded(e, opts.action ?? 'update', [{ before: valuesOf(existing), after: valuesOf(saved) }]);
      await after(e, valuesOf(existing), values as Values);
      return saved;
    },
    async updateEach(entity, list, opts = {}) {
      const e = ctx.registry.entity(entity);
      if (!list.length) return [];
      const versioned = !!e.version && list.some((r) => r.version !== undefined);
      const stored = (r: (typeof list)[number]) => valuesOf(r.existing);
      const stamped = list.map((r) =>
        stamp(ctx, p, e, { ...(r.values as Values) }, false, e.version ? stored(r)[e.version.name] : undefined),
      );
      const names = [...new Set(stamped.flatMap((v) => Object.keys(v).filter((n) => v[n] !== undefined)))];
      const recs = list.map((r, i) => {
        const read = e.version ? ((stored(r)[e.version.name] as string | null) ?? null) : undefined;
        if (versioned && r.version !== undefined && !sameVersion(read, r.version)) throw staleConflict(e);
        const values = Object.fromEntries(names.map((n) => [n, stamped[i][n] !== undefined ? stamped[i][n] : (stored(r)[n] ?? null)]));
        return { id: stored(r)[e.primary.name], version: read, values: values as Partial<RecordOf<typeof entity>> };
      });
      const saved = await ctx.repo.updateEach(trx, entity, recs, { versioned, reread: opts.scope }, THROUGH_WRITER);
      if (saved.length !== list.length) throw staleConflict(e);
      const shown = names.some((name) => !e.byName.get(name)?.private);
      if (shown)
        await recorded(
          e,
          opts.action ?? 'update',
          list.map((r, i) => ({ before: stored(r), after: valuesOf(saved[i]) })),
        );
      await afterEach(
        e,
        list.map((r, i) => [stored(r), stamped[i]]),
      );
      return saved;
    },
    async remove(entity, existing, opts = {}) {
      const e = ctx.registry.entity(entity);
      // Two deletes may both have read the record: on PostgreSQL the second waits for the first's
      // row lock and then deletes nothing. It is a 404, with no history row nor log entry of its own.
      if (!(await ctx.repo.remove(trx, entity, valuesOf(existing)[e.primary.name], THROUGH_WRITER))) throw notFound(e.label);
      await recorded(e, opts.action ?? 'delete', [{ before: valuesOf(existing) }]);
      await after(e, valuesOf(existing), undefined);
    },
    async updateMany(entity, rows, opts) {
      const e = ctx.registry.entity(entity);
      if (!rows.length) return 0;
      const ids = rows.map((r) => r.id);
      const scoped = { where: [{ prop: e.primary.name, op: 'in' as const, value: ids }], scopes: opts.scope ? [opts.scope] : [] };
      // Read first for the history and for the versions: each row's update stamp must move past its own.
      const before = e.audit || (e.version && opts.stamp !== false) ? await ctx.repo.findMany(trx, entity, scoped) : [];
      const pk = sql.ref(e.primary.column);
      const set: Record<string, unknown> = {};
      const props = [...new Set(rows.flatMap((r) => Object.keys(r.values)))];
      for (const name of props) {
        const prop = e.byName.get(name)!;
        const cases = rows
          .filter((r) => r.values[name] !== undefined)
          .map((r) => sql`when ${pk} = ${r.id} then ${ctx.adapter.toDb(prop.kind as never, r.values[name])}`);
        set[prop.column] = sql`case ${sql.join(cases, sql` `)} else ${sql.ref(prop.column)} end`;
      }
      const stamps = opts.stamp !== false;
      if (!stamps) unstamped(e, props);
      for (const [k, v] of Object.entries(stamps ? stamp(ctx, p, e, {}, false) : {}))
        set[e.byName.get(k)!.column] = ctx.adapter.toDb(e.byName.get(k)!.kind as never, v);
      if (stamps && e.version && before.length) {
        const v = e.version;
        const cases = before.map((b) => {
          const next = stamp(ctx, p, e, {}, false, valuesOf(b)[v.name])[v.name];
          return sql`when ${pk} = ${valuesOf(b)[e.primary.name]} then ${ctx.adapter.toDb(v.kind as never, next)}`;
        });
        // `else` the column itself: every row updated was read above, and the column types the CASE on PostgreSQL.
        set[v.column] = sql`case ${sql.join(cases, sql` `)} else ${sql.ref(v.column)} end`;
      }
      let q = dynamic(trx).updateTable(e.table).set(set).where(e.primary.column, 'in', ids);
      if (opts.scope) q = q.where(opts.scope);
      const changed = Number((await q.executeTakeFirst()).numUpdatedRows);
      if (e.audit || isLive(e)) {
        const now = await ctx.repo.findMany(trx, entity, scoped);
        const byId = new Map(now.map((r) => [valuesOf(r)[e.primary.name], valuesOf(r)]));
        const changes = e.audit
          ? before.map((b) => ({ before: valuesOf(b), after: byId.get(valuesOf(b)[e.primary.name]) }))
          : [...byId.values()].map((after) => ({ after }));
        await recorded(e, opts.action, changes);
      }
      await after(e, undefined, undefined);
      return changed;
    },
  };
}
