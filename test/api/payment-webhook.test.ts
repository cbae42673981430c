import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KnexPaymentEventLog } from '../../src/modules/payments/adapters/knex-payment-event-log.js';
import { paymentsHealth } from '../../src/modules/payments/payments-health.js';
import { aRestaurant } from '../builders/restaurant-builder.js';
import { aCustomer, placeOrder, type Customer } from '../support/customers.js';
import { testDatabaseKinds } from '../support/databases.js';
import { completedEvent, deliverEvent, TEST_WEBHOOK_SECRET } from '../support/signed-events.js';
import { startTestServer, type TestServer } from '../support/test-server.js';

// Two Margherita at 9.50, one Tiramisu at 5.50, delivery 2.50.
const DUE = 2 * 950 + 550 + 250;

describe.each(testDatabaseKinds())('payment webhook on %s', (kind) => {
  let server: TestServer;
  let customer: Customer;
  let restaurantId: string;

  const newOrder = async () => (await placeOrder(server, customer, restaurantId)).orderId;
  const orderOf = (orderId: string) => server.db('orders').where({ id: orderId }).first('status', 'paid_event_id');
  const paidRows = async (orderId: string) => server.db('order_status_history').where({ order_id: orderId, status: 'paid' });
  const eventRows = (id: string) => server.db('payment_events').where({ id });
  const accepted = async (response: Response) => ({ status: response.status, body: await response.json() });

  beforeAll(async () => {
    server = await startTestServer(kind, { LOCAL_CHECKOUT_WEBHOOK_SECRET: TEST_WEBHOOK_SECRET });
    restaurantId = await aRestaurant().named('Bella Napoli').withMenu(['Margherita', 950], ['Tiramisu', 550]).insert(server.db);
    customer = await aCustomer(server, 'webhook@example.com');
  });
  afterAll(async () => server?.stop());

  it('refuses a forged signature (400 INVALID_SIGNATURE) and changes nothing', async () => {
    const orderId = await newOrder();
    const event = completedEvent(orderId, DUE);
    const response = await deliverEvent(server, event, 'whsec_forged');
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ code: 'INVALID_SIGNATURE', message: 'Webhook signature verification failed' });
    expect(await orderOf(orderId)).toMatchObject({ status: 'placed' });
    expect(await eventRows(event.id)).toHaveLength(0);
  });

  it('refuses a body changed after signing, and a missing signature (400)', async () => {
    const orderId = await newOrder();
    const signed = JSON.stringify(completedEvent(orderId, 1));
    const signature = Stripe.webhooks.generateTestHeaderString({ payload: signed, secret: TEST_WEBHOOK_SECRET });
    const post = (headers: Record<string, string>) =>
      fetch(`${server.url}/api/order/checkout/webhook`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body: signed.replace('"amount_total":1', `"amount_total":${DUE}`),
      });
    const tampered = await post({ 'stripe-signature': signature });
    expect(tampered.status).toBe(400);
    expect(await tampered.json()).toMatchObject({ code: 'INVALID_SIGNATURE' });
    expect((await post({})).status).toBe(400);
    expect(await orderOf(orderId)).toMatchObject({ status: 'placed' });
  });

  it('pays a placed order once, however often the same event is replayed', async () => {
    const orderId = await newOrder();
    const event = completedEvent(orderId, DUE);
    expect(await accepted(await deliverEvent(server, event))).toEqual({ status: 200, body: { received: true } });
    expect(await orderOf(orderId)).toEqual({ status: 'paid', paid_event_id: event.id });
    expect(await accepted(await deliverEvent(server, event))).toEqual({ status: 200, body: { received: true } });
    expect(await paidRows(orderId)).toHaveLength(1);
    expect(await eventRows(event.id)).toMatchObject([{ provider: 'local', type: 'checkout.session.completed', order_id: orderId, outcome: 'paid' }]);
  });

  it('records the paying event as paid when it comes back after the order was paid but before its record (a crash between the two)', async () => {
    const orderId = await newOrder();
    const event = completedEvent(orderId, DUE);
    expect((await deliverEvent(server, event)).status).toBe(200);
    // What a process killed between markPaid and the event record leaves: the order paid by this event, no record.
    await eventRows(event.id).delete();
    expect((await deliverEvent(server, event)).status).toBe(200);
    expect(await eventRows(event.id)).toMatchObject([{ outcome: 'paid', order_id: orderId }]);
    expect(await orderOf(orderId)).toMatchObject({ status: 'paid', paid_event_id: event.id });
    expect(await paidRows(orderId)).toHaveLength(1);
  });

  it('answers 200 to a late second event for a paid order and changes nothing', async () => {
    const orderId = await newOrder();
    const first = completedEvent(orderId, DUE);
    await deliverEvent(server, first);
    const late = completedEvent(orderId, DUE);
    expect((await deliverEvent(server, late)).status).toBe(200);
    expect(await orderOf(orderId)).toEqual({ status: 'paid', paid_event_id: first.id });
    expect(await paidRows(orderId)).toHaveLength(1);
    expect(await eventRows(late.id)).toMatchObject([{ outcome: 'already-paid' }]);
  });

  it('takes events out of order: an unpaid then an expired session, then the paid one', async () => {
    const orderId = await newOrder();
    const unpaid = completedEvent(orderId, DUE, { paymentStatus: 'unpaid' });
    const expired = { ...completedEvent(orderId, DUE), type: 'checkout.session.expired' };
    expect((await deliverEvent(server, unpaid)).status).toBe(200);
    expect((await deliverEvent(server, expired)).status).toBe(200);
    expect(await orderOf(orderId)).toMatchObject({ status: 'placed' });
    const paid = completedEvent(orderId, DUE);
    expect((await deliverEvent(server, paid)).status).toBe(200);
    expect(await orderOf(orderId)).toEqual({ status: 'paid', paid_event_id: paid.id });
    expect((await eventRows(unpaid.id))[0]).toMatchObject({ outcome: 'unpaid' });
    expect((await eventRows(expired.id))[0]).toMatchObject({ outcome: 'ignored-type' });
  });

  it('pays once when one event arrives ten times at once', async () => {
    const orderId = await newOrder();
    const event = completedEvent(orderId, DUE);
    const statuses = await Promise.all(Array.from({ length: 10 }, async () => (await deliverEvent(server, event)).status));
    expect(statuses).toEqual(Array(10).fill(200));
    expect(await paidRows(orderId)).toHaveLength(1);
    expect(await eventRows(event.id)).toMatchObject([{ outcome: 'paid' }]);
  });

  it('pays once when two events for one order arrive together', async () => {
    const orderId = await newOrder();
    const [a, b] = [completedEvent(orderId, DUE), completedEvent(orderId, DUE)];
    const deliveries = Array.from({ length: 10 }, (_, i) => deliverEvent(server, i % 2 ? a : b));
    expect((await Promise.all(deliveries)).map((r) => r.status)).toEqual(Array(10).fill(200));
    expect(await paidRows(orderId)).toHaveLength(1);
    const outcomes = (await server.db('payment_events').whereIn('id', [a.id, b.id]).select('outcome')).map((r) => r.outcome).sort();
    expect(outcomes).toEqual(['already-paid', 'paid']);
  });

  it.each([
    ['a wrong amount', DUE - 1, {}, 'amount-mismatch'],
    ['a wrong currency', DUE, { currency: 'usd' }, 'currency-mismatch'],
    ['an unpaid session', DUE, { paymentStatus: 'unpaid' }, 'unpaid'],
  ])('leaves the order placed for %s (200, recorded)', async (_, amount, overrides, outcome) => {
    const orderId = await newOrder();
    const event = completedEvent(orderId, amount, overrides);
    expect(await accepted(await deliverEvent(server, event))).toEqual({ status: 200, body: { received: true } });
    expect(await orderOf(orderId)).toMatchObject({ status: 'placed' });
    expect(await eventRows(event.id)).toMatchObject([{ outcome, order_id: orderId }]);
  });

  it('answers 200 for an unknown order, and records the event', async () => {
    const event = completedEvent('6755d0c4e5f6a7b8c9d0e1f2', DUE);
    expect((await deliverEvent(server, event)).status).toBe(200);
    expect(await eventRows(event.id)).toMatchObject([{ outcome: 'unknown-order' }]);
    const foreign = completedEvent('not-an-order-of-ours-at-all-no-no', DUE);
    expect((await deliverEvent(server, foreign)).status).toBe(200);
    expect(await eventRows(foreign.id)).toMatchObject([{ outcome: 'unknown-order', order_id: null }]);
  });

  it('answers 200 to other event types and changes nothing', async () => {
    const orderId = await newOrder();
    const event = { id: 'evt_other_1', object: 'event', type: 'payment_intent.succeeded', data: { object: { id: 'pi_1', metadata: { orderId } } } };
    expect(await accepted(await deliverEvent(server, event))).toEqual({ status: 200, body: { received: true } });
    expect(await orderOf(orderId)).toMatchObject({ status: 'placed' });
    expect(await eventRows(event.id)).toMatchObject([{ type: 'payment_intent.succeeded', outcome: 'ignored-type' }]);
  });

  it('reports its mode and the last event received as its health', async () => {
    const health = await paymentsHealth('local', new KnexPaymentEventLog(server.database.db)).check();
    expect(health).toMatchObject({ status: 'healthy', detail: expect.stringMatching(/^mode local; last event received \d{4}-\d\d-\d\dT/) });
  });
});

describe.each(testDatabaseKinds())('payment webhook with Stripe configured, on %s', (kind) => {
  let server: TestServer;
  const STRIPE_WEBHOOK_SECRET = 'whsec_stripe_endpoint_secret';

  beforeAll(async () => {
    server = await startTestServer(kind, { STRIPE_SECRET_KEY: 'sk_test_unused', STRIPE_WEBHOOK_SECRET });
  });
  afterAll(async () => server?.stop());

  it("verifies with Stripe's endpoint secret and records the event as Stripe's", async () => {
    const event = completedEvent('6755d0c4e5f6a7b8c9d0e1f2', DUE);
    expect((await deliverEvent(server, event, TEST_WEBHOOK_SECRET)).status).toBe(400);
    expect((await deliverEvent(server, event, STRIPE_WEBHOOK_SECRET)).status).toBe(200);
    expect(await server.db('payment_events').where({ id: event.id })).toMatchObject([{ provider: 'stripe', outcome: 'unknown-order' }]);
  });
});
