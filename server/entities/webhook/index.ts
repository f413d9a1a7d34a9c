// Webhooks (issue 34): a company's subscriptions of URLs to domain events. GET /Webhooks and
// GET /Webhook/{id} are generated from webhook.schema.json (no generic write); POST /Webhook and
// DELETE /Webhook/{id} are subscribe.ts's, the delivery log and its replay deliveries.ts's. Two
// sweeps run on every instance: the fan-out from the outbox (fanOut.ts, events.ts) and the
// deliveries (deliver.ts, signed with standardwebhooks; targets.ts keeps them out of private networks).
import { defineModule } from '../../engine/modules.js';
import { sourceOf } from '../../http/routeSource.js';
import { deliverDue, settleDeliveries } from './deliver.js';
import { deliveryRoutes, replayAction } from './deliveries.js';
import { fanOut } from './fanOut.js';
import { subscribeAction, unsubscribeAction } from './subscribe.js';

const here = (file: string) => [sourceOf(new URL(file, import.meta.url))];

/** How often each instance fans events out and sends what is due: an event reaches its receiver within about two seconds. */
export const WEBHOOK_TURN_MS = 1_000;

export default defineModule({
  entity: 'webhook',
  actions: [
    { ...subscribeAction, source: here('./subscribe.ts') },
    { ...unsubscribeAction, source: here('./subscribe.ts') },
    { ...replayAction, source: here('./deliveries.ts') },
  ],
  routes: deliveryRoutes,
  sweeps: [
    { name: 'fan-out', everyMs: WEBHOOK_TURN_MS, run: fanOut },
    { name: 'delivery', everyMs: WEBHOOK_TURN_MS, run: deliverDue, settle: settleDeliveries },
  ],
});
