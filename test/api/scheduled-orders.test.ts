// Orders for later (docs/product/decisions.md "Orders for later"): the owner's settings, the
// slots offered, a checkout's slot checked, held, counted and released, and the service loop
// running from the slot. Both databases; the race for a slot's last places on PostgreSQL.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { aCustomer, menuOf, type Customer } from '../support/customers.js';
import { toDb } from '../../src/shared/db/timestamps.js';
import { testDatabaseKinds } from '../support/databases.js';
import { anOwner } from '../support/owners.js';
import { paidInTime, submitCard } from '../support/payment-servers.js';
import { TEST_WEBHOOK_SECRET } from '../support/signed-events.js';
import { startTestServer, type TestServer } from '../support/test-server.js';

const MINUTE = 60_000;
const HOLD = 35 * MINUTE;

describe.each(testDatabaseKinds())('orders for later on %s', (kind) => {
  let server: TestServer;
  let owner: Awaited<ReturnType<typeof anOwner>>;
  let other: Awaited<ReturnType<typeof anOwner>>;
  let customers: Customer[];
  /** The product's clock runs this far ahead of the real one (a hold running out). */
  let aheadMs = 0;

  const settings = (body: { daysAhead: number; slotCapacity: { delivery: number; collection: number } }, who = owner) => who.api.PUT('/api/my/restaurant/scheduling', { body });
  const slotsOf = async (restaurantId = owner.restaurantId) =>
    (await server.client().GET('/api/restaurant/{restaurantId}/slots', { params: { path: { restaurantId }, query: { fulfilment: 'delivery' } } })).data!;
  const checkout = async (customer: Customer, slot?: string) => {
    const menu = await menuOf(server, owner.restaurantId);
    return customer.api.POST('/api/order/checkout/create-checkout-session', {
      body: { restaurantId: owner.restaurantId, cartItems: [{ menuItemId: menu[0]!._id, quantity: '2' }], deliveryDetails: customer.delivery, ...(slot ? { slot } : {}) },
    });
  };
  const quote = async (slot: string) => {
    const menu = await menuOf(server, owner.restaurantId);
    return server.client().POST('/api/order/checkout/quote', { body: { restaurantId: owner.restaurantId, cartItems: [{ menuItemId: menu[0]!._id, quantity: '1' }], slot } });
  };
  const latestOrder = async (customer: Customer) => (await customer.api.GET('/api/order')).data![0]!;
  /** A slot about three hours ahead, on the grid. */
  const laterSlot = async (hours = 3) => (await slotsOf()).slots.find((s) => new Date(s.startsAt).getTime() >= Date.now() + aheadMs + hours * 60 * MINUTE)!.startsAt;

  beforeAll(async () => {
    server = await startTestServer(kind, { LOCAL_CHECKOUT_WEBHOOK_SECRET: TEST_WEBHOOK_SECRET, RATE_LIMIT_CHECKOUT: '1000/60' }, { clock: { now: () => new Date(Date.now() + aheadMs) } });
    owner = await anOwner(server, 'later-owner@example.com');
    other = await anOwner(server, 'later-other@example.com');
    customers = await Promise.all([1, 2, 3].map((i) => aCustomer(server, `later-${i}@example.com`)));
  });
  afterAll(async () => server?.stop());
  beforeEach(async () => {
    aheadMs = 0;
    await server.db('orders').where({ restaurant_id: owner.restaurantId }).update({ status: 'cancelled' });
    await owner.api.DELETE('/api/my/restaurant/pause');
    expect((await settings({ daysAhead: 2, slotCapacity: { delivery: 10, collection: 10 } })).response.status).toBe(200);
  });

  it('has the defaults until the owner saves, saves both fields, and names a field out of range', async () => {
    expect((await other.api.GET('/api/my/restaurant/scheduling')).data).toEqual({ daysAhead: 2, slotCapacity: { delivery: 10, collection: 10 } });
    expect((await settings({ daysAhead: 7, slotCapacity: { delivery: 5, collection: 8 } })).data).toEqual({ daysAhead: 7, slotCapacity: { delivery: 5, collection: 8 } });
    expect((await owner.api.GET('/api/my/restaurant/scheduling')).data).toEqual({ daysAhead: 7, slotCapacity: { delivery: 5, collection: 8 } });
    expect((await other.api.GET('/api/my/restaurant/scheduling')).data!.daysAhead).toBe(2);
    const refused = await settings({ daysAhead: 8, slotCapacity: { delivery: 0, collection: 8 } });
    expect(refused.response.status).toBe(400);
    expect(refused.error!.details!.map((d) => d.path)).toEqual(expect.arrayContaining(['daysAhead', 'slotCapacity.delivery']));
    expect((await owner.api.GET('/api/my/restaurant/scheduling')).data!.daysAhead).toBe(7);
  });

  it('offers quarter-hour slots from now plus the preparation time to the end of the last day, none with 0 days ahead', async () => {
    const { timeZone, slots } = await slotsOf();
    expect(timeZone).toBe('Europe/London');
    const first = new Date(slots[0]!.startsAt).getTime();
    // The builder's restaurants take 30 minutes.
    expect(first).toBeGreaterThanOrEqual(Date.now() + 30 * MINUTE);
    expect(first).toBeLessThan(Date.now() + 45 * MINUTE);
    expect(slots.every((s) => new Date(s.startsAt).getTime() % (15 * MINUTE) === 0 && new Date(s.endsAt).getTime() - new Date(s.startsAt).getTime() === 15 * MINUTE)).toBe(true);
    expect(slots[0]!.placesLeft).toBe(10);
    await settings({ daysAhead: 0, slotCapacity: { delivery: 10, collection: 10 } });
    expect((await slotsOf()).slots).toEqual([]);
    const unknown = await server.client().GET('/api/restaurant/{restaurantId}/slots', { params: { path: { restaurantId: 'a'.repeat(24) } } });
    expect(unknown.response.status).toBe(404);
  });

  it('refuses a slot the restaurant does not offer, naming slot, and stores nothing', async () => {
    const slot = await laterSlot();
    const before = await server.db('orders').count({ n: '*' });
    for (const bad of [new Date(new Date(slot).getTime() + 7 * MINUTE).toISOString(), new Date(Date.now() + 5 * 24 * 60 * MINUTE).toISOString()]) {
      const { response, error } = await checkout(customers[0]!, bad);
      expect(response.status).toBe(409);
      expect(error).toMatchObject({ code: 'SLOT_UNAVAILABLE', slot: bad, details: [{ path: 'slot' }] });
    }
    expect((await quote(new Date(new Date(slot).getTime() + 7 * MINUTE).toISOString())).error).toMatchObject({ code: 'SLOT_UNAVAILABLE' });
    expect(await server.db('orders').count({ n: '*' })).toEqual(before);
  });

  it('offers slots only from the end of a pause plus the preparation time, and none while paused until the owner resumes', async () => {
    const early = await laterSlot(0);
    const late = await laterSlot(3);
    expect((await owner.api.POST('/api/my/restaurant/pause', { body: { minutes: 60 } })).response.status).toBe(200);
    const first = new Date((await slotsOf()).slots[0]!.startsAt).getTime();
    // Paused for an hour, and the builder's restaurants take 30 minutes.
    expect(first).toBeGreaterThanOrEqual(Date.now() + 90 * MINUTE);
    expect(first).toBeLessThan(Date.now() + 105 * MINUTE);
    expect((await checkout(customers[0]!, early)).error).toMatchObject({ code: 'SLOT_UNAVAILABLE', slot: early });
    expect((await checkout(customers[0]!, late)).response.status).toBe(200);

    // A missed order pauses until the owner resumes (docs/product/decisions.md "Running a service").
    await server.db('restaurant_availability').where({ restaurant_id: owner.restaurantId }).update({ paused_until: null, paused_indefinitely: true });
    expect((await slotsOf()).slots).toEqual([]);
    const before = await server.db('orders').count({ n: '*' });
    const refused = await checkout(customers[1]!, late);
    expect(refused.response.status).toBe(409);
    expect(refused.error).toMatchObject({ code: 'SLOT_UNAVAILABLE', slot: late, details: [{ path: 'slot' }] });
    expect((await quote(late)).error).toMatchObject({ code: 'SLOT_UNAVAILABLE' });
    expect(await server.db('orders').count({ n: '*' })).toEqual(before);
  });

  it('holds a place while a checkout is open, refuses SLOT_FULL beyond capacity, and frees the place on cancel, replacement or the end of the hold', async () => {
    await settings({ daysAhead: 2, slotCapacity: { delivery: 2, collection: 10 } });
    const slot = await laterSlot();
    const [a, b, c] = customers as [Customer, Customer, Customer];
    expect((await checkout(a, slot)).response.status).toBe(200);
    expect((await checkout(b, slot)).response.status).toBe(200);
    const full = await checkout(c, slot);
    expect(full.response.status).toBe(409);
    expect(full.error).toMatchObject({ code: 'SLOT_FULL', slot, details: [{ path: 'slot' }] });
    expect((await quote(slot)).error).toMatchObject({ code: 'SLOT_FULL', slot });
    expect((await slotsOf()).slots.map((s) => s.startsAt)).not.toContain(slot);

    // A new checkout of the same customer replaces their earlier one: still two places taken.
    expect((await checkout(a, slot)).response.status).toBe(200);
    expect((await checkout(c, slot)).error).toMatchObject({ code: 'SLOT_FULL' });
    // The customer cancels on the hosted page: the place is free at once.
    const ofB = await latestOrder(b);
    expect(ofB.scheduledFor).toBe(slot);
    expect((await b.api.POST('/api/order/{orderId}/cancel', { params: { path: { orderId: ofB._id } } })).response.status).toBe(200);
    expect((await slotsOf()).slots.find((s) => s.startsAt === slot)?.placesLeft).toBe(1);
    expect((await checkout(c, slot)).response.status).toBe(200);

    // The session of an order for later ends with its hold; once the hold is over the place is free and the payment cannot resume.
    const ofC = await latestOrder(c);
    const session = await server.db('local_checkout_sessions').where({ order_id: ofC._id }).first('expires_at');
    expect(new Date(session.expires_at).getTime() - new Date(ofC.createdAt).getTime()).toBe(HOLD);
    aheadMs = HOLD + MINUTE;
    expect((await slotsOf()).slots.find((s) => s.startsAt === slot)?.placesLeft).toBe(2);
    const resumed = await c.api.POST('/api/order/{orderId}/checkout-session', { params: { path: { orderId: ofC._id } } });
    expect(resumed.response.status).toBe(409);
    expect(resumed.error).toMatchObject({ code: 'SLOT_HOLD_ENDED' });
  });

  it('takes a slot while closed or paused now, and waits for the restaurant from when the order is due; expected at the slot', async () => {
    expect((await owner.api.POST('/api/my/restaurant/pause', { body: { minutes: 60 } })).response.status).toBe(200);
    expect((await checkout(customers[0]!)).error).toMatchObject({ code: 'RESTAURANT_CLOSED' });
    const slot = await laterSlot();
    const { data } = await checkout(customers[0]!, slot);
    expect(data).toBeDefined();
    await owner.api.DELETE('/api/my/restaurant/pause');
    const placed = await latestOrder(customers[0]!);
    const due = new Date(slot).getTime() - 30 * MINUTE;
    expect(placed).toMatchObject({ scheduledFor: slot, dueAt: new Date(due).toISOString() });
    expect((await submitCard(server.url + new URL(data!.url).pathname)).status).toBe(303);
    await paidInTime(server.db, placed._id);
    const paid = await latestOrder(customers[0]!);
    // ORDER_ACCEPT_TIMEOUT_S's default, 10 minutes, from due rather than from payment.
    expect(paid.acceptBy).toBe(new Date(due + 10 * MINUTE).toISOString());
    const accepted = await owner.api.POST('/api/my/restaurant/order/{orderId}/accept', { params: { path: { orderId: placed._id } }, body: { estimatedMinutes: 20 } });
    expect(accepted.data).toMatchObject({ status: 'inProgress', expectedBy: slot, scheduledFor: slot });
    const delayed = await owner.api.POST('/api/my/restaurant/order/{orderId}/delay', { params: { path: { orderId: placed._id } }, body: { minutes: 10 } });
    expect(delayed.data!.expectedBy).toBe(new Date(new Date(slot).getTime() + 10 * MINUTE).toISOString());
  });

  it('judges a dish at the slot: one sold out until later is refused now and taken for a slot after it', async () => {
    const [dish] = await menuOf(server, owner.restaurantId);
    const slot = await laterSlot(3);
    const until = new Date(new Date(slot).getTime() - 60 * MINUTE);
    // As 'until the next opening' marks it; the catalogue's triggers see the change as the owner's call would.
    await server.db('menu_items').where({ id: dish!._id }).update({ sold_out: true, sold_out_until: toDb(until) });
    try {
      const now = await checkout(customers[1]!);
      expect(now.response.status).toBe(409);
      expect(now.error).toMatchObject({ code: 'ITEM_UNAVAILABLE', details: [{ path: 'cartItems[0].menuItemId', message: `${dish!.name} is sold out` }] });
      const beforeIt = (await slotsOf()).slots.find((s) => new Date(s.startsAt) < until)!.startsAt;
      expect((await checkout(customers[1]!, beforeIt)).error).toMatchObject({ code: 'ITEM_UNAVAILABLE' });
      const afterIt = await checkout(customers[1]!, slot);
      expect(afterIt.response.status).toBe(200);
      expect(await latestOrder(customers[1]!)).toMatchObject({ scheduledFor: slot });
    } finally {
      await server.db('menu_items').where({ id: dish!._id }).update({ sold_out: false, sold_out_until: null });
    }
  });

  it('counts each fulfilment against its own capacity, and starts a collection its collection minutes before the slot', async () => {
    expect((await owner.api.PUT('/api/my/restaurant/fulfilment', { body: { delivery: true, collection: true, collectionMinutes: 20 } })).response.status).toBe(200);
    await settings({ daysAhead: 2, slotCapacity: { delivery: 1, collection: 1 } });
    const slot = await laterSlot();
    const menu = await menuOf(server, owner.restaurantId);
    const [a, b, c] = customers as [Customer, Customer, Customer];
    const collect = (customer: Customer) =>
      customer.api.POST('/api/order/checkout/create-checkout-session', {
        body: { restaurantId: owner.restaurantId, fulfilment: 'collection', cartItems: [{ menuItemId: menu[0]!._id, quantity: '2' }], deliveryDetails: { name: 'Ada', email: customer.email, phone: customer.delivery.phone }, slot },
      });
    expect((await checkout(a, slot)).response.status).toBe(200);
    // The delivery slot is full; the same slot for collection has its own place.
    expect((await checkout(b, slot)).error).toMatchObject({ code: 'SLOT_FULL' });
    expect((await collect(b)).response.status).toBe(200);
    expect((await collect(c)).error).toMatchObject({ code: 'SLOT_FULL' });
    const collection = await latestOrder(b);
    expect(collection).toMatchObject({ fulfilment: 'collection', scheduledFor: slot, dueAt: new Date(new Date(slot).getTime() - 20 * MINUTE).toISOString() });
    const collectionSlots = await server.client().GET('/api/restaurant/{restaurantId}/slots', { params: { path: { restaurantId: owner.restaurantId }, query: { fulfilment: 'collection' } } });
    expect(collectionSlots.data!.slots.map((s) => s.startsAt)).not.toContain(slot);
    // A restaurant without collection offers no collection slots.
    expect((await owner.api.PUT('/api/my/restaurant/fulfilment', { body: { delivery: true, collection: false, collectionMinutes: 20 } })).response.status).toBe(200);
    const none = await server.client().GET('/api/restaurant/{restaurantId}/slots', { params: { path: { restaurantId: owner.restaurantId }, query: { fulfilment: 'collection' } } });
    expect(none.data!.slots).toEqual([]);
  });

  it.runIf(kind === 'postgres')('lets exactly capacity checkouts of 50 racing for one slot through, the others SLOT_FULL', async () => {
    await settings({ daysAhead: 2, slotCapacity: { delivery: 5, collection: 10 } });
    const slot = await laterSlot(5);
    const racers = await Promise.all(Array.from({ length: 50 }, (_, i) => aCustomer(server, `racer-${i}@example.com`)));
    const answers = await Promise.all(racers.map((racer) => checkout(racer, slot)));
    const statuses = answers.map((a) => a.response.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(5);
    expect(answers.filter((a) => a.response.status === 409 && a.error?.code === 'SLOT_FULL')).toHaveLength(45);
    const stored = await server.db('orders').where({ restaurant_id: owner.restaurantId, scheduled_for: slot }).whereNot('status', 'cancelled').count({ n: '*' });
    expect(Number(stored[0]!.n)).toBe(5);
  });
});
