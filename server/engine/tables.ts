// The neutral table descriptions that every dialect builder creates (db/tableDesc.ts), derived from
// the registry. Entities give one table each; x-child arrays give a child table keyed by the owner's id.
// Indexes are derived too, so a list stays fast at a million rows without anyone remembering to
// add one: every reference and tenant column, each list's sort column alone and behind its tenant
// column, the display column that reference sorts order by (these three followed by the key), and
// the x-unique / x-indexes lists.
import type { ColumnDesc, ColumnKind, TableDesc } from '../db/tableDesc.js';
import { type EntityDef, foreignKeyOf, type JsonSchema, kindOf, type Ref, type Registry, snakeCase } from './registry.js';

function reference(registry: Registry, ref: Ref | undefined) {
  if (ref?.entity) {
    const target = registry.entity(ref.entity);
    return { table: target.table, column: target.primary.column };
  }
  if (ref?.lookupGroup) return { table: registry.entity('lookup').table, column: 'id' };
  return undefined;
}

function scalarDefault(schema: JsonSchema) {
  const d = schema.default;
  return typeof d === 'string' || typeof d === 'number' || typeof d === 'boolean' ? d : undefined;
}

/** Tenant properties that are columns of the entity itself. */
function tenantColumns(e: EntityDef): string[] {
  if (e.tenant === 'global') return [];
  const t = e.tenant;
  return [t.company, t.site, t.user, ...(t.through ?? [])].filter((p): p is string => !!p && e.byName.get(p)?.kind !== 'child');
}

function derivedIndexes(registry: Registry, e: EntityDef): string[][] {
  const col = (name: string) => e.byName.get(name)?.column ?? snakeCase(name);
  const out: string[][] = [];
  for (const p of e.stored) if (p.ref && (p.ref.entity || p.ref.lookupGroup) && !p.primary) out.push([p.name]);
  const tenants = tenantColumns(e).filter((p) => p !== e.primary.name);
  out.push(...tenants.map((t) => [t]));
  // A sorted page orders by its column, then the key (repository.ts): the key ends each sort index,
  // so PostgreSQL walks the index in the page's whole order — no sort of equal values, and a deep
  // page's keys read from the index alone. (SQLite's indexes end in the rowid, the key, already.)
  const key = e.primary.name;
  if (e.list && e.byName.get(e.list.sort)?.kind !== 'virtual' && e.list.sort !== key) {
    out.push([e.list.sort, key]);
    for (const t of tenants) out.push([t, e.list.sort, key]);
  }
  // Reference sorts order by the target's display column.
  const referenced = [...registry.entities.values()].some((o) => o.properties.some((p) => p.ref?.entity === e.id));
  if (e.display && referenced) out.push([e.display, key]);
  out.push(...e.indexes);
  // A unique index over the same columns already serves as the plain one (its values have no ties
  // for the key to order).
  const seen = new Set<string>(e.unique.map((u) => u.map(col).join(',')));
  const keyColumn = col(key);
  return out
    .map((cols) => cols.map(col))
    .filter((cols) => {
      const k = cols.join(',');
      const untied = cols.at(-1) === keyColumn && seen.has(cols.slice(0, -1).join(','));
      return seen.has(k) || untied ? false : (seen.add(k), true);
    });
}

function entityTable(registry: Registry, e: EntityDef): TableDesc {
  const col = (name: string) => e.byName.get(name)?.column ?? snakeCase(name);
  const columns: ColumnDesc[] = e.stored.map((p) => ({
    name: p.column,
    kind: p.kind as ColumnKind,
    // Only the key and columns the schema marks non-null with a default are NOT NULL: a required
    // field is checked by validation, and keeping the rest nullable lets later schema changes
    // add columns to existing tables without a hand-written migration.
    nullable: !p.primary && !(scalarDefault(p.schema) !== undefined && !p.nullable),
    primary: p.primary || undefined,
    autoIncrement: (p.primary && e.autoIncrement) || undefined,
    default: scalarDefault(p.schema),
    references: p.primary ? undefined : reference(registry, foreignKeyOf(p)),
  }));
  return { name: e.table, columns, unique: e.unique.map((u) => u.map(col)), indexes: derivedIndexes(registry, e) };
}

function childTables(registry: Registry, e: EntityDef): TableDesc[] {
  return e.properties.flatMap((p) => {
    if (!p.child) return [];
    const key: ColumnDesc = {
      name: snakeCase(p.child.key),
      kind: 'integer',
      nullable: false,
      references: { table: e.table, column: e.primary.column, onDelete: 'cascade' },
    };
    const id: ColumnDesc = { name: 'id', kind: 'integer', nullable: false, primary: true, autoIncrement: true };
    if (p.child.value) {
      const value = snakeCase(p.child.value);
      const columns = [id, key, { name: value, kind: 'integer' as const, nullable: false, references: reference(registry, p.ref) }];
      // Membership is asked both ways: the sites of an asset, and the assets of a site.
      return [{ name: p.child.table, columns, unique: [], indexes: [[key.name], [value, key.name]] }];
    }
    const itemProps = Object.entries<JsonSchema>(p.child.item?.properties ?? {}).filter(
      ([n, s]) => !s['x-virtual'] && !s['x-primary'] && n !== p.child!.key,
    );
    const columns = [
      id,
      key,
      ...itemProps.map(([n, s]) => ({
        name: s['x-column'] ?? snakeCase(n),
        kind: kindOf(s),
        nullable: true,
        references: reference(registry, s['x-ref']),
      })),
    ];
    const refIndexes = itemProps
      .filter(([, s]) => s['x-ref']?.entity || s['x-ref']?.lookupGroup)
      .map(([n, s]) => [s['x-column'] ?? snakeCase(n)]);
    return [{ name: p.child.table, columns, unique: [], indexes: [[key.name], ...refIndexes] }];
  });
}

/** Every table of the application, in dependency-free order (dialects add foreign keys as they can). */
export function tableDescriptions(registry: Registry): TableDesc[] {
  // A view (x-views) reads its record's table: nothing of its own to create.
  return [...registry.entities.values()].filter((e) => !e.viewOf).flatMap((e) => [entityTable(registry, e), ...childTables(registry, e)]);
}
