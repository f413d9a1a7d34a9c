// Reads worth keeping for a while (list totals, the security policy of a login): an entry lasts
// until an entity it depends on is written in this process (the writer says so) or its time is
// up — the bound on how long another instance's write may go unseen.
import type { AppContext } from '../context.js';

interface Entry {
  at: number;
  value: Promise<unknown>;
  dependsOn: string[];
}

/** The most reads kept per database. */
export const MAX_ENTRIES = 5000;
const stores = new WeakMap<AppContext['db'], Map<string, Entry>>();
const storeOf = (ctx: AppContext) => {
  let store = stores.get(ctx.db);
  if (!store) stores.set(ctx.db, (store = new Map()));
  return store;
};

/**
 * Puts `entry` under `key` as the newest. A full store makes room by its oldest entry (a Map keeps
 * the order of insertion): a client paging through a million rows keeps two anchors a page, and
 * would otherwise take every kept total with them.
 */
function put(store: Map<string, Entry>, key: string, entry: Entry) {
  store.delete(key);
  if (store.size >= MAX_ENTRIES) store.delete(store.keys().next().value!);
  store.set(key, entry);
}

/** The value of `key`, loaded once and kept while none of `dependsOn` is written and `ttlMs` holds. */
export function cachedRead<T>(ctx: AppContext, dependsOn: string[], key: string, ttlMs: number, load: () => Promise<T>): Promise<T> {
  const store = storeOf(ctx);
  const known = store.get(key);
  if (known && Date.now() - known.at < ttlMs) return known.value as Promise<T>;
  const value = load();
  put(store, key, { at: Date.now(), value, dependsOn });
  // a failed read is not kept
  value.catch(() => store.get(key)?.value === value && store.delete(key));
  return value;
}

/** The value kept under `key` while `ttlMs` holds, without loading one (pageAnchors.ts). */
export function keptRead<T>(ctx: AppContext, key: string, ttlMs: number): Promise<T> | undefined {
  const known = storeOf(ctx).get(key);
  return known && Date.now() - known.at < ttlMs ? (known.value as Promise<T>) : undefined;
}

/** Keeps `value` under `key` (in place of what was there) until one of `dependsOn` is written or its time is up. */
export function keepRead(ctx: AppContext, dependsOn: string[], key: string, value: unknown): void {
  put(storeOf(ctx), key, { at: Date.now(), value: Promise.resolve(value), dependsOn });
}

/** Forgets every kept read that depends on `entity` (every write calls this). */
export function forgetReads(ctx: AppContext, entity: string) {
  const store = stores.get(ctx.db);
  if (!store) return;
  for (const [key, entry] of store) if (entry.dependsOn.includes(entity)) store.delete(key);
}
