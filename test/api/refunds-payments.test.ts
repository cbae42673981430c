// Payments' side of refunds with the local checkout (docs/architecture/refunds.md): the owner's
// refund goes to the provider, whose signed refund event settles it once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aCustomer, placeOrder, type Customer } from '../support/customers.js';
import { testDatabaseKinds } from '../support/databases.js';
import { anOwner } from '../support/owners.js';
import { eventually, paidInTime, submitCard } from '../support/payment-servers.js';
import { aLocalRefundDispatcher } from '../support/refund-dispatchers.js';
import { completedEvent, deliverEvent, TEST_WEBHOOK_SECRET } from '../support/signed-events.js';
import { startTestServer, type TestServer } from '../support/test-server.js';

describe.each(testDatabaseKinds())('refunds through the local checkout on %s', (kind) => {
  let server: TestServer;
  let owner: Awaited<ReturnType<typeof anOwner>>;
  let customer: Customer;

  const paidOrder = async () => {
    const { orderId, url } = await placeOrder(server, customer, owner.restaurantId);
    expect((await submitCard(server.url + new URL(url).pathname)).status).toBe(303);
    await paidInTime(server.db, orderId);
    return orderId;
  };
  const refund = (orderId: string, amount: number) =>
    owner.api.POST('/api/my/restaurant/order/{orderId}/refunds', { params: { path: { orderId } }, body: { amount, reason: 'Cold food' } });
  const refundRow = async (id: string) => {
    const row: { status: string; amount: number | string } | undefined = await server.db('order_refunds').where({ id }).first('status', 'amount');
    return row && { status: row.status, amount: Number(row.amount) };
  };
  const settled = (id: string) => eventually(async () => ((await refundRow(id))?.status !== 'pending' ? refundRow(id) : undefined), 'the refund to settle');
  const requestEvent = async (refundId: string) => {
    const rows: Array<{ id: number | string; changes: string | { refund: { id: string } } }> = await server.db('order_events').where({ type: 'refundRequested' });
    const row = rows.find((r) => (typeof r.changes === 'string' ? JSON.parse(r.changes) : r.changes).refund.id === refundId);
    return Number(row!.id);
  };
  const localRefunds = (sessionId: string) => server.db('local_checkout_refunds').where({ session_id: sessionId }).orderBy('created_at');
  const sessionOf = async (orderId: string) => ((await server.db('orders').where({ id: orderId }).first('checkout_session_id')) as { checkout_session_id: string }).checkout_session_id;
  const refundEvents = async (sessionId: string) =>
    (await server.db('local_checkout_outbox').where({ session_id: sessionId })).filter((row: { payload: string }) => JSON.parse(row.payload).type === 'refund.updated') as Array<{
      event_id: string;
      payload: string;
    }>;
  const orderEvents = (orderId: string) => server.db('order_events').where({ order_id: orderId }).orderBy('id').select('type');

  beforeAll(async () => {
    server = await startTestServer(kind, { LOCAL_CHECKOUT_WEBHOOK_SECRET: TEST_WEBHOOK_SECRET });
    owner = await anOwner(server, 'refund-owner@example.com');
    customer = await aCustomer(server, 'refund-customer@example.com');
  });
  afterAll(async () => server?.stop());

  it("goes pending -> succeeded through the checkout's signed refund.updated, with the key of its request", async () => {
    const orderId = await paidOrder();
    const { data, response } = await refund(orderId, 500);
    expect(response.status).toBe(201);
    const asked = data!.refunds[0]!;
    expect(asked).toMatchObject({ amount: 500, reason: 'Cold food', status: 'pending' });

    expect(await settled(asked.id)).toMatchObject({ status: 'succeeded', amount: 500 });
    const sessionId = await sessionOf(orderId);
    const [made, ...more] = await localRefunds(sessionId);
    expect(more).toHaveLength(0);
    expect(made).toMatchObject({ idempotency_key: `refund-${await requestEvent(asked.id)}`, amount: 500, status: 'succeeded' });
    expect(JSON.parse(made.metadata)).toEqual({ orderId, refundId: asked.id });
    const [event] = await refundEvents(sessionId);
    expect(JSON.parse(event!.payload).data.object).toMatchObject({ id: made.id, object: 'refund', status: 'succeeded', amount: 500 });
    expect(await server.db('payment_events').where({ id: event!.event_id }).first('type', 'outcome', 'order_id')).toEqual({ type: 'refund.updated', outcome: 'refunded', order_id: orderId });
    const order = (await customer.api.GET('/api/order')).data?.find((o) => o._id === orderId);
    expect(order?.refunds).toEqual([expect.objectContaining({ id: asked.id, status: 'succeeded', amount: 500 })]);
  });

  it('answers 200 to a duplicate, a late failure and an unknown refund, and changes nothing', async () => {
    const orderId = await paidOrder();
    const asked = (await refund(orderId, 300)).data!.refunds[0]!;
    await settled(asked.id);
    const [event] = await refundEvents(await sessionOf(orderId));
    const before = await orderEvents(orderId);
    const refunded = await server.db('orders').where({ id: orderId }).first('refunded_amount');

    const duplicate = await deliverEvent(server, JSON.parse(event!.payload));
    expect(duplicate.status).toBe(200);
    const late = JSON.parse(event!.payload);
    Object.assign(late, { id: `${late.id}_late`, type: 'refund.failed' });
    late.data.object.status = 'failed';
    expect((await deliverEvent(server, late)).status).toBe(200);
    const unknown = JSON.parse(event!.payload);
    Object.assign(unknown, { id: `${unknown.id}_unknown` });
    unknown.data.object.metadata = { orderId, refundId: '000000000000000000000000' };
    expect((await deliverEvent(server, unknown)).status).toBe(200);

    expect(await refundRow(asked.id)).toMatchObject({ status: 'succeeded' });
    expect(await orderEvents(orderId)).toEqual(before);
    expect(await server.db('orders').where({ id: orderId }).first('refunded_amount')).toEqual(refunded);
    expect(await server.db('payment_events').where({ id: late.id }).first('outcome')).toEqual({ outcome: 'refund-unchanged' });
  });

  it('refuses a refund event with a bad signature (400) and changes nothing', async () => {
    const orderId = await paidOrder();
    const asked = (await refund(orderId, 200)).data!.refunds[0]!;
    await settled(asked.id);
    const [event] = await refundEvents(await sessionOf(orderId));
    const forged = JSON.parse(event!.payload);
    Object.assign(forged, { id: `${forged.id}_forged`, type: 'refund.failed' });
    forged.data.object.status = 'failed';
    const response = await deliverEvent(server, forged, 'whsec_forged');
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ code: 'INVALID_SIGNATURE' });
    expect(await refundRow(asked.id)).toMatchObject({ status: 'succeeded' });
    expect(await server.db('payment_events').where({ id: forged.id })).toHaveLength(0);
  });

  it('makes one refund however many dispatchers send the same request at once', async () => {
    const orderId = await paidOrder();
    const asked = (await refund(orderId, 400)).data!.refunds[0]!;
    await settled(asked.id);
    const sessionId = await sessionOf(orderId);
    // As if no dispatcher had sent it yet: the request after the cursor, nothing at the checkout.
    const eventId = await requestEvent(asked.id);
    await server.db('local_checkout_outbox').where({ session_id: sessionId }).whereLike('payload', '%"type":"refund.updated"%').del();
    await server.db('local_checkout_refunds').where({ session_id: sessionId }).del();
    await server.db('order_event_cursors').where({ name: 'payments.refund-dispatch' }).update({ last_event_id: eventId - 1 });

    const sent = await Promise.all(Array.from({ length: 4 }, () => aLocalRefundDispatcher(server.db).dispatch()));
    expect(sent.every((n) => n >= 1)).toBe(true);
    expect(await localRefunds(sessionId)).toEqual([expect.objectContaining({ idempotency_key: `refund-${eventId}`, amount: 400 })]);
    expect(await refundEvents(sessionId)).toHaveLength(1);
    expect(Number((await server.db('order_event_cursors').where({ name: 'payments.refund-dispatch' }).first('last_event_id')).last_event_id)).toBeGreaterThanOrEqual(eventId);
  });

  it('never refunds more than the session was paid in all: the checkout refuses, and the refund fails back', async () => {
    const orderId = await paidOrder();
    const sessionId = await sessionOf(orderId);
    const { amount_total: paid } = await server.db('local_checkout_sessions').where({ id: sessionId }).first('amount_total');
    // Something else (a refund made by hand at the provider) took all but 100 already.
    await server.db('local_checkout_refunds').insert({
      id: 're_local_byHand',
      session_id: sessionId,
      idempotency_key: `by-hand-${sessionId}`,
      amount: Number(paid) - 100,
      status: 'succeeded',
      metadata: '{}',
      created_at: new Date().toISOString(),
    });
    const asked = (await refund(orderId, 150)).data!.refunds[0]!;
    expect(await settled(asked.id)).toMatchObject({ status: 'failed' });
    expect(await localRefunds(sessionId)).toHaveLength(1);
    expect(Number((await server.db('orders').where({ id: orderId }).first('refunded_amount')).refunded_amount)).toBe(0);
  });

  it("lets a payment made just before the customer's cancel decide: paid, then cancelled and refunded in full; its late event changes nothing", async () => {
    const { orderId, url } = await placeOrder(server, customer, owner.restaurantId);
    const sessionId = new URL(url).pathname.split('/').pop()!;
    // Paid at the checkout, its event still on its way (a worker behind, Redis away).
    await server.db('local_checkout_sessions').where({ id: sessionId }).update({ status: 'complete', completed_at: new Date().toISOString() });
    const { amount_total: paid } = (await server.db('local_checkout_sessions').where({ id: sessionId }).first('amount_total')) as { amount_total: number };

    const cancelled = await customer.api.POST('/api/order/{orderId}/cancel', { params: { path: { orderId } } });
    expect(cancelled.response.status).toBe(200);
    expect(cancelled.data?.status).toBe('cancelled');
    const [asked] = cancelled.data!.refunds;
    expect(asked).toMatchObject({ amount: Number(paid), reason: 'Order cancelled' });
    expect(await settled(asked!.id)).toMatchObject({ status: 'succeeded', amount: Number(paid) });
    const told = ['placed', 'paid', 'cancelled', 'refundRequested', 'refunded'];
    expect((await orderEvents(orderId)).map((e) => e.type)).toEqual(told);

    // The provider's own event arrives after: taken, and nothing more is refunded or told.
    expect((await deliverEvent(server, completedEvent(orderId, Number(paid)))).status).toBe(200);
    expect((await orderEvents(orderId)).map((e) => e.type)).toEqual(told);
    expect(await localRefunds(sessionId)).toHaveLength(1);
    expect(await server.db('orders').where({ id: orderId }).first('status')).toEqual({ status: 'cancelled' });
  });

  it("expires a placed order's checkout session when the customer cancels it: its page refuses to pay", async () => {
    const { orderId, url } = await placeOrder(server, customer, owner.restaurantId);
    const cancelled = await customer.api.POST('/api/order/{orderId}/cancel', { params: { path: { orderId } } });
    expect(cancelled.response.status).toBe(200);
    const sessionId = new URL(url).pathname.split('/').pop()!;
    expect(await server.db('local_checkout_sessions').where({ id: sessionId }).first('status')).toEqual({ status: 'expired' });
    const page = await submitCard(server.url + new URL(url).pathname);
    expect(page.status).not.toBe(303);
    expect(await server.db('local_checkout_outbox').where({ session_id: sessionId })).toHaveLength(0);
    expect(await server.db('orders').where({ id: orderId }).first('status')).toEqual({ status: 'cancelled' });
  });
});
