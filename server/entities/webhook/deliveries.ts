// GET /Webhook/{id}/Deliveries and POST /Webhook/{id}/Replay (issue 34): a subscription's delivery
// log, newest first and paged (the index webhook_delivery [webhookId, createdAt]), and sending one
// again: the same message id (a receiver drops a repeat it has seen), a new signature, due now.
import { UserType } from '../../../schemas/enums.js';
import type { WebhookReplayRequest } from '../../../schemas/types.generated.js';
import { MAX_PAGE } from '../../engine/listing.js';
import { listParams } from '../../engine/restRoutes.js';
import type { NamedAction } from '../../engine/modules.js';
import { getRecord } from '../../engine/service.js';
import { notFoundAt } from '../../errors.js';
import { LIST_QUERY, many, one } from '../../http/openapi/shapes.js';
import type { RouteDef } from '../../http/route.js';
import { declaredIn } from '../../http/routeSource.js';

const ADMINS = [UserType.SysAdmin, UserType.SiteAdmin];

export const deliveryRoutes: RouteDef[] = declaredIn(import.meta.url, [
  {
    method: 'get',
    path: '/Webhook/:id/Deliveries',
    params: ['id'],
    summary: "A webhook's delivery log, newest first (range=[from,to], at most 1,000 rows)",
    access: { roles: ADMINS },
    query: { range: LIST_QUERY.range },
    answer: many('webhookDelivery'),
    async handler({ ctx, principal: p, params, req, res }) {
      // the caller's reach: another company's subscription is not found
      await getRecord(ctx, p, ctx.registry.entity('webhook'), params.id);
      const [from, to] = listParams(req).range ?? [0, 49];
      const rows = await ctx.repo.findMany(ctx.db, 'webhookDelivery', {
        where: [{ prop: 'webhookId', op: 'eq', value: params.id }],
        sort: [
          { prop: 'createdAt', order: 'DESC' },
          { prop: 'id', order: 'DESC' },
        ],
        range: [from, Math.min(to, from + MAX_PAGE - 1)],
      });
      res.setHeader('Cache-Control', 'no-store');
      return rows;
    },
  },
]);

export const replayAction: NamedAction = {
  name: 'replay',
  method: 'post',
  path: '/Webhook/:id/Replay',
  params: ['id'],
  summary: 'Send a delivery of a webhook again (same message id, a new signature)',
  access: { roles: [UserType.SiteAdmin] },
  body: 'webhookReplayRequest',
  answer: one('webhookDelivery'),
  async run({ ctx, principal: p, params, body, trx }) {
    const hook = await getRecord(ctx, p, ctx.registry.entity('webhook'), params.id, { trx });
    const { deliveryId } = body as WebhookReplayRequest;
    const [delivery] = await ctx.repo.findMany(trx, 'webhookDelivery', {
      where: [
        { prop: 'id', op: 'eq', value: deliveryId },
        { prop: 'webhookId', op: 'eq', value: hook.id },
      ],
    });
    if (!delivery) throw notFoundAt('deliveryId', 'Delivery');
    if (!hook.isActive) throw notFoundAt('deliveryId', 'Delivery');
    const now = ctx.clock.now().toISOString();
    // a fresh start: the log shows no answer until the replay's own comes
    return ctx.repo.update(trx, 'webhookDelivery', delivery.id!, {
      status: 'Pending',
      nextAttemptAt: now,
      createdAt: now,
      attempts: 0,
      lastStatus: null,
      lastError: null,
    });
  },
};
