// The languages of Yardmaster and how a list of preferences names one: a module of its own, with
// no catalogue, so the page's first small script (admin/src/api/earlyCalls.ts) can use it.
export const LANGUAGES = ['en', 'es'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

export const isLanguage = (value: unknown): value is Language => LANGUAGES.includes(value as Language);

/** The first supported language among preferences ordered by the caller ('es-MX' is 'es'); English when none. */
export function preferredLanguage(preferences: readonly string[]): Language {
  for (const p of preferences) {
    const base = p.trim().toLowerCase().split('-')[0];
    if (isLanguage(base)) return base;
  }
  return DEFAULT_LANGUAGE;
}
