// The neutral description of a table, what every dialect builder creates and the migration
// compares (engine/tables.ts derives them from the schemas), and the names of its indexes.

/** How a value is stored; each dialect maps a kind to its column type and converts values to and from it. */
export type ColumnKind = 'integer' | 'number' | 'boolean' | 'text' | 'timestamp' | 'date' | 'json';

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

/** The name of an index of `table` over `cols` (the migration and the schema test agree on it). */
export function indexName(table: string, cols: string[], unique: boolean): string {
  const name = `${unique ? 'ux' : 'ix'}_${table}_${cols.join('_')}`;
  // PostgreSQL cuts identifiers at 63 bytes; a long name keeps its start and a hash of the rest.
  if (name.length <= 63) return name;
  let h = 0;
  for (const c of name) h = (h * 31 + c.charCodeAt(0)) >>> 0;
  return `${name.slice(0, 54)}_${h.toString(36)}`;
}
