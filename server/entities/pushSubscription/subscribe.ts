// GET /Push/Key, POST /Push/Subscription, DELETE /Push/Subscription/{id} and POST /Push/Test
// (issue 34): a Driver's or Dispatch Manager's browser subscribes with the server's VAPID key and
// hands over its push subscription; the user ends it (or logs out), or sends himself a test
// notification. An endpoint is one browser: subscribed again — by the same user, or by the next
// driver on a shared yard phone — it is that user's, with the browser's keys of now.
import { createPublicKey } from 'node:crypto';
import { UserType } from '../../../schemas/enums.js';
import type { PushSubscription, PushSubscriptionRequest } from '../../../schemas/types.generated.js';
import type { NamedAction } from '../../engine/modules.js';
import { deleteRecord, getRecord, saveRecord, updateRecord } from '../../engine/service.js';
import { badRequest } from '../../errors.js';
import { one } from '../../http/openapi/shapes.js';
import { targetOf } from '../../http/outboundTargets.js';
import type { RouteDef } from '../../http/route.js';
import { declaredIn } from '../../http/routeSource.js';
import { sendTest } from './send.js';
import { vapidOf } from './vapid.js';

/** Subscriptions one user keeps: his phone, a tablet, a desk or two. */
export const MAX_PER_USER = 10;

/** Who gets notifications: the driver of a mission, the dispatcher of a reefer. */
export const RECEIVERS = [UserType.DispatchManager, UserType.Driver];

export const pushRoutes: RouteDef[] = declaredIn(import.meta.url, [
  {
    method: 'get',
    path: '/Push/Key',
    summary: "The server's VAPID public key, to subscribe a browser to web push with",
    access: { roles: RECEIVERS },
    answer: one('pushKey'),
    handler: async ({ ctx }) => ({ publicKey: (await vapidOf(ctx)).publicKey }),
  },
  // no transaction: the push services' answers are waited for, and nothing is written but their outcome
  {
    method: 'post',
    path: '/Push/Test',
    summary: "Send a test notification to each of the caller's subscriptions",
    access: { roles: RECEIVERS },
    throttle: [{ limit: 'pushTestPerAddress', key: 'address' }],
    answer: one('pushTestResult'),
    handler: ({ ctx, principal: p }) => sendTest(ctx, p.userId),
  },
]);

/** Whether the server may post to the endpoint: a push service on the internet (https), unless the operator allows private targets. */
async function refusal(url: string, allowPrivate: boolean): Promise<string | undefined> {
  if (!allowPrivate && !url.startsWith('https://')) return 'Endpoint must be an https:// address of a push service';
  const target = await targetOf(url, allowPrivate);
  return 'refused' in target ? 'Endpoint is not a push service this server may call' : undefined;
}

/**
 * The browser's keys as Web Push needs them (RFC 8291): a P-256 public key (65 bytes, a point of
 * the curve) and a 16-byte secret. Anything else could never be encrypted to.
 */
function badKeys(keys: PushSubscriptionRequest['keys']): { field: string; message: string }[] {
  const out: { field: string; message: string }[] = [];
  const point = Buffer.from(keys.p256dh, 'base64url');
  try {
    if (point.length !== 65) throw new Error('length');
    createPublicKey({
      key: { kty: 'EC', crv: 'P-256', x: point.subarray(1, 33).toString('base64url'), y: point.subarray(33).toString('base64url') },
      format: 'jwk',
    });
    if (point[0] !== 4) throw new Error('not uncompressed');
  } catch {
    out.push({ field: 'keys.p256dh', message: "Key is not a browser's P-256 public key" });
  }
  if (Buffer.from(keys.auth, 'base64url').length !== 16) out.push({ field: 'keys.auth', message: 'Secret must be 16 bytes' });
  return out;
}

export const subscribeAction: NamedAction = {
  name: 'subscribe',
  method: 'post',
  path: '/Push/Subscription',
  summary: "Subscribe the caller's browser to web push (the same endpoint again: its keys renewed)",
  access: { roles: RECEIVERS },
  body: 'pushSubscriptionRequest',
  answer: one('pushSubscription'),
  // the endpoint's host is looked up before the transaction opens
  async check({ ctx, body }) {
    const req = body as PushSubscriptionRequest;
    const keys = badKeys(req.keys);
    if (keys.length) throw badRequest(keys);
    const why = await refusal(req.endpoint, ctx.config.pushAllowPrivate);
    if (why) throw badRequest([{ field: 'endpoint', message: why }]);
  },
  async run({ ctx, principal: p, body, trx }) {
    const req = body as PushSubscriptionRequest;
    const e = ctx.registry.entity('pushSubscription');
    const [known] = await ctx.repo.findMany(trx, 'pushSubscription', { where: [{ prop: 'endpoint', op: 'eq', value: req.endpoint }] });
    // told of what happens from now on, wherever the push cursor stands
    const newest = await trx
      .selectFrom('app_event')
      .select((eb) => eb.fn.max('id').as('id'))
      .executeTakeFirst();
    const keys = { p256dh: req.keys.p256dh, auth: req.keys.auth, sinceEventId: Number(newest?.id ?? 0) };
    if (known?.userId === p.userId) return updateRecord(ctx, p, e, known.id!, {}, { trx, overrideAccess: true, trusted: keys });
    // the browser was another user's: its notifications are this user's from now on
    if (known) await deleteRecord(ctx, p, e, known.id!, { trx, overrideAccess: true });
    const saved = await saveRecord(
      ctx,
      p,
      e,
      { endpoint: req.endpoint },
      { trx, overrideAccess: true, trusted: { ...keys, userId: p.userId, createdAt: ctx.clock.now().toISOString() } },
    );
    // a user's browsers are few: past the bound, his oldest subscriptions go (one test call posts to each)
    const older = await ctx.repo.findMany(trx, 'pushSubscription', {
      where: [{ prop: 'userId', op: 'eq', value: p.userId }],
      sort: [{ prop: 'id', order: 'DESC' }],
      range: [MAX_PER_USER, MAX_PER_USER + 99],
    });
    for (const old of older) await deleteRecord(ctx, p, e, old.id!, { trx, overrideAccess: true });
    return saved;
  },
};

export const unsubscribeAction: NamedAction = {
  name: 'unsubscribe',
  method: 'delete',
  path: '/Push/Subscription/:id',
  params: ['id'],
  summary: "End one of the caller's push subscriptions",
  access: { roles: RECEIVERS },
  answer: one('pushSubscription'),
  async run({ ctx, principal: p, params, trx }) {
    const e = ctx.registry.entity('pushSubscription');
    // another user's subscription is not found (x-tenant user)
    const mine = (await getRecord(ctx, p, e, params.id, { trx })) as unknown as PushSubscription;
    await deleteRecord(ctx, p, e, mine.id!, { trx, overrideAccess: true });
    return mine;
  },
};
