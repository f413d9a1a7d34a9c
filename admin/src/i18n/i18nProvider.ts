import polyglotI18nProvider from 'ra-i18n-polyglot';
import type { I18nProvider, TranslateFunction, TranslationMessages } from 'react-admin';
import { isLanguage, spanishLabel, type Language } from '../../../schemas/i18n/translate';
import type { Messages } from '../engine/module';
import { catalogues, merge } from './catalogues';
import { activeLanguage, LOCALES } from './locale';

// Messages generated at run time (the schemas' labels, see engine/schemaMessages.ts), per
// language; the written catalogue is merged last so the spec's wording wins over a generated label.
const generated: Record<Language, Messages> = { en: {}, es: {} };
const build = (language: Language) =>
  polyglotI18nProvider(
    () => merge(generated[language], catalogues[language]) as TranslationMessages,
    language,
    LOCALES,
    // a missing key shows as itself (or the caller's default) instead of warning
    { allowMissing: true },
  );
const providers = { en: build('en'), es: build('es') };

/**
 * Texts name things by their schema label ('%{label} is required', 'Confirm %{label} Delete');
 * the label comes in English from the schema, so it is translated with the sentence.
 */
const spanishArgs = (options: Parameters<TranslateFunction>[1]) =>
  typeof options?.label === 'string' ? { ...options, label: spanishLabel(options.label) ?? options.label } : options;

// react-admin's own texts (ra.*) plus the shell's, the modules' and the features', in English and
// Spanish; the language starts as the browser's and follows the user (i18n/userLanguage.ts).
export const i18nProvider: I18nProvider = {
  translate: (key, options) => {
    const language = activeLanguage.get();
    return providers[language].translate(key, language === 'es' ? spanishArgs(options) : options);
  },
  changeLocale: async (locale) => {
    activeLanguage.set(isLanguage(locale) ? locale : 'en');
  },
  getLocale: () => activeLanguage.get(),
  getLocales: () => LOCALES,
};

/** Adds generated messages to the catalogues (`es` defaults to the same); components rendered afterwards see them. */
export function addMessages(en: Messages, es: Messages = en) {
  generated.en = merge(generated.en, en);
  generated.es = merge(generated.es, es);
  providers.en = build('en');
  providers.es = build('es');
}

/** Catalogue key of a user type's label (labels come from schemas/enums.ts). */
export const userTypeKey = (type: number) => `user_type.t${type}`;
