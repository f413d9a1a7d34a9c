// Every message the server words for people has its Spanish: the messages are found in the server's
// source where they are raised (badRequest, conflict, forbidden, unauthorized, refused, …, a
// `message:` of a field error, a message constant), each ${…} stood in for by a value, and must
// come out of toSpanish changed. The calls' technical refusals, meant for a client's developer,
// are listed below and stay English (docs/API.md "Languages").
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { toSpanish } from '../../schemas/i18n/messages.js';

const TECHNICAL = [
  /^(\$\{[^}]+\}|\w+) (is not a known field|may not be set|must be JSON|is not a parameter|is not a filter of|is given twice|must be a whole number)/,
  /^\$\{[^}]+\} is a \$\{[^}]+\} filter, not/,
  /^\$\{[^}]+\} does not take option/,
  /^\$\{[^}]+\} \$\{[^}]+\}$/,
  /^\$\{[^}]+\} (is not a field|is not a column) of/,
  /^\$\{[^}]+\} filter must be/,
  /^\$\{[^}]+\} id must be a whole number/,
  /^\$\{[^}]+\} must not contain a NUL character/,
  /^\$\{[^}]+\} must be (one of|\$\{)/,
  /^columns must list/,
  /^(sort|range|filter|siteId|companyId|Last-Event-ID) (must|is required)/,
  /^A JSON object is required$/,
  /^\$\{label\}: \$\{by\} repeats$/,
  /^\$\{[^}]+\} refused for/,
  /^Rate limit/,
  /^This export has more than/,
];

/** A value for each ${…} of a message: what it holds where that is not a number. */
const sampleOf = (text: string) => text.replace(/\$\{minutesText\([^}]*\)\}/g, '7 minutes').replace(/\$\{[^}]*\}/g, '7');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'seed' ? [] : sourceFiles(path);
    return path.endsWith('.ts') && !path.endsWith('.test.ts') ? [path] : [];
  });
}

const LITERAL = String.raw`(['"\`])((?:(?!\1)[^\\]|\\.)*)\1`;
const PLACES = [
  new RegExp(String.raw`\b(?:badRequest|conflict|forbidden|unauthorized|tooManyRequests|serviceUnavailable|refused)\(\s*${LITERAL}`, 'g'),
  new RegExp(String.raw`\bnew AppError\(\s*\d+,\s*'[^']*',\s*${LITERAL}`, 'g'),
  new RegExp(String.raw`\bmessage:\s*${LITERAL}`, 'g'),
  new RegExp(String.raw`\bconst [A-Z_]+ = ${LITERAL}`, 'g'),
  new RegExp(String.raw`\bconst staleMessage = .*?=> ${LITERAL}`, 'g'),
];

/** Each message text the server's source raises, with the file it is in. */
function serverMessages(): { file: string; text: string }[] {
  const found: { file: string; text: string }[] = [];
  for (const file of sourceFiles('server')) {
    const source = readFileSync(file, 'utf8');
    for (const re of PLACES) for (const m of source.matchAll(re)) if (m[2].includes(' ')) found.push({ file, text: m[2] });
  }
  return found;
}

describe('the Spanish of the server messages', () => {
  it('when the server source raises a message for people, then toSpanish translates it', () => {
    const messages = serverMessages();
    expect(messages.length).toBeGreaterThan(80);
    const untranslated = messages
      .filter(({ text }) => !TECHNICAL.some((re) => re.test(text)))
      .filter(({ text }) => {
        const sample = sampleOf(text);
        return toSpanish(sample) === sample;
      })
      .map(({ file, text }) => `${file}: ${text}`);
    expect(untranslated).toEqual([]);
  });
});
