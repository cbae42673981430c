import type { CuisineTotals } from './cuisine-shares.js';
import {
  RECENT_ORDERS,
  REVENUE_STATUSES,
  TOP_CITIES,
  type CityTotals,
  type InsightsFacts,
  type OrderStatus,
  type PeriodTotals,
  type RecentOrder,
} from './insights.js';
import { within, type InsightsWindow } from './time-window.js';

/** One order as the insights read model sees it. Amount: subtotal plus delivery, pence. */
export interface OrderFact {
  id: string;
  customerId: string;
  customerName: string;
  city: string;
  amount: number;
  /** Refunds not failed, pence. */
  refunded: number;
  status: OrderStatus;
  /** The restaurant's cuisines at checkout. */
  cuisines: readonly string[];
  createdAt: Date;
}

/**
 * The facts of a list of orders held in memory (the demonstration data), by the same
 * rules the SQL read adapter applies to the orders table.
 */
export function factsOf(all: readonly OrderFact[], window: InsightsWindow): InsightsFacts {
  const orders = all.filter(counts);
  const current = orders.filter((o) => within(o.createdAt, window.current));
  return {
    current: totalsOf(current),
    previous: totalsOf(orders.filter((o) => within(o.createdAt, window.previous))),
    months: window.months.map((month, index) => {
      const { orders: count, revenue } = totalsOf(orders.filter((o) => within(o.createdAt, month)));
      return { index, orders: count, revenue };
    }),
    cities: citiesOf(current),
    cuisines: cuisinesOf(current),
    recentOrders: [...current].sort(newestFirst).slice(0, RECENT_ORDERS).map(toRecentOrder),
  };
}

/** Paid-or-later orders only (docs/product/decisions.md "Running a service", Figures). */
const counts = (order: OrderFact) => REVENUE_STATUSES.includes(order.status);
const net = (order: OrderFact) => order.amount - order.refunded;

function totalsOf(orders: readonly OrderFact[]): PeriodTotals {
  return {
    orders: orders.length,
    customers: new Set(orders.map((o) => o.customerId)).size,
    revenue: orders.reduce((sum, o) => sum + net(o), 0),
  };
}

function cuisinesOf(orders: readonly OrderFact[]): CuisineTotals[] {
  const byCuisine = new Map<string, number>();
  for (const order of orders) for (const cuisine of order.cuisines) byCuisine.set(cuisine, (byCuisine.get(cuisine) ?? 0) + 1);
  return [...byCuisine].map(([cuisine, count]) => ({ cuisine, orders: count }));
}

/** Most orders first, then most revenue, then by name. */
function citiesOf(orders: readonly OrderFact[]): CityTotals[] {
  const byCity = new Map<string, CityTotals>();
  for (const order of orders) {
    const city = byCity.get(order.city) ?? { city: order.city, orders: 0, revenue: 0 };
    city.orders += 1;
    city.revenue += net(order);
    byCity.set(order.city, city);
  }
  const ranked = [...byCity.values()].sort(
    (a, b) => b.orders - a.orders || b.revenue - a.revenue || (a.city < b.city ? -1 : a.city > b.city ? 1 : 0),
  );
  return ranked.slice(0, TOP_CITIES);
}

function newestFirst(a: OrderFact, b: OrderFact): number {
  return b.createdAt.getTime() - a.createdAt.getTime() || (a.id < b.id ? 1 : -1);
}

function toRecentOrder(order: OrderFact): RecentOrder {
  return { customer: order.customerName, id: order.id, amount: net(order), status: order.status, date: order.createdAt.toISOString() };
}
