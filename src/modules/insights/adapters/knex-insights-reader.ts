import type { Database } from '../../../shared/db/database.js';
import { fromDb, toDb } from '../../../shared/db/timestamps.js';
import {
  RECENT_ORDERS,
  REVENUE_STATUSES,
  TOP_CITIES,
  type CityTotals,
  type InsightsFacts,
  type MonthTotals,
  type OrderStatus,
  type PeriodTotals,
  type RecentOrder,
} from '../domain/insights.js';
import type { CuisineTotals } from '../domain/cuisine-shares.js';
import type { InsightsWindow, MonthPeriod, Period } from '../domain/time-window.js';
import type { CountAndIds, InsightsReader } from '../ports.js';

/** pg answers count() and sum() as strings (bigint, numeric); SQLite as numbers. */
type Figure = number | string | null;
interface TotalsRow {
  orders: Figure;
  customers: Figure;
  revenue: Figure;
}

/** What an order brought in: charged (subtotal plus delivery, less a voucher's discount) less the refunds not failed. */
const NET = 'total_amount + delivery_price - discount_amount - refunded_amount';
const REVENUE = `sum(${NET})`;

const figure = (value: Figure | undefined) => Number(value ?? 0);

/** The window reaching furthest back, once checked that all end together and share their months. */
function sharedEndOf(windows: readonly InsightsWindow[]): InsightsWindow | undefined {
  const [first] = windows;
  const together = (w: InsightsWindow) => w.current.to.getTime() === first!.current.to.getTime() && w.months[0]!.from.getTime() === first!.months[0]!.from.getTime();
  if (first && !windows.every(together)) throw new Error('Insights windows read together must be of one moment');
  return windows.reduce<InsightsWindow | undefined>((a, w) => (a && a.current.from <= w.current.from ? a : w), undefined);
}

/**
 * The one place insights reads ordering's, catalogue's and reviews' tables, read-only. Every query
 * aggregates in the database over a range of the (restaurant_id, created_at) index, so a
 * restaurant's size costs index pages, never memory. Periods are bucketed with CASE over
 * bounds computed in the domain, the same SQL on SQLite and PostgreSQL. Only paid-or-later
 * orders count, net of refunds (docs/product/decisions.md "Running a service", Figures).
 */
export class KnexInsightsReader implements InsightsReader {
  constructor(private readonly db: Database) {}

  /**
   * What the ranges share is read once: the months, and the newest orders (the ranges end
   * together, so a shorter range's newest are the longest one's, cut to it).
   */
  async facts(restaurantId: string, windows: readonly InsightsWindow[]): Promise<InsightsFacts[]> {
    const longest = sharedEndOf(windows);
    if (!longest) return [];
    const [periods, cities, cuisines, months, recentOrders, ratings] = await Promise.all([
      Promise.all(windows.map((w) => this.periods(restaurantId, w))),
      Promise.all(windows.map((w) => this.cities(restaurantId, w.current))),
      Promise.all(windows.map((w) => this.cuisines(restaurantId, w.current))),
      this.months(restaurantId, longest.months),
      this.recentOrders(restaurantId, longest.current),
      Promise.all(windows.map((w) => this.ratings(restaurantId, w.current))),
    ]);
    return windows.map((w, i) => ({
      ...periods[i]!,
      months,
      cities: cities[i]!,
      cuisines: cuisines[i]!,
      recentOrders: recentOrders.filter((o) => new Date(o.date) >= w.current.from),
      ratings: ratings[i]!,
    }));
  }

  async latestOrderTimes(): Promise<Map<string, Date>> {
    // One index probe per restaurant (max over its index range), rather than grouping every order.
    const latest = this.db('orders').max('created_at').where('orders.restaurant_id', this.db.ref('restaurants.id'));
    const rows: Array<{ id: string; latest: Date | string | null }> = await this.db('restaurants').select('id', latest.as('latest'));
    return new Map(rows.filter((r) => r.latest !== null).map((r) => [r.id, fromDb(r.latest!)]));
  }

  orderIds(limit: number): Promise<CountAndIds> {
    return this.countAndIds('orders', limit);
  }

  restaurantIds(limit: number): Promise<CountAndIds> {
    return this.countAndIds('restaurants', limit);
  }

  /** Orders of one restaurant placed within `period`, over its (restaurant_id, created_at) index. */
  private placedIn(restaurantId: string, period: Period) {
    return this.db('orders').where('restaurant_id', restaurantId).where('created_at', '>=', toDb(period.from)).where('created_at', '<', toDb(period.to));
  }

  /** The reviews written within `period` (the reviews module's order_reviews, over its (restaurant_id, created_at) index). */
  private async ratings(restaurantId: string, period: Period): Promise<{ count: number; sum: number }> {
    const row: { n: Figure; total: Figure } | undefined = await this.db('order_reviews')
      .where('restaurant_id', restaurantId)
      .where('created_at', '>=', toDb(period.from))
      .where('created_at', '<', toDb(period.to))
      .first(this.db.raw('count(*) as n'), this.db.raw('coalesce(sum(rating), 0) as total'));
    return { count: figure(row?.n), sum: figure(row?.total) };
  }

  /** Paid-or-later orders of one restaurant placed within `period` (status is in the index). */
  private ordersIn(restaurantId: string, period: Period) {
    return this.placedIn(restaurantId, period).whereIn('status', REVENUE_STATUSES);
  }

  /** The current and the previous period in one pass. */
  private async periods(restaurantId: string, { current, previous }: InsightsWindow): Promise<Pick<InsightsFacts, 'current' | 'previous'>> {
    const rows: Array<TotalsRow & { is_current: Figure }> = await this.ordersIn(restaurantId, { from: previous.from, to: current.to })
      .select(
        this.db.raw('case when created_at >= ? then 1 else 0 end as is_current', [toDb(current.from)]),
        this.db.raw('count(*) as orders'),
        this.db.raw('count(distinct user_id) as customers'),
        this.db.raw(`${REVENUE} as revenue`),
      )
      .groupByRaw('1');
    const totals = (isCurrent: number): PeriodTotals => {
      const row = rows.find((r) => figure(r.is_current) === isCurrent);
      return { orders: figure(row?.orders), customers: figure(row?.customers), revenue: figure(row?.revenue) };
    };
    return { current: totals(1), previous: totals(0) };
  }

  private async months(restaurantId: string, months: MonthPeriod[]): Promise<MonthTotals[]> {
    const starts = months.slice(1).map((m) => toDb(m.from));
    const bucket = `case ${starts.map((_, i) => `when created_at < ? then ${i}`).join(' ')} else ${starts.length} end`;
    const span = { from: months[0]!.from, to: months.at(-1)!.to };
    const rows: Array<{ month_index: Figure; orders: Figure; revenue: Figure }> = await this.ordersIn(restaurantId, span)
      .select(this.db.raw(`${bucket} as month_index`, starts), this.db.raw('count(*) as orders'), this.db.raw(`${REVENUE} as revenue`))
      .groupByRaw('1');
    return rows.map((r) => ({ index: figure(r.month_index), orders: figure(r.orders), revenue: figure(r.revenue) }));
  }

  /** Most orders first, then most revenue, then by name. */
  private async cities(restaurantId: string, period: Period): Promise<CityTotals[]> {
    const rows: Array<{ city: string; order_count: Figure; revenue: Figure }> = await this.ordersIn(restaurantId, period)
      .select('delivery_city as city', this.db.raw('count(*) as order_count'), this.db.raw(`${REVENUE} as revenue`))
      .groupBy('delivery_city')
      .orderBy([
        { column: 'order_count', order: 'desc' },
        { column: 'revenue', order: 'desc' },
        { column: 'city', order: 'asc' },
      ])
      .limit(TOP_CITIES);
    return rows.map((r) => ({ city: r.city, orders: figure(r.order_count), revenue: figure(r.revenue) }));
  }

  /**
   * Each order counts once for every cuisine it kept at checkout (orders.cuisines, a JSON list):
   * grouped by the list in the database (a restaurant has few), split here.
   */
  private async cuisines(restaurantId: string, period: Period): Promise<CuisineTotals[]> {
    const rows: Array<{ cuisines: string; order_count: Figure }> = await this.ordersIn(restaurantId, period)
      .select('cuisines', this.db.raw('count(*) as order_count'))
      .groupBy('cuisines');
    const byCuisine = new Map<string, number>();
    for (const row of rows) {
      for (const cuisine of JSON.parse(row.cuisines) as string[]) byCuisine.set(cuisine, (byCuisine.get(cuisine) ?? 0) + figure(row.order_count));
    }
    return [...byCuisine].map(([cuisine, orders]) => ({ cuisine, orders }));
  }

  /**
   * The newest orders that were paid, those cancelled after payment included (as 'Cancelled', with
   * what is left once refunded): the owner sees a cancellation where it happened.
   */
  private async recentOrders(restaurantId: string, period: Period): Promise<RecentOrder[]> {
    const rows: Array<{ id: string; delivery_name: string; amount: Figure; status: OrderStatus; created_at: Date | string }> =
      await this.placedIn(restaurantId, period)
        .where((paid) => paid.whereIn('status', REVENUE_STATUSES).orWhere((cancelled) => cancelled.where('status', 'cancelled').whereNotNull('paid_event_id')))
        .select('id', 'delivery_name', this.db.raw(`${NET} as amount`), 'status', 'created_at')
        .orderBy([{ column: 'created_at', order: 'desc' }, { column: 'id', order: 'desc' }])
        .limit(RECENT_ORDERS);
    return rows.map((r) => ({
      customer: r.delivery_name,
      id: r.id,
      amount: figure(r.amount),
      status: r.status,
      date: fromDb(r.created_at).toISOString(),
    }));
  }

  /** No personal data: a count, and the ids of the newest (ids are time-ordered). */
  private async countAndIds(table: 'orders' | 'restaurants', limit: number): Promise<CountAndIds> {
    const [counted, ids] = await Promise.all([
      this.db(table).count({ count: '*' }).first(),
      this.db(table).orderBy('id', 'desc').limit(limit).pluck('id') as Promise<string[]>,
    ]);
    return { count: figure(counted?.count as Figure | undefined), ids };
  }
}
