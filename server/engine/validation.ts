// ajv validators compiled once from the same schemas, with messages in the spec's wording
// ('{field} is required', 'Invalid Email Address', the number rule) naming every failing field.
import { Ajv2020, type ErrorObject, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { badRequest, type FieldError } from '../errors.js';
import type { EntityDef, JsonSchema, Registry } from './registry.js';
import type { Values } from './repository.js';
import { INT_MAX, INT_MIN, isInt32, isStrictTimestamp, nulPath } from './scalars.js';

export const X_KEYWORDS = [
  'x-table',
  'x-label',
  'x-rest',
  'x-tenant',
  'x-internal',
  'x-list',
  'x-unique',
  'x-indexes',
  'x-primary',
  'x-column',
  'x-required-label',
  'x-format-message',
  'x-ref',
  'x-private',
  'x-virtual',
  'x-stamp',
  'x-child',
  'x-json',
  'x-widget',
  'x-autoincrement',
  'x-embedded',
  'x-access',
  'x-fleet',
  'x-import',
  'x-menu',
  'x-layout',
  'x-display',
  'x-audit',
  'x-audit-of',
  'x-live',
  'x-no-fk',
  'x-name-of',
  'x-filters',
  'x-column-sets',
  'x-views',
  'x-view-of',
  'x-omit',
  'x-required-message',
  'x-unique-by',
  'x-unique-message',
  'x-pivot',
  'x-rules',
  'x-i18n',
];

const labelOf = (s: JsonSchema | undefined, name: string) => s?.['x-label'] ?? name;
const requiredLabelOf = (s: JsonSchema | undefined, name: string) => s?.['x-required-label'] ?? labelOf(s, name);
/** What a missing value is told: x-required-message ('Must select an item'), else '{label} is required'. */
const requiredMessageOf = (s: JsonSchema | undefined, name: string) =>
  s?.['x-required-message'] ?? `${requiredLabelOf(s, name)} is required`;

function fieldPath(instancePath: string, extra?: string) {
  const parts = instancePath.split('/').filter(Boolean);
  if (extra) parts.push(extra);
  return parts.reduce((acc, p) => (/^\d+$/.test(p) ? `${acc}[${p}]` : acc ? `${acc}.${p}` : p), '');
}

/** A bound as people write it: 1,000,000. */
const grouped = (n: unknown) => (typeof n === 'number' ? n.toLocaleString('en-US') : String(n));

function message(e: ErrorObject): FieldError {
  const s = e.parentSchema as JsonSchema | undefined;
  const name = e.instancePath.split('/').filter(Boolean).pop() ?? '';
  const label = labelOf(s, name);
  const p = e.params as Record<string, unknown>;
  switch (e.keyword) {
    case 'required': {
      const prop = p.missingProperty as string;
      return { field: fieldPath(e.instancePath, prop), message: requiredMessageOf(s?.properties?.[prop], prop) };
    }
    case 'additionalProperties':
      return { field: fieldPath(e.instancePath, p.additionalProperty as string), message: `${p.additionalProperty} is not a known field` };
    case 'minLength':
      if (p.limit === 1) return { field: fieldPath(e.instancePath), message: `${requiredLabelOf(s, name)} is required` };
      return { field: fieldPath(e.instancePath), message: `${label} must be at least ${p.limit} characters` };
    case 'maxLength':
      return { field: fieldPath(e.instancePath), message: `${label} must be at most ${p.limit} characters` };
    case 'type': {
      // null where a value is needed is a missing value: 'Type is required', as the form says it.
      if (e.data === null) return { field: fieldPath(e.instancePath), message: requiredMessageOf(s, name) };
      const numeric = String(p.type).includes('integer') || String(p.type).includes('number');
      return { field: fieldPath(e.instancePath), message: numeric ? `${label} must be a number` : `${label} must be ${p.type}` };
    }
    case 'minimum':
      if (p.limit === 0) return { field: fieldPath(e.instancePath), message: `${label} must be a number, 0 or more` };
      return { field: fieldPath(e.instancePath), message: `${label} must be at least ${grouped(p.limit)}` };
    case 'maximum':
      return { field: fieldPath(e.instancePath), message: `${label} must be at most ${grouped(p.limit)}` };
    case 'format':
    case 'pattern':
    case 'exclusiveMinimum':
      return { field: fieldPath(e.instancePath), message: s?.['x-format-message'] ?? `${label} is invalid` };
    case 'x-json-text':
      return { field: fieldPath(e.instancePath), message: `${label} must be the text of a JSON object` };
    case 'enum':
      return { field: fieldPath(e.instancePath), message: `${label} must be one of ${(p.allowedValues as unknown[]).join(', ')}` };
    default:
      return { field: fieldPath(e.instancePath), message: `${label} ${e.message ?? 'is invalid'}` };
  }
}

export function toFieldErrors(errors: ErrorObject[] | null | undefined): FieldError[] {
  const seen = new Set<string>();
  return (errors ?? [])
    .filter((e) => e.keyword !== 'if' && e.keyword !== 'anyOf' && e.keyword !== 'oneOf')
    .map(message)
    .filter((d) => (seen.has(d.field) ? false : (seen.add(d.field), true)));
}

const SUBSCHEMA_MAPS = ['properties', 'patternProperties', '$defs'];
const SUBSCHEMA_LISTS = ['allOf', 'anyOf', 'oneOf', 'prefixItems'];
const SUBSCHEMAS = ['items', 'additionalProperties', 'not', 'if', 'then', 'else', 'contains'];

/**
 * A copy of `schema` in which every integer is bounded by what an integer column holds (32 bits),
 * within any tighter bounds the schema gives. Numbers are doubles in both databases.
 */
export function withStorageBounds(schema: JsonSchema): JsonSchema {
  if (!schema || typeof schema !== 'object' || Array.isArray(schema)) return schema;
  const out: JsonSchema = { ...schema };
  const types = ([] as string[]).concat(schema.type ?? []);
  if (types.includes('integer')) {
    out.minimum = Math.max(schema.minimum ?? INT_MIN, INT_MIN);
    out.maximum = Math.min(schema.maximum ?? INT_MAX, INT_MAX);
  }
  for (const k of SUBSCHEMA_MAPS) {
    if (schema[k]) out[k] = Object.fromEntries(Object.entries<JsonSchema>(schema[k]).map(([n, s]) => [n, withStorageBounds(s)]));
  }
  for (const k of SUBSCHEMA_LISTS) if (Array.isArray(schema[k])) out[k] = schema[k].map(withStorageBounds);
  for (const k of SUBSCHEMAS) if (schema[k] && typeof schema[k] === 'object') out[k] = withStorageBounds(schema[k]);
  return out;
}

/**
 * x-unique-by on a child list: no two items share that field (each content type once per payload).
 * Names the first repeat, where the user made it, in the list's own words (x-unique-message).
 */
function repeatedItem(e: EntityDef, input: Values): FieldError | undefined {
  for (const p of e.properties) {
    const by: string | undefined = p.schema['x-unique-by'];
    const items = input[p.name];
    if (!by || !Array.isArray(items)) continue;
    const seen = new Set<unknown>();
    const at = items.findIndex((item: Values) => seen.size === seen.add(item[by]).size);
    if (at >= 0) return { field: `${p.name}[${at}].${by}`, message: p.schema['x-unique-message'] ?? `${p.label}: ${by} repeats` };
  }
  return undefined;
}

/** x-json-text: the text of a JSON object ({"a":1}, not 5, [] or "a"). */
function isJsonObjectText(wanted: boolean, text: string): boolean {
  if (!wanted) return true;
  try {
    const v: unknown = JSON.parse(text);
    return typeof v === 'object' && v !== null && !Array.isArray(v);
  } catch {
    return false;
  }
}

/**
 * Defaults apply before required is checked: a body may leave out a field whose schema gives a
 * `default` (an appointment's status, "Scheduled"). Only what the author may set (not read-only,
 * not private, stored) and only when absent: null is the author's own value. Answers the names filled.
 */
function fillDefaults(e: EntityDef, input: Values): string[] {
  const filled = e.properties.filter(
    (p) => p.schema.default !== undefined && input[p.name] === undefined && !p.readOnly && !p.private && p.kind !== 'virtual',
  );
  for (const p of filled) input[p.name] = structuredClone(p.schema.default);
  return filled.map((p) => p.name);
}

export type Validators = ReturnType<typeof makeValidators>;

/**
 * The record a save body names by its id: absent, null or 0 creates; else a whole number above 0.
 * Anything else — "5", true, [1], "", 1.5 — is a 400 naming the id: read with Number() it updated
 * record 5 or 1, or created where the caller meant an update.
 */
export function recordId(e: EntityDef, body: unknown): number | undefined {
  const prop = e.primary;
  const raw = body && typeof body === 'object' ? (body as Values)[prop.name] : undefined;
  if (raw === undefined || raw === null || prop.kind !== 'integer') return undefined;
  if (!isInt32(raw) || raw < 0) throw badRequest([{ field: prop.name, message: `${e.label} id must be a whole number, 0 or more` }]);
  return raw > 0 ? raw : undefined;
}

export function makeValidators(registry: Registry) {
  const ajv = new Ajv2020({ allErrors: true, verbose: true, strict: true, strictRequired: false, allowUnionTypes: true });
  addFormats.default(ajv);
  ajv.addVocabulary(X_KEYWORDS);
  // A string that holds a JSON object (a user's settings): text that is not one would be read back
  // by every screen of that user.
  ajv.addKeyword({ keyword: 'x-json-text', type: 'string', schemaType: 'boolean', validate: isJsonObjectText });
  for (const s of registry.schemas.values()) ajv.addSchema(withStorageBounds(s));
  const cache = new Map<string, ValidateFunction>();
  const compiled = (id: string) => {
    let v = cache.get(id);
    if (!v) cache.set(id, (v = ajv.getSchema(id)!));
    return v;
  };
  for (const id of registry.schemas.keys()) compiled(id); // compile everything once, at start-up

  return {
    ajv,
    /** Validates `value` against schema `$id`; throws 400 naming each field. */
    check<T = Values>(id: string, value: unknown): T {
      const v = compiled(id);
      if (!v(value)) throw badRequest(toFieldErrors(v.errors));
      const nul = nulPath(value);
      if (nul !== undefined) throw badRequest([{ field: nul, message: `${nul || 'The body'} must not contain a NUL character` }]);
      return value as T;
    },
    /**
     * Validates an entity save body. Read-only fields (id, stamps) are dropped, since clients
     * echo whole records back — but the update stamp they echo is kept aside as the version the
     * client read (optimistic concurrency); private fields (hashes, counters) are refused. A
     * field left out takes its schema's default on a create (`creating`); an update keeps its value.
     */
    entityInput(e: EntityDef, body: unknown, creating = false): { input: Values; version?: string | null } {
      if (!body || typeof body !== 'object' || Array.isArray(body)) throw badRequest([{ field: '', message: 'A JSON object is required' }]);
      recordId(e, body);
      const input: Values = { ...(body as object) };
      const echoed = e.version ? input[e.version.name] : undefined;
      const refused: FieldError[] = [];
      for (const p of e.properties) {
        if (!(p.name in input)) continue;
        if (p.private) refused.push({ field: p.name, message: `${p.name} may not be set` });
        else if (p.readOnly) delete input[p.name];
      }
      if (echoed !== undefined && echoed !== null && !isStrictTimestamp(echoed)) {
        refused.push({ field: e.version!.name, message: `${e.version!.label} must be the value last read` });
      }
      if (refused.length) throw badRequest(refused);
      const defaulted = fillDefaults(e, input);
      const checked = this.check<Values>(e.id, input);
      // An update keeps what the record has: the default only stood in for the required check.
      if (!creating) for (const name of defaulted) delete checked[name];
      const repeated = repeatedItem(e, checked);
      if (repeated) throw badRequest([repeated]);
      // 0 names no record: unset on a nullable reference (the spec's "0 is unset"), missing on a required one.
      for (const p of e.properties) {
        const pointsAtRecords = p.ref?.entity || p.ref?.lookupGroup;
        if (!pointsAtRecords || p.primary || p.child || checked[p.name] !== 0) continue;
        if (p.nullable) checked[p.name] = null;
        else throw badRequest([{ field: p.name, message: `${p.requiredLabel} is required` }]);
      }
      return { input: checked, version: echoed as string | null | undefined };
    },
  };
}
