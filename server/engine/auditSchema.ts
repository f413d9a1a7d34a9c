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
  // x-audit as an object names the history's own calls and column sets; its filters are the record's
  // (a history row carries the same fields), except those over child lists, which a row keeps as JSON.
  const options = typeof entity['x-audit'] === 'object' ? entity['x-audit'] : {};
  const recordFilters = entity['x-filters'];
  const filters =
    recordFilters && options.list
      ? {
          screen: recordFilters.screen,
          fields: (recordFilters.fields as JsonSchema[]).filter((f) => copies[f.prop] && !entity.properties[f.prop]['x-child']),
          list: options.list,
          export: options.export,
          body: options.body,
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
