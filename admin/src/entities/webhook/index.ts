// Webhooks (issue 34): a company's subscriptions of URLs to events. A Company Administrator lists,
// subscribes (its signing secret shown once), reads each one's delivery log, replays a delivery and
// unsubscribes at /site/webhooks; a System Administrator reads every company's at /fleet/webhooks.
import WebhookIcon from '@mui/icons-material/Webhook';
import { defineModule, menuIn } from '../../engine/module';
import { messages } from './messages';

export default defineModule({
  entity: 'webhook',
  routes: [{ areas: ['fleet', 'site'], path: 'webhooks', screen: 'list' }],
  menu: menuIn({ fleet: 8.6, site: 6.6 }, 'menu.webhooks', 'webhooks', WebhookIcon),
  messages,
  ui: () => import('./webhookUi').then((m) => m.webhookUi),
});
