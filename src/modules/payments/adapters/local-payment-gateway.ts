import type { Clock } from '../../../shared/clock.js';
import type { CheckoutSession, CheckoutSessionRequest, ClosedSession, PaymentGateway } from '../../ordering/index.js';
import { amountTotal, SESSION_LIFETIME_MS, sessionState, type LocalCheckoutSession } from '../domain/local-checkout.js';
import type { KnexCheckoutSessions } from './knex-checkout-sessions.js';
import { newSessionId } from './stripe-style-ids.js';

/** The path of the local hosted checkout page of a session. */
export const checkoutPagePath = (sessionId: string): string => `/checkout/pay/${sessionId}`;

/** The embedded stand-in for Stripe Checkout: sessions stored here, paid on the product's own page. */
export class LocalPaymentGateway implements PaymentGateway {
  constructor(
    private readonly sessions: KnexCheckoutSessions,
    private readonly clock: Clock,
    /** The product's public origin, which serves the checkout page. */
    private readonly publicUrl: string,
  ) {}

  async createSession(request: CheckoutSessionRequest): Promise<CheckoutSession> {
    const now = this.clock.now();
    const session: LocalCheckoutSession = {
      id: newSessionId(),
      orderId: request.orderId,
      status: 'open',
      merchantName: request.restaurantName,
      lines: request.lines.map(({ name, unitAmount, quantity }) => ({ name, unitAmount, quantity })),
      deliveryPrice: request.deliveryPrice,
      amountTotal: amountTotal(request.lines, request.deliveryPrice, request.discount),
      currency: request.currency,
      customerEmail: request.customerEmail,
      successUrl: request.successUrl,
      cancelUrl: request.cancelUrl,
      createdAt: now,
      // An order for later's session ends with its slot's hold (docs/product/decisions.md "Orders for later").
      expiresAt: request.expiresAt ?? new Date(now.getTime() + SESSION_LIFETIME_MS),
    };
    await this.sessions.create(session);
    return { id: session.id, url: this.publicUrl + checkoutPagePath(session.id) };
  }

  async openSessionUrl(sessionId: string): Promise<string | undefined> {
    const session = await this.sessions.find(sessionId);
    if (!session || sessionState(session, this.clock.now()) !== 'open') return undefined;
    return this.publicUrl + checkoutPagePath(session.id);
  }

  async expireSession(sessionId: string): Promise<ClosedSession> {
    const session = await this.sessions.expire(sessionId);
    if (session?.status !== 'complete') return { state: 'expired' };
    return { state: 'paid', payment: { eventId: session.id, amountTotal: session.amountTotal, currency: session.currency } };
  }
}
