import { ORDER_STATUSES, UNPAID_ORDER_TTL_MS, type NewOrderEvent } from '../../modules/ordering/index.js';
import { toDb } from '../../shared/db/timestamps.js';
import { scaleId, type Prng } from './prng.js';
import type { ScaleCustomer, ScaleRestaurant } from './scale-catalogue.js';
import { COUNTRY } from './vocabulary.js';

export const SPAN_DAYS = 548;
const MINUTE = 60_000;
const DAY = 86_400_000;
/** Checkouts that were never paid (the customer left the hosted page). */
const ABANDONED = 0.06;
/** ORDER_STATUSES is the lifecycle in order: placed, paid, inProgress, outForDelivery, delivered. */
/** Share of orders placed in the last IN_FLIGHT_MS, so every status is present. */
const IN_FLIGHT = 0.02;
const IN_FLIGHT_MS = 2 * 60 * MINUTE;
const LIFECYCLE = ORDER_STATUSES;
/** Minutes after placing at which each later status was set. */
const STEP_MINUTES = [0, 2, 6, 22, 38];

export interface OrderRows {
  orders: Record<string, unknown>[];
  items: Record<string, unknown>[];
  history: Record<string, unknown>[];
  paymentEvents: Record<string, unknown>[];
  /** One per history row, as recordChange writes them. */
  events: NewOrderEvent[];
}

/** How far an order got: old ones are delivered or abandoned; the last hours are in flight. */
function finalStep(prng: Prng, ageMs: number): number {
  if (prng.next() < ABANDONED) return 0;
  if (ageMs > IN_FLIGHT_MS) return 4;
  return prng.int(0, 4);
}

/** One order of `customer` at `restaurant`, placed `ageMs` before now, with its lines, history and payment. */
export function anOrder(prng: Prng, restaurant: ScaleRestaurant, customer: ScaleCustomer, now: Date, out: OrderRows): void {
  // Busier towards the present (the marketplace grew over the 18 months); a few in the last two hours, still in flight.
  const ageMs = prng.next() < IN_FLIGHT ? prng.int(0, IN_FLIGHT_MS) : Math.floor(SPAN_DAYS * DAY * Math.pow(prng.next(), 1.4));
  const placedAt = new Date(now.getTime() - ageMs);
  const id = scaleId(prng, placedAt);
  const lines = prng.sample(restaurant.menu, prng.skewed(4, 1.8) + 1);
  let total = 0;
  lines.forEach((item, position) => {
    const quantity = prng.skewed(3, 2.5) + 1;
    total += item.price * quantity;
    out.items.push({ id: scaleId(prng, placedAt), order_id: id, menu_item_id: item.id, name: item.name, price: item.price, quantity, position });
  });
  const last = finalStep(prng, ageMs);
  const eventId = last >= 1 ? `evt_${prng.hex16()}${prng.hex16()}` : null;
  let updatedAt = placedAt;
  for (let step = 0; step <= last; step++) {
    const at = new Date(Math.min(now.getTime(), placedAt.getTime() + STEP_MINUTES[step]! * MINUTE));
    const changedBy = step === 0 ? `customer:${customer.id}` : step === 1 ? `payment:${eventId}` : `owner:${restaurant.ownerSub}`;
    const status = LIFECYCLE[step]!;
    out.history.push({ order_id: id, status, changed_at: toDb(at), changed_by: changedBy });
    out.events.push({
      type: step === 0 ? 'placed' : step === 1 ? 'paid' : 'statusSet',
      orderId: id,
      restaurantId: restaurant.id,
      customerId: customer.id,
      status,
      occurredAt: at,
      changes: { from: step === 0 ? null : LIFECYCLE[step - 1]!, to: status, by: changedBy },
    });
    updatedAt = at;
  }
  // Abandoned a day ago or more: cancelled, as the due-order sweep leaves it (due-order-jobs.ts).
  const cancelledAt = last === 0 && ageMs > UNPAID_ORDER_TTL_MS ? new Date(placedAt.getTime() + UNPAID_ORDER_TTL_MS) : undefined;
  if (cancelledAt) {
    const by = 'system:paymentNotCompleted';
    out.history.push({ order_id: id, status: 'cancelled', changed_at: toDb(cancelledAt), changed_by: by });
    out.events.push({
      type: 'cancelled',
      orderId: id,
      restaurantId: restaurant.id,
      customerId: customer.id,
      status: 'cancelled',
      occurredAt: cancelledAt,
      changes: { from: 'placed', to: 'cancelled', by, cancellation: { by: 'system', reason: 'paymentNotCompleted', at: cancelledAt.toISOString() } },
    });
    updatedAt = cancelledAt;
  }
  if (eventId) {
    out.paymentEvents.push({ id: eventId, provider: 'local', type: 'checkout.session.completed', order_id: id, outcome: 'paid', received_at: toDb(new Date(placedAt.getTime() + 2 * MINUTE)) });
  }
  out.orders.push({
    id,
    restaurant_id: restaurant.id,
    user_id: customer.id,
    status: cancelledAt ? 'cancelled' : LIFECYCLE[last],
    total_amount: total,
    delivery_price: restaurant.deliveryPrice,
    cuisines: restaurant.cuisines,
    delivery_name: customer.name,
    delivery_address_line1: customer.address,
    delivery_city: customer.city,
    delivery_country: COUNTRY,
    delivery_email: customer.email,
    checkout_session_id: `cs_${prng.hex16()}${prng.hex16()}`,
    paid_event_id: eventId,
    created_at: toDb(placedAt),
    updated_at: toDb(updatedAt),
    // Every row has the same columns: the bulk loader inserts many rows per statement.
    cancelled_at: cancelledAt ? toDb(cancelledAt) : null,
    cancelled_by: cancelledAt ? 'system' : null,
    cancel_reason: cancelledAt ? 'paymentNotCompleted' : null,
  });
}
