// The start-up checks of issue 31's keywords, run by the registry once every entity is defined: a
// schema's x-rules name its properties (schemas/rules.ts), its dependent references name real
// properties (dependentRefs.ts), and its x-i18n is English → Spanish text that agrees with the
// label table, which it joins. A mistake stops the server with the schema and the keyword named.
import { addSpanishLabels } from '../../schemas/i18n/translate.js';
import { type RuleSchema, ruleProblems } from '../../schemas/rules.js';
import { dependentRefProblems } from './dependentRefs.js';
import type { EntityDef, JsonSchema } from './registry.js';

/** x-i18n: `{ "es": { "<English>": "<Spanish>" } }`; its texts join the label table (translate.ts). */
function i18nProblems(schema: JsonSchema): string[] {
  const i18n: unknown = schema['x-i18n'];
  if (i18n === undefined) return [];
  const es = (i18n as { es?: unknown })?.es;
  const shaped =
    i18n &&
    typeof i18n === 'object' &&
    Object.keys(i18n).every((k) => k === 'es') &&
    es &&
    typeof es === 'object' &&
    !Array.isArray(es) &&
    Object.values(es).every((v) => typeof v === 'string' && v);
  if (!shaped) return ['x-i18n must be { "es": { "<English text>": "<Spanish text>" } }'];
  return addSpanishLabels(es as Record<string, string>).map(
    (en) => `x-i18n.es gives "${en}" another Spanish than schemas/i18n/labels.es.ts or another schema`,
  );
}

/** Throws on the first schema whose x-rules, dependent x-ref or x-i18n is wrong. */
export function checkSchemaKeywords(schemas: JsonSchema[], entities: Map<string, EntityDef>) {
  const fail = (id: string, problems: string[]) => {
    if (problems.length) throw new Error(`schema ${id}: ${problems.join('; ')}`);
  };
  for (const s of schemas) fail(s.$id, i18nProblems(s));
  for (const e of entities.values()) {
    fail(e.id, ruleProblems(e.schema as RuleSchema));
    fail(e.id, dependentRefProblems(e, entities));
  }
}
