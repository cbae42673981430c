import { describe, expect, it } from 'vitest';
import { assembleInsights, averageOrderValue, emptyInsights, percentChange, type InsightsFacts } from './insights.js';
import { insightsWindow } from './time-window.js';

describe('percentChange', () => {
  it.each([
    [4, 2, 100],
    [11450, 3200, 257.8],
    [2, 3, -33.3],
    [5, 5, 0],
    [0, 4, -100],
    [7, 0, 0],
    [0, 0, 0],
  ])('%d against %d is %d%', (current, previous, expected) => {
    expect(percentChange(current, previous)).toBe(expected);
  });
});

describe('averageOrderValue', () => {
  it('divides revenue by the paid-or-later orders, to whole pence, and is 0 without one', () => {
    expect(averageOrderValue({ revenue: 7250, orders: 3 })).toBe(2417);
    expect(averageOrderValue({ revenue: 0, orders: 0 })).toBe(0);
  });
});

describe('assembleInsights', () => {
  const window = insightsWindow('7d', new Date('2025-03-12T15:00:00.000Z'));
  const facts: InsightsFacts = {
    current: { orders: 3, customers: 3, revenue: 7250 },
    previous: { orders: 1, customers: 1, revenue: 1450 },
    months: [
      { index: 5, orders: 6, revenue: 8700 },
      { index: 2, orders: 1, revenue: 4250 },
    ],
    cities: [{ city: 'Manchester', orders: 2, revenue: 2250 }],
    cuisines: [
      { cuisine: 'Pizza', orders: 3 },
      { cuisine: 'Italian', orders: 1 },
    ],
    recentOrders: [{ customer: 'Ada Lovelace', id: 'a'.repeat(24), amount: 2250, status: 'delivered', date: '2025-03-12T10:00:00.000Z' }],
  };

  it('derives growth, the average and cuisine shares, and fills months without orders', () => {
    const insights = assembleInsights(facts, window);
    expect(insights).toMatchObject({
      totalOrders: 3,
      orderGrowth: 200,
      totalRevenue: 7250,
      revenueGrowth: 400,
      averageOrderValue: 2417,
      totalCustomers: 3,
      topCities: facts.cities,
      topCuisines: [
        { cuisine: 'Pizza', orders: 3, percentage: 75 },
        { cuisine: 'Italian', orders: 1, percentage: 25 },
      ],
      recentOrders: facts.recentOrders,
    });
    expect(insights.monthlyData).toEqual([
      { month: '2024-10', orders: 0, revenue: 0 },
      { month: '2024-11', orders: 0, revenue: 0 },
      { month: '2024-12', orders: 1, revenue: 4250 },
      { month: '2025-01', orders: 0, revenue: 0 },
      { month: '2025-02', orders: 0, revenue: 0 },
      { month: '2025-03', orders: 6, revenue: 8700 },
    ]);
  });

  it('has zeros and empty lists for a user without a restaurant', () => {
    const empty = emptyInsights();
    expect(Object.values(empty).every((v) => v === 0 || v === null || (Array.isArray(v) && v.length === 0))).toBe(true);
  });

  it('averages the period\'s ratings to one decimal, null without one', () => {
    expect(assembleInsights({ ...facts, ratings: { count: 3, sum: 13 } }, window)).toMatchObject({ averageRating: 4.3, ratingCount: 3 });
    expect(assembleInsights({ ...facts, ratings: { count: 0, sum: 0 } }, window)).toMatchObject({ averageRating: null, ratingCount: 0 });
    expect(assembleInsights(facts, window)).toMatchObject({ averageRating: null, ratingCount: 0 });
  });
});
