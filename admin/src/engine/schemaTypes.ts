// The entity schemas of GET /api/Fleet/Schemas as the admin reads them (docs/SCHEMAS.md), and the
// few questions the generic screens ask of them.
import type { Rule } from '../../../schemas/rules';

export interface PropertyRef {
  entity?: string;
  lookupGroup?: string;
  enum?: string;
  /** Dependent choices: { <prop of the referenced entity>: <prop of this entity> } (contract §2). */
  match?: Record<string, string>;
  /** Constant conditions on the referenced records: a value, values, or a lookup by name. */
  where?: Record<string, RefCondition>;
}

/** An x-ref.where condition: a value, one of some values, or the lookup of that name (its id in the record's company). */
export type RefCondition = string | number | boolean | (string | number)[] | { lookupName: string };

/** A section of the editor (x-layout): its key, English label and properties in order. */
export interface LayoutSection {
  key: string;
  label: string;
  props: string[];
}

export interface PropertySchema {
  type?: string | string[];
  format?: string;
  enum?: (string | number)[];
  default?: unknown;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  readOnly?: boolean;
  writeOnly?: boolean;
  items?: PropertySchema;
  properties?: Record<string, PropertySchema>;
  'x-label'?: string;
  'x-required-label'?: string;
  'x-format-message'?: string;
  'x-ref'?: PropertyRef;
  'x-widget'?: 'phone' | 'textarea' | 'password' | 'state' | 'timezone';
  'x-primary'?: boolean;
  'x-virtual'?: boolean;
  /** A computed property carrying the name of the record its sibling reference names. */
  'x-name-of'?: string;
  'x-child'?: unknown;
}

export interface EntitySchema {
  $id: string;
  title?: string;
  required?: string[];
  properties: Record<string, PropertySchema>;
  'x-label'?: string;
  /** The property that names a record to a person. */
  'x-display'?: string;
  'x-rest'?: string;
  /** A view's record entity (x-views: mission history over missions). */
  'x-view-of'?: string;
  'x-list'?: { columns: string[]; sort?: string; order?: 'ASC' | 'DESC'; choices?: string[] };
  'x-fleet'?: { one: string; many: string };
  /** CSV import (POST /{many}/Import): the properties whose values name a row's record. */
  'x-import'?: { match: string[] };
  'x-menu'?: { areas: string[]; label: string };
  /** Role names that may read and write the entity (the server sends only readable schemas). */
  'x-access'?: { read?: string[]; write?: string[] };
  'x-layout'?: LayoutSection[];
  /** Cross-field rules, checked by the server and the editor (schemas/rules.ts). */
  'x-rules'?: Rule[];
  /** The schema's own translations: { es: { <English>: <Spanish> } }. */
  'x-i18n'?: Record<string, Record<string, string>>;
  /** Changes are recorded: a history call and screen (x-audit, true or its options). */
  'x-audit'?: boolean | { list?: string; export?: { call: string; file: string } };
  /** A generated history's record entity and the row property holding its id. */
  'x-audit-of'?: { entity: string; key: string };
  'x-tenant'?: { company?: string; site?: string; user?: string; through?: string[]; members?: string } | 'global';
  'x-can-write'?: boolean;
  'x-can-create'?: boolean;
  'x-can-delete'?: boolean;
  /** The filter screen (x-filters, docs/SCHEMAS.md). */
  'x-filters'?: FilterScreenSchema;
  /** A history's column sets (x-audit.columnSets). */
  'x-column-sets'?: { id: number; label: string; columns: string[] }[];
}

export interface FilterScreenSchema {
  /** The filter screen's name; absent where x-filters declares an export alone (a location's). */
  screen?: string;
  /** The screen's number (x-filters.screenId), the one its saved set is stored under: the schema's, no list in code. */
  screenId?: number;
  list?: string;
  export?: { call: string; file: string };
  /** The call that saves the user's filter set (User/AssetFilters). */
  saved?: string;
  /** The screen's filters; `required` ones are always on and cannot be removed (a view's, x-views). */
  fields: { type: string; prop: string; required?: boolean }[];
}

export type SchemaMap = Record<string, EntitySchema>;

const typesOf = (p: PropertySchema) => (Array.isArray(p.type) ? p.type : p.type ? [p.type] : []);
export const isNullable = (p: PropertySchema) => typesOf(p).includes('null');
export const baseType = (p: PropertySchema) => typesOf(p).find((t) => t !== 'null');

/**
 * Whether a list may be sorted by a column: a stored scalar of the schema, the server's rule
 * (listing.ts `queryable`). Columns a screen adds of its own, such as a history's changes, are not.
 */
export function isSortable(schema: EntitySchema, name: string): boolean {
  const p = schema.properties[name];
  if (!p || p['x-virtual'] || p['x-child']) return false;
  const type = baseType(p);
  return type !== 'object' && type !== 'array';
}

export const labelOf = (schema: EntitySchema) => schema['x-label'] ?? schema.$id;
export const propLabel = (p: PropertySchema, name: string) => p['x-label'] ?? name;
export const requiredLabel = (p: PropertySchema, name: string) => p['x-required-label'] ?? propLabel(p, name);
export const isRequired = (schema: EntitySchema, name: string) => schema.required?.includes(name) ?? false;

export const primaryOf = (schema: EntitySchema) =>
  Object.keys(schema.properties).find((name) => schema.properties[name]['x-primary']) ?? 'id';

/** The property that names a record: x-display, else the list's sort column when it is text, else the first required text. */
export function nameProp(schema: EntitySchema): string {
  if (schema['x-display']) return schema['x-display'];
  const isText = (name?: string) => !!name && baseType(schema.properties[name] ?? {}) === 'string';
  const sort = schema['x-list']?.sort;
  if (isText(sort)) return sort!;
  return (schema.required ?? []).find(isText) ?? Object.keys(schema.properties).find(isText) ?? primaryOf(schema);
}

/** Properties a user may type in: not server-set, not the key. */
export const editableProps = (schema: EntitySchema) =>
  Object.keys(schema.properties).filter((name) => {
    const p = schema.properties[name];
    return !p.readOnly && !p['x-primary'];
  });

/** The property holding the record's company, when the record belongs to one directly. */
export function companyProp(schema: EntitySchema): string | undefined {
  const tenant = schema['x-tenant'];
  const prop = tenant && tenant !== 'global' ? tenant.company : undefined;
  return prop && prop !== primaryOf(schema) ? prop : undefined;
}

/** The property holding the record's site, when its company is reached through a site. */
export function siteProp(schema: EntitySchema): string | undefined {
  const tenant = schema['x-tenant'];
  const prop = tenant && tenant !== 'global' ? tenant.site : undefined;
  return prop && prop !== primaryOf(schema) && !companyProp(schema) ? prop : undefined;
}

/** Whether the records belong to sites (a site, locations, granted sites): only then can a list be narrowed by site. */
export function bySite(schema: EntitySchema): boolean {
  const tenant = schema['x-tenant'];
  return !!tenant && tenant !== 'global' && !!(tenant.site || tenant.through?.length || tenant.members);
}

/** Default values of a new record, from the schema's `default`s. */
export const schemaDefaults = (schema: EntitySchema) =>
  Object.fromEntries(
    editableProps(schema)
      .filter((name) => schema.properties[name].default !== undefined)
      .map((name) => [name, schema.properties[name].default]),
  );

/** The schema whose generated route segment (x-rest or x-fleet.one, lower-cased) is `segment`. */
export const schemaBySegment = (schemas: SchemaMap, segment: string, kind: 'list' | 'one') =>
  Object.values(schemas).find((s) => {
    const name = kind === 'list' ? s['x-rest'] : (s['x-fleet']?.one ?? s.$id);
    return !!s['x-rest'] && name?.toLowerCase() === segment.toLowerCase();
  });

/** The property of `schema` that carries the name of the record the reference `name` names (x-name-of). */
export const carriedNameOf = (schema: EntitySchema, name: string) =>
  Object.keys(schema.properties).find((p) => schema.properties[p]['x-name-of'] === name);
