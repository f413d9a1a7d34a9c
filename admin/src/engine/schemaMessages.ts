// Catalogue entries generated from the schemas at run time: resources.<x-rest>.fields.<prop> from
// each property's x-label, .label from the entity's x-label and .title (list heading) from x-menu,
// and .notifications, which react-admin's create and edit show after a save ('Mission created',
// not its generic 'Element created').
// An entity listed without a REST name (a history) is keyed by its id (resources.assetAudit…).
// In Spanish each label goes through schemas/i18n (labels.es.ts; English where it has none), and
// the schemas' own messages (x-format-message…), which the client-side checks show as they are,
// are keyed by their English text.
import { localize, type Language } from '../../../schemas/i18n/translate';
import { labelOf, propLabel, type SchemaMap } from './schemaTypes';

/** A save's toast, naming what was saved. */
const SAVED: Record<Language, (label: string) => { created: string; updated: string }> = {
  en: (label) => ({ created: `${label} created`, updated: `${label} updated` }),
  es: (label) => ({ created: `Creado: ${label}`, updated: `Actualizado: ${label}` }),
};

const MESSAGE_KEYWORDS = ['x-format-message', 'x-required-message', 'x-unique-message'] as const;

export function schemaMessages(schemas: SchemaMap, language: Language = 'en') {
  const say = (text: string) => localize(text, language);
  const resources: Record<string, unknown> = {};
  const texts: Record<string, string> = {};
  for (const schema of Object.values(schemas)) {
    const rest = schema['x-rest'] ?? schema.$id;
    const label = say(labelOf(schema));
    resources[rest] = {
      label,
      notifications: SAVED[language](label),
      title: say(schema['x-menu']?.label ?? labelOf(schema)),
      fields: Object.fromEntries(Object.entries(schema.properties).map(([name, p]) => [name, say(propLabel(p, name))])),
    };
    if (language !== 'en')
      for (const p of Object.values(schema.properties) as Record<string, unknown>[])
        for (const keyword of MESSAGE_KEYWORDS) {
          const text = p[keyword];
          if (typeof text === 'string') texts[text] = say(text);
        }
  }
  return { ...texts, resources };
}
