// Refunds in Stripe mode, with only Stripe's server stood in for (docs/architecture/refunds.md).
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { StripePaymentGateway } from '../../src/modules/payments/adapters/stripe-payment-gateway.js';
import { aCustomer, placeOrder, type Customer } from '../support/customers.js';
import { testDatabaseKinds } from '../support/databases.js';
import { anOwner } from '../support/owners.js';
import { eventually, paidInTime } from '../support/payment-servers.js';
import { aRefundDispatcher } from '../support/refund-dispatchers.js';
import { completedEvent, deliverEvent } from '../support/signed-events.js';
import { startStripeStandIn, type RecordedRequest, type StripeStandIn } from '../support/stripe-stand-in.js';
import { startTestServer, type TestServer } from '../support/test-server.js';

const SECRET = 'whsec_standin_refunds';
const PAYMENT_INTENT = 'pi_test_refunds';
/** Sessions paid at Stripe whose event has not been sent yet, with what they charged. */
const paidSessions = new Map<string, number>();

/** Stripe's answers: sessions that carry a payment intent once retrieved, refunds that start pending. */
function stripeAnswer(request: RecordedRequest) {
  const session = /^\/v1\/checkout\/sessions\/(cs_test_[A-Za-z0-9_]+)/.exec(request.path)?.[1];
  if (request.method === 'POST' && request.path === '/v1/checkout/sessions') {
    const id = `cs_test_${Math.random().toString(36).slice(2)}`;
    return { status: 200, body: { id, object: 'checkout.session', status: 'open', url: `https://checkout.stripe.com/c/pay/${id}` } };
  }
  const paid = session ? paidSessions.get(session) : undefined;
  if (session && request.path.endsWith('/expire')) {
    if (paid !== undefined) return { status: 400, body: { error: { type: 'invalid_request_error', message: 'Only Checkout Sessions with a status in ["open"] can be expired.' } } };
    return { status: 200, body: { id: session, object: 'checkout.session', status: 'expired' } };
  }
  if (session) return { status: 200, body: { id: session, object: 'checkout.session', status: 'complete', payment_intent: PAYMENT_INTENT, amount_total: paid ?? null, currency: 'gbp' } };
  if (request.path === '/v1/refunds') {
    return { status: 200, body: { id: `re_test_${Math.random().toString(36).slice(2)}`, object: 'refund', status: 'pending', amount: Number(request.form.get('amount')) } };
  }
  return { status: 404, body: { error: { type: 'invalid_request_error', code: 'resource_missing', message: 'No such thing' } } };
}

/** A refund event as Stripe signs it, for the refund the request named. */
function refundEvent(type: string, status: string, request: RecordedRequest) {
  return {
    id: `evt_test_${Math.random().toString(36).slice(2)}`,
    object: 'event',
    type,
    created: Math.floor(Date.now() / 1000),
    data: {
      object: {
        id: 're_test_x',
        object: 'refund',
        amount: Number(request.form.get('amount')),
        status,
        payment_intent: PAYMENT_INTENT,
        metadata: { orderId: request.form.get('metadata[orderId]'), refundId: request.form.get('metadata[refundId]') },
      },
    },
  };
}

describe.each(testDatabaseKinds())('refunds through Stripe on %s', (kind) => {
  let server: TestServer;
  let stripe: StripeStandIn;
  let owner: Awaited<ReturnType<typeof anOwner>>;
  let customer: Customer;

  const refundCalls = () => stripe.requests.filter((r) => r.method === 'POST' && r.path === '/v1/refunds');
  const refundCallOf = async (refundId: string): Promise<RecordedRequest> =>
    (await eventually(async () => refundCalls().find((r) => r.form.get('metadata[refundId]') === refundId), 'the refund to reach Stripe'))!;
  const refundRow = async (id: string) => (await server.db('order_refunds').where({ id }).first('status')) as { status: string };
  const refunded = async (orderId: string) => Number((await server.db('orders').where({ id: orderId }).first('refunded_amount')).refunded_amount);
  const requestEvent = async (refundId: string) => {
    const rows: Array<{ id: number | string; changes: string | { refund: { id: string } } }> = await server.db('order_events').where({ type: 'refundRequested' });
    return Number(rows.find((r) => (typeof r.changes === 'string' ? JSON.parse(r.changes) : r.changes).refund.id === refundId)!.id);
  };
  const paidOrder = async () => {
    const { orderId } = await placeOrder(server, customer, owner.restaurantId);
    const row = await server.db('orders').where({ id: orderId }).first('total_amount', 'delivery_price');
    expect((await deliverEvent(server, completedEvent(orderId, Number(row.total_amount) + Number(row.delivery_price)), SECRET)).status).toBe(200);
    await paidInTime(server.db, orderId);
    return orderId;
  };
  const refund = async (orderId: string, amount: number) =>
    (await owner.api.POST('/api/my/restaurant/order/{orderId}/refunds', { params: { path: { orderId } }, body: { amount, reason: 'Missing dish' } })).data!.refunds.at(-1)!;

  beforeAll(async () => {
    stripe = await startStripeStandIn();
    stripe.answerWith(stripeAnswer);
    server = await startTestServer(kind, { STRIPE_SECRET_KEY: 'sk_test_standin', STRIPE_WEBHOOK_SECRET: SECRET, STRIPE_API_URL: `http://${stripe.options.host}:${stripe.options.port}` });
    owner = await anOwner(server, 'stripe-refund-owner@example.com');
    customer = await aCustomer(server, 'stripe-refund-customer@example.com');
  });
  afterAll(async () => {
    await server?.stop();
    await stripe?.close();
  });

  it("asks Stripe's Refunds API with the request's idempotency key and amount; the signed refund.updated settles it", async () => {
    const orderId = await paidOrder();
    const asked = await refund(orderId, 700);
    const call = await refundCallOf(asked.id);
    expect(call.headers['idempotency-key']).toBe(`refund-${await requestEvent(asked.id)}`);
    expect(Object.fromEntries(call.form)).toEqual({ payment_intent: PAYMENT_INTENT, amount: '700', 'metadata[orderId]': orderId, 'metadata[refundId]': asked.id });
    expect(await refundRow(asked.id)).toEqual({ status: 'pending' });

    expect((await deliverEvent(server, refundEvent('refund.updated', 'succeeded', call), SECRET)).status).toBe(200);
    expect(await refundRow(asked.id)).toEqual({ status: 'succeeded' });
    expect(await refunded(orderId)).toBe(700);
  });

  it('a refund.failed gives the amount back; a later succeeded event changes nothing', async () => {
    const orderId = await paidOrder();
    const asked = await refund(orderId, 300);
    const call = await refundCallOf(asked.id);
    expect(await refunded(orderId)).toBe(300);
    expect((await deliverEvent(server, refundEvent('refund.failed', 'failed', call), SECRET)).status).toBe(200);
    expect(await refundRow(asked.id)).toEqual({ status: 'failed' });
    expect(await refunded(orderId)).toBe(0);
    expect((await deliverEvent(server, refundEvent('refund.updated', 'succeeded', call), SECRET)).status).toBe(200);
    expect(await refundRow(asked.id)).toEqual({ status: 'failed' });
    expect(await refunded(orderId)).toBe(0);
  });

  it('refuses a refund event with a bad signature (400)', async () => {
    const orderId = await paidOrder();
    const asked = await refund(orderId, 100);
    const response = await deliverEvent(server, refundEvent('refund.updated', 'succeeded', await refundCallOf(asked.id)), 'whsec_forged');
    expect(response.status).toBe(400);
    expect(await refundRow(asked.id)).toEqual({ status: 'pending' });
  });

  it('sends every repeat of a request under the same idempotency key, however many dispatchers run at once', async () => {
    const orderId = await paidOrder();
    const asked = await refund(orderId, 250);
    await refundCallOf(asked.id);
    const eventId = await requestEvent(asked.id);
    await server.db('order_event_cursors').where({ name: 'payments.refund-dispatch' }).update({ last_event_id: eventId - 1 });
    const gateway = new StripePaymentGateway('sk_test_standin', pino({ level: 'silent' }), { ...stripe.options, maxNetworkRetries: 0 });
    await Promise.all(Array.from({ length: 3 }, () => aRefundDispatcher(server.db, gateway).dispatch()));
    const calls = refundCalls().filter((r) => r.form.get('metadata[refundId]') === asked.id);
    expect(calls.length).toBeGreaterThanOrEqual(2);
    expect(new Set(calls.map((r) => r.headers['idempotency-key']))).toEqual(new Set([`refund-${eventId}`]));
  });

  it("applies a payment Stripe took just before the customer's cancel, then cancels with a full refund", async () => {
    const { orderId } = await placeOrder(server, customer, owner.restaurantId);
    const order = (await server.db('orders').where({ id: orderId }).first('checkout_session_id', 'total_amount', 'delivery_price')) as Record<string, string | number>;
    const due = Number(order.total_amount) + Number(order.delivery_price);
    paidSessions.set(String(order.checkout_session_id), due);
    const { data, response } = await customer.api.POST('/api/order/{orderId}/cancel', { params: { path: { orderId } } });
    expect(response.status).toBe(200);
    expect(data?.refunds).toMatchObject([{ amount: due, reason: 'Order cancelled' }]);
    const types = (await server.db('order_events').where({ order_id: orderId }).orderBy('id').pluck('type')).slice(0, 4);
    expect(types).toEqual(['placed', 'paid', 'cancelled', 'refundRequested']);
  });

  it("expires a cancelled placed order's Checkout Session", async () => {
    const { orderId } = await placeOrder(server, customer, owner.restaurantId);
    const { checkout_session_id: sessionId } = await server.db('orders').where({ id: orderId }).first('checkout_session_id');
    expect((await customer.api.POST('/api/order/{orderId}/cancel', { params: { path: { orderId } } })).response.status).toBe(200);
    expect(stripe.requests.some((r) => r.method === 'POST' && r.path === `/v1/checkout/sessions/${sessionId}/expire`)).toBe(true);
  });
});
