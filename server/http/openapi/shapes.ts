// Answer shapes the routes declare (RouteDef.answer), written once: a JSON Schema whose $ref names
// a schema by its $id, as the schemas themselves write it.
import type { JsonSchema } from '../../engine/registry.js';

/** One record of schema `id`. */
export const one = (id: string): JsonSchema => ({ $ref: id });
/** A list of records of schema `id`. */
export const many = (id: string): JsonSchema => ({ type: 'array', items: { $ref: id } });
/** Either a record of schema `id` or null (a read that may find nothing). */
export const oneOrNull = (id: string): JsonSchema => ({ anyOf: [{ $ref: id }, { type: 'null' }] });
/** `schema` in the data envelope, for a route that sends its JSON itself (envelope 'none'). */
export const inData = (schema: JsonSchema): JsonSchema => ({
  type: 'object',
  additionalProperties: false,
  required: ['data'],
  properties: { data: schema },
});
/** The spec's save answer ({ isSuccessful, errorMessage, id }). */
export const SAVE_RESULT: JsonSchema = { $ref: 'saveResponse' };
/** An answer of `true` (a delete under the `status` envelope). */
export const DONE: JsonSchema = { type: 'boolean' };
/** A CSV file's text in the data envelope (the filtered exports). */
export const CSV_TEXT: JsonSchema = { type: 'string', description: 'The CSV file, its first line the column titles.' };

/** The query parameters of a generated list (ra-data-simple-rest's protocol), each a JSON text. */
export const LIST_QUERY: Record<string, JsonSchema> = {
  sort: { type: 'string', description: 'JSON ["field","ASC"|"DESC"]', examples: ['["id","ASC"]'] },
  range: { type: 'string', description: 'JSON [first,last], at most 1,000 rows (default [0,999])', examples: ['[0,24]'] },
  filter: { type: 'string', description: 'JSON object of field values ({"q": text} searches)', examples: ['{"isActive":true}'] },
};

/** "a" or "an" before a label, for the generated calls' summaries (an Asset, a Carrier). */
export const withArticle = (label: string) => `${/^[AEIOU]/i.test(label) ? 'an' : 'a'} ${label}`;
