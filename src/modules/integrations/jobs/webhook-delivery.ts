import type { Clock } from '../../../shared/clock.js';
import type { Database } from '../../../shared/db/database.js';
import type { JobQueue } from '../../../shared/jobs/job-queue.js';
import type { Logger } from '../../../shared/logger.js';
import type { AttemptOutcome, NewWork, PartitionedHandler } from '../../../shared/order-log/event-consumer.js';
import type { KnexWorkItems } from '../../../shared/order-log/knex-work-items.js';
import { PartitionedConsumer, queuePartitionRun } from '../../../shared/order-log/partitioned-consumer.js';
import { orderChangeEvent, type ListedOrder, type OrderChangeListener, type OrderEvent } from '../../ordering/index.js';
import type { DeliveryPayload } from '../adapters/knex-webhook-deliveries.js';
import { WEBHOOKS_CONSUMER, type KnexWebhookEndpoints, type WebhookEndpoint } from '../adapters/knex-webhook-endpoints.js';
import { recordAttempt } from '../adapters/knex-webhook-log.js';
import type { SendOutcome, WebhookSend } from '../adapters/webhook-sender.js';
import { nextAttemptAt } from '../domain/retry-schedule.js';
import { signWebhook } from '../domain/webhook-signature.js';
import type { ListedOrders, RestaurantEvents } from '../ports.js';

export const DELIVER_WEBHOOKS_JOB = 'integrations.deliver-webhooks';

/** A run per endpoint: the job names the endpoint only, `{ endpointId }`, and runs queued while one waits collapse into it. */
const RUN = { jobName: DELIVER_WEBHOOKS_JOB, field: 'endpointId' };
/** Finished deliveries are kept a week, then forgotten (their attempts stay in the log). */
const FINISHED_KEPT_MS = 7 * 24 * 3_600_000;

/**
 * Every order event of a restaurant with endpoints queues a run per endpoint
 * (ORDER_CHANGE_LISTENERS). It needs only the endpoints and the queue, so ordering's notifier
 * does not depend on what the run reads from ordering.
 */
export function webhookListener(endpoints: KnexWebhookEndpoints, queue: JobQueue): OrderChangeListener {
  return async (event) => {
    for (const endpointId of await endpoints.idsOf(event.restaurantId)) await queuePartitionRun(queue, RUN, endpointId);
  };
}

/** The JSON an endpoint receives for one order event (docs/architecture/webhooks.md "Payload"): the event's own facts, `order` as the owner's list shows it. */
function webhookBody(event: OrderEvent, order: ListedOrder): string {
  return JSON.stringify(orderChangeEvent(event, order));
}

export interface WebhookDeliveryDeps {
  endpoints: KnexWebhookEndpoints;
  events: RestaurantEvents;
  orders: ListedOrders;
  deliveries: KnexWorkItems<DeliveryPayload>;
  send: WebhookSend;
  db: Database;
  queue: JobQueue;
  clock: Clock;
  logger: Logger;
}

/**
 * Integrators' webhooks (docs/architecture/webhooks.md), a consumer of the order event log
 * partitioned by endpoint (docs/architecture/order-consumers.md "Partitions"): each endpoint reads
 * its restaurant's events after its own cursor, records a delivery per event with the body built
 * once, and sends them signed, an order's in the order of its events, 4 at a time; a failure is
 * tried again until 24 h after the first attempt, then given up. Each attempt is logged for the
 * owner in its settlement's transaction; the answer's status code goes with it.
 */
export function webhookDelivery(deps: WebhookDeliveryDeps, settings: { retryBaseMs: number; leaseMs: number }): PartitionedConsumer<OrderEvent, DeliveryPayload, WebhookEndpoint, number> {
  const handler: PartitionedHandler<OrderEvent, DeliveryPayload, WebhookEndpoint, number> = {
    name: WEBHOOKS_CONSUMER,
    run: RUN,
    sweep: { name: 'integrations.sweep-webhooks', everyMs: 30_000 },
    wants: () => true,
    partitions: {
      find: (id) => deps.endpoints.find(id),
      page: (afterId, limit) => deps.endpoints.page(afterId, limit),
      keyOf: (endpoint) => endpoint.id,
      log: ({ restaurantId }) => ({ after: (afterId, limit) => deps.events.after(afterId, { restaurantId }, limit) }),
    },
    workOf: (events) => deliveriesOf(events, deps),
    attempt: async ({ eventId, payload: { body } }, startedAt, endpoint) => outcomeOf(await deps.send(endpoint.url, signWebhook(endpoint.secret, String(eventId), startedAt, body), body)),
    retryAt: (delivery, failedAt) => nextAttemptAt(delivery.firstAttemptAt ?? failedAt, delivery.attempts + 1, failedAt, settings.retryBaseMs),
    recordAttempt: (trx, delivery, outcome, at, endpoint) =>
      recordAttempt(trx, endpoint.id, {
        eventId: delivery.eventId,
        type: delivery.payload.eventType,
        attempt: delivery.attempts + 1,
        statusCode: outcome.detail ?? null,
        // An answer's status code says it all; the error is for attempts with no answer.
        error: outcome.done || outcome.detail !== undefined ? null : outcome.error,
        delivered: outcome.done,
        at,
      }),
    leaseMs: settings.leaseMs,
    keepMs: FINISHED_KEPT_MS,
    parallel: 4,
  };
  return new PartitionedConsumer(handler, deps.deliveries, deps);
}

/** Any 2xx delivers; any other status (3xx included: redirects are not followed) or no answer fails the attempt. */
function outcomeOf(sent: SendOutcome): AttemptOutcome<number> {
  if (sent.statusCode === undefined) return { done: false, error: sent.error };
  return sent.statusCode >= 200 && sent.statusCode < 300 ? { done: true, detail: sent.statusCode } : { done: false, error: `answered ${sent.statusCode}`, detail: sent.statusCode };
}

/** A delivery per event, its body built now: every attempt sends the same bytes, `order` as it was then. */
async function deliveriesOf(events: readonly OrderEvent[], deps: WebhookDeliveryDeps): Promise<NewWork<DeliveryPayload>[]> {
  const orders = await deps.orders([...new Set(events.map((e) => e.orderId))]);
  return events.flatMap((event) => {
    const order = orders.get(event.orderId);
    // Orders are never deleted; should one be missing, its event cannot be described and is skipped.
    if (!order) deps.logger.error({ eventId: event.id, orderId: event.orderId }, 'webhook fan-out: order of an event not found');
    return order ? [{ eventId: event.id, key: event.orderId, payload: { eventType: event.type, body: webhookBody(event, order) } }] : [];
  });
}
