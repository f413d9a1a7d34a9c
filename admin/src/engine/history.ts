// What the generic history screen (SchemaHistory.tsx) reads of an audited entity's schemas
// (contract §5): the generated history entity '<entity>Audit', the row property holding the
// record's id, the list and export calls and the column sets — the object form of x-audit and the
// history's own x-filters say, else the defaults: '<one>Audits', '<one>Audits/Export',
// '<Title>HistoryReport.csv', and one set 'All Columns' of who, what, when and the x-list columns.
import type { EntitySchema, SchemaMap } from './schemaTypes';

const lowerFirst = (s: string) => s.charAt(0).toLowerCase() + s.slice(1);

export interface HistoryCalls {
  /** The history entity's id in GET /Schemas. */
  historyId: string;
  /** The body's property naming the record: assetId. */
  key: string;
  list: string;
  export: { call: string; file: string };
}

export function historyCalls(schema: EntitySchema, schemas: SchemaMap): HistoryCalls {
  const historyId = `${schema.$id}Audit`;
  const history = schemas[historyId];
  const own = typeof schema['x-audit'] === 'object' ? schema['x-audit'] : {};
  const one = schema['x-fleet']?.one ?? schema.title ?? schema.$id;
  const list = history?.['x-filters']?.list ?? own.list ?? `${one}Audits`;
  const exported = history?.['x-filters']?.export ??
    own.export ?? { call: `${list}/Export`, file: `${schema.title ?? one}HistoryReport.csv` };
  return { historyId, key: history?.['x-audit-of']?.key ?? `${lowerFirst(schema.$id)}Id`, list, export: exported };
}

export type ColumnSet = NonNullable<EntitySchema['x-column-sets']>[number];

/** The history's column sets (x-column-sets), else one: All Columns. */
export function historyColumnSets(schema: EntitySchema, history: EntitySchema | undefined): ColumnSet[] {
  const sets = history?.['x-column-sets'];
  if (sets?.length) return sets;
  const own = (schema['x-list']?.columns ?? []).filter((c) => !history || history.properties[c]);
  return [{ id: 1, label: 'All Columns', columns: ['auditDate', 'action', 'auditUser', ...own] }];
}

/** Whether a record of this entity has a history the user may read. */
export const hasHistory = (schema: EntitySchema, schemas: SchemaMap | null | undefined) =>
  !!schema['x-audit'] && !!schemas?.[`${schema.$id}Audit`];
