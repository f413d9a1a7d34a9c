import polyglotI18nProvider from 'ra-i18n-polyglot';
import englishMessages from 'ra-language-english';
import { en } from './en';

// react-admin's own texts (ra.*) plus the shell's; allowMissing shows a missing key instead of warning.
export const i18nProvider = polyglotI18nProvider(() => ({ ...englishMessages, ...en }), 'en', [{ locale: 'en', name: 'English' }], {
  allowMissing: true,
});

/** Catalogue key of a user type's label (labels come from schemas/enums.ts). */
export const userTypeKey = (type: number) => `user_type.t${type}`;
