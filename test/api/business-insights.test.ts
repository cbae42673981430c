import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { issueDevAccessToken } from '../../src/identity-dev/index.js';
import { TIME_RANGES } from '../../src/modules/insights/domain/time-window.js';
import { aCustomer } from '../support/customers.js';
import { testDatabaseKinds } from '../support/databases.js';
import { expectedInsights } from '../support/insights-expectations.js';
import { FIXED_NOW, insertInsightsFixture, insertOrder, type InsertedFixture } from '../support/insights-fixture.js';
import { stripeHoldingRefunds, type StripeStandIn } from '../support/stripe-stand-in.js';
import { startTestServer, type TestServer } from '../support/test-server.js';

const subjectOf = (token: string) => JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()).sub as string;

/** A signed-in owner of the insights fixture's restaurant. */
async function fixtureOwner(server: TestServer) {
  const email = 'insights-owner@example.com';
  const token = await issueDevAccessToken({ config: server.config, db: server.db, email });
  const fixture = await insertInsightsFixture(server.db, { auth0Id: subjectOf(token), email });
  return { api: server.client(token), fixture };
}

describe.each(testDatabaseKinds())('business insights API on %s', (kind) => {
  let server: TestServer;
  let owner: Awaited<ReturnType<typeof fixtureOwner>>['api'];
  let fixture: InsertedFixture;
  let stripe: StripeStandIn;

  beforeAll(async () => {
    // The server runs in this process: its clock (Date) starts at FIXED_NOW and ticks on.
    vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
    vi.setSystemTime(FIXED_NOW);
    // The fixture's orders were never charged at the local checkout: its refunds would fail.
    const held = await stripeHoldingRefunds();
    stripe = held.standIn;
    server = await startTestServer(kind, held.env);
    ({ api: owner, fixture } = await fixtureOwner(server));
  });
  afterAll(async () => {
    await server?.stop();
    await stripe?.close();
    vi.useRealTimers();
  });

  it.each(TIME_RANGES)("answers the hand-computed figures of the owner's restaurant for %s", async (timeRange) => {
    const { data, response } = await owner.GET('/api/business-insights', { params: { query: { timeRange } } });
    expect(response.status).toBe(200);
    expect(data).toEqual(expectedInsights(timeRange, fixture.orderIds));
  });

  it('defaults to 30d, and refuses an unknown range (400) or a missing token (401)', async () => {
    expect((await owner.GET('/api/business-insights')).data).toEqual(expectedInsights('30d', fixture.orderIds));
    const bad = await owner.GET('/api/business-insights', { params: { query: { timeRange: '2w' as '7d' } } });
    expect(bad.response.status).toBe(400);
    expect(bad.error).toMatchObject({ code: 'VALIDATION_ERROR', details: [{ path: 'timeRange' }] });
    expect((await server.client().GET('/api/business-insights')).response.status).toBe(401);
  });

  it('answers zeros and empty lists to a user without a restaurant', async () => {
    const customer = await aCustomer(server, 'no-restaurant@example.com');
    const { data } = await customer.api.GET('/api/business-insights', { params: { query: { timeRange: '1y' } } });
    expect(data).toEqual({
      totalOrders: 0, orderGrowth: 0, totalRevenue: 0, revenueGrowth: 0, averageOrderValue: 0, totalCustomers: 0,
      monthlyData: [], topCities: [], topCuisines: [], recentOrders: [], averageRating: null, ratingCount: 0,
    });
  });

  it('serves demonstration data to anyone, the same on every call', async () => {
    const first = await server.client().GET('/api/business-insights/test', { params: { query: { timeRange: '90d' } } });
    const again = await server.client().GET('/api/business-insights/test', { params: { query: { timeRange: '90d' } } });
    expect(first.response.status).toBe(200);
    expect(first.data?.totalOrders).toBeGreaterThan(0);
    expect(first.data?.recentOrders.map((o) => o.id)).not.toContain(fixture.orderIds.o1);
    expect(again.data).toEqual(first.data);
  });

  it('shows counts and ids only on the debug calls outside production, and the database status', async () => {
    const orders = await server.client().GET('/api/business-insights/debug-orders');
    expect(Object.keys(orders.data ?? {}).sort()).toEqual(['count', 'ids']);
    expect(orders.data?.count).toBe(13);
    expect(orders.data?.ids).toEqual(expect.arrayContaining([fixture.orderIds.o1]));
    const restaurants = await server.client().GET('/api/business-insights/debug-restaurants');
    expect(restaurants.data).toEqual({ count: 2, ids: [fixture.restaurantId, fixture.otherRestaurantId].sort().reverse() });
    const db = await server.client().GET('/api/business-insights/db-test');
    expect(db.data).toMatchObject({ status: 'connected', database: kind === 'postgres' ? 'postgresql' : 'sqlite' });
    expect(db.data?.latencyMs).toBeGreaterThanOrEqual(0);
  });

  it('keeps one snapshot per range, serves it, and recomputes it in-process after a status change', async () => {
    const rows = () => server.db('analytics_snapshots').where({ restaurant_id: fixture.restaurantId });
    expect(await rows()).toHaveLength(TIME_RANGES.length);
    const userId = (await server.db('orders').where({ id: fixture.orderIds.o1 }).first('user_id')).user_id as string;
    // Written without an order event: the snapshot is served as it was until one comes.
    await insertOrder(server.db, fixture.restaurantId, userId, { daysAgo: 0, hour: 11, status: 'paid', city: 'Bolton', customer: 'A', subtotal: 700 });
    const sevenDays = async () => (await owner.GET('/api/business-insights', { params: { query: { timeRange: '7d' } } })).data;
    expect((await sevenDays())?.totalOrders).toBe(3);
    const o3 = fixture.orderIds.o3!;
    const moved = await owner.PATCH('/api/my/restaurant/order/{orderId}/status', { params: { path: { orderId: o3 } }, body: { status: 'delivered' } });
    expect(moved.response.status).toBe(200);
    await expect.poll(async () => (await sevenDays())?.totalOrders, { timeout: 10_000 }).toBe(4);
    expect((await sevenDays())?.recentOrders.find((o) => o.id === o3)?.status).toBe('delivered');
    expect(await rows()).toHaveLength(TIME_RANGES.length);
  });

  // docs/product/decisions.md "Running a service" (Figures); runs after the test above, on its figures.
  it("recomputes after a refund and a cancellation: net revenue, cancelled out of the figures but listed as cancelled, cuisine shares as ordered", async () => {
    const oneYear = async () => (await owner.GET('/api/business-insights', { params: { query: { timeRange: '1y' } } })).data!;
    const before = await oneYear();
    // Today's cuisines are not what the fixture's orders were placed with.
    await server.db('restaurant_cuisines').where({ restaurant_id: fixture.restaurantId }).delete();
    await server.db('restaurant_cuisines').insert({ restaurant_id: fixture.restaurantId, cuisine: 'Sushi' });

    const refunded = await owner.POST('/api/my/restaurant/order/{orderId}/refunds', { params: { path: { orderId: fixture.orderIds.o1! } }, body: { amount: 500, reason: 'Chips arrived cold' } });
    expect(refunded.response.status).toBe(201);
    await expect.poll(async () => (await oneYear()).totalRevenue, { timeout: 10_000 }).toBe(before.totalRevenue - 500);
    const afterRefund = await oneYear();
    expect(afterRefund.totalOrders).toBe(before.totalOrders);
    expect(afterRefund.topCuisines).toEqual(before.topCuisines);
    expect(afterRefund.recentOrders.find((o) => o.id === fixture.orderIds.o1)?.amount).toBe(before.recentOrders.find((o) => o.id === fixture.orderIds.o1)!.amount - 500);

    // A paid order declined is cancelled with a full refund: in no figure, its Sushi neither.
    const userId = (await server.db('orders').where({ id: fixture.orderIds.o1 }).first('user_id')).user_id as string;
    const paid = await insertOrder(server.db, fixture.restaurantId, userId, { daysAgo: 0, hour: 12, status: 'paid', city: 'Bolton', customer: 'A', subtotal: 900 });
    const declined = await owner.POST('/api/my/restaurant/order/{orderId}/decline', { params: { path: { orderId: paid } }, body: { reason: 'tooBusy' } });
    expect(declined.response.status).toBe(200);
    const latestSnapshot = async () => (await server.db('analytics_snapshots').where({ restaurant_id: fixture.restaurantId }).max({ at: 'computed_at' }).first())?.at;
    const computedBefore = String(await latestSnapshot());
    await expect.poll(async () => String(await latestSnapshot()), { timeout: 10_000 }).not.toBe(computedBefore);
    const afterCancel = await oneYear();
    expect([afterCancel.totalOrders, afterCancel.totalRevenue, afterCancel.topCuisines]).toEqual([afterRefund.totalOrders, afterRefund.totalRevenue, before.topCuisines]);
    // It shows among the recent orders as it ended: cancelled, nothing kept.
    expect(afterCancel.recentOrders.find((o) => o.id === paid)).toMatchObject({ status: 'cancelled', amount: 0 });
  });
});

describe.each(testDatabaseKinds())('business insights API in production on %s', (kind) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer(kind, { NODE_ENV: 'production', ALLOW_EMBEDDED_DEFAULTS: 'true' });
  });
  afterAll(() => server?.stop());

  it.each(['debug-orders', 'debug-restaurants'] as const)('has no %s (404, as an unknown path)', async (call) => {
    const { response, error } = await server.client().GET(`/api/business-insights/${call}`);
    expect(response.status).toBe(404);
    expect(error).toMatchObject({ code: 'NOT_FOUND', message: expect.stringMatching(new RegExp(`^No route for GET /api/business-insights/${call}$`)) });
  });

  it('reports the database as failed (503) once it stops answering', async () => {
    expect((await server.client().GET('/api/business-insights/db-test')).response.status).toBe(200);
    await server.db.destroy();
    const { response, error } = await server.client().GET('/api/business-insights/db-test');
    expect(response.status).toBe(503);
    expect(error).toMatchObject({ status: 'error', database: kind === 'postgres' ? 'postgresql' : 'sqlite' });
  });
});
