// POST /Webhook and DELETE /Webhook/{id} (issue 34): a Company Administrator subscribes a URL to
// event types, and unsubscribes it. The URL's host is checked before the subscription is saved
// (targets.ts: no private or loopback address unless the operator allows it), and the secret is
// answered once. Unsubscribing keeps the subscription, inactive, with its delivery log; its
// pending deliveries stop.
import { randomBytes } from 'node:crypto';
import { UserType } from '../../../schemas/enums.js';
import type { Webhook, WebhookRequest } from '../../../schemas/types.generated.js';
import type { NamedAction } from '../../engine/modules.js';
import { getRecord, saveRecord, updateRecord } from '../../engine/service.js';
import { badRequest } from '../../errors.js';
import { one } from '../../http/openapi/shapes.js';
import { targetOf } from '../../http/outboundTargets.js';
import { CURSOR } from './fanOut.js';

export const subscribeAction: NamedAction = {
  name: 'subscribe',
  method: 'post',
  path: '/Webhook',
  summary: 'Subscribe a URL to event types (its signing secret is answered once)',
  access: { roles: [UserType.SiteAdmin] },
  body: 'webhookRequest',
  answer: one('webhookCreated'),
  // the host's DNS lookup before the transaction opens
  async check({ ctx, body }) {
    const target = await targetOf((body as WebhookRequest).url, ctx.config.webhookAllowPrivate);
    if ('refused' in target) throw badRequest([{ field: 'url', message: target.refused }]);
  },
  async run({ ctx, principal: p, body, trx }) {
    const req = body as WebhookRequest;
    const secret = `whsec_${randomBytes(32).toString('base64')}`;
    const saved = await saveRecord(
      ctx,
      p,
      ctx.registry.entity('webhook'),
      { companyId: p.companyId, url: req.url, events: req.events },
      { trx, overrideAccess: true, trusted: { secret, isActive: true, createdUserId: p.userId, createdAt: ctx.clock.now().toISOString() } },
    );
    return { id: saved.id, secret };
  },
};

export const unsubscribeAction: NamedAction = {
  name: 'unsubscribe',
  method: 'delete',
  path: '/Webhook/:id',
  params: ['id'],
  summary: 'Unsubscribe a webhook (kept, inactive, with its delivery log)',
  access: { roles: [UserType.SysAdmin, UserType.SiteAdmin] },
  answer: one('webhook'),
  async run({ ctx, principal: p, params, trx }) {
    const e = ctx.registry.entity('webhook');
    const hook = (await getRecord(ctx, p, e, params.id, { trx })) as unknown as Webhook;
    if (!hook.isActive) return hook;
    // After a fan-out that read the subscription as active, before one that reads it ended: else,
    // on PostgreSQL, deliveries a fan-out wrote meanwhile would be Pending after the update below,
    // and go out to an address no one subscribes any more. (SQLite has one writer.)
    await ctx.adapter.serialize(trx, CURSOR);
    const saved = await updateRecord(
      ctx,
      p,
      e,
      hook.id!,
      {},
      { trx, overrideAccess: true, action: 'unsubscribe', trusted: { isActive: false } },
    );
    // what was still to send is not sent: the log says so
    await trx
      .updateTable('webhook_delivery')
      .set({ status: 'Failed', next_attempt_at: null, last_error: 'Unsubscribed' })
      .where('webhook_id', '=', hook.id!)
      .where('status', '=', 'Pending')
      .execute();
    return saved;
  },
};
