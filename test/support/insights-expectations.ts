import type { TimeRange } from '../../src/modules/insights/domain/time-window.js';
import { recentOrdersOf } from './insights-fixture.js';

/*
 * The insights of test/support/insights-fixture.ts at FIXED_NOW (2025-03-12 15:00 UTC),
 * worked out by hand. Amounts are subtotal + 250 delivery; every figure counts paid,
 * inProgress, outForDelivery and delivered orders only (docs/product/decisions.md "Running a
 * service", Figures): the placed o2 and o6 are left out. Periods are whole UTC days up to
 * 2025-03-13 00:00:
 *   7d  from 03-06 (previous from 02-27): o1, o3, o4 against o5
 *   30d from 02-11 (previous from 01-12): + o5, o7 against o8, o9
 *   90d from 2024-12-13 (previous from 09-14): + o8, o9 against o10
 *   1y  from 2024-03-13 (previous from 2023-03-14): + o10, o11 against o12
 */
export interface ExpectedPeriods {
  current: { orders: number; customers: number; revenue: number };
  previous: { orders: number; customers: number; revenue: number };
}

export const EXPECTED_PERIODS: Record<TimeRange, ExpectedPeriods> = {
  // 2250 + 1750 + 3250 (customers A, C); previous: o5 1450
  '7d': { current: { orders: 3, customers: 2, revenue: 7250 }, previous: { orders: 1, customers: 1, revenue: 1450 } },
  // + 1450 + 2750 (D, E); previous: 2050 + 1150
  '30d': { current: { orders: 5, customers: 4, revenue: 11450 }, previous: { orders: 2, customers: 2, revenue: 3200 } },
  // + 2050 + 1150; previous: o10 4250
  '90d': { current: { orders: 7, customers: 4, revenue: 14650 }, previous: { orders: 1, customers: 1, revenue: 4250 } },
  // + 4250 + 1250 (F); previous: o12 2450
  '1y': { current: { orders: 9, customers: 5, revenue: 20150 }, previous: { orders: 1, customers: 1, revenue: 2450 } },
};

/** The same for every range: 2024-10 to 2025-03 (o11 in 2024-08 and o12 fall before it). */
export const EXPECTED_MONTHS = [
  { month: '2024-10', orders: 0, revenue: 0 },
  { month: '2024-11', orders: 0, revenue: 0 },
  { month: '2024-12', orders: 1, revenue: 4250 },
  { month: '2025-01', orders: 1, revenue: 1150 },
  { month: '2025-02', orders: 2, revenue: 4800 },
  { month: '2025-03', orders: 4, revenue: 8700 },
];

const city = (name: string, orders: number, revenue: number) => ({ city: name, orders, revenue });
/** Every fixture order kept the fixture's three cuisines: even shares, the tie's extra tenth to the first by name. */
const cuisines = (orders: number) => [
  { cuisine: 'Italian', orders, percentage: 33.4 },
  { cuisine: 'Pasta', orders, percentage: 33.3 },
  { cuisine: 'Pizza', orders, percentage: 33.3 },
];
const PAID_OR_LATER_NEWEST_FIRST = ['o1', 'o3', 'o4', 'o5', 'o7', 'o8', 'o9', 'o10', 'o11'];
const first = (n: number) => PAID_OR_LATER_NEWEST_FIRST.slice(0, n);

const HAND_COMPUTED = {
  '7d': { orderGrowth: 200, revenueGrowth: 400, averageOrderValue: 2417, recent: first(3),
    topCities: [city('Stockport', 1, 3250), city('Manchester', 1, 2250), city('Salford', 1, 1750)] },
  '30d': { orderGrowth: 150, revenueGrowth: 257.8, averageOrderValue: 2290, recent: first(5),
    topCities: [city('Manchester', 3, 6450), city('Stockport', 1, 3250), city('Salford', 1, 1750)] },
  '90d': { orderGrowth: 600, revenueGrowth: 244.7, averageOrderValue: 2093, recent: first(7),
    topCities: [city('Manchester', 4, 7600), city('Stockport', 2, 5300), city('Salford', 1, 1750)] },
  '1y': { orderGrowth: 800, revenueGrowth: 722.4, averageOrderValue: 2239, recent: first(9),
    topCities: [city('Manchester', 5, 11850), city('Stockport', 2, 5300), city('Salford', 1, 1750), city('Leeds', 1, 1250)] },
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
    // The fixture's orders are not rated: test/api/reviews.test.ts holds the average rating.
    averageRating: null,
    ratingCount: 0,
  };
}
