// Lists: filters and sorts checked against the schema, pages bounded, and a total that stays
// honest without counting a million rows on every page. The count stops at EXACT_TOTAL_UP_TO
// (beyond it the list says "more than"), runs off the request thread (a long read), and is kept
// for TOTAL_TTL_MS per query shape; a write to the entity in this process forgets it at once.
import type { AppContext } from '../context.js';
import { cachedRead, forgetReads } from './readCache.js';
import { badRequest } from '../errors.js';
import type { EntityDef, Registry } from './registry.js';
import { tableDescriptions } from './tables.js';
import type { Condition, Query, Sort } from './repository.js';
import { hasNul, isInt32, isStrictDate, isStrictTimestamp } from './scalars.js';

export interface ListParams {
  filter?: Record<string, unknown>;
  sort?: Sort[];
  range?: [number, number];
}

/** The most rows one page (or one /api/Fleet list call) answers. */
export const MAX_PAGE = 1000;
/** Totals are exact up to here; past it a list knows only that there are more. */
export const EXACT_TOTAL_UP_TO = 10_000;
/** How long another instance's writes may go unseen in a total. */
export const TOTAL_TTL_MS = 30_000;

export interface Total {
  total: number;
  /** false: there are more than `total` rows. */
  exact: boolean;
}

/** Properties a list may be sorted or filtered by: stored scalars that are not private. */
export function queryable(e: EntityDef, prop: string, field: string) {
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

/** The sort of a list: the asked one (checked), else the schema's default. */
export function sortOf(e: EntityDef, asked?: Sort[]): Sort[] {
  const sort = asked?.length ? asked : e.list ? [{ prop: e.list.sort, order: e.list.order }] : [];
  for (const s of sort) queryable(e, s.prop, 'sort');
  return sort;
}

/** Forgets the kept totals of an entity (a write the app did not make itself, in tests). */
export const forgetTotals = (ctx: AppContext, entity: string) => forgetReads(ctx, entity);

/** The entities whose writes change a list's rows: a history's are written by its record's writes, a view's rows are its record's. */
export const listDependsOn = (e: EntityDef) => [e.id, ...(e.auditOf ? [e.auditOf.entity] : []), ...(e.viewOf ? [e.viewOf] : [])];

/**
 * The total of a query, capped and kept (see the top of this file). `key` names the rows the
 * query selects (the filter and whose scope), so a page that only pages or sorts differently finds
 * its total without building the count at all.
 */
export function totalOf(ctx: AppContext, e: EntityDef, query: Query, key: string): Promise<Total> {
  return cachedRead(ctx, listDependsOn(e), `total:${e.id}:${key}`, TOTAL_TTL_MS, async () => {
    const cap = EXACT_TOTAL_UP_TO + 1;
    const [row] = await ctx.adapter.longRead(ctx.repo.countQuery(ctx.db, e, query, cap));
    const n = Number((row as { n?: unknown } | undefined)?.n ?? 0);
    return n >= cap ? { total: EXACT_TOTAL_UP_TO, exact: false } : { total: n, exact: true };
  });
}

/** The leading column of every index of each table, per registry (what an ordered page can walk). */
const leading = new WeakMap<Registry, Map<string, Set<string>>>();
function indexLeads(registry: Registry, table: string): Set<string> {
  let byTable = leading.get(registry);
  if (!byTable) {
    byTable = new Map();
    for (const t of tableDescriptions(registry))
      byTable.set(t.name, new Set([...t.indexes, ...t.unique].flatMap((cols) => [cols[0], cols[1]].filter(Boolean))));
    leading.set(registry, byTable);
  }
  return byTable.get(table) ?? new Set();
}

/** Every index of each table, as its columns, per registry. */
const allIndexes = new WeakMap<Registry, Map<string, string[][]>>();

/**
 * Whether an index of `e` reads the rows of one `column` value in `sortColumn` order: an index of
 * (…, column, sortColumn …) whose columns before `column` are all in `bound` (held equal by the
 * query), so a walk of it finds each value's first rows in order and stops.
 */
export function orderedPerValue(registry: Registry, e: EntityDef, bound: string[], column: string, sortColumn: string): boolean {
  let byTable = allIndexes.get(registry);
  if (!byTable) {
    byTable = new Map();
    for (const t of tableDescriptions(registry)) byTable.set(t.name, [...t.indexes, ...t.unique]);
    allIndexes.set(registry, byTable);
  }
  return (byTable.get(e.table) ?? []).some((cols) => {
    const at = cols.indexOf(column);
    return at >= 0 && cols[at + 1] === sortColumn && cols.slice(0, at).every((c) => bound.includes(c));
  });
}

/** Rows a page may ask for and still count as a quick read. */
export const QUICK_PAGE = 100;

/**
 * Whether a page is a quick read, fine on the request thread: a modest page in the order of an
 * index (its sort column leads an index, or follows the tenant column that leads one), with
 * nothing matched inside text. Anything else is a long read (adapter.longRead).
 */
export function cheapPage(registry: Registry, e: EntityDef, query: Query): boolean {
  const size = query.range ? query.range[1] - query.range[0] + 1 : Infinity;
  if (size > QUICK_PAGE) return false;
  if ((query.where ?? []).some((c) => c.op === 'like' || c.op === 'nin' || c.op === 'ne')) return false;
  const leads = indexLeads(registry, e.table);
  return (query.sort ?? []).every((s) => {
    const p = e.byName.get(s.prop);
    if (!p || p.primary) return true;
    if ((p.ref?.entity && registry.entity(p.ref.entity).display) || p.ref?.lookupGroup) return false; // sorted through a join
    return leads.has(p.column);
  });
}
