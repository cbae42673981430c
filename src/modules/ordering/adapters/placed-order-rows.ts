import { newId } from '../../../shared/ids.js';
import type { BulkRows } from '../../../shared/db/bulk-insert.js';
import type { NewOrderEvent } from '../domain/order-event.js';
import type { Order } from '../domain/order.js';
import { historyRowOf } from './order-changes.js';
import { toOrderRow } from './order-rows.js';

/** A new order's lines as `order_items` rows, in the order they were ordered. */
export function itemRows(order: Order): Array<Record<string, unknown>> {
  return order.items.map((item, position) => ({
    id: newId(order.createdAt),
    position,
    order_id: order.id,
    menu_item_id: item.menuItemId,
    name: item.name,
    price: item.price,
    quantity: item.quantity,
    options: JSON.stringify(item.options),
    allergens: JSON.stringify(item.allergens),
  }));
}

/** The change a new order is recorded with: `placed`, in the status it starts in. */
export function placedEvent(order: Order, changedBy: string): NewOrderEvent {
  return {
    type: 'placed',
    orderId: order.id,
    restaurantId: order.restaurantId,
    customerId: order.userId,
    status: order.status,
    occurredAt: order.createdAt,
    changes: { from: null, to: order.status, by: changedBy },
  };
}

/**
 * What KnexOrderRepository.create writes for each order, as rows for bulkLoadOrders: the order,
 * its lines, its status history and its `placed` event. Unset columns are written as null, as
 * every bulk row has the columns of the first.
 */
export function placedOrderRows(orders: readonly Order[], changedBy: string): Record<'orders' | 'items' | 'history', BulkRows> & { events: NewOrderEvent[] } {
  const events = orders.map((order) => placedEvent(order, changedBy));
  return {
    orders: orders.map((order) => Object.fromEntries(Object.entries(toOrderRow(order)).map(([column, value]) => [column, value ?? null]))),
    items: orders.flatMap(itemRows),
    history: events.map(historyRowOf).filter((row) => row !== undefined),
    events,
  };
}
