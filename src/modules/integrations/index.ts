import { ContainerModule } from 'inversify';
import { WEBHOOK_SEND_TIMEOUT_MS, type Config } from '../../config.js';
import { HTTP_ROUTERS } from '../../http/routes.js';
import { provide, token } from '../../shared/di.js';
import { JOB_HANDLERS, JOB_QUEUE } from '../../shared/jobs/job-queue.js';
import { OVERDUE_WORK } from '../../shared/jobs/overdue-work.js';
import { TOKENS } from '../../shared/tokens.js';
import { RESTAURANT_ACCESS } from '../catalogue/index.js';
import { LISTED_ORDERS as ORDERING_LISTED_ORDERS, ORDER_CHANGE_LISTENERS, ORDER_EVENT_CONSUMERS, ORDER_EVENT_LOG } from '../ordering/index.js';
import { webhookDeliveries } from './adapters/knex-webhook-deliveries.js';
import { KnexWebhookEndpoints } from './adapters/knex-webhook-endpoints.js';
import { KnexWebhookLog } from './adapters/knex-webhook-log.js';
import { webhookSender } from './adapters/webhook-sender.js';
import { webhookRoutes } from './http/webhook-routes.js';
import { webhookDelivery, webhookListener } from './jobs/webhook-delivery.js';
import { LISTED_ORDERS, OWNED_RESTAURANT_OF, RESTAURANT_EVENTS } from './ports.js';
import { WebhooksService } from './webhooks-service.js';

const ENDPOINTS = token<KnexWebhookEndpoints>('integrations.WebhookEndpoints');
const WEBHOOKS_SERVICE = token<WebhooksService>('integrations.WebhooksService');
const WEBHOOK_DELIVERY = token<ReturnType<typeof webhookDelivery>>('integrations.WebhookDelivery');

/** Integrators' webhooks: the owner's endpoints and the signed delivery of every order event to them. */
export function integrationsModule(config: Config): ContainerModule {
  const { allowLocal, retryBaseMs, leaseMs } = config.webhooks;
  return new ContainerModule(({ bind }) => {
    // Cross-module ports, bound to the providers' public services.
    provide(bind, LISTED_ORDERS, [ORDERING_LISTED_ORDERS], (listed) => listed);
    provide(bind, OWNED_RESTAURANT_OF, [RESTAURANT_ACCESS], (access) => (auth0Id: string) => access.restaurantIdFor(auth0Id));
    provide(bind, RESTAURANT_EVENTS, [ORDER_EVENT_LOG], (events) => events);

    provide(bind, ENDPOINTS, [TOKENS.database], (db) => new KnexWebhookEndpoints(db));
    provide(bind, WEBHOOKS_SERVICE, [ENDPOINTS, TOKENS.database, OWNED_RESTAURANT_OF, RESTAURANT_EVENTS, TOKENS.clock], (endpoints, db, owned, events, clock) =>
      new WebhooksService(endpoints, new KnexWebhookLog(db), owned, events, clock, allowLocal),
    );
    provide(bind, HTTP_ROUTERS, [WEBHOOKS_SERVICE], (webhooks) => webhookRoutes(webhooks));

    provide(
      bind,
      WEBHOOK_DELIVERY,
      [ENDPOINTS, RESTAURANT_EVENTS, LISTED_ORDERS, TOKENS.database, JOB_QUEUE, TOKENS.clock, TOKENS.logger],
      (endpoints, events, orders, db, queue, clock, logger) =>
        webhookDelivery(
          { endpoints, events, orders, deliveries: webhookDeliveries(db), send: webhookSender({ allowLocal, timeoutMs: WEBHOOK_SEND_TIMEOUT_MS }), db, queue, clock, logger },
          { retryBaseMs, leaseMs },
        ),
    );
    provide(bind, JOB_HANDLERS, [WEBHOOK_DELIVERY], (delivery) => delivery.job);
    provide(bind, ORDER_CHANGE_LISTENERS, [ENDPOINTS, JOB_QUEUE], (endpoints, queue) => webhookListener(endpoints, queue));
    provide(bind, ORDER_EVENT_CONSUMERS, [WEBHOOK_DELIVERY], (delivery) => delivery.unread);
    provide(bind, OVERDUE_WORK, [WEBHOOK_DELIVERY], (delivery) => delivery);
  });
}
