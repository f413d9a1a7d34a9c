// The JSON Schemas as OpenAPI 3.1 components. OpenAPI 3.1's schemas are JSON Schema 2020-12, the
// dialect the schemas are written in (ajv's 2020 draft), so a schema goes in nearly as it is:
// `$ref: "asset"` becomes `$ref: "#/components/schemas/asset"`, the `$id` goes (the component's name
// is its id), the engine's own keywords (x-table, x-tenant…) stay home, and an entity's private
// properties (hashes, counters), which no answer carries and no body may set, are left out.
import type { JsonSchema } from '../../engine/registry.js';

export const COMPONENTS = '#/components/schemas/';

/** A $ref as the schemas write it (a schema's $id) as the description writes it. */
export const refTo = (id: string) => `${COMPONENTS}${id}`;

/** `node` with its $refs pointing into the components and the engine's keywords left out. */
export function describe(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(describe);
  if (!node || typeof node !== 'object') return node;
  const out: JsonSchema = {};
  for (const [k, v] of Object.entries(node as JsonSchema)) {
    if (k === '$id') continue;
    if (k === '$ref' && typeof v === 'string') out.$ref = v.startsWith('#') ? v : refTo(v);
    else if (k === 'x-label') out.title ??= v;
    // an engine keyword (x-*) says how to store or show a field, not what the API carries;
    // `properties` and `$defs` hold names, never keywords, so a property named x-… would stay
    else if (k.startsWith('x-')) continue;
    else if (k === 'properties' || k === '$defs' || k === 'patternProperties')
      out[k] = Object.fromEntries(Object.entries(v as JsonSchema).map(([name, s]) => [name, describe(s)]));
    else out[k] = describe(v);
  }
  return out;
}

/** A schema as a component: its private properties out of its properties and its required list. */
export function componentOf(schema: JsonSchema): JsonSchema {
  const props = (schema.properties ?? {}) as Record<string, JsonSchema>;
  const hidden = new Set(Object.keys(props).filter((n) => props[n]['x-private']));
  if (!hidden.size) return describe(schema) as JsonSchema;
  const kept = {
    ...schema,
    properties: Object.fromEntries(Object.entries(props).filter(([n]) => !hidden.has(n))),
    ...(schema.required ? { required: (schema.required as string[]).filter((n) => !hidden.has(n)) } : {}),
  };
  return describe(kept) as JsonSchema;
}

/** The schema ids `node` refers to, directly. */
export function refsOf(node: unknown, into = new Set<string>()): Set<string> {
  if (Array.isArray(node)) node.forEach((n) => refsOf(n, into));
  else if (node && typeof node === 'object')
    for (const [k, v] of Object.entries(node)) {
      if (k === '$ref' && typeof v === 'string' && !v.startsWith('#')) into.add(v);
      else refsOf(v, into);
    }
  return into;
}

/** The components of the schemas `roots` name, and of every schema those name in turn. */
export function componentsFor(roots: Iterable<string>, schemas: Map<string, JsonSchema>): Record<string, JsonSchema> {
  const out: Record<string, JsonSchema> = {};
  const todo = [...roots];
  while (todo.length) {
    const id = todo.pop()!;
    if (out[id]) continue;
    const schema = schemas.get(id);
    if (!schema) throw new Error(`the API's description names schema "${id}", which schemas/ does not have`);
    out[id] = componentOf(schema);
    for (const next of refsOf(schema)) if (!out[next]) todo.push(next);
  }
  return Object.fromEntries(Object.entries(out).sort(([a], [b]) => a.localeCompare(b)));
}
