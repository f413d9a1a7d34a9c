// Who uses a record, asked only after its delete failed on a foreign key: one indexed
// EXISTS … LIMIT 1 per referring column, so the 409 can name the dependents.
import type { AppContext } from '../context.js';
import { dynamic } from '../db/dialect.js';
import { foreignKeyOf, type JsonSchema, type Ref, type Registry, snakeCase } from './registry.js';

export interface Dependent {
  table: string;
  column: string;
  /** Who depends, for the message: "Location", "User (Site Access)". */
  label: string;
}

/** Every column of every table that points at rows of `target` (lookups: every lookup-group reference). */
export function dependentsOf(registry: Registry, target: string): Dependent[] {
  const points = (ref?: Ref) => (ref?.entity === target ? true : target === 'lookup' && !!ref?.lookupGroup);
  const out: Dependent[] = [];
  for (const e of registry.entities.values()) {
    for (const p of e.properties) {
      if (p.kind === 'virtual') continue;
      if (p.child?.value && points(p.ref))
        out.push({ table: p.child.table, column: snakeCase(p.child.value), label: `${e.label} (${p.label})` });
      else if (p.child?.item) {
        for (const [n, s] of Object.entries<JsonSchema>(p.child.item.properties ?? {})) {
          if (points(s['x-ref']))
            out.push({ table: p.child.table, column: s['x-column'] ?? snakeCase(n), label: `${e.label} (${p.label})` });
        }
      } else if (!p.child && !p.primary && points(foreignKeyOf(p))) out.push({ table: e.table, column: p.column, label: e.label });
    }
  }
  return out;
}

/** The labels of what still uses record `id` of `entity`. */
export async function usedBy(ctx: AppContext, entity: string, id: unknown): Promise<string[]> {
  const found = await Promise.all(
    dependentsOf(ctx.registry, entity).map(async (d) => {
      const row = await dynamic(ctx.db).selectFrom(d.table).select(d.column).where(d.column, '=', id).limit(1).executeTakeFirst();
      return row ? d.label : undefined;
    }),
  );
  return [...new Set(found.filter((l): l is string => !!l))];
}
