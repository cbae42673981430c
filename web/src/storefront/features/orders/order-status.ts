import type { Schemas } from '../../../api/client';
import { collectionStatusLabel } from '../../../shared/orders/order-lifecycle';

type Fulfilment = Schemas['Fulfilment'];

/** docs/product/states.md 'Order status', the customer's side: label and progress per status. */
export const CUSTOMER_STATUS = {
  placed: { label: 'Awaiting Payment', progress: 0 },
  paid: { label: 'Payment Confirmed', progress: 25 },
  inProgress: { label: 'In Progress', progress: 50 },
  outForDelivery: { label: 'Out for Delivery', progress: 75 },
  delivered: { label: 'Delivered', progress: 100 },
  // docs/product/decisions.md "Running a service": final, progress 0, a grey badge.
  cancelled: { label: 'Cancelled', progress: 0 },
} as const;

export type KnownStatus = keyof typeof CUSTOMER_STATUS;

const isKnown = (status: string): status is KnownStatus => Object.hasOwn(CUSTOMER_STATUS, status);

/**
 * The customer's view of a status; any other value reads as delivered (docs/product/states.md "Order status" fallback).
 * A collection order's last two steps read "Ready for collection" and "Collected" (docs/product/decisions.md "Collection").
 */
export function customerStatus(status: string, fulfilment?: Fulfilment): { status: KnownStatus; label: string; progress: number } {
  const known = isKnown(status) ? status : 'delivered';
  const label = collectionStatusLabel(known, fulfilment) ?? CUSTOMER_STATUS[known].label;
  return { status: known, progress: CUSTOMER_STATUS[known].progress, label };
}

/** Only a placed order still waits for its payment. */
export const awaitsPayment = (status: string) => status === 'placed';

/**
 * docs/product/screens.md "Printing": an order that was paid has a receipt to print, cancelled or
 * not. A paid order's cancellation refunds it (docs/product/decisions.md "Running a service"), so a
 * cancelled order without refunds was never paid.
 */
export const hasReceipt = (order: { status: string; refunds: readonly unknown[] }) =>
  order.status === 'cancelled' ? order.refunds.length > 0 : !awaitsPayment(order.status);
