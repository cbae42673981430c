import type { Cancellation, OrderStatus, Refund } from './order.js';

/**
 * The kinds of order change the log records (docs/architecture/order-events.md); the column is a
 * plain string, so a new kind needs no migration.
 */
export const ORDER_EVENT_TYPES = ['placed', 'paid', 'statusSet', 'accepted', 'delayed', 'cancelled', 'refundRequested', 'refunded', 'refundFailed', 'reviewed', 'reviewReplied', 'assigned', 'pickedUp', 'delivered', 'deliveryFailed', 'helpRequested', 'helpDeclined'] as const;
export type OrderEventType = (typeof ORDER_EVENT_TYPES)[number];

/** What an event changed, as order_status_history records it: `by` is `customer:`, `payment:` or `owner:` with an id. */
export interface OrderEventChanges {
  /** The status before; null for the order's first event. */
  from: OrderStatus | null;
  to: OrderStatus;
  by: string;
  /** accepted, delayed: the new expected time (ISO; the changes are stored as JSON). */
  expectedBy?: string;
  /** paid: when the order is missed unless accepted (ISO); its cancel-missed job is due then. */
  acceptBy?: string;
  cancellation?: Omit<Cancellation, 'at'> & { at: string };
  /** refundRequested, refunded, refundFailed: the refund as it is after the change. */
  refund?: Omit<Refund, 'createdAt'> & { createdAt: string };
  /** assigned: the courier's first name; null when the desk left the order open to claim (docs/product/team-and-roles.md "Couriers"). */
  courierName?: string | null;
  /** delivered by a courier: how it was proved. */
  proof?: 'code' | 'photo';
  /** deliveryFailed: the courier's reason. */
  failureReason?: string;
  /** helpRequested: what the customer reported; helpDeclined: the restaurant's reason (docs/product/decisions.md "Order help"). */
  help?: { kind: string; declineReason?: string };
}

/** One committed order change: the `order_events` row. Ids grow with every change. */
export interface OrderEvent {
  id: number;
  type: OrderEventType;
  orderId: string;
  restaurantId: string;
  customerId: string;
  /** The order's status after the change. */
  status: OrderStatus;
  occurredAt: Date;
  changes: OrderEventChanges;
}

/** The change to record, before it has an id. */
export type NewOrderEvent = Omit<OrderEvent, 'id'>;

/** Which events a reader follows: a restaurant's, a customer's, or (neither given) all of them. */
export type OrderEventScope = { restaurantId: string; customerId?: never } | { customerId: string; restaurantId?: never } | Record<string, never>;
