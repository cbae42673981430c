/** A refund the local checkout made of a paid session, as Stripe's Refund object names its fields. Pence. */
export interface LocalRefund {
  id: string;
  sessionId: string;
  amount: number;
  currency: 'gbp';
  status: 'succeeded';
  metadata: { orderId: string; refundId: string };
  createdAt: Date;
}

/** Why the local checkout will not make a refund: nothing was paid, or more than was paid would go back. */
export type LocalRefundRefusal = 'not-paid' | 'over-paid-amount';

/** Never more than the session's paid amount in total (docs/architecture/refunds.md). */
export function refusalOf(session: { status: string; amountTotal: number }, refundedSoFar: number, amount: number): LocalRefundRefusal | undefined {
  if (session.status !== 'complete') return 'not-paid';
  if (refundedSoFar + amount > session.amountTotal) return 'over-paid-amount';
  return undefined;
}

/**
 * The `refund.updated` event Stripe sends when a refund succeeds: the local checkout's refunds
 * succeed at once (a card refund in test mode does too), so this is the only event it sends.
 */
export function refundUpdatedEvent(refund: LocalRefund, eventId: string) {
  return {
    id: eventId,
    object: 'event',
    type: 'refund.updated',
    created: Math.floor(refund.createdAt.getTime() / 1000),
    livemode: false,
    data: {
      object: {
        id: refund.id,
        object: 'refund',
        amount: refund.amount,
        currency: refund.currency,
        status: refund.status,
        metadata: refund.metadata,
        created: Math.floor(refund.createdAt.getTime() / 1000),
      },
    },
  };
}
