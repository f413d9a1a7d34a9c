// The deliveries: every instance, every second, claims the due ones and posts them, signed the
// Standard Webhooks way (the standardwebhooks package: webhook-id, webhook-timestamp,
// webhook-signature, HMAC-SHA256 with the subscription's secret). A claim is a lease: the
// delivery's next attempt moves a minute ahead in the claiming transaction (FOR UPDATE SKIP LOCKED
// on PostgreSQL, so two instances take different ones), and the post happens after it commits, so
// no request of the app ever waits on a receiver. A 2xx answer delivers it; anything else (an
// error status, a timeout, a refused address) tries again with backoff, for a day. An instance that
// dies mid-post leaves the lease to run out, and the delivery is sent again: at least once.
import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { Webhook } from 'standardwebhooks';
import type { AppContext } from '../../context.js';
import { targetOf } from './targets.js';

/** Deliveries one instance claims a turn. */
const CLAIM = 20;
const LEASE_MS = 60_000;
/** How long a receiver has to answer. */
export const TIMEOUT_MS = 10_000;
/** Waits after each failed attempt; the last one repeats. Deliveries older than a day fail. */
const BACKOFF_MS = [5_000, 30_000, 120_000, 600_000, 1_800_000, 3_600_000, 7_200_000, 14_400_000, 28_800_000];
const GIVE_UP_MS = 24 * 3_600_000;

interface Claimed {
  id: number;
  url: string;
  secret: string;
  messageId: string;
  payload: string;
  attempts: number;
  createdAt: string;
}

export async function deliverDue(ctx: AppContext): Promise<number> {
  const claimed = await claim(ctx);
  await Promise.all(claimed.map((d) => attempt(ctx, d)));
  return 0; // deliveries are not records changed by the sweep: nothing to log each turn
}

async function claim(ctx: AppContext): Promise<Claimed[]> {
  const { adapter } = ctx;
  const now = ctx.clock.now();
  const ts = (d: Date) => adapter.toDb('timestamp', d.toISOString()) as string;
  // most turns find nothing due: asked without a transaction (the index [status, nextAttemptAt])
  const any = await ctx.db
    .selectFrom('webhook_delivery')
    .select('id')
    .where('status', '=', 'Pending')
    .where('next_attempt_at', '<=', ts(now))
    .limit(1)
    .executeTakeFirst();
  if (!any) return [];
  return ctx.db.transaction().execute(async (trx) => {
    const due = await trx
      .selectFrom('webhook_delivery as d')
      .innerJoin('webhook as w', 'w.id', 'd.webhook_id')
      .select(['d.id', 'w.url', 'w.secret', 'd.message_id', 'd.payload', 'd.attempts', 'd.created_at'])
      .where('d.status', '=', 'Pending')
      .where('d.next_attempt_at', '<=', ts(now))
      .orderBy('d.next_attempt_at')
      .limit(CLAIM)
      .$if(adapter.name === 'postgres', (q) => q.forUpdate('d').skipLocked())
      .execute();
    if (!due.length) return [];
    await trx
      .updateTable('webhook_delivery')
      .set({ next_attempt_at: ts(new Date(now.getTime() + LEASE_MS)) })
      .where(
        'id',
        'in',
        due.map((d) => d.id),
      )
      .execute();
    return due.map((d) => ({
      id: d.id,
      url: d.url as string,
      secret: d.secret as string,
      messageId: d.message_id as string,
      payload: d.payload as string,
      attempts: Number(d.attempts ?? 0),
      createdAt: adapter.fromDb('timestamp', d.created_at) as string,
    }));
  });
}

async function attempt(ctx: AppContext, d: Claimed) {
  const now = ctx.clock.now();
  const answer = await post(ctx, d, now);
  const ts = (t: Date) => ctx.adapter.toDb('timestamp', t.toISOString()) as string;
  const attempts = d.attempts + 1;
  const delivered = answer.status !== null && answer.status >= 200 && answer.status < 300;
  const wait = BACKOFF_MS[Math.min(attempts - 1, BACKOFF_MS.length - 1)];
  const next = new Date(now.getTime() + wait);
  const giveUp = !delivered && next.getTime() - new Date(d.createdAt).getTime() > GIVE_UP_MS;
  await ctx.db
    .updateTable('webhook_delivery')
    .set({
      status: delivered ? 'Delivered' : giveUp ? 'Failed' : 'Pending',
      attempts,
      next_attempt_at: delivered || giveUp ? null : ts(next),
      last_status: answer.status,
      last_error: answer.error?.slice(0, 500) ?? null,
      delivered_at: delivered ? ts(now) : null,
    })
    .where('id', '=', d.id)
    .execute()
    .catch((err: unknown) => ctx.log.warn(`webhook delivery ${d.id}: its outcome could not be stored`, err));
}

/** Posts one delivery to the address its host was checked to have; the status, or why none came. */
async function post(ctx: AppContext, d: Claimed, now: Date): Promise<{ status: number | null; error?: string }> {
  const target = await targetOf(d.url, ctx.config.webhookAllowPrivate);
  if ('refused' in target) return { status: null, error: target.refused };
  const signature = new Webhook(d.secret).sign(d.messageId, now, d.payload);
  const url = new URL(d.url);
  const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise((resolve) => {
    const req = send(
      url,
      {
        method: 'POST',
        timeout: TIMEOUT_MS,
        // connect to the address that was checked, whatever the name resolves to by now
        lookup: (_host, opts, cb) =>
          (opts as { all?: boolean }).all
            ? (cb as (e: null, a: { address: string; family: number }[]) => void)(null, [target])
            : (cb as (e: null, a: string, f: number) => void)(null, target.address, target.family),
        headers: {
          'content-type': 'application/json',
          'user-agent': 'Yardmaster-Webhooks',
          'webhook-id': d.messageId,
          'webhook-timestamp': String(Math.floor(now.getTime() / 1000)),
          'webhook-signature': signature,
        },
      },
      (res) => {
        res.resume(); // the receiver's body is not read
        res.on('end', () =>
          resolve({ status: res.statusCode ?? null, error: res.statusCode && res.statusCode < 300 ? undefined : `HTTP ${res.statusCode}` }),
        );
        res.on('error', () => resolve({ status: res.statusCode ?? null }));
      },
    );
    req.on('timeout', () => req.destroy(new Error(`no answer within ${TIMEOUT_MS / 1000} s`)));
    req.on('error', (err) => resolve({ status: null, error: err.message }));
    req.end(d.payload);
  });
}
