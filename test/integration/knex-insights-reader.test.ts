import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { KnexUserRepository } from '../../src/modules/accounts/seeding.js';
import { KnexInsightsReader } from '../../src/modules/insights/adapters/knex-insights-reader.js';
import { KnexSnapshotStore } from '../../src/modules/insights/adapters/knex-snapshot-store.js';
import { KnexOrderLifecycle } from '../../src/modules/ordering/adapters/knex-order-lifecycle.js';
import { systemClock } from '../../src/shared/clock.js';
import { newId } from '../../src/shared/ids.js';
import { assembleInsights, emptyInsights } from '../../src/modules/insights/domain/insights.js';
import { insightsWindow, TIME_RANGES, type InsightsWindow } from '../../src/modules/insights/domain/time-window.js';
import { aRestaurant } from '../builders/restaurant-builder.js';
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from '../support/databases.js';
import { EXPECTED_PERIODS, expectedInsights } from '../support/insights-expectations.js';
import {
  createdAtOf,
  FIXED_NOW,
  FIXTURE_CUISINES,
  FIXTURE_ORDERS,
  insertInsightsFixture,
  insertOrder,
  OTHER_RESTAURANT_ORDER,
  type InsertedFixture,
} from '../support/insights-fixture.js';

describe.each(testDatabaseKinds())('KnexInsightsReader on %s', (kind) => {
  let database: TestDatabase;
  let reader: KnexInsightsReader;
  /** The facts of one window read on its own. */
  const factsOf = async (restaurantId: string, window: InsightsWindow) => (await reader.facts(restaurantId, [window]))[0]!;
  let fixture: InsertedFixture;
  let emptyRestaurantId: string;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    reader = new KnexInsightsReader(database.db);
    fixture = await insertInsightsFixture(database.db);
    emptyRestaurantId = await aRestaurant().insert(database.db);
  });
  afterAll(() => database?.destroy());

  describe.each(TIME_RANGES)('over %s', (range) => {
    const window = insightsWindow(range, FIXED_NOW);

    it('totals the period and the one before it: orders, customers, paid revenue', async () => {
      const facts = await factsOf(fixture.restaurantId, window);
      expect({ current: facts.current, previous: facts.previous }).toEqual(EXPECTED_PERIODS[range]);
    });

    it('gives the hand-computed insights once assembled', async () => {
      const facts = await factsOf(fixture.restaurantId, window);
      expect(assembleInsights(facts, window)).toEqual(expectedInsights(range, fixture.orderIds));
    });
  });

  it('reads every range at once as it reads each alone', async () => {
    const windows = TIME_RANGES.map((range) => insightsWindow(range, FIXED_NOW));
    const alone = await Promise.all(windows.map((w) => factsOf(fixture.restaurantId, w)));
    // The fixture's ranges differ in their newest orders, so cutting the shared list is tested.
    expect(new Set(alone.map((f) => f.recentOrders.length)).size).toBeGreaterThan(1);
    expect(await reader.facts(fixture.restaurantId, windows)).toEqual(alone);
    const otherMoment = insightsWindow('7d', new Date(FIXED_NOW.getTime() + 86_400_000));
    await expect(reader.facts(fixture.restaurantId, [windows[0]!, otherMoment])).rejects.toThrow(/one moment/);
  });

  it("reads the cuisines the orders kept, and nothing of another restaurant's orders", async () => {
    const facts = await factsOf(fixture.restaurantId, insightsWindow('1y', FIXED_NOW));
    expect(facts.cuisines.sort((a, b) => (a.cuisine < b.cuisine ? -1 : 1))).toEqual(FIXTURE_CUISINES.map((cuisine) => ({ cuisine, orders: 9 })));
    const other = await factsOf(fixture.otherRestaurantId, insightsWindow('7d', FIXED_NOW));
    expect(other.current).toEqual({ orders: 1, customers: 1, revenue: 5250 });
  });

  // docs/product/decisions.md "Running a service" (Figures).
  it('counts revenue net of refunds pending or succeeded (not failed), and leaves cancelled and unpaid orders out of the figures', async () => {
    // A database of its own: the fixture's counts stay as they are.
    const fresh = await createTestDatabase(kind);
    onTestFinished(() => fresh.destroy());
    const db = fresh.db;
    const restaurantId = await aRestaurant().withCuisines('Thai').insert(db);
    const userId = (await new KnexUserRepository(db, systemClock).createIfAbsent({ auth0Id: `net|${newId()}`, email: 'net@example.com' })).user.id;
    const add = (status: (typeof FIXTURE_ORDERS)[string]['status'], subtotal: number, hour: number) =>
      insertOrder(db, restaurantId, userId, { daysAgo: 0, hour, status, city: 'Leeds', customer: 'A', subtotal });
    const delivered = await add('delivered', 2000, 9);
    await add('paid', 1000, 10);
    await add('placed', 3000, 11);
    const cancelled = await add('cancelled', 4000, 12);
    await db('orders').where({ id: cancelled }).update({ paid_event_id: 'evt_paid_then_cancelled' });
    await add('cancelled', 500, 13); // given up unpaid
    const lifecycle = new KnexOrderLifecycle(db);
    const refund = async (orderId: string, amount: number, status: 'cancelled' | 'delivered') => {
      const changed = await lifecycle.change(orderId, {}, () => ({ type: 'refundRequested', status, fields: {}, refund: { amount, reason: 'test' } }), 'test', FIXED_NOW);
      return changed!.events.at(-1)!.changes.refund!.id;
    };
    await refund(delivered, 100, 'delivered'); // pending
    await lifecycle.markRefunded(await refund(delivered, 200, 'delivered'), 'succeeded', 'test', FIXED_NOW);
    await lifecycle.markRefunded(await refund(delivered, 400, 'delivered'), 'failed', 'test', FIXED_NOW);
    await refund(cancelled, 4250, 'cancelled');

    // The restaurant's cuisines today are not what its orders were placed with.
    await db('restaurant_cuisines').where({ restaurant_id: restaurantId }).delete();
    await db('restaurant_cuisines').insert({ restaurant_id: restaurantId, cuisine: 'Sushi' });

    const [facts] = await new KnexInsightsReader(db).facts(restaurantId, [insightsWindow('7d', FIXED_NOW)]);
    const net = 2250 - 100 - 200 + 1250;
    expect(facts!.current).toEqual({ orders: 2, customers: 1, revenue: net });
    expect(facts!.cities).toEqual([{ city: 'Leeds', orders: 2, revenue: net }]);
    expect(facts!.cuisines).toEqual([{ cuisine: 'Thai', orders: 2 }]);
    // The cancellation after payment shows where it happened, with nothing left once refunded; the unpaid one does not.
    expect(facts!.recentOrders.map((o) => [o.status, o.amount])).toEqual([
      ['cancelled', 0],
      ['paid', 1250],
      ['delivered', 2250 - 300],
    ]);
  });

  it("backfills orders placed before they kept cuisines with their restaurant's cuisines of the day, and drops snapshots of the old rules", async () => {
    const fresh = await createTestDatabase(kind);
    try {
      const restaurantId = await aRestaurant().withCuisines('Pizza', 'Italian').insert(fresh.db);
      const bare = await aRestaurant().withCuisines('Thai').insert(fresh.db);
      await fresh.db('restaurant_cuisines').where({ restaurant_id: bare }).delete();
      const userId = (await new KnexUserRepository(fresh.db, systemClock).createIfAbsent({ auth0Id: `backfill|${newId()}`, email: 'b@example.com' })).user.id;
      const spec = { daysAgo: 0, status: 'delivered', city: 'Leeds', customer: 'A', subtotal: 1000 } as const;
      const [kept, none] = [await insertOrder(fresh.db, restaurantId, userId, spec), await insertOrder(fresh.db, bare, userId, spec)];
      await fresh.db.migrate.down({ name: '20261127223000_order-figures' });
      await new KnexSnapshotStore(fresh.db).save(restaurantId, [{ range: '7d', insights: emptyInsights() }], FIXED_NOW);
      await fresh.db.migrate.latest();
      expect(await new KnexSnapshotStore(fresh.db).find(restaurantId, '7d')).toBeUndefined();
      const cuisinesOf = async (id: string) => (await fresh.db('orders').where({ id }).first('cuisines')).cuisines as string;
      expect([await cuisinesOf(kept), await cuisinesOf(none)]).toEqual(['["Italian","Pizza"]', '[]']);
    } finally {
      await fresh.destroy();
    }
  });

  it('answers zeros and no rows for a restaurant without orders', async () => {
    const facts = await factsOf(emptyRestaurantId, insightsWindow('30d', FIXED_NOW));
    expect(facts.current).toEqual({ orders: 0, customers: 0, revenue: 0 });
    expect([facts.months, facts.cities, facts.recentOrders]).toEqual([[], [], []]);
  });

  it('knows when each restaurant with orders got its latest', async () => {
    const latest = await reader.latestOrderTimes();
    expect(latest.get(fixture.restaurantId)).toEqual(createdAtOf(FIXTURE_ORDERS.o1!));
    expect(latest.get(fixture.otherRestaurantId)).toEqual(createdAtOf(OTHER_RESTAURANT_ORDER));
    expect(latest.has(emptyRestaurantId)).toBe(false);
  });

  it('counts orders and restaurants and lists the newest ids only', async () => {
    const orders = await reader.orderIds(5);
    expect(orders.count).toBe(13);
    expect(orders.ids).toHaveLength(5);
    expect(orders.ids).toEqual([...orders.ids].sort().reverse());
    expect(await reader.restaurantIds(100)).toEqual({
      count: 3,
      ids: [fixture.restaurantId, fixture.otherRestaurantId, emptyRestaurantId].sort().reverse(),
    });
  });
});
