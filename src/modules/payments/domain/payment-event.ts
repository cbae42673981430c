/** A provider event whose signature verified: only the fields the rules read. */
export interface VerifiedEvent {
  id: string;
  type: string;
  data: { object: unknown };
}

/** What a verified payment event asks of ordering (the shape of ordering's PaidEvent). */
export interface PaymentClaim {
  orderId: string;
  paid: { eventId: string; amountTotal: number; currency: string };
}

/** Why an event changes no order without asking ordering. */
export type IgnoredOutcome = 'ignored-type' | 'unpaid' | 'no-order' | 'malformed';

export type EventDecision = { claim: PaymentClaim } | { ignored: IgnoredOutcome; orderId?: string };

interface SessionFields {
  payment_status?: unknown;
  amount_total?: unknown;
  currency?: unknown;
  client_reference_id?: unknown;
  metadata?: { orderId?: unknown } | null;
}

// Event ids and types are short printable ASCII at every provider; anything else cannot be recorded.
const PRINTABLE = /^[\x20-\x7e]+$/;

/** Whether a verified event has an id and type that can be recorded (the columns hold 255 and 100 characters). */
export function isRecordable(event: VerifiedEvent): boolean {
  const { id, type } = event as { id: unknown; type: unknown };
  return typeof id === 'string' && id.length <= 255 && PRINTABLE.test(id) && typeof type === 'string' && type.length <= 100 && PRINTABLE.test(type);
}

const text = (value: unknown): string | undefined => (typeof value === 'string' && value !== '' ? value : undefined);

/**
 * docs/product/decisions.md "Checkout and payment events": only a completed session whose payment_status is `paid` may pay an order;
 * the order is named by metadata.orderId, else client_reference_id. Ordering then checks
 * the amount and currency against the order itself.
 */
export function decideEvent(event: VerifiedEvent): EventDecision {
  if (event.type !== 'checkout.session.completed') return { ignored: 'ignored-type' };
  const session = (event.data?.object ?? {}) as SessionFields;
  const orderId = text(session.metadata?.orderId) ?? text(session.client_reference_id);
  if (!orderId) return { ignored: 'no-order' };
  if (session.payment_status !== 'paid') return { ignored: 'unpaid', orderId };
  const { amount_total: amountTotal, currency } = session;
  if (!Number.isSafeInteger(amountTotal) || typeof currency !== 'string') return { ignored: 'malformed', orderId };
  return { claim: { orderId, paid: { eventId: event.id, amountTotal: amountTotal as number, currency } } };
}
