import polyglotI18nProvider from 'ra-i18n-polyglot';
import englishMessages from 'ra-language-english';
import type { I18nProvider, TranslationMessages } from 'react-admin';
import { entityModules } from '../engine/modules';
import { en } from './en';

type Messages = Record<string, unknown>;

const merge = (base: Messages, extra: Messages): Messages =>
  Object.fromEntries(
    [...new Set([...Object.keys(base), ...Object.keys(extra)])].map((key) => {
      const [a, b] = [base[key], extra[key]];
      const nested = a && b && typeof a === 'object' && typeof b === 'object';
      return [key, nested ? merge(a as Messages, b as Messages) : (b ?? a)];
    }),
  );

// Messages generated at run time (the schemas' labels, see engine/schemaMessages.ts); the
// hand-written catalogue — the shell's and each entity module's — is merged last so the spec's
// wording wins over a generated label.
const written = [...entityModules.values()].reduce<Messages>((all, m) => merge(all, m.messages ?? {}), en);
let generated: Messages = {};
const build = () =>
  polyglotI18nProvider(
    () => merge(merge(englishMessages, generated), written) as TranslationMessages,
    'en',
    [{ locale: 'en', name: 'English' }],
    {
      allowMissing: true,
    },
  );
let current = build();

// react-admin's own texts (ra.*) plus the shell's; allowMissing shows a missing key instead of warning.
export const i18nProvider: I18nProvider = {
  translate: (key, options) => current.translate(key, options),
  changeLocale: (locale) => current.changeLocale(locale),
  getLocale: () => current.getLocale(),
  getLocales: () => current.getLocales?.() ?? [],
};

/** Adds generated messages to the catalogue; components rendered afterwards see them. */
export function addMessages(messages: Messages) {
  generated = merge(generated, messages);
  current = build();
}

/** Catalogue key of a user type's label (labels come from schemas/enums.ts). */
export const userTypeKey = (type: number) => `user_type.t${type}`;
