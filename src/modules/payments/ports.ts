import { token } from '../../shared/di.js';
import type { MarkPaidOutcome, PaidEvent, RefundOutcome, RefundRequest } from '../ordering/index.js';

export type { MarkPaidOutcome, RefundOutcome, RefundRequest };

/** Ordering's payment use case (its public service), as far as the webhook needs it. */
export interface OrderPayments {
  /** Idempotent: only a `placed` order whose charge matches becomes `paid`, once. */
  markPaid(orderId: string, event: PaidEvent): Promise<MarkPaidOutcome>;
}
export const ORDER_PAYMENTS = token<OrderPayments>('payments.OrderPayments');

/** Ordering's refunds (its lifecycle service): what it decided to pay back, and the provider's answer. */
export interface OrderRefunds {
  /** Refund requests after the `refundRequested` order event `afterEventId`, in event order. */
  refundRequests(afterEventId: number, limit: number): Promise<RefundRequest[]>;
  /** Idempotent: only a pending refund settles, once; false for a repeat, a late event or an unknown refund. */
  markRefunded(refundId: string, outcome: RefundOutcome, paymentEventId: string): Promise<boolean>;
}
export const ORDER_REFUNDS = token<OrderRefunds>('payments.OrderRefunds');

/**
 * The provider's refunds (Stripe's Refunds API, or the local checkout's). `requested`: the
 * provider has the refund (made now, or already under this key) and will confirm it with a
 * signed refund event; `refused`: it never will (nothing was paid through it, or more would be
 * refunded than was paid), so asking again is pointless. Failures to reach it throw.
 */
export interface RefundProvider {
  refund(request: RefundRequest, idempotencyKey: string): Promise<'requested' | 'refused'>;
}
export const REFUND_PROVIDER = token<RefundProvider>('payments.RefundProvider');
