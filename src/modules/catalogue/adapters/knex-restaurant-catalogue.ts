import type { Knex } from 'knex';
import { CHANGE_LOG_KEEP } from '../../../../migrations/20261125000000_catalogue-changes.js';
import type { Database } from '../../../shared/db/database.js';
import type { DeliveryArea } from '../domain/delivery-areas.js';
import type { PricedMenu, Restaurant } from '../domain/restaurant.js';
import type { RestaurantCatalogue, StoredSummary } from '../ports.js';
import { loadDeliveryAreas } from './knex-delivery-areas.js';
import { loadPricedMenu, loadSummaries } from './lean-restaurant-rows.js';
import { loadRestaurants } from './restaurant-rows.js';

/** Whole restaurants, summaries and menus by id; search runs on the in-memory index (search/). */
export class KnexRestaurantCatalogue implements RestaurantCatalogue {
  constructor(private readonly db: Database) {}

  async findByIds(ids: string[]): Promise<Restaurant[]> {
    return loadRestaurants(this.db, ids);
  }

  async summaries(ids: readonly string[]): Promise<StoredSummary[]> {
    return loadSummaries(this.db, ids);
  }

  async pricedMenu(restaurantId: string): Promise<PricedMenu | undefined> {
    return loadPricedMenu(this.db, restaurantId);
  }

  async deliveryAreas(restaurantId: string): Promise<DeliveryArea[]> {
    return loadDeliveryAreas(this.db, restaurantId);
  }

  /**
   * A restaurant's rating changed, on the transaction that changed it: the version moves and the
   * restaurant is logged, as the triggers do for the catalogue's own tables, so search patches the
   * rating in. The version row stays locked until commit, so versions follow commit order.
   */
  async ratingChanged(trx: Knex.Transaction, restaurantId: string): Promise<void> {
    const [row]: Array<{ version: number | string }> = await trx('catalogue_version').where({ id: 1 }).increment('version', 1).returning('version');
    const version = Number(row!.version);
    await trx('catalogue_changes').insert({ version, restaurant_id: restaurantId });
    await trx('catalogue_changes').where('version', '<=', version - CHANGE_LOG_KEEP).del();
  }
}
