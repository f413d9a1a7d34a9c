// The mail outbox (no SMTP_URL in tests: messages are .eml files under <dataDir>/outbox), for the
// integration and the browser tests alike.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { TestDatabase } from './testApp.js';

/** Decodes the quoted-printable body of an .eml: joins soft line breaks and decodes =XX. */
export const decodeQuotedPrintable = (text: string) =>
  text.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));

const outboxDir = (db: TestDatabase) => join(db.dataDir, 'outbox');

/** The .eml files in the outbox now; pass it to waitForMail to wait for a newer one. */
export function outboxSnapshot(db: TestDatabase): Set<string> {
  try {
    return new Set(readdirSync(outboxDir(db)).filter((f) => f.endsWith('.eml')));
  } catch {
    return new Set();
  }
}

/** Waits for an .eml that was not in `before` and returns the newest one, decoded. */
export async function waitForMail(db: TestDatabase, before: Set<string>, timeout = 10_000): Promise<string> {
  const deadline = Date.now() + timeout;
  for (;;) {
    // file names start with the ISO time of writing, so the last name is the newest message
    const fresh = [...outboxSnapshot(db)].filter((f) => !before.has(f)).sort();
    if (fresh.length > 0) return decodeQuotedPrintable(readFileSync(join(outboxDir(db), fresh[fresh.length - 1]), 'utf8'));
    if (Date.now() > deadline) throw new Error(`no e-mail arrived in ${outboxDir(db)} within ${timeout} ms`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** The reset token of a reset e-mail. */
export function resetToken(mail: string): string {
  const match = /tok=([A-Za-z0-9_-]+)/.exec(mail);
  if (!match) throw new Error(`no reset link in the e-mail:\n${mail}`);
  return match[1];
}

/** The path and query of the reset link in a reset e-mail: /user/forgotpwd?tok=… */
export function resetLinkPath(mail: string): string {
  const match = mail.match(/https?:\/\/[^\s/]+(\/user\/forgotpwd\?tok=[A-Za-z0-9_-]+)/);
  if (!match) throw new Error(`no reset link in the e-mail:\n${mail}`);
  return match[1];
}
