// The Spanish catalogue, written (i18n/parts.ts): loaded on its own (i18nProvider loadSpanish) only
// when Spanish is to be shown, so English pages do not download or build it.
import { es } from './es';
import { gather } from './parts';
import { raEs } from './raEs';

export const spanishCatalogue = gather(raEs, es, 'es');
