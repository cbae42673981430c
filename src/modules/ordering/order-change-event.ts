import type { components } from '../../generated/api.js';
import type { OrderEvent, OrderEventChanges } from './domain/order-event.js';
import type { ListedOrder } from './ports.js';

export type OrderChangeEvent = components['schemas']['OrderChangeEvent'];
type OrderChange = components['schemas']['OrderChange'];

/**
 * Who made a change, as the log's `by` names it (`customer:<id>`, `owner:<id>`, `payment:<event>`,
 * `system:<reason>`), without the ids: integrators and customers learn the kind of actor only.
 */
const ACTORS: Record<string, OrderChange['by']> = { customer: 'customer', owner: 'restaurant', payment: 'payment', system: 'system', courier: 'courier' };

/**
 * The one shape of an order change sent out (docs/architecture/order-events.md "Sent out"): the
 * event's own facts, fixed when it was made, beside the order as it is when sent. The live
 * streams and the integrators' webhooks both send it.
 */
export function orderChangeEvent(event: OrderEvent, order: ListedOrder): OrderChangeEvent {
  return { id: event.id, type: event.type, createdAt: event.occurredAt.toISOString(), change: changeOf(event.changes), order };
}

function changeOf(changes: OrderEventChanges): OrderChange {
  const { from, to, by, expectedBy, acceptBy, cancellation, refund, proof, failureReason } = changes;
  return {
    from,
    status: to,
    by: ACTORS[by.slice(0, by.indexOf(':'))] ?? 'system',
    ...(expectedBy ? { expectedBy } : {}),
    ...(acceptBy ? { acceptBy } : {}),
    ...(cancellation ? { cancellation: { ...cancellation } } : {}),
    ...(refund ? { refund: { ...refund } } : {}),
    ...(changes.courierName !== undefined ? { courierName: changes.courierName } : {}),
    ...(proof ? { proof } : {}),
    ...(failureReason ? { failureReason } : {}),
    ...(changes.help ? { help: { ...changes.help } as OrderChange['help'] } : {}),
  };
}
