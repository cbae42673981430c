import { ContainerModule } from 'inversify';
import { WEBHOOK_SEND_TIMEOUT_MS, type Config } from '../../config.js';
import { HTTP_ROUTERS } from '../../http/routes.js';
import { provide, token } from '../../shared/di.js';
import { JOB_HANDLERS, JOB_QUEUE } from '../../shared/jobs/job-queue.js';
import { OVERDUE_WORK } from '../../shared/jobs/overdue-work.js';
import { TOKENS } from '../../shared/tokens.js';
import { MY_RESTAURANT_SERVICE } from '../catalogue/index.js';
import { LISTED_ORDERS as ORDERING_LISTED_ORDERS, ORDER_CHANGE_LISTENERS, ORDER_EVENT_CONSUMERS, ORDER_EVENT_LOG } from '../ordering/index.js';
import { KnexWebhookDeliveries } from './adapters/knex-webhook-deliveries.js';
import { KnexWebhookEndpoints } from './adapters/knex-webhook-endpoints.js';
import { KnexWebhookLog } from './adapters/knex-webhook-log.js';
import { webhookSender } from './adapters/webhook-sender.js';
import { webhookRoutes } from './http/webhook-routes.js';
import { WebhookDelivery, webhookListener } from './jobs/webhook-delivery.js';
import { WebhookFanOut } from './jobs/webhook-fan-out.js';
import { WebhookSweep } from './jobs/webhook-sweep.js';
import { webhookUnreadEvents } from './jobs/webhook-unread-events.js';
import { LISTED_ORDERS, OWNED_RESTAURANT_OF, RESTAURANT_EVENTS } from './ports.js';
import { WebhooksService } from './webhooks-service.js';

const ENDPOINTS = token<KnexWebhookEndpoints>('integrations.WebhookEndpoints');
const DELIVERIES = token<KnexWebhookDeliveries>('integrations.WebhookDeliveries');
const WEBHOOKS_SERVICE = token<WebhooksService>('integrations.WebhooksService');
const WEBHOOK_DELIVERY = token<WebhookDelivery>('integrations.WebhookDelivery');

/** Integrators' webhooks: the owner's endpoints and the signed delivery of every order event to them. */
export function integrationsModule(config: Config): ContainerModule {
  const { allowLocal, retryBaseMs, leaseMs } = config.webhooks;
  return new ContainerModule(({ bind }) => {
    // Cross-module ports, bound to the providers' public services.
    provide(bind, LISTED_ORDERS, [ORDERING_LISTED_ORDERS], (listed) => listed);
    provide(bind, OWNED_RESTAURANT_OF, [MY_RESTAURANT_SERVICE], (mine) => (auth0Id: string) => mine.ownedRestaurantId(auth0Id));
    provide(bind, RESTAURANT_EVENTS, [ORDER_EVENT_LOG], (events) => events);

    provide(bind, ENDPOINTS, [TOKENS.database], (db) => new KnexWebhookEndpoints(db));
    provide(bind, DELIVERIES, [TOKENS.database], (db) => new KnexWebhookDeliveries(db));
    provide(bind, WEBHOOKS_SERVICE, [ENDPOINTS, TOKENS.database, OWNED_RESTAURANT_OF, RESTAURANT_EVENTS, TOKENS.clock], (endpoints, db, owned, events, clock) =>
      new WebhooksService(endpoints, new KnexWebhookLog(db), owned, events, clock, allowLocal),
    );
    provide(bind, HTTP_ROUTERS, [WEBHOOKS_SERVICE], (webhooks) => webhookRoutes(webhooks));

    provide(
      bind,
      WEBHOOK_DELIVERY,
      [ENDPOINTS, DELIVERIES, RESTAURANT_EVENTS, LISTED_ORDERS, JOB_QUEUE, TOKENS.clock, TOKENS.logger],
      (endpoints, deliveries, events, orders, queue, clock, logger) =>
        new WebhookDelivery(endpoints, deliveries, new WebhookFanOut(events, orders, deliveries, clock, logger), webhookSender({ allowLocal, timeoutMs: WEBHOOK_SEND_TIMEOUT_MS }), queue, clock, logger, { retryBaseMs, leaseMs }),
    );
    provide(bind, JOB_HANDLERS, [WEBHOOK_DELIVERY], (delivery) => delivery.job);
    provide(bind, ORDER_CHANGE_LISTENERS, [ENDPOINTS, JOB_QUEUE], (endpoints, queue) => webhookListener(endpoints, queue));
    provide(bind, ORDER_EVENT_CONSUMERS, [ENDPOINTS, RESTAURANT_EVENTS], (endpoints, events) => webhookUnreadEvents(endpoints, events));
    provide(bind, OVERDUE_WORK, [ENDPOINTS, DELIVERIES, RESTAURANT_EVENTS, JOB_QUEUE, TOKENS.clock], (endpoints, deliveries, events, queue, clock) =>
      new WebhookSweep(endpoints, deliveries, events, queue, clock),
    );
  });
}
