import { api, type Schemas } from '../../api/client';
import { unwrap } from '../unwrap';

export type Webhook = Schemas['Webhook'];
export type WebhookAttempt = Schemas['WebhookAttempt'];
export type NewWebhook = Schemas['NewWebhook'];

/** The owner's webhook calls (docs/architecture/webhooks.md): typed custom methods beside react-admin's. */
export const webhookMethods = {
  getWebhooks: ({ signal }: { signal?: AbortSignal } = {}) => unwrap(api.GET('/api/my/restaurant/webhooks', { signal }), 'Failed to get webhooks'),
  addWebhook: (url: string) => unwrap(api.POST('/api/my/restaurant/webhooks', { body: { url } }), 'Unable to add the webhook'),
  // A 204 has no body, which unwrap would take for a failure: the answer's status is what counts.
  removeWebhook: (webhookId: string) =>
    unwrap(
      api.DELETE('/api/my/restaurant/webhooks/{webhookId}', { params: { path: { webhookId } } }).then((result) => ({ ...result, data: true as const })),
      'Unable to remove the webhook',
    ),
};

export type WebhookMethods = typeof webhookMethods;
