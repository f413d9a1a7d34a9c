// The English catalogue, written (i18n/parts.ts): in the page's first scripts, as most users read it.
import englishMessages from 'ra-language-english';
import type { Messages } from '../engine/module';
import { en } from './en';
import { gather } from './parts';

export const englishCatalogue = gather(englishMessages as Messages, en, 'en');
