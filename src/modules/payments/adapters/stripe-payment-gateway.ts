import type Stripe from 'stripe';
import { PaymentGatewayError } from '../../../shared/errors.js';
import type { Logger } from '../../../shared/logger.js';
import type { CheckoutSession, CheckoutSessionRequest, ClosedSession, PaymentGateway } from '../../ordering/index.js';
import type { RefundProvider, RefundRequest } from '../ports.js';

/** Where and how the SDK calls Stripe: its defaults in production, a local stand-in in tests. */
export type StripeClientOptions = Pick<Stripe.StripeConfig, 'host' | 'port' | 'protocol' | 'maxNetworkRetries' | 'timeout'>;

type LineItem = NonNullable<Stripe.Checkout.SessionCreateParams['line_items']>[number];

/** docs/product/decisions.md "Checkout and payment events": GBP, one line per cart item plus one for the delivery fee, the order id twice. */
function sessionParams(request: CheckoutSessionRequest, couponId?: string): Stripe.Checkout.SessionCreateParams {
  const line = (name: string, unitAmount: number, quantity: number): LineItem => ({
    price_data: { currency: request.currency, unit_amount: unitAmount, product_data: { name } },
    quantity,
  });
  return {
    mode: 'payment',
    currency: request.currency,
    line_items: [...request.lines.map((l) => line(l.name, l.unitAmount, l.quantity)), line('Delivery fee', request.deliveryPrice, 1)],
    client_reference_id: request.orderId,
    metadata: { orderId: request.orderId },
    customer_email: request.customerEmail,
    ...(couponId ? { discounts: [{ coupon: couponId }] } : {}),
    // Stripe itself replaces a literal {CHECKOUT_SESSION_ID} here.
    success_url: request.successUrl,
    cancel_url: request.cancelUrl,
    ...(request.expiresAt ? { expires_at: stripeExpiry(request.expiresAt) } : {}),
  };
}

/** Stripe's shortest session is 30 minutes (ordering's slot hold is longer: docs/product/decisions.md "Orders for later"). */
const STRIPE_MIN_LIFETIME_S = 30 * 60 + 60;

function stripeExpiry(expiresAt: Date): number {
  return Math.max(Math.floor(expiresAt.getTime() / 1000), Math.ceil(Date.now() / 1000) + STRIPE_MIN_LIFETIME_S);
}

type StripeSdk = typeof import('stripe').default;

/** What may be logged of a failed call: the error's kind, never the key or the request. */
function errorFields(error: unknown, sdk: StripeSdk) {
  if (!(error instanceof sdk.errors.StripeError)) return { err: error };
  const { type, rawType, code, statusCode, requestId, param, decline_code: declineCode } = error;
  return { stripeError: { type, rawType, code, statusCode, requestId, param, declineCode } };
}

/** Stripe Checkout and Refunds through the official SDK; any failure is a PaymentGatewayError (502). */
export class StripePaymentGateway implements PaymentGateway, RefundProvider {
  private client?: Promise<{ sdk: StripeSdk; stripe: Stripe }>;

  constructor(
    private readonly secretKey: string,
    private readonly logger: Logger,
    private readonly options: StripeClientOptions = {},
  ) {}

  /** The SDK loads with the first checkout, not at start: a process that only serves reads never needs it. */
  private connected(): Promise<{ sdk: StripeSdk; stripe: Stripe }> {
    this.client ??= import('stripe').then(({ default: sdk }) => ({ sdk, stripe: new sdk(this.secretKey, this.options) }));
    return this.client;
  }

  async createSession(request: CheckoutSessionRequest): Promise<CheckoutSession> {
    const { sdk, stripe } = await this.connected();
    try {
      // A voucher's discount (docs/product/decisions.md "Vouchers"): Stripe takes no negative line, so a one-off coupon of the amount.
      const coupon = request.discount > 0 ? await stripe.coupons.create({ amount_off: request.discount, currency: request.currency, duration: 'once', max_redemptions: 1, name: 'Voucher' }) : undefined;
      const session = await stripe.checkout.sessions.create(sessionParams(request, coupon?.id));
      if (!session.url) throw new Error('Stripe answered a session without a URL');
      return { id: session.id, url: session.url };
    } catch (error) {
      throw this.failure('create checkout session', error, sdk);
    }
  }

  async openSessionUrl(sessionId: string): Promise<string | undefined> {
    const { sdk, stripe } = await this.connected();
    try {
      const session = await stripe.checkout.sessions.retrieve(sessionId);
      return session.status === 'open' && session.url ? session.url : undefined;
    } catch (error) {
      // A session Stripe does not know (e.g. made in another mode) is simply not open: pay anew.
      if (error instanceof sdk.errors.StripeInvalidRequestError && error.code === 'resource_missing') return undefined;
      throw this.failure('retrieve checkout session', error, sdk);
    }
  }

  async expireSession(sessionId: string): Promise<ClosedSession> {
    const { sdk, stripe } = await this.connected();
    try {
      await stripe.checkout.sessions.expire(sessionId);
      return { state: 'expired' };
    } catch (error) {
      if (!(error instanceof sdk.errors.StripeInvalidRequestError)) throw this.failure('expire checkout session', error, sdk);
    }
    // Completed or expired already, or unknown here: nothing left that could take a payment, but
    // a completed one was paid, and its event may not have arrived yet.
    try {
      const session = await stripe.checkout.sessions.retrieve(sessionId);
      if (session.status !== 'complete') return { state: 'expired' };
      return { state: 'paid', payment: { eventId: session.id, amountTotal: session.amount_total ?? 0, currency: session.currency ?? '' } };
    } catch (error) {
      if (error instanceof sdk.errors.StripeInvalidRequestError) return { state: 'expired' };
      throw this.failure('retrieve checkout session', error, sdk);
    }
  }

  /**
   * Refunds part of the payment of the order's checkout session. The idempotency key makes a
   * repeat (another worker, a retry) the same refund; Stripe confirms it with signed refund events.
   */
  async refund(request: RefundRequest, idempotencyKey: string): Promise<'requested' | 'refused'> {
    const { sdk, stripe } = await this.connected();
    try {
      const paymentIntent = request.checkoutSessionId ? await this.paymentIntentOf(stripe, request.checkoutSessionId) : undefined;
      if (!paymentIntent) {
        this.logger.error({ orderId: request.orderId, refundId: request.refundId }, 'refund refused: the order has no Stripe payment');
        return 'refused';
      }
      const metadata = { orderId: request.orderId, refundId: request.refundId };
      await stripe.refunds.create({ payment_intent: paymentIntent, amount: request.amount, metadata }, { idempotencyKey });
      return 'requested';
    } catch (error) {
      // Stripe will not make it (more than is left of the charge, a charge it does not know): asking again changes nothing.
      if (error instanceof sdk.errors.StripeInvalidRequestError) {
        this.logger.error({ orderId: request.orderId, refundId: request.refundId, ...errorFields(error, sdk) }, 'refund refused by Stripe');
        return 'refused';
      }
      throw this.failure('create refund', error, sdk);
    }
  }

  private async paymentIntentOf(stripe: Stripe, sessionId: string): Promise<string | undefined> {
    const session = await stripe.checkout.sessions.retrieve(sessionId);
    const intent = session.payment_intent;
    return typeof intent === 'string' ? intent : (intent?.id ?? undefined);
  }

  private failure(action: string, error: unknown, sdk: StripeSdk): PaymentGatewayError {
    this.logger.error({ action, ...errorFields(error, sdk) }, 'Stripe call failed');
    return new PaymentGatewayError();
  }
}
