import type { Schemas } from '../../api/client';
import { formatPence } from '../format/money';
import { refundedTotal } from './refunds';

type Order = Schemas['Order'];
type Refund = Schemas['Refund'];
export type CancelReason = NonNullable<Order['cancellation']>['reason'];

/**
 * docs/product/decisions.md "Collection": a collection order's last two steps, the same words for
 * the customer and the owner; every other status reads as it does for a delivery.
 */
const COLLECTION_STATUS_LABELS: Readonly<Partial<Record<Order['status'], string>>> = { outForDelivery: 'Ready for collection', delivered: 'Collected' };

/** The collection wording of `status` for a collection order; undefined where the usual label stands. */
export const collectionStatusLabel = (status: Order['status'], fulfilment: Order['fulfilment'] | undefined): string | undefined =>
  fulfilment === 'collection' ? COLLECTION_STATUS_LABELS[status] : undefined;

/** docs/product/decisions.md "Running a service": the reasons a restaurant declines, in the desk's order. */
export const DECLINE_REASONS = ['tooBusy', 'itemUnavailable', 'closing', 'other'] as const satisfies readonly CancelReason[];

/** Every cancellation reason in words, the same for the customer and the owner. */
export const CANCEL_REASON_LABELS: Readonly<Record<CancelReason, string>> = {
  tooBusy: 'Too busy',
  itemUnavailable: 'Item unavailable',
  closing: 'Closing',
  other: 'Other',
  customerRequest: 'Cancelled by the customer',
  notAccepted: 'Not accepted in time',
  paymentNotCompleted: 'Payment not completed',
  replacedByNewCheckout: 'Replaced by a newer order',
};

const CANCELLED_BY: Readonly<Record<NonNullable<Order['cancellation']>['by'], string>> = {
  customer: 'the customer',
  restaurant: 'the restaurant',
  system: 'us',
};

/** 'Cancelled by the restaurant: Too busy' (a customer's own cancellation needs no reason). */
export function cancellationText(cancellation: NonNullable<Order['cancellation']>): string {
  if (cancellation.reason === 'customerRequest') return CANCEL_REASON_LABELS.customerRequest;
  return `Cancelled by ${CANCELLED_BY[cancellation.by]}: ${CANCEL_REASON_LABELS[cancellation.reason]}`;
}

/** docs/product/decisions.md "Refunds": "Refund of £x.xx requested" then "Refunded £x.xx". */
export function refundText(refund: Pick<Refund, 'amount' | 'status'>): string {
  const amount = formatPence(refund.amount);
  if (refund.status === 'succeeded') return `Refunded ${amount}`;
  if (refund.status === 'failed') return `Refund of ${amount} failed`;
  return `Refund of ${amount} requested`;
}

/** What was charged: the items and the delivery price, less a voucher's discount (docs/product/decisions.md "Money and totals"). */
export const chargedOf = (order: Pick<Order, 'totalAmount' | 'deliveryPrice' | 'discount'>) => order.totalAmount + order.deliveryPrice - (order.discount ?? 0);

/** What may still be refunded: the charge less every refund not failed (the server's rule, openapi.yaml refundOrder). */
export function refundableOf(order: Pick<Order, 'totalAmount' | 'deliveryPrice' | 'discount' | 'refunds'>): number {
  return Math.max(0, chargedOf(order) - refundedTotal(order.refunds));
}

/** The customer may cancel until the restaurant accepts (docs/product/decisions.md "Customers cancel"). */
export const customerMayCancel = (status: string) => status === 'placed' || status === 'paid';
