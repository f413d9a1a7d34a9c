// The languages of Yardmaster, how a request or a user's settings name one, and the translation
// of the schemas' and enumerations' English labels (labels.es.ts); the server's messages are
// translated by messages.ts. English texts with no Spanish entry are left as they are, so a new
// label is readable before it is translated.
import { esLabels } from './labels.es.js';

import { DEFAULT_LANGUAGE, isLanguage, preferredLanguage, type Language } from './languages.js';

export * from './languages.js';

/** The language saved in a user's settings JSON text ({ "language": "es" }); undefined when none or unreadable. */
export function settingsLanguage(settings: string | null | undefined): Language | undefined {
  try {
    const value: unknown = settings ? JSON.parse(settings) : undefined;
    const language = value && typeof value === 'object' ? (value as { language?: unknown }).language : undefined;
    return isLanguage(language) ? language : undefined;
  } catch {
    return undefined;
  }
}

/** The language an Accept-Language header asks for, by its q-values ('es-ES,es;q=0.9,en;q=0.8' is 'es'). */
export function languageOfHeader(header: string | undefined): Language {
  if (!header) return DEFAULT_LANGUAGE;
  const ranked = header
    .split(',')
    .map((part, i) => {
      const [tag, ...params] = part.split(';');
      const q = Number(
        params
          .find((x) => x.trim().startsWith('q='))
          ?.trim()
          .slice(2) ?? 1,
      );
      return { tag: tag.trim(), q: Number.isFinite(q) ? q : 0, i };
    })
    .filter((x) => x.tag && x.q > 0)
    .sort((a, b) => b.q - a.q || a.i - b.i);
  return preferredLanguage(ranked.map((x) => x.tag));
}

/** A generated history entity is labelled '<entity label> History' (server/engine/auditSchema.ts). */
const HISTORY = / History$/;

/**
 * A schema's own Spanish (x-i18n.es), added as the schemas are read — by the server's registry
 * and by the admin from GET /api/Fleet/Schemas — so that an entity added as one schema file needs
 * no TypeScript for its words.
 */
const schemaLabels = new Map<string, string>();

const tableLabel = (text: string): string | undefined => (Object.hasOwn(esLabels, text) ? esLabels[text] : schemaLabels.get(text));

/**
 * Adds a schema's Spanish to the table. Answers the English texts it would translate otherwise
 * than the table already does (those are not added): one text has one Spanish everywhere.
 */
export function addSpanishLabels(table: Record<string, string>): string[] {
  const conflicts: string[] = [];
  for (const [en, es] of Object.entries(table)) {
    const known = tableLabel(en);
    if (known !== undefined && known !== es) conflicts.push(en);
    else schemaLabels.set(en, es);
  }
  return conflicts;
}

/** The Spanish of a schema or enum label; undefined when there is none. */
export function spanishLabel(text: string): string | undefined {
  const found = tableLabel(text);
  if (found !== undefined) return found;
  if (HISTORY.test(text)) {
    const base = tableLabel(text.replace(HISTORY, ''));
    if (base !== undefined) return `Historial de ${base}`;
  }
  return undefined;
}

/** A schema or enum label in `language` (as it is where it has no translation). */
export const localize = (text: string, language: Language) => (language === 'es' ? (spanishLabel(text) ?? text) : text);
