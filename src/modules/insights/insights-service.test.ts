import { describe, expect, it } from 'vitest';
import { emptyInsights, insightsJson, type BusinessInsights, type InsightsFacts } from './domain/insights.js';
import type { TimeRange } from './domain/time-window.js';
import { InsightsService } from './insights-service.js';
import type { InsightsReader, RangeInsights, SnapshotStore } from './ports.js';

const NOW = new Date('2025-03-12T15:00:00.000Z');
const FACTS: InsightsFacts = {
  current: { orders: 3, customers: 2, revenue: 3000 },
  previous: { orders: 1, customers: 1, revenue: 1000 },
  months: [],
  cities: [],
  cuisines: [{ cuisine: 'Pizza', orders: 3 }],
  recentOrders: [],
};

function harness(owned: Record<string, string> = { 'auth0|owner': 'r1' }) {
  const saved: Array<{ restaurantId: string; snapshots: readonly RangeInsights[]; computedAt: Date }> = [];
  const stored = new Map<string, BusinessInsights>();
  const reader: InsightsReader = {
    facts: async (_restaurantId, windows) => windows.map(() => FACTS),
    latestOrderTimes: async () => new Map([['r1', new Date('2025-03-12T14:00:00Z')]]),
    orderIds: async (limit) => ({ count: 1, ids: ['o'.repeat(24)].slice(0, limit) }),
    restaurantIds: async () => ({ count: 0, ids: [] }),
  };
  const snapshots: SnapshotStore = {
    find: async (restaurantId: string, range: TimeRange) => {
      const insights = stored.get(`${restaurantId}:${range}`);
      return insights && insightsJson(insights);
    },
    save: async (restaurantId, list, computedAt) => {
      saved.push({ restaurantId, snapshots: list, computedAt });
      for (const { range, insights } of list) stored.set(`${restaurantId}:${range}`, insights);
    },
    stored: async () => new Map(),
  };
  const service = new InsightsService(reader, snapshots, async (sub) => owned[sub], { now: () => NOW });
  return { service, saved, stored };
}

describe('InsightsService', () => {
  it('answers zeros and empty lists to a user without a restaurant, storing nothing', async () => {
    const { service, saved } = harness();
    expect(JSON.parse(await service.forOwner('auth0|customer', '30d'))).toEqual(emptyInsights());
    expect(saved).toEqual([]);
  });

  it('computes and keeps a missing snapshot, then serves the kept one', async () => {
    const { service, saved, stored } = harness();
    const first = JSON.parse(await service.forOwner('auth0|owner', '7d')) as BusinessInsights;
    expect(first).toMatchObject({ totalOrders: 3, orderGrowth: 200, totalRevenue: 3000, averageOrderValue: 1000 });
    expect(saved).toEqual([{ restaurantId: 'r1', snapshots: [{ range: '7d', insights: first }], computedAt: NOW }]);
    stored.set('r1:7d', { ...first, totalOrders: 99 });
    expect(await service.forOwner('auth0|owner', '7d')).toBe(JSON.stringify({ ...first, totalOrders: 99 }));
    expect(saved).toHaveLength(1);
  });

  it('recomputes all four ranges in one save, stamped with one time', async () => {
    const { service, saved } = harness();
    await service.recompute('r1');
    expect(saved).toHaveLength(1);
    expect(saved[0]!.snapshots.map((s) => s.range)).toEqual(['7d', '30d', '90d', '1y']);
    expect(saved[0]!.computedAt).toEqual(NOW);
  });

  it('finds restaurants with orders but no snapshot as stale', async () => {
    expect(await harness().service.staleRestaurants()).toEqual(['r1']);
  });
});
