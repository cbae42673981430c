import type { Database } from '../../../shared/db/database.js';
import type { PricedMenu, Restaurant } from '../domain/restaurant.js';
import type { RestaurantCatalogue, StoredSummary } from '../ports.js';
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
}
