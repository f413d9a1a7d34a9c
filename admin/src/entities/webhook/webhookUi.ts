// The webhooks' pieces in the generated screens: a list of their own (New Webhook, Deliveries, Unsubscribe).
import type { EntityUi } from '../../engine/entityUi';
import { WebhookList } from './WebhookList';

export const webhookUi: EntityUi = { list: { screen: WebhookList } };
