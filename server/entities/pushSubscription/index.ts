// Web push (issue 34): a Driver's or Dispatch Manager's browser subscribes (subscribe.ts: GET
// /Push/Key, POST and DELETE /Push/Subscription, POST /Push/Test); every instance turns the
// outbox's events into notices (notices.ts) and sends them (send.ts, signed with the VAPID key of
// vapid.ts). The browser shows them from the driver app's service worker (admin/public/push-sw.js).
import { defineModule } from '../../engine/modules.js';
import { sourceOf } from '../../http/routeSource.js';
import { pushDue } from './send.js';
import { pushRoutes, subscribeAction, unsubscribeAction } from './subscribe.js';

const here = (file: string) => [sourceOf(new URL(file, import.meta.url))];

/** How often each instance sends what is new: a dispatch reaches the driver's phone within about two seconds. */
export const PUSH_TURN_MS = 1_000;

export default defineModule({
  entity: 'pushSubscription',
  actions: [
    { ...subscribeAction, source: here('./subscribe.ts') },
    { ...unsubscribeAction, source: here('./subscribe.ts') },
  ],
  routes: pushRoutes,
  sweeps: [{ name: 'push', everyMs: PUSH_TURN_MS, run: pushDue }],
});
