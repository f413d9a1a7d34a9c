// Outgoing mail through nodemailer: SMTP_URL when set, otherwise each message is written as an
// .eml file under data/outbox (and the caller logs the reset link) so a single-machine install
// works without a mail server. The outbox holds reset links: its folder is 0700 and each message
// 0600 (also those an older version left looser).
import { existsSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import nodemailer from 'nodemailer';
import { PRIVATE_FILE, privateDir, tighten } from '../process/fileModes.js';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
}
export interface Mailer {
  send(msg: MailMessage): Promise<void>;
  /** true when messages only land in the outbox folder. */
  outboxOnly: boolean;
}

const FROM = process.env.MAIL_FROM ?? 'Yardmaster <no-reply@yardmaster.local>';

export function makeMailer(smtpUrl: string | undefined, outboxDir: string): Mailer {
  if (smtpUrl) {
    const transport = nodemailer.createTransport(smtpUrl);
    return { outboxOnly: false, send: async (m) => void (await transport.sendMail({ from: FROM, ...m })) };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  if (existsSync(outboxDir)) {
    privateDir(outboxDir);
    for (const f of readdirSync(outboxDir)) tighten(join(outboxDir, f), PRIVATE_FILE);
  }
  return {
    outboxOnly: true,
    async send(m) {
      const info = await transport.sendMail({ from: FROM, ...m });
      privateDir(outboxDir);
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${Math.random().toString(36).slice(2, 8)}.eml`;
      // mode applies on creation (the name is new); 0600 survives any umask
      writeFileSync(join(outboxDir, name), info.message as Buffer, { mode: PRIVATE_FILE, flag: 'wx' });
    },
  };
}
