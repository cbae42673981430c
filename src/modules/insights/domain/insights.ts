import { cuisineShares, type CuisineShare, type CuisineTotals } from './cuisine-shares.js';
import type { InsightsWindow } from './time-window.js';

/** The statuses ordering writes to `orders.status`, read here as they are stored. */
export type OrderStatus = 'placed' | 'paid' | 'inProgress' | 'outForDelivery' | 'delivered' | 'cancelled';
/**
 * docs/product/decisions.md "Running a service" (Figures): every figure counts paid-or-later
 * orders only, net of their refunds; unpaid and cancelled orders are left out.
 */
export const REVENUE_STATUSES: readonly OrderStatus[] = ['paid', 'inProgress', 'outForDelivery', 'delivered'];

export const TOP_CITIES = 5;
export const RECENT_ORDERS = 10;

/**
 * The paid-or-later orders placed in one period. Revenue is pence: their subtotal plus delivery,
 * less the refunds that have not failed.
 */
export interface PeriodTotals {
  orders: number;
  /** Distinct customer accounts among those orders. */
  customers: number;
  revenue: number;
}

/** `index` is the position in InsightsWindow.months; months without orders may be absent. */
export interface MonthTotals {
  index: number;
  orders: number;
  revenue: number;
}

export interface CityTotals {
  city: string;
  orders: number;
  revenue: number;
}

export interface RecentOrder {
  /** The delivery name. */
  customer: string;
  id: string;
  /** Charged total (subtotal plus delivery) less refunds not failed, pence. */
  amount: number;
  status: OrderStatus;
  /** ISO 8601. */
  date: string;
}

/** What a read model tells about one restaurant over one InsightsWindow. */
export interface InsightsFacts {
  current: PeriodTotals;
  previous: PeriodTotals;
  months: MonthTotals[];
  /** Up to TOP_CITIES, most orders first. */
  cities: CityTotals[];
  /** Per cuisine, the current period's orders that had it at checkout. */
  cuisines: CuisineTotals[];
  /** Up to RECENT_ORDERS of the current period's paid orders (those cancelled after payment included), newest first. */
  recentOrders: RecentOrder[];
  /** The reviews written in the current period: how many and their stars in all (absent: none). */
  ratings?: { count: number; sum: number };
}

/** The contract's BusinessInsights answer. */
export interface BusinessInsights {
  totalOrders: number;
  orderGrowth: number;
  totalRevenue: number;
  revenueGrowth: number;
  averageOrderValue: number;
  totalCustomers: number;
  monthlyData: Array<{ month: string; orders: number; revenue: number }>;
  topCities: CityTotals[];
  topCuisines: CuisineShare[];
  recentOrders: RecentOrder[];
  /** The average of the period's ratings to one decimal; null without one (docs/product/decisions.md "After the order"). */
  averageRating: number | null;
  ratingCount: number;
}

/**
 * A BusinessInsights as JSON text: what a snapshot stores, and what the API sends as it is
 * (parsing a stored answer only to serialize it again was most of a read's CPU time).
 */
export type InsightsJson = string & { readonly insightsJson: unique symbol };

export function insightsJson(insights: BusinessInsights): InsightsJson {
  return JSON.stringify(insights) as InsightsJson;
}

/** Percent change on the previous period, to one decimal; 0 when that period had none. */
export function percentChange(current: number, previous: number): number {
  if (previous === 0) return 0;
  return Math.round(((current - previous) / previous) * 1000) / 10;
}

/** Whole pence; 0 without a paid order. */
export function averageOrderValue(totals: Pick<PeriodTotals, 'revenue' | 'orders'>): number {
  return totals.orders === 0 ? 0 : Math.round(totals.revenue / totals.orders);
}

export function assembleInsights(facts: InsightsFacts, window: InsightsWindow): BusinessInsights {
  const { current, previous } = facts;
  return {
    totalOrders: current.orders,
    orderGrowth: percentChange(current.orders, previous.orders),
    totalRevenue: current.revenue,
    revenueGrowth: percentChange(current.revenue, previous.revenue),
    averageOrderValue: averageOrderValue(current),
    totalCustomers: current.customers,
    monthlyData: window.months.map((month, index) => {
      const totals = facts.months.find((m) => m.index === index);
      return { month: month.label, orders: totals?.orders ?? 0, revenue: totals?.revenue ?? 0 };
    }),
    topCities: facts.cities,
    topCuisines: cuisineShares(facts.cuisines),
    recentOrders: facts.recentOrders,
    averageRating: facts.ratings?.count ? Math.round((facts.ratings.sum / facts.ratings.count) * 10) / 10 : null,
    ratingCount: facts.ratings?.count ?? 0,
  };
}

/** docs/product/decisions.md "Analytics, status and debug endpoints": a user without a restaurant gets zeros and empty lists, not an error. */
export function emptyInsights(): BusinessInsights {
  return {
    totalOrders: 0,
    orderGrowth: 0,
    totalRevenue: 0,
    revenueGrowth: 0,
    averageOrderValue: 0,
    totalCustomers: 0,
    monthlyData: [],
    topCities: [],
    topCuisines: [],
    recentOrders: [],
    averageRating: null,
    ratingCount: 0,
  };
}
