// x-filters: the filters an entity's filter screen offers (maintenance §2–§4), declared in its
// schema as a list of { type, prop } and completed here from the property they filter: the label,
// the lookup group and the filter type follow from the property's own schema unless declared.
// The filter engine (filters.ts), the saved filter sets (GET /User/Filters) and the generated
// filtered calls (filteredCalls.ts) all read these definitions; nothing else names a filter.
import type { Filter } from '../../schemas/types.generated.js';
import { enumLabels, LookupGroup } from '../../schemas/enums.js';
import type { FilterType } from '../../schemas/filters.js';
import type { ColumnKind, JsonSchema, PropertyDef } from './registry.js';

export interface FilterField {
  /** The filter's name, as stored and sent ("AssetStatus"). */
  type: string;
  /** The entity property it compares. */
  prop: string;
  /** For a child list: the item property compared (contentTypeId), and for a quantity the item property naming what it counts. */
  item?: string;
  by?: string;
  filterType: FilterType;
  label: string;
  lookupGroup: number | null;
  /**
   * For a Site filter: where the site of the record its reference names is kept (that entity's
   * x-tenant site column), set by the registry once every entity is read.
   */
  site?: { table: string; key: string; column: string };
  /** For an Enum filter over a numeric enumeration (x-ref.enum): the enumeration whose values it chooses among (enumLabels). */
  enumName: string | null;
  /**
   * For an Enum filter over a text property with `enum` (a dock appointment's status): the values
   * it chooses among, the property's own, so a new entity's pick list needs no enumeration in code.
   */
  enumValues: string[] | null;
  /** What a new user's filter set starts with. */
  active: boolean;
  required: boolean;
  removable: boolean;
  /** A Driver filter starts at the user themself. */
  startsAtSelf: boolean;
  /** The value a new user's filter starts at (x-filters field `value`): an active filter needs one to narrow anything. */
  value: Filter['value'];
  /** For a filter naming users: the GET call listing its choices for callers who cannot read users; a Record filter's call. */
  choices: string | null;
}

/** The generated calls of a filter screen (filteredCalls.ts); names are the spec's. */
export interface FilteredCalls {
  /** POST /{list}: a page of rows under the scope and the filters (no calls until named). */
  list?: string;
  /** POST /{export.call}: the rows as CSV text in data; POST /{export.call}/Download streams the file. */
  export?: { call: string; file: string };
  /**
   * The list shows only the newest row (highest id) of each value of this property: the current
   * payload of each asset, where older rows are its history.
   */
  latest?: string;
  /** The record the calls are about, named in the body by this reference (a payload history's assetId). */
  by?: string;
  /**
   * The record spans a time window (an appointment's start and end): the body's `from` and `to`
   * select the records whose window meets [from, to) — end after `from`, start before `to`.
   */
  window?: { start: string; end: string };
}

export interface FilterDecl extends FilteredCalls {
  /**
   * The screen's number (x-filters.screenId), stored with a user's saved set; its name (x-filters.screen).
   * A history of a record without filters has no screen.
   */
  screen?: number;
  screenName?: string;
  /** The call that saves a user's set of this screen (User/AssetFilters), without the leading slash. */
  saved?: string;
  /** The filter set's name in GET /User/Filters (assetFilters). */
  set?: string;
  fields: FilterField[];
}

const lowerFirst = (s: string) => s.charAt(0).toLowerCase() + s.slice(1);

/**
 * An x-filters that declares its own screen, with the call saving a user's set filled in when it
 * does not name one (User/{screen}Filters). Written into the schema itself, so that the admin,
 * which reads the schemas (GET /Schemas), posts to the call the server routes. One that takes its
 * screen from its record (a history, a view without `screen`) saves nothing of its own.
 */
export function withSavedDefault(decl: JsonSchema | undefined): JsonSchema | undefined {
  if (!decl?.screen || decl.saved) return decl;
  return { ...decl, saved: `User/${decl.screen}Filters` };
}

/** The values of a text property's `enum` (null left out), or undefined when it has none. */
const textEnum = (schema: JsonSchema | undefined, kind: ColumnKind): string[] | undefined =>
  kind === 'text' && Array.isArray(schema?.enum) ? schema.enum.filter((v: unknown): v is string => typeof v === 'string') : undefined;

/** The filter type a property implies when the declaration does not name one. */
function impliedType(p: PropertyDef, kind: ColumnKind, ref: PropertyDef['ref']): FilterType | undefined {
  if (ref?.lookupGroup) return p.nullable ? 'NullableLookup' : 'Lookup';
  if (ref?.enum || textEnum(p.schema, kind)) return 'Enum';
  if (ref?.entity === 'location') return 'Location';
  if (ref?.entity === 'user') return 'User';
  // Any other entity (a gate visit's carrier): its id, chosen from the call the declaration names (choices).
  if (ref?.entity) return 'Record';
  if (ref) return undefined;
  if (kind === 'boolean') return 'Boolean';
  if (kind === 'integer' || kind === 'number') return 'Numeric';
  if (kind === 'timestamp' || kind === 'date') return 'Date';
  if (kind === 'text') return 'Text';
  return undefined;
}

/** The item property of a child list a filter names, as a small PropertyDef-like view. */
function itemOf(owner: string, p: PropertyDef, name: string): { schema: JsonSchema; kind: ColumnKind } {
  const schema = p.child?.item?.properties?.[name] as JsonSchema | undefined;
  if (!schema) throw new Error(`schema ${owner}: x-filters names ${p.name}.${name}, which is not an item property`);
  const types: string[] = [].concat(schema.type ?? []);
  const kind: ColumnKind = types.includes('integer') ? 'integer' : types.includes('number') ? 'number' : 'text';
  return { schema, kind };
}

/** Reads and checks an entity's x-filters; throws at start-up on a declaration that names nothing real. */
export function filterDecl(entity: JsonSchema, byName: Map<string, PropertyDef>): FilterDecl | undefined {
  const decl = entity['x-filters'];
  if (!decl) return undefined;
  const id = entity.$id as string;
  // The screen's number is the schema's (the registry checks that no two screens share one).
  const screen = decl.screen === undefined ? undefined : decl.screenId;
  if (decl.screen !== undefined && (typeof decl.screen !== 'string' || !/^[A-Z][A-Za-z0-9]*$/.test(decl.screen)))
    throw new Error(`schema ${id}: x-filters.screen must be a PascalCase name (${JSON.stringify(decl.screen)})`);
  if (decl.screen !== undefined && !(Number.isInteger(screen) && screen > 0))
    throw new Error(
      `schema ${id}: x-filters.screenId must be a positive whole number (screen ${decl.screen}: the number a user's saved filter set is stored under)`,
    );
  const fields = (decl.fields as JsonSchema[]).map((f): FilterField => {
    const p = byName.get(f.prop);
    if (!p) throw new Error(`schema ${id}: x-filters field ${f.type} names no property ${f.prop}`);
    let ref = p.ref;
    let kind = p.kind as ColumnKind;
    if (p.kind === 'child') {
      const item = itemOf(id, p, f.item);
      if (f.by) itemOf(id, p, f.by);
      ref = item.schema['x-ref'];
      kind = item.kind;
    } else if (p.kind === 'json' || p.kind === 'virtual')
      throw new Error(`schema ${id}: x-filters field ${f.type}: ${f.prop} is not a column`);
    const filterType: FilterType | undefined = f.filterType ?? impliedType(p, kind, ref);
    if (!filterType) throw new Error(`schema ${id}: x-filters field ${f.type} needs a filterType`);
    if (filterType === 'Record' && !f.choices)
      throw new Error(`schema ${id}: x-filters field ${f.type}: a Record filter names the call listing its choices (choices)`);
    const childTypes = ['PayloadContentLookup', 'PayloadContentQuantity'];
    if ((p.kind === 'child') !== childTypes.includes(filterType))
      throw new Error(`schema ${id}: x-filters field ${f.type}: ${filterType} ${p.kind === 'child' ? 'cannot' : 'must'} name a child list`);
    const enumValues = filterType === 'Enum' && !ref?.enum ? (textEnum(p.schema, kind) ?? null) : null;
    const enumName = filterType === 'Enum' && !enumValues ? (ref?.enum ?? '') : null;
    if (enumName !== null && !enumLabels[enumName])
      throw new Error(
        `schema ${id}: x-filters field ${f.type}: an Enum filter must name a text property with enum values, or a property of an enumeration with labels (enumLabels)`,
      );
    if (enumValues && !enumValues.length) throw new Error(`schema ${id}: x-filters field ${f.type}: ${f.prop} has no text enum values`);
    if (enumValues && f.value != null && !enumValues.includes(f.value))
      throw new Error(`schema ${id}: x-filters field ${f.type}: its value must be one of ${enumValues.join(', ')}`);
    const groupName = ref?.lookupGroup ?? (f.by ? p.child?.item?.properties?.[f.by]?.['x-ref']?.lookupGroup : undefined);
    return {
      type: f.type,
      prop: f.prop,
      item: f.item,
      by: f.by,
      filterType,
      label: f.label ?? p.label,
      lookupGroup: groupName ? (LookupGroup as Record<string, number>)[groupName] : null,
      enumName,
      enumValues,
      active: !!f.active,
      required: !!f.required,
      removable: f.removable ?? !f.required,
      startsAtSelf: filterType === 'Driver',
      value: f.value ?? null,
      choices: f.choices ?? null,
    };
  });
  const types = new Set<string>();
  for (const f of fields) {
    if (types.has(f.type)) throw new Error(`schema ${id}: x-filters names ${f.type} twice`);
    types.add(f.type);
  }
  for (const prop of [decl.latest, decl.by].filter(Boolean))
    if (!byName.get(prop)?.ref?.entity) throw new Error(`schema ${id}: x-filters latest/by must name a reference property (${prop})`);
  for (const prop of decl.window ? [decl.window.start, decl.window.end] : [])
    if (byName.get(prop)?.kind !== 'timestamp')
      throw new Error(`schema ${id}: x-filters window must name two date-time properties (${prop})`);
  const { list, export: exported, latest, by, window } = decl;
  return {
    screen,
    screenName: decl.screen,
    set: decl.screen ? `${lowerFirst(decl.screen)}Filters` : undefined,
    saved: decl.saved,
    fields,
    list,
    export: exported,
    latest,
    by,
    window,
  };
}
