import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aRestaurant } from '../builders/restaurant-builder.js';
import { printFigures } from '../support/checkout-load.js';
import { aCustomer, placeOrder } from '../support/customers.js';
import { testDatabaseKinds } from '../support/databases.js';
import { completedEvent, deliverEvent, TEST_WEBHOOK_SECRET } from '../support/signed-events.js';
import { startTestServer, type TestServer } from '../support/test-server.js';

const ORDERS = 40;
const WAVE = 25;
// Two Margherita at 9.50, one Tiramisu at 5.50, delivery 2.50.
const DUE = 2 * 950 + 550 + 250;

/** A seeded shuffle (mulberry32), so a failing order of deliveries can be replayed from its printed seed. */
function shuffled<T>(items: T[], seed: number): T[] {
  let state = seed;
  const random = () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    [copy[i], copy[j]] = [copy[j]!, copy[i]!];
  }
  return copy;
}

/** Every kind of event an order may get, in the order a provider might have meant them. */
function eventsFor(orderId: string) {
  return {
    paid: [completedEvent(orderId, DUE), completedEvent(orderId, DUE)],
    other: [
      completedEvent(orderId, DUE, { paymentStatus: 'unpaid' }),
      { ...completedEvent(orderId, DUE), type: 'checkout.session.expired' },
      completedEvent(orderId, DUE - 1),
    ],
  };
}

/**
 * Payment events for 40 orders, each order's two paid events and three that must not pay,
 * every event sent twice, all shuffled and delivered 25 at a time, then a third of them again
 * much later: one `paid` per order, whatever arrived when.
 */
describe.each(testDatabaseKinds())('payment events twice, late, out of order and concurrently, on %s', (kind) => {
  let server: TestServer;
  let restaurantId: string;

  beforeAll(async () => {
    server = await startTestServer(kind, { LOCAL_CHECKOUT_WEBHOOK_SECRET: TEST_WEBHOOK_SECRET, RATE_LIMIT_CHECKOUT: '1000/60' });
    restaurantId = await aRestaurant().withMenu(['Margherita', 950], ['Tiramisu', 550]).insert(server.db);
  });
  afterAll(async () => server?.stop());

  it('pays every order exactly once', async () => {
    const orderIds: string[] = [];
    // A customer each: a customer's new checkout at a restaurant gives up their earlier unpaid one there.
    const customers = await Promise.all(Array.from({ length: ORDERS }, (_, i) => aCustomer(server, `events-${kind}-${i}@example.com`)));
    for (const customer of customers) orderIds.push((await placeOrder(server, customer, restaurantId)).orderId);
    const byOrder = new Map(orderIds.map((id) => [id, eventsFor(id)]));
    const all = [...byOrder.values()].flatMap((e) => [...e.paid, ...e.other]);
    const seed = Date.now() % 2 ** 31;
    console.info(`[reliability] payment events shuffled with seed ${seed}`);
    const deliveries = shuffled([...all, ...all], seed);
    const statuses: number[] = [];
    for (let i = 0; i < deliveries.length; i += WAVE) {
      const wave = deliveries.slice(i, i + WAVE).map(async (event) => (await deliverEvent(server, event)).status);
      statuses.push(...(await Promise.all(wave)));
    }
    const late = shuffled(all, seed + 1).slice(0, Math.ceil(all.length / 3));
    statuses.push(...(await Promise.all(late.map(async (event) => (await deliverEvent(server, event)).status))));
    expect(statuses.filter((status) => status !== 200)).toEqual([]);

    const lost: string[] = [];
    const duplicated: string[] = [];
    for (const [orderId, events] of byOrder) {
      const order = await server.db('orders').where({ id: orderId }).first('status', 'paid_event_id');
      const paidRows = await server.db('order_status_history').where({ order_id: orderId, status: 'paid' }).count({ n: '*' }).first();
      const paying = await server.db('payment_events').where({ order_id: orderId, outcome: 'paid' }).select('id');
      if (order?.status !== 'paid' || !events.paid.some((e) => e.id === order.paid_event_id)) lost.push(orderId);
      if (Number(paidRows?.n) !== 1 || paying.length !== 1 || paying[0]?.id !== order?.paid_event_id) duplicated.push(orderId);
      const outcomes = await server.db('payment_events').whereIn('id', events.other.map((e) => e.id)).orderBy('outcome').pluck('outcome');
      expect(outcomes).toEqual(['amount-mismatch', 'ignored-type', 'unpaid']);
    }
    expect(Number((await server.db('payment_events').count({ n: '*' }).first())?.n)).toBe(all.length);
    printFigures(`payment events (${kind})`, {
      requests: statuses.length,
      faults: statuses.length - all.length,
      orders: ORDERS,
      lost: lost.length,
      duplicated: duplicated.length,
    });
    expect(lost).toEqual([]);
    expect(duplicated).toEqual([]);
  });
});
