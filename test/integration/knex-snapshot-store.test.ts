import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KnexSnapshotStore } from '../../src/modules/insights/adapters/knex-snapshot-store.js';
import { emptyInsights } from '../../src/modules/insights/domain/insights.js';
import { TIME_RANGES } from '../../src/modules/insights/domain/time-window.js';
import { aRestaurant } from '../builders/restaurant-builder.js';
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from '../support/databases.js';

const at = (time: string) => new Date(`2025-03-12T${time}:00.000Z`);
const withOrders = (totalOrders: number) => ({ ...emptyInsights(), totalOrders });
/** The stored answer's order count: find gives the JSON text as saved. */
const ordersIn = (json: string | undefined) => (json === undefined ? undefined : (JSON.parse(json) as { totalOrders: number }).totalOrders);
const allRanges = (totalOrders: number) => TIME_RANGES.map((range) => ({ range, insights: withOrders(totalOrders) }));

describe.each(testDatabaseKinds())('KnexSnapshotStore on %s', (kind) => {
  let database: TestDatabase;
  let store: KnexSnapshotStore;
  let restaurantId: string;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    store = new KnexSnapshotStore(database.db);
    restaurantId = await aRestaurant().insert(database.db);
  });
  afterAll(() => database?.destroy());

  const rows = () => database.db('analytics_snapshots').where({ restaurant_id: restaurantId });

  it('upserts one row per restaurant and range, never a duplicate', async () => {
    await store.save(restaurantId, allRanges(1), at('10:00'));
    await store.save(restaurantId, allRanges(2), at('11:00'));
    await store.save(restaurantId, [{ range: '7d', insights: withOrders(3) }], at('12:00'));
    expect(await rows()).toHaveLength(4);
    expect(ordersIn(await store.find(restaurantId, '7d'))).toBe(3);
    expect(ordersIn(await store.find(restaurantId, '1y'))).toBe(2);
  });

  it('keeps a snapshot computed later than the one arriving', async () => {
    await store.save(restaurantId, [{ range: '7d', insights: withOrders(99) }], at('09:00'));
    expect(ordersIn(await store.find(restaurantId, '7d'))).toBe(3);
  });

  it('reports the oldest snapshot and how many ranges each restaurant has', async () => {
    const stored = await store.stored();
    expect(stored.get(restaurantId)).toEqual({ oldestComputedAt: at('11:00'), ranges: 4 });
    expect(await store.find(await aRestaurant().insert(database.db), '30d')).toBeUndefined();
  });

  it('refuses a snapshot without a restaurant: the key has no NULL', async () => {
    const row = { restaurant_id: null, time_range: '7d', payload: '{}', computed_at: at('10:00').toISOString() };
    await expect(database.db('analytics_snapshots').insert(row)).rejects.toThrow();
  });
});
