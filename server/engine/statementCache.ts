// Compiled statements kept by a name the caller gives them. Building and compiling a filtered page
// with Kysely — the tenancy's subqueries, a week's seven day branches — took about a fifth of the
// request thread's time for a board or history page, and a screen asks for the same page again
// and again: its 60-second refresh, and a refetch after every live update. Only the SQL text and
// its parameters are kept; the rows are read anew every time.
import { CompiledQuery } from 'kysely';

/** Statements kept per database; the least recently used goes first. */
export const KEPT_STATEMENTS = 1000;

const kept = new WeakMap<object, Map<string, CompiledQuery>>();

/**
 * Set in the tests (vitest.config.ts): every kept statement is compiled again when used and must
 * equal the kept one, so a key that leaves out an input of its query fails the suite, not a user.
 */
const checking = () => process.env.YARDMASTER_CHECK_KEPT_STATEMENTS === '1';

function check(key: string, kept: { sql: string; parameters: readonly unknown[] }, fresh: CompiledQuery) {
  if (kept.sql !== fresh.sql || JSON.stringify(kept.parameters) !== JSON.stringify(fresh.parameters))
    throw new Error(`the kept statement "${key}" is not its query compiled anew: its key leaves out an input`);
}

function storeOf(db: object) {
  let store = kept.get(db);
  if (!store) kept.set(db, (store = new Map()));
  return store;
}

function recall(db: object, key: string): CompiledQuery | undefined {
  const store = storeOf(db);
  const known = store.get(key);
  if (known) {
    // a Map keeps insertion order: moved to the end, the entry is the most recently used
    store.delete(key);
    store.set(key, known);
  }
  return known;
}

function keep<R>(db: object, key: string, { sql, parameters }: CompiledQuery<R>): CompiledQuery<R> {
  const store = storeOf(db);
  // Only the text and the parameters: the query's tree, which a compiled query also carries, is
  // many times their size for a page of seven day branches.
  const compiled = CompiledQuery.raw(sql, [...parameters]) as CompiledQuery<R>;
  if (store.size >= KEPT_STATEMENTS) store.delete(store.keys().next().value!);
  store.set(key, compiled);
  return compiled;
}

/**
 * The statement named `key` on `db`, compiled by `compile` the first time (or again once it has
 * been dropped). Equal keys must mean equal SQL and parameters: the key names every input of the
 * query — who asks, what they chose, the sort and the page.
 */
export function keptStatement<R>(db: object, key: string, compile: () => CompiledQuery<R>): CompiledQuery<R> {
  const known = recall(db, key) as CompiledQuery<R> | undefined;
  if (known && checking()) check(key, known, compile());
  return known ?? keep(db, key, compile());
}

/** Where a value of a shape goes, in its statement compiled once (keptShape). */
class Slot {
  constructor(readonly index: number) {}
}

/**
 * A statement whose text depends on `key` alone and whose values change from call to call:
 * compiled once with a slot in each value's place, then each call's `values` put in their slots
 * (the statement's constants stay as compiled). `compile` builds it from the values it is given;
 * they must be bound as they are (ids, not values a dialect converts) and must not change its text
 * (no null that becomes IS NULL, no empty list). A statement whose every value does not take
 * exactly one slot is compiled with its values each time and not kept.
 */
export function keptShape<R>(
  db: object,
  key: string,
  values: readonly unknown[],
  compile: (values: readonly unknown[]) => CompiledQuery<R>,
): CompiledQuery<R> {
  const name = `shape ${key}`;
  let shape = recall(db, name);
  if (!shape) {
    const blank = compile(values.map((_, i) => new Slot(i)));
    const slots = blank.parameters.filter((v) => v instanceof Slot);
    if (slots.length !== values.length || new Set(slots.map((v) => v.index)).size !== values.length) return compile(values);
    shape = keep(db, name, blank);
  }
  if (shape.parameters.filter((v) => v instanceof Slot).length !== values.length) return compile(values);
  const given = CompiledQuery.raw(
    shape.sql,
    shape.parameters.map((v) => (v instanceof Slot ? values[v.index] : v)),
  ) as CompiledQuery<R>;
  if (checking()) check(name, given, compile(values));
  return given;
}
