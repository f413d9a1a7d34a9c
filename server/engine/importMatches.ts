// Which record a row of an imported file names (csvImport.ts): the record its id names, or the one
// its match columns name (x-import.match: an asset's Unit ID with its company), within the
// caller's reach; none, and the row creates one.
//
// Asked a row at a time, that is one select for every row of the file: for 100,000 assets a
// sixth of the import's time, each finding nothing (docs/PERFORMANCE.md "CSV import"). So a batch
// of rows is asked in one select per group of rows that differ only in their last match column
// (`… and asset_model_id in (…)`), and the answers are kept for the batch. They stay true while
// the only writes of the entity are the batch's own: a create adds the record it made, an update
// (which may move its record's match columns) forgets what named its record and what its new values
// may name, and a batch rolled back forgets them all; what is forgotten is asked one at a time.
// The records found are kept whole too: an update row's save starts from its record as read here.
import type { EntityName } from '../../schemas/types.generated.js';
import type { Principal } from '../access/access.js';
import type { AppContext } from '../context.js';
import type { Db } from '../db/dialect.js';
import { AppError } from '../errors.js';
import type { EntityDef } from './registry.js';
import { type Condition, type Values, valuesOf } from './repository.js';
import { isInt32 } from './scalars.js';
import { scopedQuery } from './service.js';

/** The x-import declaration: the properties whose values name an existing record. */
export interface ImportDecl {
  match: string[];
}

/** The entity's company property (implied by the caller's company when the file has no such column). */
export const companyProp = (e: EntityDef) => (e.tenant !== 'global' ? e.tenant.company : undefined);

/**
 * The conditions by which a row names a record, or undefined when it names none (the row creates
 * one). A row with an id (the primary key's column) names that record; else its match columns
 * name one when the file has them all (the company's aside: the caller's own when the file has none).
 */
export function matchWhere(e: EntityDef, decl: ImportDecl, values: Values): Condition[] | undefined {
  const pk = e.primary.name;
  const id = values[pk];
  if (id !== undefined && id !== null) {
    const label = `${e.label} ${String(id)}`;
    // past a 32-bit id the select itself would fail on PostgreSQL (a 500): no record has one
    if (!isInt32(id))
      throw new AppError(400, 'validation', `${label} is no record number`, [{ field: pk, message: `${label} is no record number` }]);
    return [{ prop: pk, op: 'eq', value: id }];
  }
  const needed = decl.match.filter((m) => m !== pk && m !== companyProp(e));
  if (!needed.length || needed.some((m) => values[m] === undefined || values[m] === null)) return undefined;
  return decl.match.filter((m) => m !== pk && values[m] != null).map((m) => ({ prop: m, op: 'eq', value: values[m] }));
}

// The answers are keyed by the values the rows give, and a record found is filed under its stored
// values: that holds while the database's equality is JavaScript's for the match columns — text
// compared exactly (no collation or case folding on either database) and integer ids.
export const keyOf = (where: Condition[]) => JSON.stringify(where.map((c) => [c.prop, c.value]));

/** The records rows name, read ahead for a batch (see above). */
export class Matches {
  /** By keyOf: the conditions and the ids of the records they name. */
  private readonly known = new Map<string, { where: Condition[]; ids: number[] }>();
  /** The records read ahead, whole, by id: an update row's stored record while no write of this import changed it. */
  private readonly records = new Map<number, Values>();

  constructor(
    private readonly ctx: AppContext,
    private readonly trx: Db,
    private readonly p: Principal,
    private readonly e: EntityDef,
  ) {}

  /** Reads the records that the rows' conditions (matchWhere's) name, one select per group of rows differing only in their last condition. */
  async readAhead(wheres: Condition[][]): Promise<void> {
    const groups = new Map<string, { rest: Condition[]; last: string; values: Set<unknown> }>();
    for (const where of wheres) {
      const rest = where.slice(0, -1);
      const last = where[where.length - 1];
      const group = JSON.stringify([keyOf(rest), last.prop]);
      let g = groups.get(group);
      if (!g) groups.set(group, (g = { rest, last: last.prop, values: new Set() }));
      g.values.add(last.value);
    }
    for (const { rest, last, values } of groups.values()) {
      // Bounded: past twice as many records as values some value names several (an error for its
      // rows), and what is not read is asked a row at a time.
      const bound = 2 * values.size;
      const query = scopedQuery(this.ctx, this.p, this.e, {
        where: [...rest, { prop: last, op: 'in', value: [...values] }],
        // in the order of the match columns' index, which then serves the IN list value by value:
        // in the key's order alone, SQLite walked the company's every asset by the company's index
        sort: [{ prop: last, order: 'ASC' }],
        range: [0, bound - 1],
        // whole, child lists too: an update row's save starts from the record (stored)
      });
      // planned for this batch's values and the table as the import has grown it (freshPlans)
      const rows = await this.ctx.adapter.freshPlans(this.trx, () => this.ctx.repo.findMany(this.trx, this.e.id as EntityName, query));
      if (rows.length >= bound) continue;
      const keys = new Map<unknown, number[]>([...values].map((v) => [v, []]));
      for (const row of rows) {
        const v = valuesOf(row);
        keys.get(v[last])?.push(v[this.e.primary.name] as number);
        this.records.set(v[this.e.primary.name] as number, v);
      }
      for (const [v, ids] of keys) {
        const where = [...rest, { prop: last, op: 'eq' as const, value: v }];
        this.known.set(keyOf(where), { where, ids });
      }
    }
  }

  /**
   * A record the import created (`saved`, as its save answered): a later row whose match values
   * are the record's names it. Keyed by the values as stored, not as the row gave them: a value
   * the save changed (trimmed) then names it no more than a select would.
   */
  created(where: Condition[] | undefined, saved: Values): void {
    if (!where) return;
    const stored = where.map((c) => ({ ...c, value: saved[c.prop] }));
    const key = keyOf(stored);
    const id = saved[this.e.primary.name] as number;
    // beside any it names already, as a select would find both ("matches more than one")
    this.known.set(key, { where: stored, ids: [...(this.known.get(key)?.ids ?? []).filter((known) => known !== id), id] });
  }

  /**
   * A record the import updated (`saved`, as its save answered): the answers that named it, and
   * any its new values may now name, are asked again; the others stay true.
   */
  updated(saved: Values): void {
    const id = saved[this.e.primary.name] as number;
    this.records.delete(id);
    for (const [key, { where, ids }] of this.known)
      if (ids.includes(id) || where.every((c) => saved[c.prop] === c.value)) this.known.delete(key);
  }

  /** Forgets every answer (a batch rolled back: the records it created are gone). */
  forget(): void {
    this.known.clear();
    this.records.clear();
  }

  /** The record `id` as read ahead in this transaction, while no update of the import has written it. */
  stored(id: number): Values | undefined {
    return this.records.get(id);
  }

  /** Whether `of(where)` is answered from what is known, without a select. */
  knows(where: Condition[]): boolean {
    return this.known.has(keyOf(where));
  }

  /** The id of the record `where` names, within the caller's reach; undefined when it names none. */
  async of(where: Condition[] | undefined): Promise<number | undefined> {
    if (!where) return undefined;
    const e = this.e;
    const pk = e.primary.name;
    let ids = this.known.get(keyOf(where))?.ids;
    if (!ids) {
      const rows = await this.ctx.repo.findMany(
        this.trx,
        e.id as EntityName,
        scopedQuery(this.ctx, this.p, e, { where, range: [0, 1], children: false }),
      );
      ids = rows.map((r) => valuesOf(r)[pk] as number);
    }
    const byId = where.length === 1 && where[0].prop === pk;
    if (byId && !ids.length) {
      const message = `${e.label} ${String(where[0].value)} not found`;
      throw new AppError(404, 'not_found', message, [{ field: pk, message }]);
    }
    if (ids.length > 1) throw new AppError(400, 'validation', `This row matches more than one ${e.label}: add the company's column`);
    return ids[0];
  }
}
