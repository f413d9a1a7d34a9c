// A schema's own translations (x-i18n: { "es": { "<English>": "<Spanish>" } }; contract §8),
// merged into the Spanish label table (schemas/i18n/labels.es.ts) as the schemas load, so that an
// entity added as one schema file has its labels, menu entry, list title, enum values and section
// names in Spanish with no TypeScript. An entry the table already has stays as it is: a schema
// names its own words, it does not reword the rest of the admin.
import { esLabels } from '../../../schemas/i18n/labels.es';
import type { SchemaMap } from './schemaTypes';

/** Adds the schemas' Spanish (x-i18n.es) to the label table; answers how many entries were new. */
export function addSchemaTranslations(schemas: SchemaMap, table: Record<string, string> = esLabels): number {
  let added = 0;
  for (const schema of Object.values(schemas))
    for (const [english, spanish] of Object.entries(schema['x-i18n']?.es ?? {}))
      if (typeof spanish === 'string' && !(english in table)) {
        table[english] = spanish;
        added++;
      }
  return added;
}
