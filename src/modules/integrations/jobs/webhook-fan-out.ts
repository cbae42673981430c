import type { Clock } from '../../../shared/clock.js';
import type { Logger } from '../../../shared/logger.js';
import type { OrderEvent } from '../../ordering/index.js';
import type { KnexWebhookDeliveries, NewDelivery } from '../adapters/knex-webhook-deliveries.js';
import type { WebhookEndpoint } from '../adapters/knex-webhook-endpoints.js';
import type { ListedOrders, RestaurantEvents } from '../ports.js';

const PAGE = 100;

/** The JSON an endpoint receives for one order event (docs/architecture/webhooks.md "Payload"); `order` as the owner's list shows it. */
export function webhookBody(event: OrderEvent, order: unknown): string {
  return JSON.stringify({ id: event.id, type: event.type, createdAt: event.occurredAt.toISOString(), order });
}

/**
 * Turns the restaurant's order events after the endpoint's cursor into its deliveries, a page
 * at a time: the deliveries and the cursor's move are one transaction, so a crash loses no event
 * and a repeat records none twice. The body is built once, so every attempt sends the same bytes.
 */
export class WebhookFanOut {
  constructor(
    private readonly events: RestaurantEvents,
    private readonly listedOrders: ListedOrders,
    private readonly deliveries: KnexWebhookDeliveries,
    private readonly clock: Clock,
    private readonly logger: Logger,
  ) {}

  async fanOut(endpoint: WebhookEndpoint): Promise<void> {
    for (let after = endpoint.lastEventId; ; ) {
      const events = await this.events.after(after, { restaurantId: endpoint.restaurantId }, PAGE);
      if (!events.length) return;
      const orders = await this.listedOrders([...new Set(events.map((e) => e.orderId))]);
      const deliveries: NewDelivery[] = [];
      for (const event of events) {
        const order = orders.get(event.orderId);
        // Orders are never deleted; should one be missing, its event cannot be described and is skipped.
        if (!order) this.logger.error({ eventId: event.id, orderId: event.orderId }, 'webhook fan-out: order of an event not found');
        else deliveries.push({ eventId: event.id, eventType: event.type, orderId: event.orderId, body: webhookBody(event, order) });
      }
      after = events[events.length - 1]!.id;
      await this.deliveries.record(endpoint.id, deliveries, after, this.clock.now());
      if (events.length < PAGE) return;
    }
  }
}
