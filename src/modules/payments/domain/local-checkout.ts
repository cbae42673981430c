/** One line of a hosted checkout: pence per unit. */
export interface CheckoutLine {
  name: string;
  unitAmount: number;
  quantity: number;
}

/** A session of the local hosted checkout, as payments stores it. Money in pence. */
export interface LocalCheckoutSession {
  id: string;
  orderId: string;
  /** `expired`: its order was cancelled before it was paid (or its time ran out, read from expiresAt). */
  status: 'open' | 'complete' | 'expired';
  merchantName: string;
  lines: CheckoutLine[];
  deliveryPrice: number;
  amountTotal: number;
  currency: 'gbp';
  customerEmail: string;
  /** May contain `{CHECKOUT_SESSION_ID}`, replaced on the way there as Stripe does. */
  successUrl: string;
  cancelUrl: string;
  createdAt: Date;
  expiresAt: Date;
}

/** As with Stripe Checkout, a session can be paid for 24 hours. */
export const SESSION_LIFETIME_MS = 24 * 60 * 60 * 1000;

/** The lines and delivery, less a voucher's discount (docs/product/decisions.md "Vouchers"). */
export function amountTotal(lines: readonly CheckoutLine[], deliveryPrice: number, discount = 0): number {
  return lines.reduce((sum, line) => sum + line.unitAmount * line.quantity, deliveryPrice) - discount;
}

/** The discount a stored session was given: what its lines and delivery come to over its total. */
export function discountOf(session: Pick<LocalCheckoutSession, 'lines' | 'deliveryPrice' | 'amountTotal'>): number {
  return amountTotal(session.lines, session.deliveryPrice) - session.amountTotal;
}

export function sessionState(session: LocalCheckoutSession, now: Date): 'open' | 'complete' | 'expired' {
  if (session.status !== 'open') return session.status;
  return now.getTime() < session.expiresAt.getTime() ? 'open' : 'expired';
}

export function successRedirect(session: Pick<LocalCheckoutSession, 'id' | 'successUrl'>): string {
  return session.successUrl.replaceAll('{CHECKOUT_SESSION_ID}', session.id);
}

// Stripe's test cards for a declined payment; both can be retried with another card.
const DECLINES: Readonly<Record<string, string>> = {
  '4000000000000002': 'Your card was declined.',
  '4000000000009995': 'Your card has insufficient funds.',
};

/** Why a (valid) card is refused, or undefined when it pays, like any other valid number. */
export function declineOf(cardDigits: string): string | undefined {
  return DECLINES[cardDigits];
}

/** Exactly the `checkout.session.completed` event Stripe sends for a paid session. */
export function completedEvent(session: LocalCheckoutSession, eventId: string, created: Date) {
  return {
    id: eventId,
    object: 'event',
    type: 'checkout.session.completed',
    created: Math.floor(created.getTime() / 1000),
    livemode: false,
    data: {
      object: {
        id: session.id,
        object: 'checkout.session',
        status: 'complete',
        payment_status: 'paid',
        amount_total: session.amountTotal,
        currency: session.currency,
        client_reference_id: session.orderId,
        metadata: { orderId: session.orderId },
        customer_email: session.customerEmail,
      },
    },
  };
}
