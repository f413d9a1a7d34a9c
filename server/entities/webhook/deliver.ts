// The deliveries: every instance, every second, claims the due ones and posts them, signed the
// Standard Webhooks way (webhook-id, webhook-timestamp, webhook-signature: HMAC-SHA256 with the
// subscription's secret, as the standardwebhooks package signs and verifies it). A claim is a lease: the
// delivery's next attempt moves a minute ahead in the claiming transaction (FOR UPDATE SKIP LOCKED
// on PostgreSQL, so two instances take different ones), and the post happens after it commits, so
// no request of the app ever waits on a receiver. A 2xx answer delivers it; anything else (an
// error status, a timeout, a refused address) tries again with backoff, for a day. An instance that
// dies mid-post leaves the lease to run out, and the delivery is sent again: at least once.
import pLimit from 'p-limit';
import { createHmac } from 'node:crypto';
import { setImmediate as nextTurn } from 'node:timers/promises';
import type { AppContext } from '../../context.js';
import { type Outcome as Answer, postOut } from '../../http/outbound.js';

/** Deliveries one instance claims a turn. */
const CLAIM = 200;
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

/** Posts in flight at once, per instance. */
const IN_FLIGHT = 32;
/** A turn claims again while there is work, for at most this long (the next turn goes on). */
const TURN_MS = 5_000;

export async function deliverDue(ctx: AppContext): Promise<number> {
  const started = Date.now();
  for (;;) {
    const claimed = await claim(ctx);
    if (!claimed.length) break;
    const slots = pLimit(IN_FLIGHT);
    // the first posts each in an event-loop turn of their own, not 32 signed and sent in one go
    // while requests wait (the later ones start as earlier answers come in)
    const running: Promise<Outcome>[] = [];
    for (const d of claimed.slice(0, IN_FLIGHT)) {
      await nextTurn();
      running.push(slots(() => attempt(ctx, d)));
    }
    running.push(...claimed.slice(IN_FLIGHT).map((d) => slots(() => attempt(ctx, d))));
    const outcomes = await Promise.all(running);
    await store(ctx, outcomes);
    if (claimed.length < CLAIM || Date.now() - started > TURN_MS) break;
  }
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

interface Outcome {
  id: number;
  status: 'Delivered' | 'Failed' | 'Pending';
  attempts: number;
  next: string | null;
  lastStatus: number | null;
  lastError: string | null;
  at: string;
}

/** Posts one delivery and works out what comes of it: delivered, tried again later, or given up after a day. */
async function attempt(ctx: AppContext, d: Claimed): Promise<Outcome> {
  const now = ctx.clock.now();
  const answer = await post(ctx, d, now);
  const attempts = d.attempts + 1;
  const delivered = answer.status !== null && answer.status >= 200 && answer.status < 300;
  const wait = BACKOFF_MS[Math.min(attempts - 1, BACKOFF_MS.length - 1)];
  const next = new Date(now.getTime() + wait);
  const giveUp = !delivered && next.getTime() - new Date(d.createdAt).getTime() > GIVE_UP_MS;
  return {
    id: d.id,
    status: delivered ? 'Delivered' : giveUp ? 'Failed' : 'Pending',
    attempts,
    next: delivered || giveUp ? null : next.toISOString(),
    lastStatus: answer.status,
    lastError: answer.error?.slice(0, 500) ?? null,
    at: now.toISOString(),
  };
}

/**
 * The outcomes of a batch, in one transaction: the delivered ones (the most) in one statement per
 * attempt count, the rest one by one. Lost (a full disk), the lease runs out and they go again.
 */
async function store(ctx: AppContext, outcomes: Outcome[]) {
  const ts = (t: string | null) => (t === null ? null : (ctx.adapter.toDb('timestamp', t) as string));
  const delivered = outcomes.filter((o) => o.status === 'Delivered');
  const byAttempts = new Map<number, Outcome[]>();
  for (const o of delivered) (byAttempts.get(o.attempts) ?? byAttempts.set(o.attempts, []).get(o.attempts)!).push(o);
  await ctx.db
    .transaction()
    .execute(async (trx) => {
      for (const [attempts, done] of byAttempts)
        await trx
          .updateTable('webhook_delivery')
          .set({ status: 'Delivered', attempts, next_attempt_at: null, last_status: 200, last_error: null, delivered_at: ts(done[0].at) })
          .where(
            'id',
            'in',
            done.map((o) => o.id),
          )
          .execute();
      // a 2xx other than 200 is kept as it came
      for (const o of [...delivered.filter((o) => o.lastStatus !== 200), ...outcomes.filter((o) => o.status !== 'Delivered')])
        await trx
          .updateTable('webhook_delivery')
          .set({
            status: o.status,
            attempts: o.attempts,
            next_attempt_at: ts(o.next),
            last_status: o.lastStatus,
            last_error: o.lastError,
            delivered_at: o.status === 'Delivered' ? ts(o.at) : null,
          })
          .where('id', '=', o.id)
          .execute();
    })
    .catch((err: unknown) => ctx.log.warn(`webhook deliveries: ${outcomes.length} outcome(s) could not be stored`, err));
}

/**
 * The Standard Webhooks signature of a delivery: `v1,` and the base64 HMAC-SHA256 of
 * "<id>.<timestamp>.<body>" keyed with the secret's bytes (after `whsec_`). Computed with Node's
 * HMAC: the standardwebhooks package's own sign() does the same in JavaScript, and at 333
 * deliveries a second its hashing alone added 13 % to the board's p99 (docs/PERFORMANCE.md
 * "Webhooks"). tests/unit/webhookSignature.test.ts checks the two agree and the package verifies it.
 */
export function signature(secret: string, messageId: string, at: Date, payload: string): string {
  const key = Buffer.from(secret.replace(/^whsec_/, ''), 'base64');
  const signed = `${messageId}.${Math.floor(at.getTime() / 1000)}.${payload}`;
  return `v1,${createHmac('sha256', key).update(signed).digest('base64')}`;
}

/** Posts one delivery, signed for this attempt's time. */
function post(ctx: AppContext, d: Claimed, now: Date): Promise<Answer> {
  return postOut(d.url, {
    headers: {
      'content-type': 'application/json',
      'webhook-id': d.messageId,
      'webhook-timestamp': String(Math.floor(now.getTime() / 1000)),
      'webhook-signature': signature(d.secret, d.messageId, now, d.payload),
    },
    body: d.payload,
    allowPrivate: ctx.config.webhookAllowPrivate,
    timeoutMs: TIMEOUT_MS,
    userAgent: 'Yardmaster-Webhooks',
  });
}
