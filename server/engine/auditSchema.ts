// x-audit: the history entity of an audited entity, generated from it so that no audit schema is
// ever copied by hand. A history row says who did what when (action, auditDate, auditUser), lists
// the changed fields old → new (changes), and keeps a copy of every stored field of the record
// after the change (before it, for a delete), so the history can be listed and filtered like the
// record itself. References in the copy are kept for display and filtering but are not foreign
// keys: a history row outlives the lookups, locations and records it names.
import type { JsonSchema } from './registry.js';

const lowerFirst = (s: string) => s.charAt(0).toLowerCase() + s.slice(1);

/** The property of a history row that holds the audited record's id: assetId for asset. */
export const auditKeyOf = (entityId: string) => `${lowerFirst(entityId)}Id`;

function copyOf(name: string, prop: JsonSchema): JsonSchema | undefined {
  if (prop['x-private'] || prop['x-virtual'] || prop['x-primary']) return undefined;
  const { readOnly: _r, 'x-stamp': _s, 'x-child': child, default: _d, minLength: _m, ...rest } = prop;
  const types = ([] as string[]).concat(prop.type ?? []);
  const nullable = types.includes('null') ? types : [...types, 'null'];
  if (child) return { ...rest, type: ['array', 'null'], 'x-json': true, description: `${name} at the time (a list)` };
  const copy: JsonSchema = { ...rest, type: nullable.length === 1 ? nullable[0] : nullable };
  if (copy['x-ref']) copy['x-no-fk'] = true;
  return copy;
}

/** The columns every history's default column set starts with; the record's list columns follow. */
const HISTORY_COLUMNS = ['auditDate', 'action', 'auditUser', 'changes'];

/**
 * The history's calls and column sets: x-audit's object form where it names them (the asset's
 * AssetAudits, its own body and sets), else generated from the record — `{x-fleet.one}Audits`, its
 * `/Export`, `{title}HistoryReport.csv`, one set "All Columns" — so that `"x-audit": true` gives a
 * history screen with no more said. A record without x-fleet has no /api/Fleet calls: nor has its history.
 */
function historyOptions(entity: JsonSchema, copies: Record<string, JsonSchema>): JsonSchema {
  const declared: JsonSchema = typeof entity['x-audit'] === 'object' ? entity['x-audit'] : {};
  const one = entity['x-fleet']?.one as string | undefined;
  const list = (declared.list as string | undefined) ?? (one ? `${one}Audits` : undefined);
  if (!list) return declared;
  const listed = ((entity['x-list']?.columns ?? []) as string[]).filter((c) => copies[c] && !HISTORY_COLUMNS.includes(c));
  return {
    ...declared,
    list,
    export: declared.export ?? { call: `${list}/Export`, file: `${entity.title}HistoryReport.csv` },
    columnSets: declared.columnSets ?? [{ id: 1, label: 'All Columns', columns: [...HISTORY_COLUMNS, ...listed] }],
  };
}

/** The id of the generated body of a history's calls (`{ <entity>Id, filters?, columns? }`): locationHistoryRequest. */
export const historyRequestOf = (entityId: string) => `${entityId}HistoryRequest`;

/**
 * The body of a history's calls when x-audit does not name one: the record's id, and the filters
 * and export columns every filtered call takes (the shape of the asset's assetHistoryRequest).
 */
export function historyRequestSchema(entity: JsonSchema): JsonSchema | undefined {
  const id = entity.$id as string;
  const declared = typeof entity['x-audit'] === 'object' ? entity['x-audit'] : {};
  if (declared.body || !historyOptions(entity, {}).list) return undefined;
  const key = auditKeyOf(id);
  const label = entity['x-label'] ?? entity.title;
  return {
    $id: historyRequestOf(id),
    title: `${entity.title}HistoryRequest`,
    description: `Body of the ${label} history calls (generated from the ${id} schema by x-audit): the record, plus filters; exports also name their columns.`,
    type: 'object',
    additionalProperties: false,
    required: [key],
    properties: {
      [key]: { type: 'integer', 'x-label': label, 'x-ref': { entity: id } },
      filters: { type: 'array', default: [], 'x-label': 'Filters', items: { $ref: 'filter' }, maxItems: 100 },
      columns: {
        description: "Export only: the columns of the file, in order (default: the list's columns).",
        type: 'array',
        maxItems: 100,
        'x-label': 'Columns',
        items: { type: 'string', maxLength: 100 },
      },
    },
  };
}

export function auditSchema(entity: JsonSchema): JsonSchema {
  const id = entity.$id as string;
  const key = auditKeyOf(id);
  const primary = Object.entries<JsonSchema>(entity.properties).find(([, p]) => p['x-primary'])?.[0] ?? 'id';
  if (entity.properties[key]) throw new Error(`schema ${id}: x-audit needs the property name ${key} for the history's record id`);
  const copies = Object.fromEntries(
    Object.entries<JsonSchema>(entity.properties)
      .map(([n, p]) => [n, copyOf(n, p)] as const)
      .filter((e): e is [string, JsonSchema] => e[1] !== undefined),
  );
  // The tenancy of a history row is its record's, read from the copy (or the record id for its own id).
  const tenant = entity['x-tenant'];
  const rename = (prop: string) => (prop === primary ? key : prop);
  const auditTenant =
    tenant && typeof tenant === 'object'
      ? Object.fromEntries(Object.entries<string | string[]>(tenant).map(([k, v]) => [k, Array.isArray(v) ? v.map(rename) : rename(v)]))
      : tenant;
  const label = entity['x-label'] ?? entity.title;
  // The history's calls and column sets (historyOptions); its filters are the record's (a history
  // row carries the same fields, so the record's saved set applies as it is), except those over
  // child lists, which a row keeps as JSON — and none when the record has no filter screen.
  const options = historyOptions(entity, copies);
  const recordFilters = entity['x-filters'];
  const screen = recordFilters ? { screen: recordFilters.screen, screenId: recordFilters.screenId } : {};
  const filters = options.list
    ? {
        ...screen,
        fields: ((recordFilters?.fields ?? []) as JsonSchema[]).filter((f) => copies[f.prop] && !entity.properties[f.prop]['x-child']),
        list: options.list,
        export: options.export,
        body: options.body ?? historyRequestOf(id),
      }
    : undefined;
  return {
    $id: `${id}Audit`,
    title: `${entity.title}Audit`,
    description: `Change history of ${label} records (generated from the ${id} schema by x-audit).`,
    type: 'object',
    'x-table': `${entity['x-table']}_audit`,
    'x-label': `${label} History`,
    'x-tenant': auditTenant,
    'x-access': { read: entity['x-access']?.read ?? [], write: [] },
    'x-audit-of': { entity: id, key },
    'x-list': { columns: ['auditDate', 'auditUser', 'action'], sort: 'auditDate', order: 'DESC' },
    'x-indexes': [[key, 'auditDate']],
    ...(filters ? { 'x-filters': filters } : {}),
    ...(options.columnSets ? { 'x-column-sets': options.columnSets } : {}),
    additionalProperties: false,
    required: [key, 'action', 'auditDate', 'auditUser'],
    properties: {
      auditId: { type: 'integer', 'x-primary': true, readOnly: true },
      [key]: { type: 'integer', 'x-label': label, 'x-ref': { entity: id }, 'x-no-fk': true },
      action: { type: 'string', maxLength: 60, 'x-label': 'Action' },
      auditDate: { type: 'string', format: 'date-time', 'x-label': 'Date' },
      auditUser: { type: 'string', maxLength: 254, 'x-label': 'Updated By' },
      auditUserId: { type: ['integer', 'null'], 'x-label': 'User', 'x-ref': { entity: 'user' }, 'x-no-fk': true },
      changes: {
        type: 'array',
        'x-json': true,
        'x-label': 'Changes',
        items: {
          type: 'object',
          additionalProperties: false,
          required: ['field'],
          properties: { field: { type: 'string' }, old: {}, new: {} },
        },
      },
      ...copies,
    },
  };
}
