import { describe, expect, it } from 'vitest';
import { DEMO_CUISINES, demoInsights, demoOrders } from './demo-insights.js';
import { TIME_RANGES } from './time-window.js';

const now = new Date('2025-03-12T15:00:00.000Z');

describe('demonstration insights', () => {
  it('are the same on every call of a day', () => {
    expect(demoInsights('30d', now)).toEqual(demoInsights('30d', new Date('2025-03-12T15:00:00.000Z')));
  });

  it('date their orders back from now, never after it, over two years', () => {
    const orders = demoOrders(now);
    expect(orders.every((o) => o.createdAt <= now)).toBe(true);
    expect(orders.some((o) => o.createdAt >= new Date('2025-03-12T00:00:00Z'))).toBe(true);
    expect(orders[0]!.createdAt < new Date('2023-03-14T00:00:00Z')).toBe(true);
    expect(new Set(orders.map((o) => o.id)).size).toBe(orders.length);
  });

  it.each(TIME_RANGES)('fill every field for %s, consistently', (range) => {
    const insights = demoInsights(range, now);
    expect(insights.totalOrders).toBeGreaterThan(0);
    expect(insights.totalRevenue).toBeGreaterThan(0);
    expect(insights.averageOrderValue).toBeGreaterThan(0);
    expect(insights.totalCustomers).toBeLessThanOrEqual(insights.totalOrders);
    expect(insights.monthlyData).toHaveLength(6);
    expect(insights.topCities.length).toBeGreaterThan(1);
    expect(insights.topCuisines.map((c) => c.cuisine)).toEqual([...DEMO_CUISINES].sort());
    const percentages = insights.topCuisines.reduce((sum, c) => sum + c.percentage, 0);
    expect(Math.round(percentages * 10) / 10).toBe(100);
    expect(insights.recentOrders.length).toBeGreaterThan(0);
    expect(insights.recentOrders.map((o) => o.date)).toEqual(insights.recentOrders.map((o) => o.date).sort().reverse());
  });

  it('grow, as a young restaurant does', () => {
    expect(demoInsights('90d', now).orderGrowth).toBeGreaterThan(0);
  });
});
