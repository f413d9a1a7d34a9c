// The admin's languages and which one applies: the user's choice (settings.language), else —
// before login, or for a user who never chose — the browser's (navigator.languages).
import type { Language } from '../../../schemas/i18n/languages';
import { browserLanguage } from './browserLanguage';
import type { User } from '../api/types';
import { languageOf } from '../account/profile/userSettings';
import { createStore } from '../util/createStore';

export { browserLanguage };

/** Each language named in itself, as the Profile dialog offers them. */
export const LOCALES: { locale: Language; name: string }[] = [
  { locale: 'en', name: 'English' },
  { locale: 'es', name: 'Español' },
];

/** The language for this user (null: nobody logged in). */
export const languageFor = (user: User | null): Language => (user && languageOf(user.settings)) || browserLanguage();

/** The language shown now, for code outside React: the API calls ask the server to answer in it. */
export const activeLanguage = createStore<Language>(browserLanguage());
