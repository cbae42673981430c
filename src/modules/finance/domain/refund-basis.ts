import type { RefundBasis } from './posting.js';

/** The reason ordering gives the refund that comes with a cancellation. */
const CANCELLATION_REFUND = 'Order cancelled';

export interface RefundFacts {
  /** The refund's own reason: ordering's for a cancellation, the owner's words for a part refund. */
  reason: string;
  /** The order's cancellation, if it was cancelled. */
  cancellation: { by: string; reason: string } | null;
  /** The order's charge was a payment that arrived after it was cancelled. */
  late: boolean;
}

/**
 * Why money went back (docs/product/decisions.md "Money"): a decline is the restaurant's, a
 * missed order too, an owner's part refund is an item complaint, a system cancellation of a
 * charged order is the platform's failure, and the customer's own cancellation undoes the charge.
 */
export function refundBasis({ reason, cancellation, late }: RefundFacts): RefundBasis {
  if (late) return { cause: 'latePayment' };
  if (reason !== CANCELLATION_REFUND || !cancellation) return { cause: 'itemsMissing' };
  if (cancellation.by === 'customer') return { cause: 'customerCancelled' };
  if (cancellation.reason === 'notAccepted') return { cause: 'missed' };
  if (cancellation.by === 'restaurant') return { cause: 'declined' };
  return { cause: 'systemFailure' };
}
