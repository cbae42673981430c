// The Stripe adapter through the official SDK, against a local stand-in for Stripe's API.
import { pino } from 'pino';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { PaymentGatewayError } from '../../src/shared/errors.js';
import { StripePaymentGateway } from '../../src/modules/payments/adapters/stripe-payment-gateway.js';
import type { CheckoutSessionRequest } from '../../src/modules/ordering/index.js';
import { freePort } from '../support/ports.js';
import { startStripeStandIn, type StripeStandIn } from '../support/stripe-stand-in.js';

const SECRET_KEY = 'sk_test_51StandInSecretKey';
const ORDER = '6755d0c4e5f6a7b8c9d0e1f2';
const request: CheckoutSessionRequest = {
  orderId: ORDER,
  restaurantId: '6755c8f2a1b2c3d4e5f60718',
  restaurantName: 'Bella Napoli',
  lines: [
    { name: 'Margherita', unitAmount: 950, quantity: 2 },
    { name: 'Spaghetti Carbonara', unitAmount: 1150, quantity: 1 },
  ],
  deliveryPrice: 250,
  discount: 0,
  currency: 'gbp',
  customerEmail: 'ada.lovelace@example.co.uk',
  successUrl: `http://localhost:3000/order-status?paidOrder=${ORDER}&session_id={CHECKOUT_SESSION_ID}`,
  cancelUrl: 'http://localhost:3000/detail/6755c8f2a1b2c3d4e5f60718?cancelledOrder=1',
};
const SESSION_URL = 'https://checkout.stripe.com/c/pay/cs_test_a1B2c3';

describe('Stripe payment gateway', () => {
  let stripe: StripeStandIn;
  let logs: string[];
  const gateway = (options = stripe.options) => {
    const logger = pino({ level: 'info' }, { write: (line: string) => void logs.push(line) });
    return new StripePaymentGateway(SECRET_KEY, logger, { ...options, maxNetworkRetries: 0 });
  };

  beforeAll(async () => {
    stripe = await startStripeStandIn();
  });
  afterAll(() => stripe.close());
  beforeEach(() => {
    stripe.requests.length = 0;
    logs = [];
  });

  it('creates a Checkout Session: GBP, a line per item plus the delivery fee, the order id twice', async () => {
    stripe.answerWith(() => ({ status: 200, body: { id: 'cs_test_a1B2c3', object: 'checkout.session', status: 'open', url: SESSION_URL } }));
    await expect(gateway().createSession(request)).resolves.toEqual({ id: 'cs_test_a1B2c3', url: SESSION_URL });
    const [sent] = stripe.requests;
    expect(sent).toMatchObject({ method: 'POST', path: '/v1/checkout/sessions' });
    expect(sent!.headers.authorization).toBe(`Bearer ${SECRET_KEY}`);
    expect(Object.fromEntries(sent!.form)).toEqual({
      mode: 'payment',
      currency: 'gbp',
      'line_items[0][price_data][currency]': 'gbp',
      'line_items[0][price_data][unit_amount]': '950',
      'line_items[0][price_data][product_data][name]': 'Margherita',
      'line_items[0][quantity]': '2',
      'line_items[1][price_data][currency]': 'gbp',
      'line_items[1][price_data][unit_amount]': '1150',
      'line_items[1][price_data][product_data][name]': 'Spaghetti Carbonara',
      'line_items[1][quantity]': '1',
      'line_items[2][price_data][currency]': 'gbp',
      'line_items[2][price_data][unit_amount]': '250',
      'line_items[2][price_data][product_data][name]': 'Delivery fee',
      'line_items[2][quantity]': '1',
      client_reference_id: ORDER,
      'metadata[orderId]': ORDER,
      customer_email: 'ada.lovelace@example.co.uk',
      success_url: request.successUrl,
      cancel_url: request.cancelUrl,
    });
    expect(sent!.form.get('success_url')).toContain('session_id={CHECKOUT_SESSION_ID}');
  });

  it("takes a voucher's discount off with a one-off coupon of its amount", async () => {
    stripe.answerWith((sent) =>
      sent.path === '/v1/coupons'
        ? { status: 200, body: { id: 'coupon_once', object: 'coupon' } }
        : { status: 200, body: { id: 'cs_test_a1B2c3', object: 'checkout.session', status: 'open', url: SESSION_URL } },
    );
    await gateway().createSession({ ...request, discount: 305 });
    const [coupon, session] = stripe.requests;
    expect(coupon).toMatchObject({ method: 'POST', path: '/v1/coupons' });
    expect(Object.fromEntries(coupon!.form)).toEqual({ amount_off: '305', currency: 'gbp', duration: 'once', max_redemptions: '1', name: 'Voucher' });
    expect(session!.form.get('discounts[0][coupon]')).toBe('coupon_once');
  });

  it('turns an error answer into PaymentGatewayError, logging its type and code but no secret', async () => {
    const error = { type: 'card_error', code: 'card_declined', decline_code: 'generic_decline', message: `Declined for ${SECRET_KEY}` };
    stripe.answerWith(() => ({ status: 400, body: { error } }));
    const failure = await gateway().createSession(request).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(PaymentGatewayError);
    expect(failure).toMatchObject({ status: 502, code: 'PAYMENT_GATEWAY_ERROR' });
    const logged = logs.join('\n');
    expect(logged).toContain('"rawType":"card_error"');
    expect(logged).toContain('"code":"card_declined"');
    expect(logged).not.toContain(SECRET_KEY);
  });

  it('turns a server error into PaymentGatewayError', async () => {
    stripe.answerWith(() => ({ status: 500, body: { error: { type: 'api_error', message: 'Something went wrong' } } }));
    await expect(gateway().createSession(request)).rejects.toBeInstanceOf(PaymentGatewayError);
    await expect(gateway().openSessionUrl('cs_test_a1B2c3')).rejects.toBeInstanceOf(PaymentGatewayError);
  });

  it('turns a refused connection into PaymentGatewayError', async () => {
    const closed = { ...stripe.options, port: await freePort() };
    await expect(gateway(closed).createSession(request)).rejects.toBeInstanceOf(PaymentGatewayError);
    expect(logs.join('\n')).toContain('StripeConnectionError');
  });

  it.each([
    ['open', SESSION_URL],
    ['expired', undefined],
    ['complete', undefined],
  ])('answers the URL of a session only while it is open (%s)', async (status, url) => {
    stripe.answerWith(() => ({ status: 200, body: { id: 'cs_test_a1B2c3', object: 'checkout.session', status, url: status === 'open' ? SESSION_URL : null } }));
    await expect(gateway().openSessionUrl('cs_test_a1B2c3')).resolves.toBe(url);
    expect(stripe.requests[0]).toMatchObject({ method: 'GET', path: '/v1/checkout/sessions/cs_test_a1B2c3' });
    expect(stripe.requests[0]!.headers.authorization).toBe(`Bearer ${SECRET_KEY}`);
  });

  it('treats a session Stripe does not know as not open, so a new one is made', async () => {
    const error = { type: 'invalid_request_error', code: 'resource_missing', message: 'No such checkout.session' };
    stripe.answerWith(() => ({ status: 404, body: { error } }));
    await expect(gateway().openSessionUrl('cs_local_madeLocally')).resolves.toBeUndefined();
  });
});
