import { afterEach, describe, expect, it } from 'vitest';
import { CheckoutLoad, printFigures } from '../support/checkout-load.js';
import { aCustomer, menuOf, type Customer } from '../support/customers.js';
import { createDeployment, type Deployment } from '../support/deployment.js';
import { checkLedger, settled } from '../support/order-ledger.js';
import { anOwner } from '../support/owners.js';
import { eventually } from '../support/payment-servers.js';
import { freePort } from '../support/ports.js';
import { startRoundRobinProxy, type RoundRobinProxy } from '../support/round-robin-proxy.js';

const CHECKOUTS = 1_000;
const RESTAURANTS = 10;
const CUSTOMERS = 100;
const PAYING_AT_ONCE = 100;
// This is about losing nothing, not speed: a busy two-core machine may take a while to answer 1,000 requests at once.
const HANG_MS = 180_000;

interface SnapshotTotals {
  totalOrders: number;
  totalRevenue: number;
}

/**
 * docker-compose's shape on one machine: two API processes and one worker on PostgreSQL and
 * Redis, behind a round-robin proxy that is the deployment's public address (the worker
 * delivers the local checkout's events through it too). 1,000 checkouts at once, then their
 * payments at once, half on the hosted card page and half as signed events.
 */
describe.runIf(process.env.TEST_DATABASE_URL && process.env.TEST_REDIS_URL)('scale-out: two APIs and a worker behind a round-robin proxy', () => {
  let deployment: Deployment | undefined;
  let proxy: RoundRobinProxy | undefined;
  afterEach(async () => {
    await deployment?.destroy();
    await proxy?.close();
  });

  it('turns 1,000 concurrent checkouts into 1,000 paid orders, and the snapshots agree with them', { timeout: 480_000 }, async () => {
    const proxyPort = await freePort();
    deployment = await createDeployment({ kind: 'postgres', redisUrl: process.env.TEST_REDIS_URL, publicPort: proxyPort });
    const d = deployment;
    const secondPort = await freePort();
    await d.startApi(d.config.port);
    await d.startApi(secondPort);
    await d.startWorker();
    proxy = await startRoundRobinProxy(proxyPort, [d.config.port, secondPort]);

    const owners = await Promise.all(Array.from({ length: RESTAURANTS }, (_, i) => anOwner(d, `scale-owner-${i}@example.com`)));
    const menus = await Promise.all(owners.map((owner) => menuOf(d, owner.restaurantId)));
    const customers: Customer[] = await Promise.all(Array.from({ length: CUSTOMERS }, (_, i) => aCustomer(d, `scale-${i}@example.com`)));
    const load = new CheckoutLoad(d, HANG_MS);
    const started = Date.now();
    const phase = (what: string) => console.info(`[reliability] scale-out: ${what} at ${((Date.now() - started) / 1000).toFixed(1)} s`);

    // One checkout per customer and restaurant: a customer's new checkout at a restaurant gives up
    // their earlier unpaid one there (docs/product/decisions.md "Running a service").
    const restaurantNo = (i: number) => Math.floor(i / CUSTOMERS) % RESTAURANTS;
    const checkoutNo = (i: number) => load.checkout(customers[i % CUSTOMERS]!, owners[restaurantNo(i)]!.restaurantId, menus[restaurantNo(i)]!, [1 + (i % 3), 1]);
    const checkouts = await Promise.all(Array.from({ length: CHECKOUTS }, (_, i) => checkoutNo(i)));
    // A connection the busy machine dropped before any answer: the customer presses Pay again.
    // Should such a request have placed an order after all, the order count below shows it.
    const dropped = Object.fromEntries(load.failed);
    for (let i = 0; i < CHECKOUTS; i += 1) checkouts[i] ??= await checkoutNo(i);
    phase(`1,000 checkouts answered (${JSON.stringify(dropped)} retried)`);
    expect(checkouts.every(Boolean)).toBe(true);
    load.failed.clear();
    // Paid as customers finish their checkouts: 100 at a time, so that the load generator (this
    // process, which also runs the proxy) does not starve its own connections.
    for (let i = 0; i < CHECKOUTS; i += PAYING_AT_ONCE) {
      const wave = checkouts.slice(i, i + PAYING_AT_ONCE);
      await Promise.all(wave.map((checkout, j) => ((i + j) % 2 === 0 ? load.payByCard(checkout!) : load.payByEvent(checkout!))));
    }
    expect(Object.fromEntries(load.failed)).toEqual({});
    phase('1,000 payments acknowledged');
    const paidOrders = async () => Number((await d.db('orders').where({ status: 'paid' }).count({ n: '*' }).first())?.n);
    await eventually(async () => (await paidOrders()) >= CHECKOUTS, 'every payment to be applied', 180_000);
    phase('1,000 orders paid');

    const orders: Array<{ status: string; n: unknown }> = await d.db('orders').select('status').count({ n: '*' }).groupBy('status');
    expect(orders.map((row) => ({ status: row.status, n: Number(row.n) }))).toEqual([{ status: 'paid', n: CHECKOUTS }]);
    const expected = await expectedTotals(d);
    await eventually(async () => JSON.stringify(await snapshotTotals(d)) === JSON.stringify(expected), 'the insights snapshots to agree with the orders', 60_000);
    phase('snapshots agree');
    await eventually(async () => settled(await checkLedger(d.db, load)), 'every payment event to be delivered and recorded', 60_000);
    const ledger = await checkLedger(d.db, load);
    printFigures(`scale-out (connections per API ${proxy.connections.join('/')})`, {
      requests: load.requests,
      faults: Object.values(dropped).reduce((a, b) => a + b, 0),
      orders: ledger.orders,
      lost: ledger.lost.length,
      duplicated: ledger.duplicated.length,
    });
    expect(ledger).toEqual({ orders: CHECKOUTS, lost: [], duplicated: [], undelivered: [] });
    expect(proxy.connections.every((n) => n > 0)).toBe(true);
  });
});

/** Per restaurant, from the orders table: how many paid-or-later orders, and their revenue (subtotal + delivery, less refunds). */
async function expectedTotals(d: Deployment): Promise<Record<string, SnapshotTotals>> {
  const rows: Array<{ restaurant_id: string; orders: unknown; revenue: unknown }> = await d.db('orders')
    .whereIn('status', ['paid', 'inProgress', 'outForDelivery', 'delivered'])
    .groupBy('restaurant_id')
    .select('restaurant_id')
    .count({ orders: '*' })
    .sum({ revenue: d.db.raw('total_amount + delivery_price - refunded_amount') });
  return Object.fromEntries(rows.sort((a, b) => String(a.restaurant_id).localeCompare(String(b.restaurant_id))).map((r) => [r.restaurant_id, { totalOrders: Number(r.orders), totalRevenue: Number(r.revenue) }]));
}

/** The 7-day snapshot of every restaurant, as the worker stored it. */
async function snapshotTotals(d: Deployment): Promise<Record<string, SnapshotTotals>> {
  const rows = await d.db('analytics_snapshots').where({ time_range: '7d' }).orderBy('restaurant_id').select('restaurant_id', 'payload');
  return Object.fromEntries(rows.map((r) => {
    const { totalOrders, totalRevenue } = JSON.parse(r.payload) as SnapshotTotals;
    return [r.restaurant_id, { totalOrders, totalRevenue }];
  }));
}
