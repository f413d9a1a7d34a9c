// Compiled statements kept by a name the caller gives them (Query.statementKey). Building and
// compiling a filtered page with Kysely — the tenancy's subqueries, a week's seven day branches —
// took about a fifth of the request thread's time for a board or history page, and a screen asks
// for the same page again and again: its 60-second refresh, and a refetch after every live update.
// Only the SQL text and its parameters are kept; the rows are read anew every time.
import { CompiledQuery } from 'kysely';

/** Statements kept per database; the least recently used goes first. */
export const KEPT_STATEMENTS = 1000;

const kept = new WeakMap<object, Map<string, CompiledQuery>>();

/**
 * The statement named `key` on `db`, compiled by `compile` the first time (or again once it has
 * been dropped). Equal keys must mean equal SQL and parameters: the key names every input of the
 * query — who asks, what they chose, the sort and the page.
 */
export function keptStatement<R>(db: object, key: string, compile: () => CompiledQuery<R>): CompiledQuery<R> {
  let store = kept.get(db);
  if (!store) kept.set(db, (store = new Map()));
  const known = store.get(key);
  if (known) {
    // a Map keeps insertion order: moved to the end, the entry is the most recently used
    store.delete(key);
    store.set(key, known);
    return known as CompiledQuery<R>;
  }
  // Only the text and the parameters: the query's tree, which a compiled query also carries, is
  // many times their size for a page of seven day branches.
  const { sql, parameters } = compile();
  const compiled = CompiledQuery.raw(sql, [...parameters]) as CompiledQuery<R>;
  if (store.size >= KEPT_STATEMENTS) store.delete(store.keys().next().value!);
  store.set(key, compiled);
  return compiled;
}
