// Reads the JSON Schemas once and turns the x- annotations into entity definitions that the
// table builder, the validators, the repository, the scopes and the surfaces all share. An entity
// with x-audit gets a second, generated entity: its change history (see auditSchema).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { UserType } from '../../schemas/enums.js';
import type { ColumnKind } from '../db/tableDesc.js';
import { REPO_ROOT, sourceOf } from '../http/routeSource.js';
import { auditSchema, historyRequestSchema } from './auditSchema.js';
import { viewSchemas } from './viewSchema.js';
import { type FilterDecl, filterDecl, withSavedDefault } from './filterFields.js';
import type { WhereValue } from './dependentRefs.js';
import { checkSchemaKeywords } from './schemaChecks.js';

/** A JSON Schema node as read from disk: shapes vary by keyword, so values are unknown-typed by design. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- schema documents are free-form JSON
export type JsonSchema = Record<string, any>;
/** How a column stores its values: db/ owns the word, the registry gives one to each property. */
export type { ColumnKind };

export interface Ref {
  entity?: string;
  lookupGroup?: string;
  enum?: string;
  /** The referenced record's props that must equal this record's (dependentRefs.ts): `{ siteId: "siteId" }`. */
  match?: Record<string, string>;
  /** Constant conditions on the referenced record (dependentRefs.ts): a value, values, or `{ lookupName }`. */
  where?: Record<string, WhereValue>;
}

export interface PropertyDef {
  name: string;
  schema: JsonSchema;
  label: string;
  requiredLabel: string;
  kind: ColumnKind | 'child' | 'virtual';
  column: string;
  nullable: boolean;
  primary: boolean;
  readOnly: boolean;
  private: boolean;
  stamp?: 'create' | 'update' | 'createUser' | 'updateUser';
  ref?: Ref;
  /**
   * x-name-of: a computed property that carries, with the row, the display name of the record its
   * sibling reference names (a mission's source location), read in the row's own statement.
   */
  nameOf?: string;
  /** A reference kept for display and filtering only: no foreign key (history rows outlive what they name). */
  noForeignKey: boolean;
  child?: ChildDef;
}

export interface ChildDef {
  table: string;
  key: string; // owner id column property name (camelCase)
  value?: string; // scalar items: the item column property name
  item?: JsonSchema; // object items: the item schema (resolved)
}

/**
 * How a row belongs to a tenant (x-tenant). company: rows of a company; site: rows of a site the
 * principal reaches; user: rows owned by a user; through: reachable when any record these
 * references point at is reachable (a mission through its source and target locations); members:
 * reachable when any site of this child list is reachable (an asset's site access).
 */
export type Tenant = { company?: string; site?: string; user?: string; through?: string[]; members?: string } | 'global';

export interface AccessRule {
  read: number[];
  /** Who may change records; creating and deleting default to the same roles. */
  write: number[];
  create: number[];
  delete: number[];
}

export interface EntityDef {
  id: string;
  title: string;
  table: string;
  label: string;
  rest?: string;
  /** Names of the /api/Fleet calls: GET /{many}, GET|DELETE /{one}/{id}, POST /{one}. */
  fleet?: { one: string; many: string };
  access: AccessRule;
  internal: boolean;
  tenant: Tenant;
  list?: { columns: string[]; sort: string; order: 'ASC' | 'DESC' };
  /** The property that names a record to a person (x-display): sorts and shows references to it. */
  display?: string;
  unique: string[][];
  indexes: string[][];
  primary: PropertyDef;
  autoIncrement: boolean;
  properties: PropertyDef[];
  byName: Map<string, PropertyDef>;
  /** The stored scalar columns (not children, not virtual): every row read and written maps them. */
  stored: PropertyDef[];
  /** The names of the properties the API shows (neither private nor write-only). */
  shown: string[];
  /** The update stamp, which doubles as the record's version for optimistic concurrency. */
  version?: PropertyDef;
  /** The id of this entity's history entity (x-audit). */
  audit?: string;
  /** For a history entity: the audited entity and the property holding the audited record's id. */
  auditOf?: { entity: string; key: string };
  /** For a view (x-views): the entity whose table and rows it shows; nothing writes through a view. */
  viewOf?: string;
  /** The filter screen of the entity (x-filters; for a history, its record's filters and x-audit's calls). */
  filters?: FilterDecl;
  /** The body schema of the filtered calls (filterRequest; a history: its record id and filters). */
  filterBody?: string;
  /** x-import: POST /{many}/Import takes CSV files; `match` names the properties that find a row's record (csvImport.ts). */
  import?: { match: string[] };
  schema: JsonSchema;
}

export interface Registry {
  dir: string;
  schemas: Map<string, JsonSchema>; // every schema by $id (entities, embedded items, api shapes, generated audits)
  entities: Map<string, EntityDef>; // only schemas with a table
  entity(id: string): EntityDef;
}

export const snakeCase = (s: string) => s.replace(/([a-z0-9])([A-Z])/g, '$1_$2').toLowerCase();
const humanize = (s: string) => s.replace(/([a-z0-9])([A-Z])/g, '$1 $2').replace(/^./, (c) => c.toUpperCase());

export function typesOf(schema: JsonSchema): string[] {
  return Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];
}

export function kindOf(schema: JsonSchema): ColumnKind {
  const types = typesOf(schema).filter((t) => t !== 'null');
  if (schema['x-json'] || types.includes('object') || types.includes('array')) return 'json';
  if (types.includes('integer')) return 'integer';
  if (types.includes('number')) return 'number';
  if (types.includes('boolean')) return 'boolean';
  if (schema.format === 'date-time') return 'timestamp';
  if (schema.format === 'date') return 'date';
  return 'text';
}

function propertyDef(name: string, schema: JsonSchema, schemas: Map<string, JsonSchema>): PropertyDef {
  const label = schema['x-label'] ?? humanize(name);
  const child = schema['x-child'];
  let kind: PropertyDef['kind'] = kindOf(schema);
  if (schema['x-virtual']) kind = 'virtual';
  else if (child) kind = 'child';
  const def: PropertyDef = {
    name,
    schema,
    label,
    requiredLabel: schema['x-required-label'] ?? label,
    kind,
    column: schema['x-column'] ?? snakeCase(name),
    nullable: typesOf(schema).includes('null'),
    primary: !!schema['x-primary'],
    readOnly: !!schema.readOnly,
    private: !!schema['x-private'],
    stamp: schema['x-stamp'],
    ref: schema['x-ref'],
    nameOf: schema['x-name-of'],
    noForeignKey: !!schema['x-no-fk'],
  };
  if (child) {
    const items = schema.items ?? {};
    const item = items.$ref ? schemas.get(items.$ref) : items;
    def.child = { table: child.table, key: child.key, value: child.value, item: child.value ? undefined : item };
    if (child.value && items['x-ref']) def.ref = items['x-ref'];
  }
  return def;
}

function entityDef(schema: JsonSchema, schemas: Map<string, JsonSchema>): EntityDef {
  const properties = Object.entries<JsonSchema>(schema.properties ?? {}).map(([n, s]) => propertyDef(n, s, schemas));
  const primary = properties.find((p) => p.primary);
  if (!primary) throw new Error(`schema ${schema.$id}: no x-primary property`);
  const list = schema['x-list'];
  if ((schema['x-rest'] || schema['x-fleet']) && !schema['x-access']?.read?.length) {
    throw new Error(`schema ${schema.$id}: x-rest and x-fleet need an x-access rule`);
  }
  const byName = new Map(properties.map((p) => [p.name, p]));
  const display = schema['x-display'];
  if (display && !byName.has(display)) throw new Error(`schema ${schema.$id}: x-display names no property (${display})`);
  const auditOf = schema['x-audit-of'];
  return {
    id: schema.$id,
    title: schema.title,
    table: schema['x-table'],
    label: schema['x-label'] ?? humanize(schema.$id),
    rest: schema['x-rest'],
    fleet: schema['x-fleet'],
    access: accessRule(schema),
    internal: !!schema['x-internal'],
    tenant: schema['x-tenant'] ?? 'global',
    list: list ? { columns: list.columns, sort: list.sort ?? primary.name, order: list.order ?? 'ASC' } : undefined,
    display,
    unique: schema['x-unique'] ?? [],
    indexes: schema['x-indexes'] ?? [],
    primary,
    autoIncrement: primary.kind === 'integer' && primary.schema['x-autoincrement'] !== false,
    properties,
    byName,
    stored: properties.filter((p) => p.kind !== 'child' && p.kind !== 'virtual'),
    shown: properties.filter((p) => !p.private && !p.schema.writeOnly).map((p) => p.name),
    version: properties.find((p) => p.stamp === 'update'),
    audit: schema['x-audit'] ? `${schema.$id}Audit` : undefined,
    auditOf: auditOf ? { entity: auditOf.entity, key: auditOf.key } : undefined,
    viewOf: schema['x-view-of'],
    filters: filterDecl(schema, byName),
    filterBody: schema['x-filters'] ? (schema['x-filters'].body ?? 'filterRequest') : undefined,
    import: importDecl(schema, byName),
    schema,
  };
}

/** x-import, checked: its calls are named by x-fleet, and it matches rows by properties the schema has. */
function importDecl(schema: JsonSchema, byName: Map<string, PropertyDef>): EntityDef['import'] {
  const decl = schema['x-import'] as { match?: string[] } | undefined;
  if (!decl) return undefined;
  if (!schema['x-fleet']) throw new Error(`schema ${schema.$id}: x-import needs x-fleet (its call is POST /{many}/Import)`);
  const match = decl.match ?? [];
  const unknown = match.filter((m) => !byName.has(m));
  if (unknown.length) throw new Error(`schema ${schema.$id}: x-import.match names no property (${unknown.join(', ')})`);
  return { match };
}

function accessRule(schema: JsonSchema): AccessRule {
  const names = (list: string[] = []) =>
    list.map((n) => {
      const v = (UserType as Record<string, number>)[n];
      if (v === undefined) throw new Error(`schema ${schema.$id}: unknown role ${n} in x-access`);
      return v;
    });
  const a = schema['x-access'] ?? {};
  const write = names(a.write);
  return { read: names(a.read), write, create: a.create ? names(a.create) : write, delete: a.delete ? names(a.delete) : write };
}

function readSchemas(dir: string): JsonSchema[] {
  return readdirSync(dir)
    .filter((f) => f.endsWith('.schema.json'))
    .sort()
    .map((f) => {
      const schema = JSON.parse(readFileSync(join(dir, f), 'utf8'));
      if (`${schema.$id}.schema.json` !== f) throw new Error(`${f}: $id must be "${f.replace('.schema.json', '')}"`);
      return schema;
    });
}

/**
 * For the route map (RouteDef.source): the schema file that declares an entity's generated call and
 * the keyword that does, `schemas/entities/asset.schema.json (x-fleet)`. A history's (x-audit) or a
 * view's (x-views) file is its record's; a file is named by its $id (readSchemas checks it).
 */
export const schemaSource = (registry: Registry, e: EntityDef, keyword: string): string =>
  `${sourceOf(join(registry.dir, 'entities', `${ownerOf(e)}.schema.json`))} (${keyword})`;

/** The entity a history or a view belongs to. */
const ownerOf = (e: EntityDef) => e.auditOf?.entity ?? e.viewOf ?? e.id;

/**
 * The files of a generated call, for the route map: the schema's keyword that declares it, then
 * the entity's own rules (its module, server/entities/<id>/index.ts, when it has one: a payload's
 * save rules), then the engine's `engine` files that run it.
 */
export const generatedSource = (registry: Registry, e: EntityDef, keyword: string, engine: string[]): string[] => {
  const module = join(REPO_ROOT, 'server', 'entities', ownerOf(e), 'index.ts');
  return [schemaSource(registry, e, keyword), ...(existsSync(module) ? [sourceOf(module)] : []), ...engine];
};

/** Loads schemas/entities and schemas/api under `dir`, and generates the history schema of every x-audit entity. */
export function loadRegistry(dir: string): Registry {
  const files = [...readSchemas(join(dir, 'entities')), ...readSchemas(join(dir, 'api'))];
  for (const s of files) if (s['x-filters']) s['x-filters'] = withSavedDefault(s['x-filters']);
  const audited = files.filter((s) => s['x-audit']);
  const audits = [...audited.map(auditSchema), ...audited.flatMap((s) => historyRequestSchema(s) ?? [])];
  for (const a of audits)
    if (files.some((s) => s.$id === a.$id)) throw new Error(`schema ${a.$id}: the name of a schema x-audit generates; rename the file`);
  const views = files.flatMap(viewSchemas);
  const all = [...files, ...audits, ...views];
  const schemas = new Map(all.map((s) => [s.$id as string, s]));
  const entities = new Map<string, EntityDef>();
  for (const s of all) if (s['x-table']) entities.set(s.$id, entityDef(s, schemas));
  // A history's copies are all nullable, but its filters are its record's: the same types, so the
  // record's saved filter set applies to its history as it is.
  for (const e of entities.values()) {
    const of = e.auditOf && entities.get(e.auditOf.entity)?.filters;
    if (e.filters && of)
      e.filters.fields = e.filters.fields.map((f) => ({
        ...f,
        filterType: of.fields.find((r) => r.type === f.type)?.filterType ?? f.filterType,
      }));
  }
  checkScreens(entities);
  // A name carried with the row is that of a record with a display property, named by a sibling reference.
  for (const e of entities.values())
    for (const p of e.properties) {
      if (!p.nameOf) continue;
      const ref = e.byName.get(p.nameOf);
      const target = entities.get(ref?.ref?.entity ?? '');
      // one stored column of one id: a list of references (x-child) would carry several names
      const scalar = ref && ref.kind !== 'child' && ref.kind !== 'virtual';
      if (p.kind !== 'virtual' || !p.readOnly || !scalar || !target?.display)
        throw new Error(
          `schema ${e.id}: ${p.name} x-name-of must be a readOnly x-virtual property naming a stored reference to a record with x-display`,
        );
    }
  // A Site filter compares the site of the record its reference names: that entity's x-tenant site.
  for (const e of entities.values())
    for (const f of e.filters?.fields ?? []) {
      if (f.filterType !== 'Site') continue;
      const target = entities.get(e.byName.get(f.prop)?.ref?.entity ?? '');
      const site = target && target.tenant !== 'global' ? target.tenant.site : undefined;
      if (!target || !site)
        throw new Error(`schema ${e.id}: x-filters field ${f.type}: a Site filter must name a reference to a record of a site`);
      f.site = { table: target.table, key: target.primary.column, column: target.byName.get(site)!.column };
    }
  checkSchemaKeywords(files, entities);
  return {
    dir,
    schemas,
    entities,
    entity(id) {
      const e = entities.get(id);
      if (!e) throw new Error(`unknown entity ${id}`);
      return e;
    },
  };
}

/**
 * Each filter screen has one number (x-filters.screenId) and each number one screen: a user's saved
 * set is stored under the number, so two screens sharing one would read each other's sets. A
 * history or a view that takes its record's screen takes its number too.
 */
function checkScreens(entities: Map<string, EntityDef>) {
  const byId = new Map<number, { name: string; entity: string }>();
  const byName = new Map<string, { id: number; entity: string }>();
  for (const e of entities.values()) {
    const { screen: id, screenName: name } = e.filters ?? {};
    if (id === undefined || name === undefined) continue;
    const other = byId.get(id);
    if (other && other.name !== name)
      throw new Error(`schema ${e.id}: x-filters.screenId ${id} of screen ${name} is already screen ${other.name}'s (${other.entity})`);
    const same = byName.get(name);
    if (same && same.id !== id)
      throw new Error(`schema ${e.id}: x-filters screen ${name} is numbered ${id} here and ${same.id} in ${same.entity}`);
    byId.set(id, { name, entity: e.id });
    byName.set(name, { id, entity: e.id });
  }
}

/** The screens a user keeps a filter set of, one entity each: those that declare a saving call (histories take their record's). */
export const filterScreensOf = (registry: Registry): EntityDef[] =>
  [...registry.entities.values()].filter((e) => !e.auditOf && e.filters?.saved && e.filters.screen !== undefined);

/** The references of a property that are real foreign keys (not history copies). */
export const foreignKeyOf = (p: PropertyDef): Ref | undefined => (p.noForeignKey ? undefined : p.ref);
