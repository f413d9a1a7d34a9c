// An example value for a request body, made from its schema: what a schema gives (examples,
// default, const, enum) first, else a plain value of the field's type and format. It fills what a
// body requires, so every example is a body the server's own validation accepts (a unit test holds
// each to its schema).
import type { JsonSchema } from '../../engine/registry.js';

const FORMATS: Record<string, string> = {
  'date-time': '2026-11-27T14:30:00.000Z',
  date: '2026-11-27',
  email: 'dispatch@example.com',
  uri: 'https://tms.example.com/yardmaster/events',
  time: '14:30:00',
};

export function exampleOf(schema: JsonSchema | undefined, lookup: (id: string) => JsonSchema | undefined, depth = 0): unknown {
  if (!schema || depth > 6) return undefined;
  if (schema.$ref) return exampleOf(lookup(schema.$ref), lookup, depth + 1);
  if (Array.isArray(schema.examples) && schema.examples.length) return schema.examples[0];
  if (schema.const !== undefined) return schema.const;
  if (schema.default !== undefined) return schema.default;
  // a text that holds a JSON object (a user's settings)
  if (schema['x-json-text']) return '{}';
  if (Array.isArray(schema.enum)) return schema.enum.find((v: unknown) => v !== null) ?? schema.enum[0];
  const variants = (schema.anyOf ?? schema.oneOf) as JsonSchema[] | undefined;
  if (variants) return exampleOf(variants.find((v) => v.type !== 'null') ?? variants[0], lookup, depth + 1);
  const types = Array.isArray(schema.type) ? schema.type : [schema.type];
  const type = types.find((t: string) => t && t !== 'null') ?? types[0];
  switch (type) {
    case 'object': {
      const out: Record<string, unknown> = {};
      const props = (schema.properties ?? {}) as Record<string, JsonSchema>;
      for (const name of (schema.required ?? []) as string[]) {
        const v = exampleOf(props[name], lookup, depth + 1);
        if (v !== undefined) out[name] = v;
      }
      return out;
    }
    case 'array': {
      const item = exampleOf(schema.items, lookup, depth + 1);
      const count = Math.max(1, schema.minItems ?? 0);
      return item === undefined ? [] : Array.from({ length: count }, () => item);
    }
    case 'integer':
    case 'number':
      return Math.max(schema.minimum ?? 1, schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + 1 : 1);
    case 'boolean':
      return true;
    case 'string': {
      if (schema.format && FORMATS[schema.format]) return FORMATS[schema.format];
      const text = String(schema.title ?? schema['x-label'] ?? 'text');
      const min = schema.minLength ?? 0;
      return (text.length >= min ? text : text.padEnd(min, 'x')).slice(0, schema.maxLength ?? text.length);
    }
    case 'null':
      return null;
    default:
      return undefined;
  }
}
