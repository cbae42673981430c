import type { Database } from '../../../shared/db/database.js';
import { toDb } from '../../../shared/db/timestamps.js';
import { PAID_OR_LATER } from '../domain/order-lifecycle.js';
import type { Knex } from 'knex';
import { clientOf, orWhereContains } from '../../../shared/db/text-contains.js';
import type { OrderEvent } from '../domain/order-event.js';
import type { MarketplaceOrderQuery, MarketplaceOrders, RestaurantFigures } from '../ports.js';
import { fromEventRow, type OrderEventRow } from './order-event-rows.js';

export class KnexMarketplaceOrders implements MarketplaceOrders {
  constructor(private readonly db: Database) {}

  /** One grouped query; a restaurant without such orders is left out. */
  async figuresSince(restaurantIds: readonly string[], since: Date): Promise<Map<string, RestaurantFigures>> {
    if (restaurantIds.length === 0) return new Map();
    type Figure = number | string | null;
    const rows: Array<{ restaurant_id: string; orders: Figure; sales: Figure }> = await this.db('orders')
      .whereIn('restaurant_id', restaurantIds)
      .whereIn('status', PAID_OR_LATER)
      .where('created_at', '>=', toDb(since))
      .groupBy('restaurant_id')
      .select('restaurant_id', this.db.raw('count(*) as ??', ['orders']), this.db.raw('sum(total_amount + delivery_price - refunded_amount) as ??', ['sales']));
    return new Map(rows.map((row) => [row.restaurant_id, { orders: Number(row.orders ?? 0), sales: Number(row.sales ?? 0) }]));
  }

  async search(query: MarketplaceOrderQuery): Promise<{ ids: string[]; total: number }> {
    const { field, order } = query.sort;
    const page = this.matching(query.filter).select('id').offset(query.range.first).limit(query.range.last - query.range.first + 1);
    if (field === 'total') page.orderByRaw(`(total_amount + delivery_price) ${order}`);
    page.orderBy([{ column: 'created_at', order }, { column: 'id', order }]);
    const [counted, rows] = await Promise.all([this.matching(query.filter).count({ n: '*' }).first(), page as Promise<Array<{ id: string }>>]);
    return { ids: rows.map((row) => row.id), total: Number(counted?.n ?? 0) };
  }

  async eventsOf(orderId: string): Promise<OrderEvent[]> {
    return ((await this.db('order_events').where({ order_id: orderId }).orderBy('id').select()) as OrderEventRow[]).map(fromEventRow);
  }

  private matching(filter: MarketplaceOrderQuery['filter']): Knex.QueryBuilder {
    const rows = this.db('orders');
    if (filter.restaurantId) rows.where('restaurant_id', filter.restaurantId);
    if (filter.statuses) rows.whereIn('status', filter.statuses);
    if (filter.createdFrom) rows.where('created_at', '>=', toDb(filter.createdFrom));
    if (filter.createdBefore) rows.where('created_at', '<', toDb(filter.createdBefore));
    // The number customers see is the id's last six characters; the filter is hex only, so safe inside LIKE.
    if (filter.number) rows.where('id', 'like', `%${filter.number}`);
    const email = filter.email;
    if (email) rows.where((either) => orWhereContains(either, clientOf(this.db), 'delivery_email', email));
    return rows;
  }
}
