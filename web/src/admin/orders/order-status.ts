import type { Schemas } from '../../api/client';
import { collectionStatusLabel } from '../../shared/orders/order-lifecycle';

export type OrderStatus = Schemas['OrderStatus'];

/** docs/product/states.md 'Order status', the owner's side, in lifecycle order. */
export const OWNER_STATUS_LABELS: Readonly<Record<OrderStatus, string>> = {
  placed: 'Placed',
  paid: 'Awaiting Restaurant Confirmation',
  inProgress: 'In Progress',
  outForDelivery: 'Out for Delivery',
  delivered: 'Delivered',
  cancelled: 'Cancelled',
};

export const ORDER_STATUSES = Object.keys(OWNER_STATUS_LABELS) as OrderStatus[];

const isKnown = (status: string): status is OrderStatus => Object.hasOwn(OWNER_STATUS_LABELS, status);

/** A status the client does not know reads as delivered, as docs/product/states.md's fallback has it. */
export const knownStatus = (status: string): OrderStatus => (isKnown(status) ? status : 'delivered');

/** A collection order's last two steps read "Ready for collection" and "Collected" (docs/product/decisions.md "Collection"). */
export const ownerStatusLabel = (status: string, fulfilment?: Schemas['Fulfilment']) => {
  const known = knownStatus(status);
  return collectionStatusLabel(known, fulfilment) ?? OWNER_STATUS_LABELS[known];
};

/** Payment moves an order to paid (docs/product/decisions.md "Order lifecycle"): the owner never sets placed; declining cancels. */
export const canOwnerSet = (status: OrderStatus) => status !== 'placed' && status !== 'cancelled';

/** The server refuses to change a delivered or cancelled order (409), so its selector stays shut. */
export const isFinal = (status: string) => knownStatus(status) === 'delivered' || status === 'cancelled';

/**
 * docs/product/screens.md "Manage Restaurant": the 'Orders' tab shows paid-or-later orders, the other tab the unpaid
 * ones. Cancelled orders are final and go with the first when they were paid (docs/product/decisions.md "Running a
 * service"): they carry refunds. TAB_FILTERS keeps the ones given up unpaid out of it.
 */
export const TAB_STATUSES = {
  orders: ['paid', 'inProgress', 'outForDelivery', 'delivered', 'cancelled'],
  unpaid: ['placed'],
} as const satisfies Record<string, readonly OrderStatus[]>;

export type OrdersTab = keyof typeof TAB_STATUSES;

/** Beside each tab's statuses: the Orders tab lists only orders that were paid (the server's `charged`). */
export const TAB_FILTERS: Record<OrdersTab, { charged?: boolean }> = { orders: { charged: true }, unpaid: {} };
