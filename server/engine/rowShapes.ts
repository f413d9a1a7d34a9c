// The two conversions every record read goes through, written out once per entity: a database row
// to a record (its stored columns, each as the dialect gives it back) and a record to what the API
// shows (its shown properties). A loop over the entity's properties that adds each by a computed
// name builds an object one property at a time under a name V8 cannot foresee: with the 26 of a
// mission, a page of 25 took 50–90 µs on the request thread, about a tenth of the board's whole
// request; the same work as one object literal per row takes 4–7 µs (measured by a micro-bench of
// the two, 2026-11-25). The functions are compiled from the entity's definition, never from
// request data: every name and kind goes in as a JSON string literal.
import type { EntityDef } from './registry.js';
import type { Values } from './repository.js';

type FromDb = (kind: never, value: unknown) => unknown;
type RowReader = (row: Values) => Values;
type Shower = (record: Values) => Values;

const literal = (text: string) => JSON.stringify(text);

const showers = new WeakMap<EntityDef, Shower>();

/** A property read from a column of the row without being stored: a computed column (repository.ts). */
export interface ReadColumn {
  name: string;
  kind: string;
  column: string;
}

/**
 * `row` as a record of `e`: its stored properties, each converted by `fromDb` (the adapter's), and
 * the computed columns its reads select. Compiled anew on every call: the repository keeps one per
 * entity.
 */
export function rowReader(e: EntityDef, fromDb: FromDb, computed: ReadColumn[] = []): RowReader {
  const fields = [...e.stored, ...computed].map((p) => `${literal(p.name)}: from(${literal(p.kind)}, row[${literal(p.column)}])`);
  return new Function('from', `return (row) => ({ ${fields.join(', ')} });`)(fromDb) as RowReader;
}

/** What the API shows of a record of `e`: its shown properties that are set, in the schema's order. */
export function shower(e: EntityDef): Shower {
  let show = showers.get(e);
  if (!show) {
    const copies = e.shown.map((n) => `v = record[${literal(n)}]; if (v !== undefined) out[${literal(n)}] = v;`);
    show = new Function(`return (record) => { const out = {}; let v; ${copies.join(' ')} return out; };`)() as Shower;
    showers.set(e, show);
  }
  return show;
}
