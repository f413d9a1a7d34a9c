// Deep pages read from where a page began or ended, not counted from the start. A page far into a
// list (from ANCHORED_FROM on) leaves anchors: the sort key of its first row (where the same page
// starts) and of its last (what the next page starts after). The same page asked again — a
// refresh, a live update — or the next one, as a user pages forward, is then a seek in the sort's
// index: `(sort column, key) >= anchor`, the page's length and no offset, where an offset walks
// every row before it (25,000 index entries for page 1,001). An anchor is kept as a list's total
// is (listing.ts): forgotten at once when this process writes the entity, and after TOTAL_TTL_MS
// at most — the same bound on how long another instance's insert or delete may shift what sits at
// a position unseen. Only a sort by one stored column of the entity itself is anchored (a sort by a
// reference orders by another table's name); a split page (Query.split) is read its own way.
import type { AppContext } from '../context.js';
import type { ColumnKind } from '../db/tableDesc.js';
import { listDependsOn, TOTAL_TTL_MS } from './listing.js';
import { keepRead, keptRead } from './readCache.js';
import type { EntityDef } from './registry.js';
import type { Query, Values } from './repository.js';

/** Pages starting before this are read by their offset: a walk of under a thousand index entries costs less than keeping anchors. */
export const ANCHORED_FROM = 1000;
const SCALAR = new Set(['integer', 'number', 'text', 'timestamp', 'date']);

interface Anchor {
  /** The sort column's value and the key of the row, as stored. */
  at: [unknown, unknown];
  /** true: the page starts at that row; false: just after it. */
  inclusive: boolean;
}

/** The one sortable column of a query's sort, when its pages can be anchored. */
function anchorable(e: EntityDef, query: Query) {
  if (!query.range || query.split || query.range[0] < ANCHORED_FROM || query.sort?.length !== 1) return undefined;
  const def = e.byName.get(query.sort[0].prop);
  if (!def || def.ref || def.primary || !SCALAR.has(def.kind)) return undefined;
  return def;
}

const keyOf = (e: EntityDef, rows: string, query: Query, start: number) => `anchor:${e.id}:${rows}:${JSON.stringify(query.sort)}:${start}`;

/**
 * The query of a page as a seek from its kept anchor: the same rows, the same order. `rows` names
 * the rows the list selects (its filter and whose scope: listRecords' total key). Undefined when
 * the page has no anchor; then the page is read by its offset (and leaves anchors: noteAnchors).
 */
export async function anchoredQuery(ctx: AppContext, e: EntityDef, query: Query, rows: string): Promise<Query | undefined> {
  const def = anchorable(e, query);
  if (!def) return undefined;
  const anchor = await keptRead<Anchor>(ctx, keyOf(e, rows, query, query.range![0]), TOTAL_TTL_MS);
  if (!anchor) return undefined;
  const [start, end] = query.range!;
  const op = query.sort![0].order === 'DESC' ? (anchor.inclusive ? '<=' : '<') : anchor.inclusive ? '>=' : '>';
  const sortRef = `${e.table}.${def.column}`;
  const keyRef = `${e.table}.${e.primary.column}`;
  return {
    ...query,
    // the sort and its key as a row value: both databases seek an index of (column, key) with it
    scopes: [...(query.scopes ?? []), (eb) => eb(eb.refTuple(sortRef, keyRef), op, eb.tuple(anchor.at[0], anchor.at[1]))],
    range: [0, end - start],
    key: query.key === undefined ? undefined : JSON.stringify([query.key, 'from', anchor]),
  };
}

/**
 * Whether a seek's answer is the page: a short one may have stopped where the rows whose sort
 * column is empty begin (a row value compares with them as unknown); the offset then decides.
 */
export const seekAnswered = (query: Query, rows: number) => rows === query.range![1] - query.range![0] + 1;

/** Keeps the anchors a page read by its offset leaves: its first row (this page) and its last (the next). */
export function noteAnchors(ctx: AppContext, e: EntityDef, query: Query, rows: string, records: Values[]): void {
  const def = anchorable(e, query);
  if (!def || !records.length) return;
  const [start, end] = query.range!;
  const at = (r: Values): Anchor['at'] | undefined => {
    const value = r[def.name];
    // a row whose sort column is empty is no anchor (it sorts apart from a row value's compare)
    return value === null || value === undefined ? undefined : [ctx.adapter.toDb(def.kind as ColumnKind, value), r[e.primary.name]];
  };
  const keep = (startAt: number, anchor: Anchor) => keepRead(ctx, listDependsOn(e), keyOf(e, rows, query, startAt), anchor);
  const first = at(records[0]);
  if (first) keep(start, { at: first, inclusive: true });
  const last = at(records[records.length - 1]);
  if (last && records.length === end - start + 1) keep(end + 1, { at: last, inclusive: false });
}
