import type { Database } from '../../../shared/db/database.js';
import { toDb } from '../../../shared/db/timestamps.js';
import { PAID_OR_LATER } from '../domain/order-lifecycle.js';
import type { MarketplaceOrders, RestaurantFigures } from '../ports.js';

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
}
