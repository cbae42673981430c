import { fromDb, toDb } from '../../../shared/db/timestamps.js';
import type { NewOrderEvent, OrderEvent, OrderEventChanges, OrderEventType } from '../domain/order-event.js';
import type { OrderStatus } from '../domain/order.js';

/** An `order_events` row as the drivers return it: pg gives bigints as strings and jsonb parsed, SQLite JSON as text. */
export interface OrderEventRow {
  id: number | string;
  type: OrderEventType;
  order_id: string;
  restaurant_id: string;
  user_id: string;
  status: OrderStatus;
  occurred_at: Date | string;
  changes: OrderEventChanges | string;
}

export function toEventRow(event: NewOrderEvent): Omit<OrderEventRow, 'id'> {
  return {
    type: event.type,
    order_id: event.orderId,
    restaurant_id: event.restaurantId,
    user_id: event.customerId,
    status: event.status,
    occurred_at: toDb(event.occurredAt),
    changes: JSON.stringify(event.changes),
  };
}

export function fromEventRow(row: OrderEventRow): OrderEvent {
  return {
    id: Number(row.id),
    type: row.type,
    orderId: row.order_id,
    restaurantId: row.restaurant_id,
    customerId: row.user_id,
    status: row.status,
    occurredAt: fromDb(row.occurred_at),
    changes: changesOf(row.changes),
  };
}

/** The `changes` column as the drivers return it: parsed by pg (jsonb), text from SQLite. */
export function changesOf(column: OrderEventRow['changes']): OrderEventChanges {
  return typeof column === 'string' ? (JSON.parse(column) as OrderEventChanges) : column;
}
