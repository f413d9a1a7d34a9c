// The written catalogues of each language: react-admin's own texts (ra.*), the shell's, every
// entity module's (engine/modules.ts) and every feature's (admin/src/<feature>/messages.ts,
// exporting messages = { en, es }, found by folder like the entity modules). Later parts win
// where they share a key; the schemas' labels are added at run time (i18nProvider addMessages).
import englishMessages from 'ra-language-english';
import type { Language } from '../../../schemas/i18n/translate';
import type { LocalizedMessages, Messages } from '../engine/module';
import { entityModules } from '../engine/modules';
import { en } from './en';
import { es } from './es';
import { raEs } from './raEs';

const features = import.meta.glob<{ messages: LocalizedMessages }>('../*/messages.ts', { eager: true });

export const merge = (base: Messages, extra: Messages): Messages =>
  Object.fromEntries(
    [...new Set([...Object.keys(base), ...Object.keys(extra)])].map((key) => {
      const [a, b] = [base[key], extra[key]];
      const nested = a && b && typeof a === 'object' && typeof b === 'object';
      return [key, nested ? merge(a as Messages, b as Messages) : (b ?? a)];
    }),
  );

/** Where each part comes from, for a test that names the part missing a key. */
export const catalogueParts: { source: string; messages: LocalizedMessages }[] = [
  { source: 'ra-language-english / i18n/raEs.ts', messages: { en: englishMessages as Messages, es: raEs } },
  { source: 'i18n/en.ts / i18n/es.ts', messages: { en, es } },
  ...[...entityModules.values()].filter((m) => m.messages).map((m) => ({ source: `entities/${m.entity}`, messages: m.messages! })),
  ...Object.entries(features).map(([path, m]) => ({ source: path.slice(3), messages: m.messages })),
];

export const catalogues: Record<Language, Messages> = {
  en: catalogueParts.reduce<Messages>((all, p) => merge(all, p.messages.en), {}),
  es: catalogueParts.reduce<Messages>((all, p) => merge(all, p.messages.es), {}),
};
