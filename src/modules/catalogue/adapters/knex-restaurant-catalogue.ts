import type { Knex } from 'knex';
import type { Database } from '../../../shared/db/database.js';
import type { PricedMenu, Restaurant } from '../domain/restaurant.js';
import { containing, PAGE_SIZE, pageOffset, type SearchCriteria } from '../domain/search-criteria.js';
import type { RestaurantCatalogue, StoredSummary } from '../ports.js';
import { loadPricedMenu, loadSummaries } from './lean-restaurant-rows.js';
import { loadRestaurants } from './restaurant-rows.js';
import { textMatchFor, type TextMatch } from './text-match.js';

type Query = Knex.QueryBuilder;

/**
 * Search over the indexes of the search-indexes migration: cities and cuisines are
 * resolved against their short distinct lists first, so the restaurant query itself
 * only meets equality, IN and index-backed text predicates.
 */
export class KnexRestaurantCatalogue implements RestaurantCatalogue {
  private readonly textMatch: TextMatch;

  constructor(private readonly db: Database) {
    this.textMatch = textMatchFor(db);
  }

  async cities(): Promise<string[]> {
    const rows: Array<{ city: string }> = await this.listed(this.db('restaurants as r')).distinct('r.city as city');
    return rows.map((row) => row.city).sort((a, b) => a.localeCompare(b, 'en-GB'));
  }

  async findByIds(ids: string[]): Promise<Restaurant[]> {
    return loadRestaurants(this.db, ids);
  }

  async summaries(ids: readonly string[]): Promise<StoredSummary[]> {
    return loadSummaries(this.db, ids);
  }

  async pricedMenu(restaurantId: string): Promise<PricedMenu | undefined> {
    return loadPricedMenu(this.db, restaurantId);
  }

  async search(criteria: SearchCriteria): Promise<{ ids: string[]; total: number }> {
    const cities = criteria.city === undefined ? undefined : containing(await this.cities(), criteria.city);
    if (cities?.length === 0) return { ids: [], total: 0 };
    const textCuisines = criteria.text ? containing(await this.offeredCuisines(), criteria.text) : [];
    const matching = () => this.matching(criteria, cities, textCuisines);
    const [counted, rows] = await Promise.all([
      matching().count({ total: '*' }).first(),
      this.ordered(matching(), criteria).select('r.id').offset(pageOffset(criteria.page)).limit(PAGE_SIZE),
    ]);
    return { ids: rows.map((row: { id: string }) => row.id), total: Number(counted?.total ?? 0) };
  }

  private async offeredCuisines(): Promise<string[]> {
    const rows: Array<{ cuisine: string }> = await this.db('restaurant_cuisines').distinct('cuisine');
    return rows.map((row) => row.cuisine);
  }

  private matching(criteria: SearchCriteria, cities: string[] | undefined, textCuisines: string[]): Query {
    const query = this.listed(this.db('restaurants as r'));
    if (cities) query.whereIn('r.city', cities);
    if (criteria.cuisines.length > 0) query.whereIn('r.id', this.offeringAll(criteria.cuisines));
    if (criteria.text) {
      query.where((either) => {
        this.textMatch.nameContains(either, criteria.text);
        if (textCuisines.length > 0) either.orWhereIn('r.id', this.offeringAny(textCuisines));
      });
    }
    return query;
  }

  /** DECISIONS.md: search and its city list show only restaurants with at least one menu item. */
  private listed(query: Query): Query {
    return query.whereExists((items) => {
      items.from('menu_items as m').select(this.db.raw('1')).whereRaw('m.restaurant_id = r.id');
    });
  }

  private offeringAll(cuisines: string[]): Query {
    return this.db('restaurant_cuisines')
      .select('restaurant_id')
      .whereIn('cuisine', cuisines)
      .groupBy('restaurant_id')
      .havingRaw('count(*) = ?', [cuisines.length]);
  }

  private offeringAny(cuisines: string[]): Query {
    return this.db('restaurant_cuisines').select('restaurant_id').whereIn('cuisine', cuisines);
  }

  private ordered(query: Query, criteria: SearchCriteria): Query {
    switch (criteria.sort) {
      case 'deliveryPrice':
        return query.orderBy([{ column: 'r.delivery_price' }, { column: 'r.id' }]);
      case 'estimatedDeliveryTime':
        return query.orderBy([{ column: 'r.estimated_delivery_time' }, { column: 'r.id' }]);
      case 'bestMatch':
        if (criteria.text) this.textMatch.orderByRelevance(query, criteria.text);
        return this.textMatch.orderByName(query).orderBy('r.id');
    }
  }
}
