import polyglotI18nProvider from 'ra-i18n-polyglot';
import type { I18nProvider, TranslateFunction, TranslationMessages } from 'react-admin';
import { isLanguage, spanishLabel, type Language } from '../../../schemas/i18n/translate';
import type { Messages } from '../engine/module';
import { englishCatalogue } from './english';
import { merge } from './parts';
import { activeLanguage, LOCALES } from './locale';

// The written catalogue of each language: English from the start, Spanish once loaded (loadSpanish).
const written: Record<Language, Messages | null> = { en: englishCatalogue, es: null };

// Messages generated at run time (the schemas' labels, see engine/schemaMessages.ts), per
// language; the written catalogue is merged last so the spec's wording wins over a generated label.
const generated: Record<Language, Messages> = { en: {}, es: {} };

/** Each language's polyglot provider, built when first used and again after new messages. */
const providers: Partial<Record<Language, I18nProvider>> = {};
const providerOf = (language: Language) =>
  (providers[language] ??= polyglotI18nProvider(
    () => merge(generated[language], written[language] ?? {}) as TranslationMessages,
    language,
    LOCALES,
    // a missing key shows as itself (or the caller's default) instead of warning
    { allowMissing: true },
  ));

let spanish: Promise<void> | null = null;
/** The language last asked for: a change that loads its catalogue does not undo a later one. */
let asked: Language | null = null;

/** Loads the Spanish catalogue (its own chunk), once; shown texts need it before Spanish is applied. */
export function loadSpanish(): Promise<void> {
  spanish ??= import('./spanish').then(
    ({ spanishCatalogue }) => {
      written.es = spanishCatalogue;
      delete providers.es;
    },
    (error: unknown) => {
      spanish = null; // a later change of language tries again
      throw error;
    },
  );
  return spanish;
}

/** The language whose texts are shown: the active one once its catalogue is in, else English. */
const shown = (): Language => {
  const language = activeLanguage.get();
  return written[language] ? language : 'en';
};

// A browser that prefers Spanish shows it from the first screen (react-admin waits for it, see changeLocale).
if (activeLanguage.get() === 'es') loadSpanish().catch(() => undefined);

/**
 * Texts name things by their schema label ('%{label} is required', 'Confirm %{label} Delete');
 * the label comes in English from the schema, so it is translated with the sentence.
 */
const spanishArgs = (options: Parameters<TranslateFunction>[1]) =>
  typeof options?.label === 'string' ? { ...options, label: spanishLabel(options.label) ?? options.label } : options;

// react-admin's own texts (ra.*) plus the shell's, the modules' and the features', in English and
// Spanish; the language starts as the browser's and follows the user (i18n/userLanguage.ts).
// react-admin renders a language it is switched to once changeLocale has settled, so Spanish
// appears at once with its catalogue loaded.
export const i18nProvider: I18nProvider = {
  translate: (key, options) => {
    const language = shown();
    return providerOf(language).translate(key, language === 'es' ? spanishArgs(options) : options);
  },
  changeLocale: async (locale) => {
    const language = isLanguage(locale) ? locale : 'en';
    asked = language;
    if (language === 'es') await loadSpanish();
    if (asked === language) activeLanguage.set(language);
  },
  getLocale: shown,
  getLocales: () => LOCALES,
};

/** Adds generated messages to the catalogues (`es` defaults to the same); components rendered afterwards see them. */
export function addMessages(en: Messages, es: Messages = en) {
  generated.en = merge(generated.en, en);
  generated.es = merge(generated.es, es);
  delete providers.en;
  delete providers.es;
}

/** Catalogue key of a user type's label (labels come from schemas/enums.ts). */
export const userTypeKey = (type: number) => `user_type.t${type}`;
