import type { Knex } from 'knex';
import { fromDb } from '../../../shared/db/timestamps.js';
import type { OrderEvent } from '../domain/order-event.js';
import type { OrderStatus } from '../domain/order.js';
import { reviewBy } from '../domain/review.js';
import type { OrderFacts, WriteBeside } from '../ports.js';
import { recordChange } from './order-changes.js';

/**
 * Another module's write about an order (docs/architecture/modules.md "Reviews and ratings"):
 * the order as it is inside one transaction, the write, and the event it asks for appended to
 * the log in that transaction. Undefined for an unknown order.
 */
export async function writeBeside<T>(db: Knex, orderId: string, write: WriteBeside<T>): Promise<{ result: T; event?: OrderEvent } | undefined> {
  return db.transaction(async (trx) => {
    const order = await orderFacts(trx, orderId);
    if (!order) return undefined;
    const { result, event } = await write(order, trx);
    if (!event) return { result };
    // The status stays as it is (delivered): the event tells the order's lists and streams.
    const { type, by, at, help } = event;
    const changes = { from: order.status, to: order.status, by, ...(help ? { help } : {}) };
    const recorded = await recordChange(trx, { type, orderId, restaurantId: order.restaurantId, customerId: order.userId, status: order.status, occurredAt: at, changes });
    return { result, event: recorded };
  });
}

/** When each of these orders was delivered, from the status history. */
export async function deliveredTimes(db: Knex, orderIds: readonly string[]): Promise<Map<string, Date>> {
  const rows: Array<{ order_id: string; changed_at: Date | string }> = await db('order_status_history').whereIn('order_id', orderIds).andWhere({ status: 'delivered' });
  return new Map(rows.map((row) => [row.order_id, fromDb(row.changed_at)]));
}

async function orderFacts(trx: Knex, orderId: string): Promise<OrderFacts | undefined> {
  const order: { id: string; user_id: string; restaurant_id: string; status: string; delivery_name: string } | undefined = await trx('orders')
    .where({ id: orderId })
    .first('id', 'user_id', 'restaurant_id', 'status', 'delivery_name');
  if (!order) return undefined;
  const delivered = (await deliveredTimes(trx, [orderId])).get(orderId);
  return { id: order.id, userId: order.user_id, restaurantId: order.restaurant_id, status: order.status as OrderStatus, deliveryName: order.delivery_name, reviewBy: reviewBy(delivered), deliveredAt: delivered ?? null };
}
