import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KnexInsightsReader } from '../../src/modules/insights/adapters/knex-insights-reader.js';
import { assembleInsights } from '../../src/modules/insights/domain/insights.js';
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

  it("reads the restaurant's cuisines, and nothing of another restaurant's orders", async () => {
    const facts = await factsOf(fixture.restaurantId, insightsWindow('1y', FIXED_NOW));
    expect(facts.cuisines).toEqual(FIXTURE_CUISINES);
    const other = await factsOf(fixture.otherRestaurantId, insightsWindow('7d', FIXED_NOW));
    expect(other.current).toEqual({ orders: 1, customers: 1, revenue: 5250, paidOrders: 1 });
  });

  it('answers zeros and no rows for a restaurant without orders', async () => {
    const facts = await factsOf(emptyRestaurantId, insightsWindow('30d', FIXED_NOW));
    expect(facts.current).toEqual({ orders: 0, customers: 0, revenue: 0, paidOrders: 0 });
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
