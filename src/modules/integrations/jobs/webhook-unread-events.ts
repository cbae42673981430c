import type { OrderEventConsumer } from '../../ordering/index.js';
import type { KnexWebhookEndpoints } from '../adapters/knex-webhook-endpoints.js';
import type { RestaurantEvents } from '../ports.js';

const PAGE = 500;

/**
 * What ordering's retention must keep for the fan-out (ORDER_EVENT_CONSUMERS,
 * docs/architecture/order-events.md "Retention"): per endpoint, the first of its restaurant's
 * events after its cursor. An endpoint that has fanned out all of them holds nothing back, however
 * old its cursor: a quiet restaurant does not keep the whole log. Once fanned out, a delivery
 * carries its own body, so retries need no event.
 */
export function webhookUnreadEvents(endpoints: KnexWebhookEndpoints, events: RestaurantEvents): OrderEventConsumer {
  return {
    name: 'integrations.webhook-fan-out',
    lowestUnread: async () => {
      let lowest: number | undefined;
      for (let page = await endpoints.page('', PAGE); page.length; page = await endpoints.page(page[page.length - 1]!.id, PAGE)) {
        for (const endpoint of page) {
          const [next] = await events.after(endpoint.lastEventId, { restaurantId: endpoint.restaurantId }, 1);
          if (next && (lowest === undefined || next.id < lowest)) lowest = next.id;
        }
      }
      return lowest;
    },
  };
}
