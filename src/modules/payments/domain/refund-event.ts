import type { VerifiedEvent } from './payment-event.js';

/** The provider's events about refunds: Stripe's, which the local checkout's `refund.updated` copies. */
export const REFUND_EVENT_TYPES: ReadonlySet<string> = new Set(['refund.created', 'refund.updated', 'refund.failed', 'charge.refunded']);

/** What a refund event says of one of ordering's refunds (metadata.refundId). */
export interface RefundSettlement {
  refundId: string;
  orderId?: string;
  outcome: 'succeeded' | 'failed';
}

interface RefundFields {
  status?: unknown;
  metadata?: { refundId?: unknown; orderId?: unknown } | null;
}

const text = (value: unknown): string | undefined => (typeof value === 'string' && value !== '' ? value : undefined);

/** `succeeded` settles it; `failed` and `canceled` give the amount back; `pending` and `requires_action` wait for the next event. */
function settlementOf(refund: RefundFields): RefundSettlement | undefined {
  const refundId = text(refund.metadata?.refundId);
  if (!refundId) return undefined;
  const orderId = text(refund.metadata?.orderId);
  if (refund.status === 'succeeded') return { refundId, orderId, outcome: 'succeeded' };
  if (refund.status === 'failed' || refund.status === 'canceled') return { refundId, orderId, outcome: 'failed' };
  return undefined;
}

/**
 * The settled refunds a refund event names: one refund object (`refund.*`), or a charge's
 * refunds (`charge.refunded`, when Stripe includes them). Refunds made elsewhere (no refundId)
 * and refunds still pending settle nothing.
 */
export function refundSettlements(event: VerifiedEvent): RefundSettlement[] {
  const object = (event.data?.object ?? {}) as RefundFields & { refunds?: { data?: unknown } | null };
  const refunds = event.type === 'charge.refunded' ? object.refunds?.data : [object];
  if (!Array.isArray(refunds)) return [];
  return refunds.flatMap((refund: unknown) => {
    const settlement = refund && typeof refund === 'object' ? settlementOf(refund as RefundFields) : undefined;
    return settlement ? [settlement] : [];
  });
}
