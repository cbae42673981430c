import type { TimeRange } from '../../src/modules/insights/domain/time-window.js';
import { recentOrdersOf } from './insights-fixture.js';

/*
 * The insights of test/support/insights-fixture.ts at FIXED_NOW (2025-03-12 15:00 UTC),
 * worked out by hand. Amounts are subtotal + 250 delivery; revenue counts paid, inProgress,
 * outForDelivery and delivered orders; periods are whole UTC days up to 2025-03-13 00:00:
 *   7d  from 03-06 (previous from 02-27): o1-o4 against o5, o6
 *   30d from 02-11 (previous from 01-12): o1-o7 against o8, o9
 *   90d from 2024-12-13 (previous from 09-14): o1-o9 against o10
 *   1y  from 2024-03-13 (previous from 2023-03-14): o1-o11 against o12
 */
export interface ExpectedPeriods {
  current: { orders: number; customers: number; revenue: number; paidOrders: number };
  previous: { orders: number; customers: number; revenue: number; paidOrders: number };
}

export const EXPECTED_PERIODS: Record<TimeRange, ExpectedPeriods> = {
  // 2250 + 1750 + 3250; previous: o5 1450 (o6 unpaid)
  '7d': { current: { orders: 4, customers: 3, revenue: 7250, paidOrders: 3 }, previous: { orders: 2, customers: 2, revenue: 1450, paidOrders: 1 } },
  // + 1450 + 2750; previous: 2050 + 1150
  '30d': { current: { orders: 7, customers: 5, revenue: 11450, paidOrders: 5 }, previous: { orders: 2, customers: 2, revenue: 3200, paidOrders: 2 } },
  // + 2050 + 1150; previous: o10 4250
  '90d': { current: { orders: 9, customers: 5, revenue: 14650, paidOrders: 7 }, previous: { orders: 1, customers: 1, revenue: 4250, paidOrders: 1 } },
  // + 4250 + 1250; previous: o12 2450
  '1y': { current: { orders: 11, customers: 6, revenue: 20150, paidOrders: 9 }, previous: { orders: 1, customers: 1, revenue: 2450, paidOrders: 1 } },
};

/** The same for every range: 2024-10 to 2025-03 (o11 in 2024-08 and o12 fall before it). */
export const EXPECTED_MONTHS = [
  { month: '2024-10', orders: 0, revenue: 0 },
  { month: '2024-11', orders: 0, revenue: 0 },
  { month: '2024-12', orders: 1, revenue: 4250 },
  { month: '2025-01', orders: 1, revenue: 1150 },
  { month: '2025-02', orders: 2, revenue: 4800 },
  { month: '2025-03', orders: 6, revenue: 8700 },
];

const city = (name: string, orders: number, revenue: number) => ({ city: name, orders, revenue });
const cuisines = (orders: number) => [
  { cuisine: 'Italian', orders, percentage: 33.4 },
  { cuisine: 'Pasta', orders, percentage: 33.3 },
  { cuisine: 'Pizza', orders, percentage: 33.3 },
];
const first = (n: number) => Array.from({ length: n }, (_, i) => `o${i + 1}`);

const HAND_COMPUTED = {
  '7d': { orderGrowth: 100, revenueGrowth: 400, averageOrderValue: 2417, recent: first(4),
    topCities: [city('Manchester', 2, 2250), city('Stockport', 1, 3250), city('Salford', 1, 1750)] },
  '30d': { orderGrowth: 250, revenueGrowth: 257.8, averageOrderValue: 2290, recent: first(7),
    topCities: [city('Manchester', 4, 6450), city('Salford', 2, 1750), city('Stockport', 1, 3250)] },
  '90d': { orderGrowth: 800, revenueGrowth: 244.7, averageOrderValue: 2093, recent: first(9),
    topCities: [city('Manchester', 5, 7600), city('Stockport', 2, 5300), city('Salford', 2, 1750)] },
  '1y': { orderGrowth: 1000, revenueGrowth: 722.4, averageOrderValue: 2239, recent: first(10),
    topCities: [city('Manchester', 6, 11850), city('Stockport', 2, 5300), city('Salford', 2, 1750), city('Leeds', 1, 1250)] },
} satisfies Record<TimeRange, object>;

/** The whole BusinessInsights answer for `range`, with the stored ids of the fixture's orders. */
export function expectedInsights(range: TimeRange, orderIds: Record<string, string>) {
  const { current } = EXPECTED_PERIODS[range];
  const hand = HAND_COMPUTED[range];
  return {
    totalOrders: current.orders,
    orderGrowth: hand.orderGrowth,
    totalRevenue: current.revenue,
    revenueGrowth: hand.revenueGrowth,
    averageOrderValue: hand.averageOrderValue,
    totalCustomers: current.customers,
    monthlyData: EXPECTED_MONTHS,
    topCities: hand.topCities,
    topCuisines: cuisines(current.orders),
    recentOrders: recentOrdersOf(hand.recent, orderIds),
  };
}
