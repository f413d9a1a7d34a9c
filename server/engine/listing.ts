// Lists: filters and sorts checked against the schema, pages bounded, and a total that stays
// honest without counting a million rows on every page. The count stops at EXACT_TOTAL_UP_TO
// (beyond it the list says "more than"), runs off the request thread (a long read), and is kept
// for TOTAL_TTL_MS per query shape; a write to the entity in this process forgets it at once.
import type { AppContext } from '../context.js';
import { badRequest } from '../errors.js';
import type { EntityDef } from './registry.js';
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

type Totals = Map<string, { at: number; total: Total }>;
const caches = new WeakMap<AppContext['db'], Map<string, Totals>>();
const totalsOf = (ctx: AppContext, entity: string) => {
  let byEntity = caches.get(ctx.db);
  if (!byEntity) caches.set(ctx.db, (byEntity = new Map()));
  let totals = byEntity.get(entity);
  if (!totals) byEntity.set(entity, (totals = new Map()));
  return totals;
};

/** Forgets the cached totals of an entity (every write does). */
export const forgetTotals = (ctx: AppContext, entity: string) => caches.get(ctx.db)?.get(entity)?.clear();

/** The total of a query, capped and cached (see the top of this file). */
export async function totalOf(ctx: AppContext, e: EntityDef, query: Query): Promise<Total> {
  const cap = EXACT_TOTAL_UP_TO + 1;
  const compiled = ctx.repo.countQuery(ctx.db, e, query, cap);
  const key = `${compiled.sql}|${JSON.stringify(compiled.parameters)}`;
  const totals = totalsOf(ctx, e.id);
  const now = Date.now();
  const known = totals.get(key);
  if (known && now - known.at < TOTAL_TTL_MS) return known.total;
  const [row] = await ctx.adapter.longRead(compiled);
  const n = Number((row as { n?: unknown } | undefined)?.n ?? 0);
  const total = n >= cap ? { total: EXACT_TOTAL_UP_TO, exact: false } : { total: n, exact: true };
  if (totals.size > 500) totals.clear();
  totals.set(key, { at: now, total });
  return total;
}
