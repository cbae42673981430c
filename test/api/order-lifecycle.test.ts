// The service loop's calls (docs/product/decisions.md "Running a service"): accept, decline,
// delay, refunds and the customer's cancel, each rule and race on both databases.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KnexOrderLifecycle } from '../../src/modules/ordering/adapters/knex-order-lifecycle.js';
import { decide } from '../../src/modules/ordering/domain/order-transitions.js';
import { aCustomer, placeOrder, type Customer } from '../support/customers.js';
import { testDatabaseKinds } from '../support/databases.js';
import { anOwner } from '../support/owners.js';
import { paidInTime, submitCard } from '../support/payment-servers.js';
import { completedEvent, deliverEvent, TEST_WEBHOOK_SECRET } from '../support/signed-events.js';
import { startTestServer, type TestServer } from '../support/test-server.js';

type Owner = Awaited<ReturnType<typeof anOwner>>;
const MINUTE = 60_000;

describe.each(testDatabaseKinds())('order lifecycle on %s', (kind) => {
  let server: TestServer;
  let owner: Owner;
  let intruder: Owner;
  let customer: Customer;
  let stranger: Customer;

  const path = (orderId: string) => ({ params: { path: { orderId } } });
  const accept = (orderId: string, body?: { estimatedMinutes: number }, who = owner) => who.api.POST('/api/my/restaurant/order/{orderId}/accept', { ...path(orderId), ...(body ? { body } : {}) });
  const decline = (orderId: string, body: { reason: 'tooBusy' | 'itemUnavailable' | 'closing' | 'other'; note?: string }, who = owner) =>
    who.api.POST('/api/my/restaurant/order/{orderId}/decline', { ...path(orderId), body });
  const delay = (orderId: string, minutes: number) => owner.api.POST('/api/my/restaurant/order/{orderId}/delay', { ...path(orderId), body: { minutes } });
  const refund = (orderId: string, body: { amount: number; reason: string } | { items: Array<{ menuItemId: string; quantity: number }>; reason: string }, who = owner) =>
    who.api.POST('/api/my/restaurant/order/{orderId}/refunds', { ...path(orderId), body });
  const cancel = (orderId: string, who = customer) => who.api.POST('/api/order/{orderId}/cancel', path(orderId));
  /** Raw, for bodies the contract refuses. */
  const post = (action: string, orderId: string, body: unknown) =>
    fetch(`${server.url}/api/my/restaurant/order/${orderId}/${action}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${owner.token}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  const orderOf = async (orderId: string) => (await customer.api.GET('/api/order')).data!.find((o) => o._id === orderId)!;
  /**
   * Ordering's decisions about the order. The provider's answers to refund requests (refunded,
   * refundFailed) come later, from payments' dispatch job: test/api/refunds-payments.test.ts.
   */
  const eventsOf = async (orderId: string) =>
    (await server.db('order_events').where({ order_id: orderId }).whereNotIn('type', ['refunded', 'refundFailed']).orderBy('id')).map((e: { type: string }) => e.type);

  /** A placed order of 2 x 1000 + 1 x 300, plus delivery; paid at the local checkout (so its refunds go through) unless `placed`. */
  async function anOrder(state: 'placed' | 'paid' | 'accepted' = 'paid'): Promise<{ orderId: string; charge: number }> {
    const { orderId, url } = await placeOrder(server, customer, owner.restaurantId, [2, 1]);
    const order = await orderOf(orderId);
    const charge = order.totalAmount + order.deliveryPrice;
    if (state === 'placed') return { orderId, charge };
    expect((await submitCard(server.url + new URL(url).pathname)).status).toBe(303);
    await paidInTime(server.db, orderId);
    if (state === 'accepted') expect((await accept(orderId, { estimatedMinutes: 30 })).response.status).toBe(200);
    return { orderId, charge };
  }

  beforeAll(async () => {
    server = await startTestServer(kind, { LOCAL_CHECKOUT_WEBHOOK_SECRET: TEST_WEBHOOK_SECRET, RATE_LIMIT_CHECKOUT: '1000/60' });
    owner = await anOwner(server, 'loop-owner@example.com');
    intruder = await anOwner(server, 'loop-intruder@example.com');
    customer = await aCustomer(server, 'loop-customer@example.com');
    stranger = await aCustomer(server, 'loop-stranger@example.com');
  });
  afterAll(async () => server?.stop());

  describe('accept', () => {
    it('moves a waiting order to inProgress, expected the minutes after acceptance, and records who', async () => {
      const { orderId } = await anOrder();
      const waiting = await orderOf(orderId);
      expect(waiting.acceptBy).not.toBeNull();
      expect(new Date(waiting.acceptBy!).getTime() - Date.now()).toBeGreaterThan(9 * MINUTE);
      const { response, data } = await accept(orderId, { estimatedMinutes: 25 });
      expect(response.status).toBe(200);
      expect(data).toMatchObject({ status: 'inProgress', acceptBy: null, cancellation: null, refunds: [] });
      expect(new Date(data!.expectedBy!).getTime() - new Date(data!.acceptedAt!).getTime()).toBe(25 * MINUTE);
      expect(await orderOf(orderId)).toMatchObject({ status: 'inProgress', expectedBy: data!.expectedBy });
      const history = await server.db('order_status_history').where({ order_id: orderId }).orderBy('id');
      expect(history.at(-1)).toMatchObject({ status: 'inProgress', changed_by: expect.stringMatching(/^owner:/) });
      expect(await eventsOf(orderId)).toEqual(['placed', 'paid', 'accepted']);
    });

    it("defaults to the restaurant's estimate, through the call and through the status selector", async () => {
      const { data: restaurant } = await server.client().GET('/api/restaurant/{restaurantId}', { params: { path: { restaurantId: owner.restaurantId } } });
      const estimate = restaurant!.estimatedDeliveryTime * MINUTE;
      const viaCall = (await accept((await anOrder()).orderId)).data!;
      expect(new Date(viaCall.expectedBy!).getTime() - new Date(viaCall.acceptedAt!).getTime()).toBe(estimate);
      const { orderId } = await anOrder();
      const viaSelector = await owner.api.PATCH('/api/my/restaurant/order/{orderId}/status', { ...path(orderId), body: { status: 'inProgress' } });
      expect(new Date(viaSelector.data!.expectedBy!).getTime() - new Date(viaSelector.data!.acceptedAt!).getTime()).toBe(estimate);
    });

    it('refuses an unpaid, an accepted and a cancelled order (409), another owner (404) and bad minutes (400), writing nothing', async () => {
      const accepted = (await anOrder('accepted')).orderId;
      const cancelled = (await anOrder()).orderId;
      expect((await decline(cancelled, { reason: 'tooBusy' })).response.status).toBe(200);
      // Last: a new checkout gives up the customer's earlier unpaid order at the restaurant.
      const placed = (await anOrder('placed')).orderId;
      for (const [orderId, message] of [
        [placed, 'Order has not been paid yet'],
        [accepted, 'Order has already been accepted'],
        [cancelled, 'Order has been cancelled'],
      ] as const) {
        const { response, error } = await accept(orderId, { estimatedMinutes: 20 });
        expect([response.status, error?.message]).toEqual([409, message]);
      }
      const waiting = (await anOrder()).orderId;
      expect((await accept(waiting, { estimatedMinutes: 20 }, intruder)).response.status).toBe(404);
      for (const estimatedMinutes of [0, 241, 2.5, '20']) {
        const response = await post('accept', waiting, { estimatedMinutes });
        expect(response.status).toBe(400);
        expect(((await response.json()) as { message: string }).message).toMatch(/^estimatedMinutes: /);
      }
      expect((await orderOf(waiting)).status).toBe('paid');
      expect(await eventsOf(waiting)).toEqual(['placed', 'paid']);
    });
  });

  describe('decline', () => {
    it('cancels with the reason and note, and asks for a full refund of the charge', async () => {
      const { orderId, charge } = await anOrder();
      const { response, data } = await decline(orderId, { reason: 'itemUnavailable', note: '  Out of naan tonight  ' });
      expect(response.status).toBe(200);
      expect(data).toMatchObject({
        status: 'cancelled',
        acceptBy: null,
        cancellation: { by: 'restaurant', reason: 'itemUnavailable', note: 'Out of naan tonight', at: expect.any(String) },
        refunds: [{ id: expect.any(String), amount: charge, reason: 'Order cancelled', status: 'pending', createdAt: expect.any(String) }],
      });
      expect(await eventsOf(orderId)).toEqual(['placed', 'paid', 'cancelled', 'refundRequested']);
      const [event] = await server.db('order_events').where({ order_id: orderId, type: 'refundRequested' });
      const changes = typeof event.changes === 'string' ? JSON.parse(event.changes) : event.changes;
      expect(changes.refund).toMatchObject({ id: data!.refunds[0]!.id, amount: charge, status: 'pending' });
    });

    it('may cancel an accepted order, not one out for delivery, delivered or cancelled; needs a known reason', async () => {
      expect((await decline((await anOrder('accepted')).orderId, { reason: 'closing' })).response.status).toBe(200);
      const out = (await anOrder('accepted')).orderId;
      await owner.api.PATCH('/api/my/restaurant/order/{orderId}/status', { ...path(out), body: { status: 'outForDelivery' } });
      expect((await decline(out, { reason: 'closing' })).error?.message).toBe('Order is already out for delivery');
      const placed = (await anOrder('placed')).orderId;
      expect((await decline(placed, { reason: 'closing' })).response.status).toBe(409);
      const waiting = (await anOrder()).orderId;
      for (const body of [{}, { reason: 'bored' }, { reason: 'other', note: 'x'.repeat(501) }, { reason: 'other', note: 'bad\u0000' }]) {
        const response = await post('decline', waiting, body);
        expect(response.status).toBe(400);
        expect(((await response.json()) as { message: string }).message).toMatch(/^(reason|note): /);
      }
      expect((await orderOf(waiting)).status).toBe('paid');
    });

    it('declines once when two tabs decline at the same moment: one refund', async () => {
      const { orderId, charge } = await anOrder();
      const answers = await Promise.all([decline(orderId, { reason: 'tooBusy' }), decline(orderId, { reason: 'closing' })]);
      expect(answers.map((a) => a.response.status).sort()).toEqual([200, 409]);
      const refunds = await server.db('order_refunds').where({ order_id: orderId });
      expect(refunds.map((r: { amount: number | string }) => Number(r.amount))).toEqual([charge]);
      expect((await eventsOf(orderId)).filter((type) => type === 'cancelled')).toHaveLength(1);
    });
  });

  describe('delay', () => {
    it('pushes Expected By back on an accepted order, again and again', async () => {
      const { orderId } = await anOrder('accepted');
      const before = new Date((await orderOf(orderId)).expectedBy!).getTime();
      expect((await delay(orderId, 10)).response.status).toBe(200);
      const { data } = await delay(orderId, 20);
      expect(new Date(data!.expectedBy!).getTime() - before).toBe(30 * MINUTE);
      expect(await eventsOf(orderId)).toEqual(['placed', 'paid', 'accepted', 'delayed', 'delayed']);
      // A delay is no status change: the history has none.
      expect((await server.db('order_status_history').where({ order_id: orderId })).map((h: { status: string }) => h.status)).toEqual(['placed', 'paid', 'inProgress']);
    });

    it('refuses an order not accepted yet (409) and minutes out of range (400)', async () => {
      const { orderId } = await anOrder();
      expect((await delay(orderId, 10)).error?.message).toBe('Order has not been accepted yet');
      const accepted = (await anOrder('accepted')).orderId;
      for (const minutes of [0, 121, -5]) expect((await post('delay', accepted, { minutes })).status).toBe(400);
    });
  });

  describe('refunds', () => {
    it('refunds an amount, then items priced as charged, never more than is left', async () => {
      const { orderId, charge } = await anOrder('accepted');
      const order = await orderOf(orderId);
      const naan = order.cartItems.find((item) => item.price === 300)!;
      const first = await refund(orderId, { amount: 450, reason: 'Chips arrived cold' });
      expect(first.response.status).toBe(201);
      expect(first.data!.refunds).toEqual([expect.objectContaining({ amount: 450, reason: 'Chips arrived cold', status: 'pending' })]);
      const second = await refund(orderId, { items: [{ menuItemId: naan.menuItemId, quantity: 1 }], reason: 'Naan missing' });
      expect(second.data!.refunds.map((r) => r.amount)).toEqual([450, 300]);
      // A refund of items keeps which, by name as ordered (the kitchen ticket prints them); one of an amount has none.
      expect(second.data!.refunds[1]!.items).toEqual([{ menuItemId: naan.menuItemId, name: naan.name, quantity: 1 }]);
      expect((await orderOf(orderId)).refunds.map((r) => r.items)).toEqual([undefined, [{ menuItemId: naan.menuItemId, name: naan.name, quantity: 1 }]]);
      const left = charge - 750;
      const tooMuch = await refund(orderId, { amount: left + 1, reason: 'Everything' });
      expect([tooMuch.response.status, tooMuch.error?.message]).toEqual([409, `A refund of £${((left + 1) / 100).toFixed(2)} is more than is left to refund (£${(left / 100).toFixed(2)})`]);
      expect((await refund(orderId, { amount: left, reason: 'The rest' })).response.status).toBe(201);
      expect((await refund(orderId, { amount: 1, reason: 'More' })).response.status).toBe(409);
      expect(await eventsOf(orderId)).toEqual(['placed', 'paid', 'accepted', 'refundRequested', 'refundRequested', 'refundRequested']);
    });

    it('names the item at fault: not in the order, or more than were ordered (400)', async () => {
      const { orderId } = await anOrder();
      const naan = (await orderOf(orderId)).cartItems.find((item) => item.price === 300)!;
      const unknown = await refund(orderId, { items: [{ menuItemId: '0123456789abcdef01234567', quantity: 1 }], reason: 'x' });
      expect([unknown.response.status, unknown.error?.message]).toEqual([400, 'items[0].menuItemId: is not an item of this order']);
      const twice = await refund(orderId, { items: [{ menuItemId: naan.menuItemId, quantity: 1 }, { menuItemId: naan.menuItemId, quantity: 1 }], reason: 'x' });
      expect([twice.response.status, twice.error?.message]).toEqual([400, 'items[1].quantity: is more than the 1 ordered']);
      for (const body of [{ amount: 0, reason: 'x' }, { amount: 100 }, { amount: 100, reason: '   ' }, { amount: 100, reason: 'x', items: [] }, { items: [], reason: 'x' }]) {
        expect((await post('refunds', orderId, body)).status).toBe(400);
      }
      expect(await server.db('order_refunds').where({ order_id: orderId })).toEqual([]);
    });

    it('refuses an unpaid or cancelled order (409) and another owner (404)', async () => {
      expect((await refund((await anOrder('placed')).orderId, { amount: 100, reason: 'x' })).response.status).toBe(409);
      const cancelled = (await anOrder()).orderId;
      await decline(cancelled, { reason: 'other' });
      expect((await refund(cancelled, { amount: 100, reason: 'x' })).error?.message).toBe('Order has been cancelled and refunded');
      expect((await refund((await anOrder()).orderId, { amount: 100, reason: 'x' }, intruder)).response.status).toBe(404);
    });

    it('lets only one of two partial refunds through when together they exceed the charge', async () => {
      const { orderId, charge } = await anOrder('accepted');
      const amount = Math.ceil(charge * 0.6);
      const answers = await Promise.all([refund(orderId, { amount, reason: 'a' }), refund(orderId, { amount, reason: 'b' })]);
      expect(answers.map((a) => a.response.status).sort()).toEqual([201, 409]);
      const rows = await server.db('order_refunds').where({ order_id: orderId });
      expect(rows).toHaveLength(1);
      expect(Number((await server.db('orders').where({ id: orderId }).first('refunded_amount')).refunded_amount)).toBe(amount);
    });
  });

  describe("the customer's cancel", () => {
    it('cancels a placed order with nothing to refund, and a paid one with a full refund', async () => {
      const placed = (await anOrder('placed')).orderId;
      const { data } = await cancel(placed);
      expect(data).toMatchObject({ status: 'cancelled', cancellation: { by: 'customer', reason: 'customerRequest' }, refunds: [] });
      const { orderId, charge } = await anOrder();
      const paid = await cancel(orderId);
      expect(paid.data!.refunds).toEqual([expect.objectContaining({ amount: charge, status: 'pending' })]);
      expect((await cancel(orderId)).error?.message).toBe('Order has already been cancelled');
    });

    it('refuses once the restaurant accepted (409), and another customer (404)', async () => {
      const accepted = (await anOrder('accepted')).orderId;
      expect((await cancel(accepted)).error?.message).toBe('Order has already been accepted by the restaurant');
      const mine = (await anOrder()).orderId;
      expect((await cancel(mine, stranger)).response.status).toBe(404);
      expect((await cancel('not-an-id')).response.status).toBe(404);
      expect((await orderOf(mine)).status).toBe('paid');
    });

    it('against the owner accepting at the same moment: exactly one of them wins', async () => {
      for (let round = 0; round < 3; round++) {
        const { orderId } = await anOrder();
        const [cancelled, accepted] = await Promise.all([cancel(orderId), accept(orderId, { estimatedMinutes: 20 })]);
        expect([cancelled.response.status, accepted.response.status].sort()).toEqual([200, 409]);
        const events = await eventsOf(orderId);
        const winner = cancelled.response.status === 200 ? ['cancelled', 'refundRequested'] : ['accepted'];
        expect(events).toEqual(['placed', 'paid', ...winner]);
      }
    });
  });

  it('decides accept and the missed-order cancel at the same moment one after the other', async () => {
    const lifecycle = new KnexOrderLifecycle(server.db);
    for (let round = 0; round < 3; round++) {
      const { orderId } = await anOrder();
      const missed = lifecycle
        .change(orderId, {}, (state) => decide(state, { kind: 'cancel', cancellation: { by: 'system', reason: 'notAccepted', at: new Date() } }, new Date()), 'system:notAccepted', new Date())
        .then(
          () => 'cancelled',
          (err: { status?: number }) => `refused ${err.status}`,
        );
      const [system, owners] = await Promise.all([missed, accept(orderId, { estimatedMinutes: 20 })]);
      expect([system, owners.response.status]).toEqual(system === 'cancelled' ? ['cancelled', 409] : ['refused 409', 200]);
      const status = (await orderOf(orderId)).status;
      expect(status).toBe(system === 'cancelled' ? 'cancelled' : 'inProgress');
    }
  });

  it("lists an order that was paid on the desk's Orders tab (charged) even once cancelled, and one given up unpaid apart", async () => {
    const declined = (await anOrder()).orderId;
    await decline(declined, { reason: 'closing' });
    const givenUp = (await anOrder('placed')).orderId;
    await cancel(givenUp);
    const ids = async (filter: object) =>
      ((await owner.api.GET('/api/my/restaurant/order', { params: { query: { filter: JSON.stringify(filter) } } })).data ?? []).map((o) => o._id);
    const charged = await ids({ status: 'cancelled', charged: true });
    expect([charged.includes(declined), charged.includes(givenUp)]).toEqual([true, false]);
    const unpaid = await ids({ status: 'cancelled', charged: false });
    expect([unpaid.includes(declined), unpaid.includes(givenUp)]).toEqual([false, true]);
    const response = await fetch(`${server.url}/api/my/restaurant/order?filter=${encodeURIComponent('{"charged":"yes"}')}`, { headers: { authorization: `Bearer ${owner.token}` } });
    expect(response.status).toBe(400);
  });

  it('refunds in full a payment that arrives after the unpaid order was cancelled, once', async () => {
    const { orderId, charge } = await anOrder('placed');
    expect((await cancel(orderId)).response.status).toBe(200);
    const late = completedEvent(orderId, charge, { id: 'evt_late_payment' });
    expect((await deliverEvent(server, late)).status).toBe(200);
    expect((await deliverEvent(server, late)).status).toBe(200);
    const order = await orderOf(orderId);
    // Its hosted page was expired by the cancel; a payment that came anyway (Stripe's race) is sent back.
    expect(order).toMatchObject({ status: 'cancelled', refunds: [expect.objectContaining({ amount: charge, reason: 'Payment arrived after the order was cancelled' })] });
    expect(await eventsOf(orderId)).toEqual(['placed', 'cancelled', 'refundRequested']);
    // Another payment event for it (a second session paid) is recorded but refunds nothing more.
    expect((await deliverEvent(server, completedEvent(orderId, charge, { id: 'evt_late_second' }))).status).toBe(200);
    expect(await server.db('order_refunds').where({ order_id: orderId })).toHaveLength(1);
  });
});
