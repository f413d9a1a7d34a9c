// The deliveries: every instance, every second, claims the due ones and posts them, signed the
// Standard Webhooks way (webhook-id, webhook-timestamp, webhook-signature: HMAC-SHA256 with the
// subscription's secret, as the standardwebhooks package signs and verifies it). A claim is a lease: the
// delivery's next attempt moves a minute ahead in the claiming transaction (FOR UPDATE SKIP LOCKED
// on PostgreSQL, so two instances take different ones), and the post happens after it commits, so
// no request of the app ever waits on a receiver. A 2xx answer delivers it; anything else (an
// error status, a timeout, a refused address) tries again with backoff, for a day. An instance that
// dies mid-post leaves the lease to run out, and the delivery is sent again: at least once.
//
// Posts are not waited for as a batch: each outcome is stored as it comes (with those that came
// within 100 ms), and once a quarter of the room is free it is claimed again. A slow or dead receiver
// holds at most PER_WEBHOOK posts of its own subscription (a claim passes over its deliveries
// while they are in flight): the others' deliveries go on, where a batch waited for its slowest
// post — up to the 10 s timeout — before the next claim.
import { createHmac } from 'node:crypto';
import { setImmediate as nextTurn } from 'node:timers/promises';
import type { AppContext } from '../../context.js';
import { type Outcome as Answer, postOut } from '../../http/outbound.js';

/** Due deliveries one claim reads at most; it leases those there is room for. */
const CLAIM = 200;
const LEASE_MS = 60_000;
/** How long a receiver has to answer. */
export const TIMEOUT_MS = 10_000;
/** Waits after each failed attempt; the last one repeats. Deliveries older than a day fail. */
const BACKOFF_MS = [5_000, 30_000, 120_000, 600_000, 1_800_000, 3_600_000, 7_200_000, 14_400_000, 28_800_000];
const GIVE_UP_MS = 24 * 3_600_000;

interface Claimed {
  id: number;
  webhookId: number;
  url: string;
  secret: string;
  messageId: string;
  payload: string;
  attempts: number;
  createdAt: string;
  /** The lease this claim set (next_attempt_at, as stored): its outcome is stored only while it holds. */
  lease: string;
}

/** Posts in flight at once, per instance (16 subscriptions that do not answer would fill it). */
export const IN_FLIGHT = 64;
/** Posts in flight at once to one subscription, per instance (below the outbound pool's sockets per host). */
export const PER_WEBHOOK = 4;
/** A turn claims again while there is work, for at most this long (the next turn goes on). */
const TURN_MS = 5_000;
/** Outcomes that come within this long of each other are stored in one transaction. */
const STORE_AFTER_MS = 100;
/** A claim for less than a quarter of the room waits this long after the last one. */
const CLAIM_GAP_MS = 250;
/** An attempt ends by then whatever it waits on (a name's lookup, a queue for a socket): well within its lease. */
const ATTEMPT_DEADLINE_MS = 30_000;

/** An instance's posts in flight and the outcomes waiting to be stored. */
interface Flights {
  total: number;
  /** The deliveries posted or waiting to be stored: never claimed again meanwhile, whatever their lease. */
  ids: Set<number>;
  byWebhook: Map<number, number>;
  outcomes: Outcome[];
  storing: NodeJS.Timeout | null;
  /** Told when a post ends: a turn waiting for room goes on. */
  ended: (() => void) | null;
  /** The instance stops: no more claims. */
  stopping: boolean;
}
const flightsOf = new WeakMap<AppContext, Flights>();

export async function deliverDue(ctx: AppContext): Promise<number> {
  let f = flightsOf.get(ctx);
  if (!f)
    flightsOf.set(ctx, (f = { total: 0, ids: new Set(), byWebhook: new Map(), outcomes: [], storing: null, ended: null, stopping: false }));
  const started = Date.now();
  let claimedAt = 0;
  while (Date.now() - started < TURN_MS && !f.stopping) {
    // claimed again once a quarter of the room is free, or a little later for less: not a claim
    // (a transaction) per ended post; while receivers that do not answer hold some room, the
    // rest goes on being claimed
    const room = IN_FLIGHT - f.total;
    if (room === 0 || (room < IN_FLIGHT / 4 && Date.now() - claimedAt < CLAIM_GAP_MS)) {
      await postEnded(f, Math.min(TURN_MS - (Date.now() - started), CLAIM_GAP_MS));
      continue;
    }
    claimedAt = Date.now();
    const claimed = await claim(ctx, f);
    // nothing due (or only for subscriptions at their share): the posts in flight go on, the next
    // turn claims what is due by then
    if (!claimed.length) break;
    // each post starts in an event-loop turn of its own: not 32 signed and sent while requests wait
    for (const d of claimed) {
      await nextTurn();
      launch(ctx, f, d);
    }
  }
  return 0; // deliveries are not records changed by the sweep: nothing to log each turn
}

/** How long a stopping instance waits for its posts in flight. */
const SETTLE_MS = 5_000;

/**
 * A stopping instance's posts in flight: waited for (SETTLE_MS at most) and their outcomes stored,
 * so that a restart does not send again, a minute later, what its receivers already have. What is
 * still out by then goes again when its lease runs out: at least once.
 */
export async function settleDeliveries(ctx: AppContext): Promise<void> {
  const f = flightsOf.get(ctx);
  if (!f) return;
  f.stopping = true;
  const end = Date.now() + SETTLE_MS;
  while (f.total > 0 && Date.now() < end) await postEnded(f, end - Date.now());
  await flush(ctx, f);
  flightsOf.delete(ctx); // sweeps started again begin afresh; a turn still running sees `stopping`
}

/** Posts `d`; its outcome joins those to be stored, and its room is told. */
function launch(ctx: AppContext, f: Flights, d: Claimed) {
  f.total++;
  f.ids.add(d.id);
  f.byWebhook.set(d.webhookId, (f.byWebhook.get(d.webhookId) ?? 0) + 1);
  void attempt(ctx, d).then((outcome) => {
    f.total--;
    const n = f.byWebhook.get(d.webhookId)! - 1;
    if (n) f.byWebhook.set(d.webhookId, n);
    else f.byWebhook.delete(d.webhookId);
    f.outcomes.push(outcome);
    // an instance that exits first leaves their leases to run out: sent again
    f.storing ??= setTimeout(() => void flush(ctx, f), STORE_AFTER_MS).unref();
    f.ended?.();
  });
}

/** Until a post ends, or `ms` have passed. */
async function postEnded(f: Flights, ms: number) {
  await new Promise<void>((done) => {
    const timer = setTimeout(done, Math.max(1, ms));
    f.ended = () => {
      clearTimeout(timer);
      done();
    };
  });
  f.ended = null;
}

/** Stores the outcomes waiting; their deliveries may be claimed again once stored. */
async function flush(ctx: AppContext, f: Flights) {
  clearTimeout(f.storing ?? undefined);
  f.storing = null;
  const stored = f.outcomes.splice(0);
  if (!stored.length) return;
  await store(ctx, stored);
  for (const o of stored) f.ids.delete(o.id);
}

/**
 * Leases the due deliveries there is room for: at most IN_FLIGHT in flight in all, PER_WEBHOOK to
 * one subscription, passing over the subscriptions already at theirs.
 */
async function claim(ctx: AppContext, f: Flights): Promise<Claimed[]> {
  const { adapter } = ctx;
  const now = ctx.clock.now();
  const ts = (d: Date) => adapter.toDb('timestamp', d.toISOString()) as string;
  const full = [...f.byWebhook].filter(([, n]) => n >= PER_WEBHOOK).map(([id]) => id);
  // most turns find nothing due: asked without a transaction (the index [status, nextAttemptAt])
  const any = await ctx.db
    .selectFrom('webhook_delivery')
    .select('id')
    .where('status', '=', 'Pending')
    .where('next_attempt_at', '<=', ts(now))
    .$if(full.length > 0, (q) => q.where('webhook_id', 'not in', full))
    .limit(1)
    .executeTakeFirst();
  if (!any) return [];
  return ctx.db.transaction().execute(async (trx) => {
    const due = await trx
      .selectFrom('webhook_delivery as d')
      .innerJoin('webhook as w', 'w.id', 'd.webhook_id')
      .select(['d.id', 'd.webhook_id', 'w.url', 'w.secret', 'd.message_id', 'd.payload', 'd.attempts', 'd.created_at'])
      .where('d.status', '=', 'Pending')
      .where('d.next_attempt_at', '<=', ts(now))
      .$if(full.length > 0, (q) => q.where('d.webhook_id', 'not in', full))
      .orderBy('d.next_attempt_at')
      // rows past a subscription's share are passed over: twice the room is read, not more
      .limit(Math.min(CLAIM, 2 * (IN_FLIGHT - f.total)))
      .$if(adapter.name === 'postgres', (q) => q.forUpdate('d').skipLocked())
      .execute();
    // the room: in all, and for each subscription
    let room = IN_FLIGHT - f.total;
    const taken = new Map<number, number>();
    const mine = due.filter((d) => {
      if (f.ids.has(d.id)) return false; // a lease ran out while its post went on: not posted twice
      const w = d.webhook_id as number;
      const n = (f.byWebhook.get(w) ?? 0) + (taken.get(w) ?? 0);
      if (room <= 0 || n >= PER_WEBHOOK) return false;
      room--;
      taken.set(w, (taken.get(w) ?? 0) + 1);
      return true;
    });
    if (!mine.length) return [];
    const lease = ts(new Date(now.getTime() + LEASE_MS));
    await trx
      .updateTable('webhook_delivery')
      .set({ next_attempt_at: lease })
      .where(
        'id',
        'in',
        mine.map((d) => d.id),
      )
      .execute();
    return mine.map((d) => ({
      id: d.id,
      webhookId: d.webhook_id as number,
      url: d.url as string,
      secret: d.secret as string,
      messageId: d.message_id as string,
      payload: d.payload as string,
      attempts: Number(d.attempts ?? 0),
      createdAt: adapter.fromDb('timestamp', d.created_at) as string,
      lease,
    }));
  });
}

interface Outcome {
  id: number;
  lease: string;
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
  // whatever goes wrong on the way is an attempt that failed (never a post left counted in flight)
  let deadline: NodeJS.Timeout | undefined;
  const answer = await Promise.race([
    post(ctx, d, now).catch((err: Error): Answer => ({ status: null, error: err.message })),
    new Promise<Answer>((done) => {
      deadline = setTimeout(() => done({ status: null, error: `no answer within ${ATTEMPT_DEADLINE_MS / 1000} s` }), ATTEMPT_DEADLINE_MS);
    }),
  ]);
  clearTimeout(deadline);
  const attempts = d.attempts + 1;
  const delivered = answer.status !== null && answer.status >= 200 && answer.status < 300;
  const wait = BACKOFF_MS[Math.min(attempts - 1, BACKOFF_MS.length - 1)];
  const next = new Date(now.getTime() + wait);
  const giveUp = !delivered && next.getTime() - new Date(d.createdAt).getTime() > GIVE_UP_MS;
  return {
    id: d.id,
    lease: d.lease,
    status: delivered ? 'Delivered' : giveUp ? 'Failed' : 'Pending',
    attempts,
    next: delivered || giveUp ? null : next.toISOString(),
    lastStatus: answer.status,
    lastError: answer.error?.slice(0, 500) ?? null,
    at: now.toISOString(),
  };
}

/**
 * The outcomes of a batch, in one transaction: those delivered (the most) in one statement per
 * claim, attempt count and answer's status (a receiver answers 200, 202 or 204 alike), the rest
 * one by one. Each only while its claim's lease
 * holds: a replay asked during the post (due again now), an unsubscribe (Failed: not tried again),
 * or another instance's claim once the lease ran out wins over this outcome — the replay is then
 * posted as asked, and what the other instance posts is stored by it. Lost (a full disk), the lease
 * runs out and they go again.
 */
async function store(ctx: AppContext, outcomes: Outcome[]) {
  const ts = (t: string | null) => (t === null ? null : (ctx.adapter.toDb('timestamp', t) as string));
  const byClaim = new Map<string, Outcome[]>();
  // a failure, a retry: each as it came
  const oneByOne: Outcome[] = [];
  for (const o of outcomes) {
    if (o.status !== 'Delivered') {
      oneByOne.push(o);
      continue;
    }
    const key = `${o.attempts} ${o.lease} ${o.lastStatus}`;
    (byClaim.get(key) ?? byClaim.set(key, []).get(key)!).push(o);
  }
  await ctx.db
    .transaction()
    .execute(async (trx) => {
      for (const [, done] of byClaim)
        await trx
          .updateTable('webhook_delivery')
          .set({
            status: 'Delivered',
            attempts: done[0].attempts,
            next_attempt_at: null,
            last_status: done[0].lastStatus,
            last_error: null,
            delivered_at: ts(done[0].at),
          })
          .where(
            'id',
            'in',
            done.map((o) => o.id),
          )
          .where('next_attempt_at', '=', done[0].lease)
          .execute();
      for (const o of oneByOne)
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
          .where('next_attempt_at', '=', o.lease)
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
async function post(ctx: AppContext, d: Claimed, now: Date): Promise<Answer> {
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
