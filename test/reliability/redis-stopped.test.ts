import { afterEach, describe, expect, it } from 'vitest';
import { CheckoutLoad, printFigures } from '../support/checkout-load.js';
import { aCustomer, menuOf } from '../support/customers.js';
import { createDeployment, type Deployment } from '../support/deployment.js';
import { checkLedger, settled } from '../support/order-ledger.js';
import { anOwner } from '../support/owners.js';
import { eventually } from '../support/payment-servers.js';
import { startPrivateRedis, type PrivateService } from '../support/private-services.js';

// Two Korma at 10.00 and one Naan at 3.00, delivery 2.50 (anOwner's menu, aRestaurant's delivery price).
const ORDER_TOTAL = 2 * 1000 + 300 + 250;
const CUSTOMERS = 6;

/**
 * The API and a worker (real processes) on PostgreSQL and a Redis of the test's own, which
 * is stopped (losing everything: --save "") and started again. While it is away the API
 * keeps answering: checkouts, card payments and signed events, insights computed on the
 * spot; when it is back the queued work reaches it and the worker catches up.
 */
describe.runIf(process.env.TEST_DATABASE_URL)('Redis stopped and started again', () => {
  let redis: PrivateService | undefined;
  let deployment: Deployment | undefined;
  afterEach(async () => {
    await deployment?.destroy();
    await redis?.destroy();
  });

  it('keeps serving, computes insights without it, and catches up when it is back', async () => {
    redis = await startPrivateRedis();
    deployment = await createDeployment({ kind: 'postgres', redisUrl: redis.url });
    const d = deployment;
    await d.startApi(d.config.port);
    await d.startWorker();
    const owner = await anOwner(d, 'redis-owner@example.com');
    const menu = await menuOf(d, owner.restaurantId);
    const customers = await Promise.all(Array.from({ length: CUSTOMERS }, (_, i) => aCustomer(d, `redis-${i}@example.com`)));
    const insightsOf = async (api: typeof owner.api) => (await api.GET('/api/business-insights', { params: { query: { timeRange: '7d' } } })).data;
    const load = new CheckoutLoad(d);

    const first = await load.checkout(customers[0]!, owner.restaurantId, menu);
    await load.payByEvent(first!);
    await expect.poll(async () => (await insightsOf(owner.api))?.totalRevenue, { timeout: 30_000 }).toBe(ORDER_TOTAL);

    await redis.stop();
    const before = { requests: load.requests, failures: load.failures };
    await Promise.all(
      customers.map(async (customer, i) => {
        const checkout = await load.checkout(customer, owner.restaurantId, menu);
        if (checkout && i % 2 === 0) await load.payByCard(checkout);
        else if (checkout) await load.payByEvent(checkout);
      }),
    );
    expect(load.failures - before.failures).toBe(0);
    expect(load.answered).toHaveLength(1 + CUSTOMERS);
    const search = await d.client().GET('/api/restaurant/search/{city}', { params: { path: { city: 'london' } } });
    expect(search.response.status).toBe(200);
    const health = await d.client().GET('/health/checks');
    expect(health.data?.checks.find((c) => c.name === 'jobs')).toMatchObject({ status: 'error' });
    // A restaurant without a snapshot yet: its insights are computed on the spot.
    const newcomer = await anOwner(d, 'redis-newcomer@example.com');
    const theirs = await load.checkout(customers[0]!, newcomer.restaurantId, await menuOf(d, newcomer.restaurantId));
    await load.payByEvent(theirs!);
    expect(await insightsOf(newcomer.api)).toMatchObject({ totalOrders: 1, totalRevenue: ORDER_TOTAL });
    expect((await insightsOf(owner.api))?.totalOrders).toBeGreaterThanOrEqual(1);
    expect(load.failures - before.failures).toBe(0);

    await redis.start();
    // The card payments' events and the recomputes waited in the API's connection for Redis.
    await eventually(async () => settled(await checkLedger(d.db, load)), 'the card payments to be applied and recorded', 60_000);
    const paid = 1 + CUSTOMERS;
    await expect.poll(async () => (await insightsOf(owner.api))?.totalRevenue, { timeout: 30_000 }).toBe(paid * ORDER_TOTAL);
    const ledger = await checkLedger(d.db, load);
    printFigures('Redis stopped', { requests: load.requests, faults: 1, orders: ledger.orders, lost: ledger.lost.length, duplicated: ledger.duplicated.length });
    expect(ledger.lost).toEqual([]);
    expect(ledger.duplicated).toEqual([]);
  });
});
