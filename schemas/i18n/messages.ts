// The translation of the server's messages (serverMessages.es.ts), with the labels they name
// (translate.ts): the server answers in the caller's language (Accept-Language, which the admin
// sets to the user's choice; server/http/language.ts). A message with no Spanish entry is left
// in English, readable before it is translated.
import { esServerMessages } from './serverMessages.es.js';
import { spanishLabel } from './translate.js';

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const PLACEHOLDER = /%\{(\w+)\}/g;

/** An English template as a matcher: '%{label} is required' → /^(.+?) is required$/. */
const compiled = esServerMessages.map(([en, es]) => {
  const names = [...en.matchAll(PLACEHOLDER)].map((m) => m[1]);
  const pattern = en
    .split(PLACEHOLDER)
    .map((part, i) => (i % 2 ? '(.+?)' : escape(part)))
    .join('');
  return { names, re: new RegExp(`^${pattern}$`, 's'), es };
});

function spanishMessage(text: string): string | undefined {
  for (const { names, re, es } of compiled) {
    const m = re.exec(text);
    if (!m) continue;
    const args = Object.fromEntries(names.map((name, i) => [name, m[i + 1]]));
    return es.replace(PLACEHOLDER, (_, name: string) => spanishLabel(args[name]) ?? args[name]);
  }
  return undefined;
}

const spanishText = (text: string) => spanishLabel(text) ?? spanishMessage(text);

/**
 * The Spanish of a server message or a label. A 400 joins its fields' messages with '; ', so each
 * part is translated when each is known; else the whole (a value may hold '; '), else what can be.
 */
export function toSpanish(text: string): string {
  const parts = text.includes('; ') ? text.split('; ') : null;
  const translated = parts?.map(spanishText);
  if (translated?.every((t) => t !== undefined)) return translated.join('; ');
  return spanishText(text) ?? (parts ? parts.map((p, i) => translated![i] ?? p).join('; ') : text);
}
