// The server's VAPID identity for web push: the key pair every push service checks a message's
// signature against, and a contact (the subject). Given by the operator (VAPID_PUBLIC_KEY,
// VAPID_PRIVATE_KEY, VAPID_SUBJECT), or else made by the first instance that needs it and kept in
// the database — every instance must sign with the same key, since a browser subscribes with one.
// The private key is stored like the webhooks' secrets: in the database, never answered.
import webPush from 'web-push';
import type { AppContext } from '../../context.js';

const SETTING = 'push.vapid';

export interface Vapid {
  publicKey: string;
  privateKey: string;
  subject: string;
}

const known = new WeakMap<AppContext['db'], Promise<Vapid>>();

/** The operator's subject, else a contact on the public URL's host (a push service may write to it). */
function subjectOf(ctx: AppContext): string {
  const given = ctx.config.vapid.subject; // checked at the start (boot.ts vapidFrom)
  if (given) return given;
  const url = new URL(ctx.config.publicUrl);
  return url.protocol === 'https:' && url.hostname !== 'localhost' ? url.origin : `mailto:postmaster@${url.hostname}`;
}

export function vapidOf(ctx: AppContext): Promise<Vapid> {
  let v = known.get(ctx.db);
  if (!v) {
    v = load(ctx);
    known.set(ctx.db, v);
    v.catch(() => known.delete(ctx.db)); // a database that failed this once is asked again next time
  }
  return v;
}

async function load(ctx: AppContext): Promise<Vapid> {
  const subject = subjectOf(ctx);
  const { publicKey, privateKey } = ctx.config.vapid;
  if (publicKey && privateKey) return { publicKey, privateKey, subject };
  const stored = async () =>
    (await ctx.db.selectFrom('system_setting').select('value').where('name', '=', SETTING).executeTakeFirst())?.value;
  let value = await stored();
  if (!value) {
    // two instances at once: the first insert wins, and both read it back
    await ctx.db
      .insertInto('system_setting')
      .values({ name: SETTING, value: JSON.stringify(webPush.generateVAPIDKeys()) })
      .onConflict((oc) => oc.column('name').doNothing())
      .execute();
    value = await stored();
  }
  const keys = JSON.parse(value!) as { publicKey: string; privateKey: string };
  return { ...keys, subject };
}
