// The neutral table description: what every dialect builder creates, derived from the registry.
// Entities give one table each; x-child arrays give a child table keyed by the owner's id.
import { type ColumnKind, type EntityDef, type JsonSchema, type Registry, snakeCase, storedColumns } from './registry.js';

export interface ColumnDesc {
  name: string;
  kind: ColumnKind;
  nullable: boolean;
  primary?: boolean;
  autoIncrement?: boolean;
  default?: string | number | boolean;
  references?: { table: string; column: string; onDelete?: 'cascade' };
}

export interface TableDesc {
  name: string;
  columns: ColumnDesc[];
  unique: string[][]; // column names
  indexes: string[][];
}

function reference(registry: Registry, ref: { entity?: string; lookupGroup?: string } | undefined) {
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

function entityTable(registry: Registry, e: EntityDef): TableDesc {
  const col = (name: string) => e.byName.get(name)?.column ?? snakeCase(name);
  const columns: ColumnDesc[] = storedColumns(e).map((p) => ({
    name: p.column,
    kind: p.kind as ColumnKind,
    // Only the key and columns the schema marks non-null with a default are NOT NULL: a required
    // field is checked by validation, and keeping the rest nullable lets later schema changes
    // add columns to existing tables without a hand-written migration.
    nullable: !p.primary && !(scalarDefault(p.schema) !== undefined && !p.nullable),
    primary: p.primary || undefined,
    autoIncrement: (p.primary && e.autoIncrement) || undefined,
    default: scalarDefault(p.schema),
    references: p.primary ? undefined : reference(registry, p.ref),
  }));
  return { name: e.table, columns, unique: e.unique.map((u) => u.map(col)), indexes: e.indexes.map((i) => i.map(col)) };
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
    let columns: ColumnDesc[];
    if (p.child.value) {
      columns = [id, key, { name: snakeCase(p.child.value), kind: 'integer', nullable: false, references: reference(registry, p.ref) }];
    } else {
      const itemProps = Object.entries<JsonSchema>(p.child.item?.properties ?? {}).filter(
        ([n, s]) => !s['x-virtual'] && !s['x-primary'] && n !== p.child!.key,
      );
      columns = [
        id,
        key,
        ...itemProps.map(([n, s]) => ({
          name: s['x-column'] ?? snakeCase(n),
          kind: kindOfItem(s),
          nullable: true,
          references: reference(registry, s['x-ref']),
        })),
      ];
    }
    return [{ name: p.child.table, columns, unique: [], indexes: [[key.name]] }];
  });
}

function kindOfItem(s: JsonSchema): ColumnKind {
  const t = ([] as string[]).concat(s.type ?? []).filter((x) => x !== 'null');
  if (t.includes('integer')) return 'integer';
  if (t.includes('number')) return 'number';
  if (t.includes('boolean')) return 'boolean';
  return s.format === 'date-time' ? 'timestamp' : 'text';
}

/** Every table of the application, in dependency-free order (dialects add foreign keys as they can). */
export function tableDescriptions(registry: Registry): TableDesc[] {
  return [...registry.entities.values()].flatMap((e) => [entityTable(registry, e), ...childTables(registry, e)]);
}
