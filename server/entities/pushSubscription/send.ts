// Web push out (issue 34): every instance, every second, takes the outbox's new events under the
// push cursor (engine/outbox.ts: each event once across instances), works out the notices
// (notices.ts), and — after that transaction commits, so no lock waits on a push service — sends
// each to its user's browsers: encrypted to the browser's keys and signed with the server's VAPID
// key by the web-push package, posted like a webhook (http/outbound.ts: no private network unless
// allowed, the checked address). A push service that answers 404 or 410 has ended the
// subscription: it is deleted. A notice is a nudge, not a record (the missions and payloads are):
// one the push service refuses or an instance stopping mid-send is not sent again.
import pLimit from 'p-limit';
import webPush from 'web-push';
import type { AppContext } from '../../context.js';
import { writeTransaction } from '../../engine/changeEvents.js';
import { hasNewEvents, takeEvents } from '../../engine/outbox.js';
import { type Outcome, postOut } from '../../http/outbound.js';
import { type Notice, noticesOf, receiversOf, say } from './notices.js';
import { type Vapid, vapidOf } from './vapid.js';

const CURSOR = 'push.cursor';
const BATCH = 500;
/** Messages in flight at once, per instance. */
const IN_FLIGHT = 16;
const TIMEOUT_MS = 10_000;
/** How long a push service keeps a message for a phone that is off: a dispatch is stale after an hour. */
const TTL_SECONDS = 3_600;

export async function pushDue(ctx: AppContext): Promise<number> {
  if (!(await hasNewEvents(ctx, CURSOR))) return 0;
  const notices = await writeTransaction(ctx, async (trx) => {
    const anyone = await trx.selectFrom('push_subscription').select('id').limit(1).executeTakeFirst();
    const events = await takeEvents(ctx, trx, CURSOR, anyone ? BATCH : 0);
    return events.length ? noticesOf(ctx, trx, events) : [];
  });
  await send(ctx, notices);
  return 0; // notices are not records changed by the sweep: nothing to log each turn
}

/** A test notice to each of the user's subscriptions: how many it has, and how many push services took it. */
export async function sendTest(ctx: AppContext, userId: number): Promise<{ subscriptions: number; delivered: number }> {
  const es = (await receiversOf(ctx.db, [userId])).get(userId)?.es ?? false;
  return send(ctx, [
    {
      userId,
      title: say(es, 'Test notification', {}),
      body: say(es, 'Notifications from Yardmaster reach this device.', {}),
      url: '/',
      tag: 'test',
      eventId: Number.MAX_SAFE_INTEGER,
    },
  ]);
}

interface Subscription {
  id: number;
  userId: number;
  endpoint: string;
  keys: { p256dh: string; auth: string };
  since: number;
}

async function send(ctx: AppContext, notices: Notice[]): Promise<{ subscriptions: number; delivered: number }> {
  if (!notices.length) return { subscriptions: 0, delivered: 0 };
  const users = [...new Set(notices.map((n) => n.userId))];
  const rows = await ctx.db
    .selectFrom('push_subscription')
    .select(['id', 'user_id', 'endpoint', 'p256dh', 'auth', 'since_event_id'])
    .where('user_id', 'in', users)
    .execute();
  const byUser = new Map<number, Subscription[]>();
  for (const r of rows) {
    const s = {
      id: r.id,
      userId: r.user_id as number,
      endpoint: r.endpoint as string,
      keys: { p256dh: r.p256dh as string, auth: r.auth as string },
      since: Number(r.since_event_id ?? 0),
    };
    (byUser.get(s.userId) ?? byUser.set(s.userId, []).get(s.userId)!).push(s);
  }
  const messages = notices.flatMap((n) => (byUser.get(n.userId) ?? []).filter((s) => n.eventId > s.since).map((s) => ({ n, s })));
  if (!messages.length) return { subscriptions: 0, delivered: 0 };
  const vapid = await vapidOf(ctx);
  const slots = pLimit(IN_FLIGHT);
  const outcomes = await Promise.all(
    messages.map(({ n, s }) =>
      slots(async () => {
        const answer = await postNotice(ctx, vapid, n, s);
        if (answer.status === null || answer.status >= 300)
          ctx.log.warn(`web push to subscription ${s.id} was not taken: ${answer.error ?? answer.status}`);
        return { s, status: answer.status };
      }),
    ),
  );
  await remember(ctx, outcomes);
  return { subscriptions: messages.length, delivered: outcomes.filter((o) => o.status !== null && o.status < 300).length };
}

/** One notice to one browser: encrypted to its keys, signed with the server's, posted. Never throws: what went wrong is the outcome. */
async function postNotice(ctx: AppContext, vapid: Vapid, n: Notice, s: Subscription): Promise<Outcome> {
  try {
    const { title, body, url, tag } = n;
    const details = webPush.generateRequestDetails({ endpoint: s.endpoint, keys: s.keys }, JSON.stringify({ title, body, url, tag }), {
      vapidDetails: vapid,
      TTL: TTL_SECONDS,
      urgency: 'high',
    });
    return await postOut(details.endpoint, {
      headers: details.headers as Record<string, string>,
      body: details.body as Buffer,
      allowPrivate: ctx.config.pushAllowPrivate,
      timeoutMs: TIMEOUT_MS,
      userAgent: 'Yardmaster-Push',
    });
  } catch (err) {
    // keys that cannot be encrypted to (stored before they were checked): the push service would say it is gone
    return { status: 410, error: `not encrypted: ${(err as Error).message}` };
  }
}

/** Subscriptions the push service says are gone are deleted; the others that took a message note when. */
async function remember(ctx: AppContext, outcomes: { s: Subscription; status: number | null }[]) {
  const gone = outcomes.filter((o) => o.status === 404 || o.status === 410).map((o) => o.s.id);
  const sent = outcomes.filter((o) => o.status !== null && o.status < 300).map((o) => o.s.id);
  const at = ctx.adapter.toDb('timestamp', ctx.clock.now().toISOString()) as string;
  await ctx.db
    .transaction()
    .execute(async (trx) => {
      if (gone.length) await trx.deleteFrom('push_subscription').where('id', 'in', gone).execute();
      if (sent.length) await trx.updateTable('push_subscription').set({ last_sent_at: at }).where('id', 'in', sent).execute();
    })
    .catch((err: unknown) => ctx.log.warn('web push: the subscriptions could not be updated', err));
}
