// Who uses a record, asked only after its delete failed on a foreign key: one indexed read of a
// few ids per referring column, so the 409 can name the dependents ("Mission 12, 15").
import type { AppContext } from '../context.js';
import { dynamic } from '../db/dialect.js';
import { foreignKeyOf, type JsonSchema, type Ref, type Registry, snakeCase } from './registry.js';

export interface Dependent {
  table: string;
  column: string;
  /** Who depends, for the message: "Location", "User (Site Access)". */
  label: string;
  /** The column naming the dependent record: its id, or its owner's for a child row. */
  idColumn: string;
}

/** How many dependents of each kind a message names. */
const NAMED = 5;

/** Every column of every table that points at rows of `target` (lookups: every lookup-group reference). */
export function dependentsOf(registry: Registry, target: string): Dependent[] {
  const points = (ref?: Ref) => (ref?.entity === target ? true : target === 'lookup' && !!ref?.lookupGroup);
  const out: Dependent[] = [];
  for (const e of registry.entities.values()) {
    if (e.viewOf) continue; // a view's rows are its record's, counted there
    for (const p of e.properties) {
      if (p.kind === 'virtual') continue;
      if (p.child?.value && points(p.ref))
        out.push({
          table: p.child.table,
          column: snakeCase(p.child.value),
          label: `${e.label} (${p.label})`,
          idColumn: snakeCase(p.child.key),
        });
      else if (p.child?.item) {
        for (const [n, s] of Object.entries<JsonSchema>(p.child.item.properties ?? {})) {
          if (points(s['x-ref']))
            out.push({
              table: p.child.table,
              column: s['x-column'] ?? snakeCase(n),
              label: `${e.label} (${p.label})`,
              idColumn: snakeCase(p.child.key),
            });
        }
      } else if (!p.child && !p.primary && points(foreignKeyOf(p)))
        out.push({ table: e.table, column: p.column, label: e.label, idColumn: e.primary.column });
    }
  }
  return out;
}

/** What still uses record `id` of `entity`, each kind named with a few of its ids: "Mission 12, 15 and more". */
export async function usedBy(ctx: AppContext, entity: string, id: unknown): Promise<string[]> {
  const found = await Promise.all(
    dependentsOf(ctx.registry, entity).map(async (d) => {
      const rows = await dynamic(ctx.db)
        .selectFrom(d.table)
        .select(`${d.idColumn} as dependent`)
        .distinct()
        .where(d.column, '=', id)
        .orderBy('dependent')
        .limit(NAMED + 1)
        .execute();
      if (!rows.length) return undefined;
      const ids = rows.slice(0, NAMED).map((r) => r.dependent);
      return `${d.label} ${ids.join(', ')}${rows.length > NAMED ? ' and more' : ''}`;
    }),
  );
  return found.filter((l): l is string => !!l);
}
