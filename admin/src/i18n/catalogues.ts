// Both written catalogues at once, with their parts, for the catalogue test (which holds every part
// to the same keys in each language). The app itself takes English from english.ts and loads
// Spanish from spanish.ts only when it is shown (i18nProvider.ts).
import englishMessages from 'ra-language-english';
import type { Language } from '../../../schemas/i18n/translate';
import type { LocalizedMessages, Messages } from '../engine/module';
import { en } from './en';
import { es } from './es';
import { englishCatalogue } from './english';
import { ownParts } from './parts';
import { raEs } from './raEs';
import { spanishCatalogue } from './spanish';

/** Where each part comes from, for a test that names the part missing a key. */
export const catalogueParts: { source: string; messages: LocalizedMessages }[] = [
  { source: 'ra-language-english / i18n/raEs.ts', messages: { en: englishMessages as Messages, es: raEs } },
  { source: 'i18n/en.ts / i18n/es.ts', messages: { en, es } },
  ...ownParts,
];

export const catalogues: Record<Language, Messages> = {
  en: englishCatalogue,
  es: spanishCatalogue,
};
