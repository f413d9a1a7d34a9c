// The browser's language among Yardmaster's: its own small module (no catalogue), so the page's
// first script (api/earlyCalls.ts) names the same language the app will start in.
import { preferredLanguage, type Language } from '../../../schemas/i18n/languages';

export const browserLanguage = (): Language =>
  typeof navigator === 'undefined'
    ? 'en'
    : preferredLanguage(navigator.languages?.length ? navigator.languages : [navigator.language ?? 'en']);
