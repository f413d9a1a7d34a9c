// One generic repository for every schema-defined entity: rows ⇄ records by the registry, child
// tables loaded with their owners and written as a diff (unchanged child rows keep their ids).
// Every function takes `db` first so a caller can pass a transaction. Queries address tables by
// the names the registry gives at run time, so they go through the dynamic view of the database.
import type { Ride } from '../db/statementRider.js';
import {
  type Expression,
  type ExpressionBuilder,
  type QueryCreator,
  type RawBuilder,
  type SelectQueryBuilder,
  type SqlBool,
  sql,
} from 'kysely';
import type { EntityName, EntityRecords } from '../../schemas/types.generated.js';
import { type Db, type DialectAdapter, dynamic, type DynamicDb } from '../db/dialect.js';
import { type EntityDef, kindOf, type JsonSchema, type PropertyDef, type Registry, snakeCase } from './registry.js';
import { keptStatement } from './statementCache.js';
import { type ReadColumn, rowReader } from './rowShapes.js';

/** A record's values by property name, as the generic machinery handles them. */
export type Values = Record<string, unknown>;
export type RecordOf<K extends EntityName> = EntityRecords[K];
/** A typed record seen as plain values, for the generic machinery that walks properties by name. */
export const valuesOf = (rec: object): Values => rec as Values;

export type Op = 'eq' | 'ieq' | 'ne' | 'in' | 'nin' | 'like' | 'gte' | 'lte' | 'gt' | 'lt' | 'null' | 'notnull';
export interface Condition {
  prop: string;
  op: Op;
  value?: unknown;
}
/** A condition in SQL over the entity's table (tenancy scopes, filter engines). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- expressions over tables named at run time
export type Scope = (eb: ExpressionBuilder<any, any>) => Expression<SqlBool>;
export interface Sort {
  prop: string;
  order: 'ASC' | 'DESC';
}
export interface Query {
  /**
   * A check to carry in the page's read (db/statementRider.ts: the session of a read that went
   * ahead of it, account/sessionAhead.ts). Only findPage offers to carry it.
   */
  ride?: Ride;
  where?: Condition[];
  scopes?: Scope[];
  sort?: Sort[];
  range?: [number, number];
  /** Load x-child lists (default true). */
  children?: boolean;
  /**
   * A page read as one ordered branch per value of `prop` (each `prop = value`, in the page's
   * order, through an index of (…, prop, the sort column)), the branches' heads merged: the
   * mission history's week is seven days, each read in update order, never the whole week sorted.
   * Only with a range; the rows are those of the query without it when `values` cover `where`.
   */
  split?: { prop: string; values: unknown[] };
  /**
   * Names the rows the query selects — every input of its conditions and scopes (who asks, what
   * they chose) — for findPage to keep each page's statement compiled under it with the sort and
   * the range (statementCache.ts): queries of one entity with equal keys and equal sort and range
   * must compile to equal SQL and parameters.
   */
  key?: string;
}

export type Repository = ReturnType<typeof makeRepository>;

/** From this offset on, a page is read through its keys first (see pageSelect). */
const DEEP_OFFSET = 1000;
/** The column of readWritten's statement that says whether the read takes the row written. */
const TAKEN = 'ym_taken';

/** An update carried a version (update stamp) that is no longer the stored one: nothing was written. */
export class StaleRecord extends Error {}

/**
 * The writer's pass for the writes of an x-audit entity (writer.ts). Its history and change events
 * are written by the writer alone, so the repository refuses such a write without it: code that
 * went around the writer (a password stored by hand, a count bumped in place) would leave a
 * change no history shows and no screen hears of.
 */
export const THROUGH_WRITER: unique symbol = Symbol('through the writer');
type Pass = typeof THROUGH_WRITER;

function checkPass(e: EntityDef, pass: Pass | undefined) {
  if (e.audit && pass !== THROUGH_WRITER)
    throw new Error(`${e.id} keeps a history: write it through the writer (engine/writer.ts), not the repository`);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a select over a table named at run time
type AnySelect = SelectQueryBuilder<any, any, any>;
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the same, for a `with` that names its table
type AnyCreator = QueryCreator<any>;
/** An insert or update of a row with `returning *`, as a `with` takes it (readWritten). */
type WriteOf = Parameters<AnyCreator['with']>[1];
/** Child lists by property, as a write left their rows (writeChildren). */
type Written = Map<string, Values[]>;

/**
 * Computed (x-virtual) properties of an entity that the database fills in the statement reading its
 * rows, each a scalar subquery over the row (its table named `table`): a page's computed field then
 * costs no second statement and no second trip to a reader thread. An entity module declares them
 * (EntityModule.columns), and a reference's name carried with the row (x-name-of) is one the
 * repository writes itself; a view (x-views) that omits one does not select it.
 */
export type ComputedColumns = Record<string, (table: string) => RawBuilder<unknown>>;

interface Computed {
  read: ReadColumn;
  select: (table: string) => RawBuilder<unknown>;
}

export function makeRepository(registry: Registry, adapter: DialectAdapter, columns: ReadonlyMap<string, ComputedColumns> = new Map()) {
  const column = (e: EntityDef, prop: string) => {
    const p = e.byName.get(prop);
    if (!p || p.kind === 'child' || p.kind === 'virtual') throw new Error(`${e.id}.${prop} is not a column`);
    return p;
  };
  const ref = (e: EntityDef, prop: string) => `${e.table}.${column(e, prop).column}`;
  const toDb = (p: PropertyDef, v: unknown) => adapter.toDb(p.kind as never, v);

  function toRow(e: EntityDef, rec: Values): Values {
    const row: Values = {};
    for (const p of e.stored) if (rec[p.name] !== undefined) row[p.column] = toDb(p, rec[p.name]);
    return row;
  }

  const fromDb = adapter.fromDb.bind(adapter);
  /**
   * x-name-of: the display name of the record a reference names, read beside the row by its key.
   * Not through the reader's scope: the row is the reader's, so what it names may be shown (a
   * mission reached through its source location names a target at a site the reader cannot open).
   */
  const namesOf = (e: EntityDef): [string, (table: string) => RawBuilder<unknown>][] =>
    e.properties.flatMap((p) => {
      if (!p.nameOf) return [];
      const ref = column(e, p.nameOf);
      const target = registry.entity(ref.ref!.entity!);
      const alias = `n_${p.column}`;
      const shown = sql.ref(`${alias}.${target.byName.get(target.display!)!.column}`);
      const key = sql.ref(`${alias}.${target.primary.column}`);
      return [
        [
          p.name,
          (table: string) =>
            sql`(select ${shown} from ${sql.table(target.table)} as ${sql.id(alias)} where ${key} = ${sql.ref(`${table}.${ref.column}`)})`,
        ],
      ];
    });
  const computedOf = (() => {
    const found = new WeakMap<EntityDef, Computed[]>();
    return (e: EntityDef): Computed[] => {
      let list = found.get(e);
      if (!list) {
        const declared = [...Object.entries(columns.get(e.viewOf ?? e.id) ?? {}), ...namesOf(e)];
        list = declared
          .filter(([name]) => e.byName.get(name)?.kind === 'virtual')
          .map(([name, select]) => {
            const p = e.byName.get(name)!;
            return { read: { name, kind: kindOf(p.schema), column: p.column }, select };
          });
        found.set(e, list);
      }
      return list;
    };
  })();
  /**
   * The whole row of `e` and its computed columns, from its table — or from `from`, a query
   * creator whose `with` names a table of the same name (a written row: readWritten).
   */
  const selectWhole = (db: Db, e: EntityDef, from: AnyCreator = dynamic(db)): AnySelect =>
    computedOf(e).reduce<AnySelect>((q, c) => q.select(c.select(e.table).as(c.read.column)), from.selectFrom(e.table).selectAll(e.table));
  // one compiled reader per entity (rowShapes.ts)
  const readers = new WeakMap<EntityDef, (row: Values) => Values>();
  const fromRow = (e: EntityDef, row: Values): Values => {
    let read = readers.get(e);
    if (!read) {
      read = rowReader(
        e,
        fromDb,
        computedOf(e).map((c) => c.read),
      );
      readers.set(e, read);
    }
    return read(row);
  };

  function applyWhere(e: EntityDef, q: AnySelect, query: Query): AnySelect {
    for (const c of query.where ?? []) {
      const p = column(e, c.prop);
      const col = ref(e, c.prop);
      const v = (x: unknown) => toDb(p, x);
      if (c.op === 'in' || c.op === 'nin') {
        const values = (c.value as unknown[]).map(v);
        if (c.op === 'in') q = values.length ? q.where(col, 'in', values) : q.where(sql<boolean>`1 = 0`);
        else if (values.length) q = q.where((eb) => eb.or([eb(col, 'is', null), eb(col, 'not in', values)]));
      } else if (c.op === 'like') {
        const escaped = String(c.value).replace(/[\\%_]/g, (m) => `\\${m}`);
        q = q.where(sql<SqlBool>`${sql.ref(col)} ${sql.raw(adapter.ilike)} ${`%${escaped}%`} escape '\\'`);
      } else if (c.op === 'ieq') q = q.where(sql`lower(${sql.ref(col)})`, '=', String(c.value).toLowerCase());
      else if (c.op === 'null') q = q.where(col, 'is', null);
      else if (c.op === 'notnull') q = q.where(col, 'is not', null);
      else if (c.value === null) q = q.where(col, c.op === 'ne' ? 'is not' : 'is', null);
      else if (c.op === 'ne') q = q.where((eb) => eb.or([eb(col, 'is', null), eb(col, '<>', v(c.value))]));
      else q = q.where(col, ({ eq: '=', gte: '>=', lte: '<=', gt: '>', lt: '<' } as const)[c.op], v(c.value));
    }
    for (const s of query.scopes ?? []) q = q.where(s);
    return q;
  }

  /**
   * Orders `q` by `sort` and then its key; a reference to an entity with a display property sorts
   * by the name the user sees. `resultColumn` names each column as a result column instead (the
   * ORDER BY of a compound select, which may name nothing else, nor join).
   */
  function applySort(e: EntityDef, q: AnySelect, sort: Sort[] = [], resultColumn?: (prop: string) => string): AnySelect {
    for (const s of sort) {
      const p = column(e, s.prop);
      const dir = s.order === 'DESC' ? 'desc' : 'asc';
      const target = p.ref?.entity ? registry.entity(p.ref.entity) : p.ref?.lookupGroup ? registry.entity('lookup') : undefined;
      if (resultColumn) q = q.orderBy(resultColumn(s.prop), dir);
      else if (target?.display) {
        const alias = `sort_${p.column}`;
        q = q
          .leftJoin(`${target.table} as ${alias}`, `${alias}.${target.primary.column}`, ref(e, s.prop))
          .orderBy(`${alias}.${target.byName.get(target.display)!.column}`, dir);
      } else q = q.orderBy(ref(e, s.prop), dir);
    }
    // Stable paging; ties follow the sort's direction, so "newest first" lists the later of two
    // rows written in the same millisecond first.
    const key = resultColumn ? resultColumn(e.primary.name) : `${e.table}.${e.primary.column}`;
    return q.orderBy(key, sort[0]?.order === 'DESC' ? 'desc' : 'asc');
  }

  /** The select of a query, without the page, for counts and for long reads off the request thread. */
  function selectRows(db: Db, e: EntityDef, query: Query): AnySelect {
    return applyWhere(e, selectWhole(db, e), query);
  }

  function childItemProps(p: PropertyDef): [string, JsonSchema][] {
    return Object.entries<JsonSchema>(p.child!.item?.properties ?? {}).filter(([n, s]) => !s['x-virtual'] && n !== p.child!.key);
  }
  const itemColumn = (n: string, s: JsonSchema) => (s['x-primary'] ? 'id' : (s['x-column'] ?? snakeCase(n)));

  function childFromRow(p: PropertyDef, row: Values): Values {
    const item: Values = {};
    for (const [n, s] of childItemProps(p)) item[n] = adapter.fromDb(s['x-primary'] ? 'integer' : kindOf(s), row[itemColumn(n, s)]);
    return item;
  }

  function childToRow(p: PropertyDef, ownerId: unknown, item: unknown): Values {
    const c = p.child!;
    const row: Values = { [snakeCase(c.key)]: ownerId };
    if (c.value) row[snakeCase(c.value)] = item;
    else for (const [n, s] of childItemProps(p)) if (!s['x-primary']) row[itemColumn(n, s)] = adapter.toDb(kindOf(s), (item as Values)[n]);
    return row;
  }

  /** Reads the records' child lists; `written`: one record's lists as its write left them (writeChildren), not read again. */
  async function loadChildren(db: Db, e: EntityDef, recs: Values[], written?: Written) {
    const childProps = e.properties.filter((p) => p.child);
    if (!childProps.length || !recs.length) return recs;
    const ids = recs.map((r) => r[e.primary.name]);
    for (const p of childProps) {
      const c = p.child!;
      const key = snakeCase(c.key);
      const rows: Values[] =
        written?.get(p.name) ?? (await dynamic(db).selectFrom(c.table).selectAll().where(key, 'in', ids).orderBy('id').execute());
      const byOwner = new Map<unknown, unknown[]>(ids.map((id) => [id, []]));
      for (const row of rows) byOwner.get(row[key])?.push(c.value ? row[snakeCase(c.value)] : childFromRow(p, row));
      for (const r of recs) r[p.name] = byOwner.get(r[e.primary.name]) ?? [];
    }
    return recs;
  }

  /**
   * A row written and read back through `reread` in one statement (where the dialect can:
   * writeReadsBack): `write`, the insert or update, runs in a `with` named as the entity's table,
   * its `returning *` standing for the table: the read's select, conditions, scopes and computed
   * columns see the written row (the computed columns read other tables as the statement began).
   * Whether `reread` takes the row is a column of its own (`exists` over the `with`), not a
   * filter: a row written and not taken (`rec` undefined; the caller's transaction rolls it back,
   * as after a separate read-back) is told from a row not written at all (an update whose version
   * changed meanwhile).
   */
  async function readWritten(db: Db, e: EntityDef, write: WriteOf, reread: Query): Promise<{ written: boolean; rec?: Values }> {
    const withRow = dynamic(db).with(e.table, write);
    // (built without the `with`: inside the statement the table's name is the `with`'s row)
    const taken = applyWhere(
      e,
      dynamic(db)
        .selectFrom(e.table)
        .select(sql`1`.as('one')),
      reread,
    );
    const [row] = (await selectWhole(db, e, withRow)
      .select((eb) => eb.exists(taken).as(TAKEN))
      .execute()) as Values[];
    if (!row) return { written: false };
    return { written: true, rec: row[TAKEN] ? fromRow(e, row) : undefined };
  }

  /** Whether a write of `values` to `e` in `db` can be read back in its own statement (readWritten): no child list to write. */
  const readsBack = (db: Db, e: EntityDef, values: Values) =>
    adapter.writeReadsBack && db.isTransaction && !e.properties.some((p) => p.child && values[p.name] !== undefined);

  /** Inserts a record's row and answers its key (autoincremented or given). */
  async function insertRow(db: Db, e: EntityDef, row: Values): Promise<unknown> {
    const q = dynamic(db).insertInto(e.table).values(row);
    if (!adapter.insertIdKnown) return ((await q.returning(e.primary.column).executeTakeFirstOrThrow()) as Values)[e.primary.column];
    const { insertId } = await q.executeTakeFirstOrThrow();
    return e.autoIncrement ? Number(insertId) : row[e.primary.column];
  }

  /**
   * Writes the child lists present in `rec` as a diff against what is stored: rows that stay keep
   * their ids, removed ones go in one statement, new ones come in one. Items match by their own id
   * when they have one, else by value. Answers each written list's rows as they now are, in id
   * order — the rows kept as read, the rest as their update or insert returned them — so the
   * record's read-back (byId) need not read them again (a round trip on PostgreSQL). `fresh`: the
   * record was inserted in this transaction, so nothing is stored to diff against.
   */
  async function writeChildren(db: Db, e: EntityDef, id: unknown, rec: Values, fresh = false): Promise<Written> {
    const written: Written = new Map();
    for (const p of e.properties.filter((p) => p.child && rec[p.name] !== undefined)) {
      const c = p.child!;
      const key = snakeCase(c.key);
      const stored: Values[] = fresh ? [] : await dynamic(db).selectFrom(c.table).selectAll().where(key, '=', id).orderBy('id').execute();
      const wanted = ((rec[p.name] as unknown[] | null) ?? []).map((item) => childToRow(p, id, item));
      const itemId = c.value ? undefined : childItemProps(p).find(([, s]) => s['x-primary'])?.[0];
      const same = (a: Values, b: Values) => Object.keys(b).every((k) => k === 'id' || String(a[k]) === String(b[k]));
      const keep = new Set<unknown>();
      const inserts: Values[] = [];
      const updates: [unknown, Values][] = [];
      for (const [i, row] of wanted.entries()) {
        const ownId = itemId ? (rec[p.name] as Values[])[i][itemId] : undefined;
        const match = ownId ? stored.find((s) => s.id === ownId && !keep.has(s.id)) : stored.find((s) => !keep.has(s.id) && same(s, row));
        if (!match) inserts.push(row);
        else {
          keep.add(match.id);
          if (!same(match, row)) updates.push([match.id, row]);
        }
      }
      const gone = stored.filter((s) => !keep.has(s.id)).map((s) => s.id);
      if (gone.length) await dynamic(db).deleteFrom(c.table).where('id', 'in', gone).execute();
      const changed = new Set(updates.map(([rowId]) => rowId));
      const now = stored.filter((s) => keep.has(s.id) && !changed.has(s.id));
      for (const [rowId, row] of updates) {
        // a row gone meanwhile is updated by nothing, as before, and is not in the list
        const updated = await dynamic(db).updateTable(c.table).set(row).where('id', '=', rowId).returningAll().executeTakeFirst();
        if (updated) now.push(updated);
      }
      if (inserts.length) now.push(...(await dynamic(db).insertInto(c.table).values(inserts).returningAll().execute()));
      written.set(
        p.name,
        now.sort((a, b) => Number(a.id) - Number(b.id)),
      );
    }
    return written;
  }

  /** One record through `query` (its scope); `written`: its child lists as a write just left them (not read again). */
  async function byId(db: Db, e: EntityDef, id: unknown, query: Query, written?: Written): Promise<Values | undefined> {
    const where = [{ prop: e.primary.name, op: 'eq' as const, value: id }, ...(query.where ?? [])];
    const [rec] = ((await pageSelect(db, e, { ...query, where }).execute()) as Values[]).map((r) => fromRow(e, r));
    if (rec && query.children !== false) await loadChildren(db, e, [rec], written);
    return rec;
  }

  function countSelect(db: Db, e: EntityDef, query: Query, cap?: number) {
    let inner = applyWhere(
      e,
      dynamic(db)
        .selectFrom(e.table)
        .select(sql`1`.as('one')),
      query,
    );
    if (cap) inner = inner.limit(cap);
    return dynamic(db)
      .selectFrom(inner.as('counted'))
      .select((eb) => eb.fn.countAll().as('n'));
  }

  /**
   * A page of rows. A deep page (far past the start) first walks the index for the keys alone and
   * then reads just its own rows: an OFFSET over whole rows would read every skipped row too.
   */
  function pageSelect(db: Db, e: EntityDef, query: Query) {
    const pk = `${e.table}.${e.primary.column}`;
    if (!query.range) return applySort(e, selectRows(db, e, query), query.sort);
    const [start, end] = query.range;
    if (query.split) return splitPage(db, e, query, query.split, start, end);
    if (start < DEEP_OFFSET)
      return applySort(e, selectRows(db, e, query), query.sort)
        .limit(end - start + 1)
        .offset(start);
    const keys = applySort(e, applyWhere(e, dynamic(db).selectFrom(e.table).select(pk), query), query.sort)
      .limit(end - start + 1)
      .offset(start);
    return applySort(e, selectWhole(db, e).where(pk, 'in', keys), query.sort);
  }

  /**
   * Query.split: one branch per value, each an index walk in the page's order, merged into the
   * page's keys, whose rows alone are then read whole (as a deep page's are). On SQLite the
   * branches are the members of a compound select whose own ORDER BY and LIMIT merge them as they
   * come and stop at the page's end: a page reads about as many keys as its end (offset and
   * length), not its end from every branch. PostgreSQL sorts such a union whole, so there each
   * branch stops itself at the page's end, and the few hundred keys they keep are sorted.
   */
  function splitPage(db: Db, e: EntityDef, query: Query, split: NonNullable<Query['split']>, start: number, end: number) {
    const pk = `${e.table}.${e.primary.column}`;
    // The branches carry the key and the sort's columns (dayBranches: none is a reference shown
    // by name): a week's seven branches move a few columns, not whole rows.
    const keys = [...new Set([pk, ...(query.sort ?? []).map((s) => ref(e, s.prop))])];
    // The filters and scopes are built once and shared by every branch (Kysely's builders are
    // immutable): building the tenancy's subqueries anew for each cost a sixth of the page's time.
    const shared = applyWhere(e, dynamic(db).selectFrom(e.table).select(keys), query);
    const p = column(e, split.prop);
    const col = ref(e, split.prop);
    const branches = split.values.map((value, i) => {
      const one = value === null ? shared.where(col, 'is', null) : shared.where(col, '=', toDb(p, value));
      if (adapter.mergesCompounds) return one;
      // Wrapped: a member of a compound select may not carry its own ORDER BY and LIMIT.
      return dynamic(db)
        .selectFrom(
          applySort(e, one, query.sort)
            .limit(end + 1)
            .as(`${e.table}_${i}`),
        )
        .selectAll();
    });
    if (!branches.length) return applySort(e, selectRows(db, e, query).where(sql<boolean>`1 = 0`), query.sort);
    const union = branches.reduce((all, branch) => all.unionAll(branch));
    const rowsOf = (page: AnySelect) => applySort(e, selectWhole(db, e).where(pk, 'in', page), query.sort);
    if (!adapter.mergesCompounds) {
      const page = applySort(e, dynamic(db).selectFrom(union.as(e.table)).select(pk), query.sort)
        .limit(end - start + 1)
        .offset(start);
      return rowsOf(page);
    }
    if (!Number.isSafeInteger(end - start + 1)) throw new Error(`page range ${start}-${end} is not of whole numbers`);
    // The compound's ORDER BY names its result columns. Its LIMIT (the page's length) is written
    // into the SQL, not bound: bound, the same merge measured three times slower (a week's keys:
    // 78 µs against 24). The offset stays bound, so a list has one statement per page length, not
    // one per page (the statement caches). The length is a whole number (listParams).
    const merged = applySort(e, union, query.sort, (prop) => column(e, prop).column)
      .limit(sql.lit(end - start + 1))
      .offset(start);
    return rowsOf(dynamic(db).selectFrom(merged.as(e.table)).select(pk));
  }

  async function findMany<K extends EntityName>(db: Db, entity: K, query: Query = {}): Promise<RecordOf<K>[]> {
    const e = registry.entity(entity);
    const recs = ((await pageSelect(db, e, query).execute()) as Values[]).map((r) => fromRow(e, r));
    if (query.children !== false) await loadChildren(db, e, recs);
    return recs as unknown as RecordOf<K>[];
  }

  return {
    registry,
    toRow,
    fromRow,
    /** The SQL of a computed (x-virtual) column of `e` over its table, when the repository computes one (an export selects it). */
    computedSelect: (e: EntityDef, name: string) => computedOf(e).find((c) => c.read.name === name)?.select,
    selectRows,
    applySort,
    loadChildren,
    findMany,
    /**
     * A list page outside any transaction: a long one (whose sort or filter may have no index to
     * use) as adapter.longRead, so it never holds up other requests; a quick one as
     * adapter.quickRead, which lets an idle reader thread take it under load.
     */
    async findPage<K extends EntityName>(db: Db, entity: K, query: Query, long: boolean): Promise<RecordOf<K>[]> {
      const e = registry.entity(entity);
      let rows: Values[];
      // In a transaction the page must be read on it (its own writes, and the connection it holds).
      if (db.isTransaction) rows = await pageSelect(db, e, query).execute();
      else {
        const compile = () => pageSelect(db, e, query).compile();
        const statement =
          query.key !== undefined ? keptStatement(db, JSON.stringify([e.id, query.key, query.sort, query.range]), compile) : compile();
        // the check a read that went ahead of it carries, in the same round trip
        const carried = query.ride?.carry(statement);
        rows = (await (long ? adapter.longRead(carried ?? statement) : adapter.quickRead(carried ?? statement))) as Values[];
        if (carried) query.ride!.take(rows);
      }
      const recs = rows.map((r) => fromRow(e, r));
      if (query.children !== false) await loadChildren(db, e, recs);
      return recs as unknown as RecordOf<K>[];
    },
    async findById<K extends EntityName>(db: Db, entity: K, id: unknown, query: Query = {}): Promise<RecordOf<K> | undefined> {
      return (await byId(db, registry.entity(entity), id, query)) as unknown as RecordOf<K> | undefined;
    },
    /** The number of rows; with `cap`, counting stops there (the answer is then `cap`). */
    async count(db: Db, entity: EntityName, query: Query = {}, cap?: number): Promise<number> {
      const row = await countSelect(db, registry.entity(entity), query, cap).executeTakeFirst();
      return Number(row?.n ?? 0);
    },
    /**
     * Several counts in one statement, each a scalar subquery: one round trip on PostgreSQL where
     * one count a statement took one each (a save's reference checks, references.ts).
     */
    async counts(db: Db, asked: readonly { entity: EntityName; query: Query }[]): Promise<number[]> {
      if (!asked.length) return [];
      const row = (await dynamic(db)
        .selectNoFrom(asked.map((a, i) => countSelect(db, registry.entity(a.entity), a.query).as(`n${i}`)))
        .executeTakeFirstOrThrow()) as Values;
      return asked.map((_, i) => Number(row[`n${i}`] ?? 0));
    },
    /** A page's select as a compiled query (the bench runs the same SQL against its raw baseline). */
    pageQuery: (db: Db, entity: EntityName, query: Query) => pageSelect(db, registry.entity(entity), query).compile(),
    /** The count as a compiled query, to run as a long read (adapter.longRead). */
    countQuery: (db: Db, e: EntityDef, query: Query, cap?: number) => countSelect(db, e, query, cap).compile(),
    /** Inserts a record and reads it back (through `reread`: undefined when the scope there excludes it). */
    async insert<K extends EntityName>(
      db: Db,
      entity: K,
      rec: Partial<RecordOf<K>>,
      reread: Query = {},
      pass?: Pass,
    ): Promise<RecordOf<K>> {
      const e = registry.entity(entity);
      checkPass(e, pass);
      const values = rec as Values;
      const row = toRow(e, values);
      if (e.autoIncrement) delete row[e.primary.column];
      if (readsBack(db, e, values)) {
        const { rec } = await readWritten(db, e, (qb) => qb.insertInto(e.table).values(row).returningAll(), reread);
        if (rec && reread.children !== false) for (const p of e.properties) if (p.child) rec[p.name] = [];
        return rec as unknown as RecordOf<K>;
      }
      const id = await insertRow(db, e, row);
      // Inside a transaction a new row has no child rows but those written here: no other
      // transaction sees the row before the commit, so none can give it any. Its lists are then
      // not read, neither to diff the write against nor after it (a list the record leaves out is
      // empty): for an asset's create, one statement fewer. Outside a transaction the row is
      // committed at once, and another write may come between.
      const fresh = db.isTransaction;
      const written = await writeChildren(db, e, id, values, fresh);
      if (fresh) for (const p of e.properties) if (p.child && !written.has(p.name)) written.set(p.name, []);
      return (await byId(db, e, id, reread, written)) as unknown as RecordOf<K>;
    },
    /**
     * Inserts records of an entity with an autoincremented key in as few statements as the
     * database's parameters allow, and reads them back through `reread`: the records it takes, in
     * the order given (their keys, given in that order). Fewer than given: some record is out of
     * `reread` (the writer refuses them all). A record with child lists to write is not for this
     * (insert writes them).
     */
    async insertMany<K extends EntityName>(
      db: Db,
      entity: K,
      recs: Partial<RecordOf<K>>[],
      reread: Query = {},
      pass?: Pass,
    ): Promise<RecordOf<K>[]> {
      const e = registry.entity(entity);
      checkPass(e, pass);
      const listed = e.properties.filter((p) => p.child);
      if (!e.autoIncrement || recs.some((r) => listed.some((p) => ((r as Values)[p.name] as unknown[] | undefined)?.length)))
        throw new Error(`${e.id}: insertMany takes records with an autoincremented key and no child rows`);
      const pk = `${e.table}.${e.primary.column}`;
      const rows = recs.map((r) => {
        const row = toRow(e, r as Values);
        delete row[e.primary.column];
        return row;
      });
      // Both databases bound a statement's parameters (SQLite 32,766, PostgreSQL 65,535).
      const perStatement = Math.max(1, Math.floor(30_000 / Math.max(1, e.stored.length)));
      const out: Values[] = [];
      for (let i = 0; i < rows.length; i += perStatement) {
        const part = rows.slice(i, i + perStatement);
        let read: Values[];
        if (adapter.writeReadsBack && db.isTransaction) {
          // the insert and its read-back in one statement, as readWritten's: the read takes its rows from the `with`
          const withRows = dynamic(db).with(e.table, (qb) => qb.insertInto(e.table).values(part).returningAll());
          read = await applySort(e, applyWhere(e, selectWhole(db, e, withRows), reread)).execute();
        } else {
          const keys = (await dynamic(db).insertInto(e.table).values(part).returning(e.primary.column).execute()).map(
            (r) => (r as Values)[e.primary.column],
          );
          read = await applySort(e, selectRows(db, e, reread).where(pk, 'in', keys)).execute();
        }
        for (const row of read as Values[]) {
          const rec = fromRow(e, row);
          if (reread.children !== false) for (const p of listed) rec[p.name] = [];
          out.push(rec);
        }
      }
      return out as unknown as RecordOf<K>[];
    },
    /**
     * Updates records of one entity together, each row to its own values, in as few statements as
     * the parameters allow: `update … from (<the rows>)` joined by key. Every record gives the same
     * properties. With `versioned`, a record is written only while its update stamp is still its
     * `version`. Reads them back through `reread`, in the order given, with their child lists; a
     * record left out (changed meanwhile, or out of `reread`) is missing from the answer (the
     * writer refuses them all). Child lists are not written here.
     */
    async updateEach<K extends EntityName>(
      db: Db,
      entity: K,
      recs: { id: unknown; version?: string | null; values: Partial<RecordOf<K>> }[],
      opts: { versioned: boolean; reread?: Query },
      pass?: Pass,
    ): Promise<RecordOf<K>[]> {
      const e = registry.entity(entity);
      checkPass(e, pass);
      if (!recs.length) return [];
      const names = Object.keys(recs[0].values).filter((n) => n !== e.primary.name && e.byName.get(n)?.kind !== 'child');
      const props = names.map((n) => column(e, n));
      if (recs.some((r) => Object.keys(r.values).filter((n) => n !== e.primary.name).length !== names.length))
        throw new Error(`${e.id}: updateEach takes records that give the same properties`);
      if (e.properties.some((p) => p.child && recs.some((r) => (r.values as Values)[p.name] !== undefined)))
        throw new Error(`${e.id}: updateEach writes no child lists`);
      const versioned = opts.versioned && e.version ? e.version : undefined;
      const reread = opts.reread ?? {};
      const pk = e.primary.column;
      const target = (c: string) => sql.ref(`${e.table}.${c}`);
      // The rows under a typed first select (no rows: `where 1 = 0`). On PostgreSQL a union of
      // selects, each parameter taking its column's type from it (a VALUES list would type them all
      // as text); SQLite, whose compound select takes 500 terms, has no types to give: a VALUES list.
      const typed = [
        sql.ref(pk),
        ...(versioned ? [sql`${sql.ref(versioned.column)} as ym_was`] : []),
        ...props.map((p) => sql.ref(p.column)),
      ];
      const perStatement = Math.max(1, Math.floor(30_000 / typed.length));
      const byId = new Map<unknown, Values>();
      for (let i = 0; i < recs.length; i += perStatement) {
        const part = recs.slice(i, i + perStatement).map((r) => {
          const values = r.values as Values;
          const cells = [
            toDb(e.primary, r.id),
            ...(versioned ? [toDb(versioned, r.version)] : []),
            ...props.map((p) => toDb(p, values[p.name])),
          ];
          return sql.join(cells);
        });
        const given =
          adapter.name === 'postgres'
            ? sql.join(
                part.map((cells) => sql`select ${cells}`),
                sql` union all `,
              )
            : sql`values ${sql.join(part.map((cells) => sql`(${cells})`))}`;
        const rows = sql`(select ${sql.join(typed)} from ${sql.table(e.table)} where 1 = 0 union all ${given})`;
        const update = (qb: AnyCreator) => {
          let q = qb
            .updateTable(e.table)
            .from(rows.as('ym_v'))
            .set(Object.fromEntries(props.map((p) => [p.column, sql.ref(`ym_v.${p.column}`)])))
            .where(target(pk), '=', sql.ref(`ym_v.${pk}`));
          // the stamp as read, null too (a record never stamped)
          if (versioned)
            q = q.where((eb) =>
              eb.or([
                eb(target(versioned.column), '=', sql.ref('ym_v.ym_was')),
                eb.and([eb(target(versioned.column), 'is', null), eb(sql.ref('ym_v.ym_was'), 'is', null)]),
              ]),
            );
          return q;
        };
        let read: Values[];
        if (adapter.writeReadsBack && db.isTransaction) {
          const withRows = dynamic(db).with(e.table, (qb) => update(qb).returningAll(e.table));
          read = (await applyWhere(e, selectWhole(db, e, withRows), reread).execute()) as Values[];
        } else {
          const keys = (await update(dynamic(db)).returning(target(pk).as(pk)).execute()).map((r) => (r as Values)[pk]);
          read = keys.length ? ((await selectRows(db, e, reread).where(`${e.table}.${pk}`, 'in', keys).execute()) as Values[]) : [];
        }
        const written = read.map((row) => fromRow(e, row));
        // the lists as they are: none is written here (a history row and a change event carry them)
        if (reread.children !== false) await loadChildren(db, e, written);
        for (const rec of written) byId.set(rec[e.primary.name], rec);
      }
      return recs.flatMap((r) => byId.get(r.id) ?? []) as unknown as RecordOf<K>[];
    },
    /**
     * Updates one record and reads it back through `reread` (undefined when its scope excludes it,
     * or the id is missing). With `version` (the update stamp the writer read), nothing is written
     * unless the stored stamp still equals it (StaleRecord).
     */
    async update<K extends EntityName>(
      db: Db,
      entity: K,
      id: unknown,
      rec: Partial<RecordOf<K>>,
      opts: { version?: string | null; reread?: Query } = {},
      pass?: Pass,
    ): Promise<RecordOf<K> | undefined> {
      const e = registry.entity(entity);
      checkPass(e, pass);
      const values = rec as Values;
      const row = toRow(e, values);
      delete row[e.primary.column];
      const versioned = opts.version !== undefined && e.version ? e.version : undefined;
      const updateOf = (from: AnyCreator) => {
        const q = from.updateTable(e.table).set(row).where(e.primary.column, '=', id);
        if (!versioned) return q;
        return opts.version === null
          ? q.where(versioned.column, 'is', null)
          : q.where(versioned.column, '=', toDb(versioned, opts.version));
      };
      const rowWritten = Object.keys(row).length > 0;
      if (rowWritten && readsBack(db, e, values)) {
        const reread = opts.reread ?? {};
        const { written, rec } = await readWritten(db, e, (qb) => updateOf(qb).returningAll(), reread);
        if (!written) {
          if (opts.version !== undefined) throw new StaleRecord();
          return undefined;
        }
        if (!rec || reread.children === false) return rec as unknown as RecordOf<K> | undefined;
        return (await loadChildren(db, e, [rec]))[0] as unknown as RecordOf<K>;
      }
      if (rowWritten) {
        const res = await updateOf(dynamic(db)).executeTakeFirst();
        if (Number(res.numUpdatedRows) !== 1) {
          if (opts.version !== undefined) throw new StaleRecord();
          return undefined;
        }
      }
      const written = await writeChildren(db, e, id, values);
      // The lists as written are the stored ones while the record's row is locked by the update
      // above, until the transaction ends (no other write of the record runs meanwhile); a write of
      // child lists alone, or one outside a transaction, holds no lock, so its read-back reads them.
      const held = rowWritten && db.isTransaction;
      return (await byId(db, e, id, opts.reread ?? {}, held ? written : undefined)) as unknown as RecordOf<K> | undefined;
    },
    async remove(db: Db, entity: EntityName, id: unknown, pass?: Pass): Promise<number> {
      const e = registry.entity(entity);
      checkPass(e, pass);
      const res = await dynamic(db).deleteFrom(e.table).where(e.primary.column, '=', id).executeTakeFirst();
      return Number(res.numDeletedRows ?? 0);
    },
    /**
     * Holds the record's row until the transaction ends if it is still the version read (its
     * update stamp): a write of it meanwhile (a dispatch) then waits for this transaction — on
     * PostgreSQL through the row lock; SQLite runs one write transaction at a time anyway.
     * False when it is gone or changed.
     */
    async holdIfUnchanged(db: Db, entity: EntityName, id: unknown, version: string | null): Promise<boolean> {
      const e = registry.entity(entity);
      let q = dynamic(db).selectFrom(e.table).select(e.primary.column).where(e.primary.column, '=', id);
      if (e.version)
        q = version === null ? q.where(e.version.column, 'is', null) : q.where(e.version.column, '=', toDb(e.version, version));
      if (adapter.name === 'postgres') q = q.forUpdate();
      return !!(await q.executeTakeFirst());
    },
    /** The untyped view of `db` for hand-built queries of the engine (tables named at run time). */
    dynamic: (db: Db): DynamicDb => dynamic(db),
  };
}
