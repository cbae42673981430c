import { LRUCache } from 'lru-cache';
import type { PageReads } from '../../../http/routes.js';
import type { AvailabilityService } from '../availability-service.js';
import type { CatalogueService } from '../catalogue-service.js';
import type { FileStorage } from '../ports.js';
import { toRestaurantResponse } from './restaurant-response.js';
import { renderedAnswer } from './search-response.js';

/** What the page reads need of the catalogue. */
export type PageCatalogue = Pick<CatalogueService, 'version' | 'cities' | 'restaurant' | 'searchRendered'>;

/** Restaurants' answers kept for their pages. */
const KEPT = 1000;

type RestaurantAnswer = Awaited<ReturnType<PageReads['restaurant']>>;

/**
 * The catalogue's page reads (PAGE_READS): search, the city list and a restaurant, answered as the HTTP
 * reads answer them and kept until the catalogue changes (its version read first: a later write is newer).
 */
export function cataloguePageReads(catalogue: PageCatalogue, availability: Pick<AvailabilityService, 'openState'>, storage: FileStorage): Partial<PageReads> {
  let cities: { version: bigint; answer: { cities: string[] } } | undefined;
  // Read with `peek`: the answer kept longest ago goes first, however often it is shown.
  const restaurants = new LRUCache<string, { stamp: string; answer: RestaurantAnswer }>({ max: KEPT });
  return {
    async cities() {
      const version = await catalogue.version();
      if (cities?.version !== version) cities = { version, answer: { cities: await catalogue.cities() } };
      return cities.answer;
    },
    // Throws (ValidationError) on input the contract refuses, as the HTTP read answers it.
    search: async (city, query) => renderedAnswer(catalogue, storage, city, query, 'answer', (answer) => answer),
    /**
     * A restaurant also shows what changes without a catalogue write: its open state (hours,
     * pause) and dishes sold out until a time. It is read each time; the answer is kept while
     * the catalogue and both of those stay as they were.
     */
    async restaurant(restaurantId) {
      const version = await catalogue.version();
      const restaurant = await catalogue.restaurant(restaurantId);
      const { at, ...service } = await availability.openState(restaurant.id);
      const answer = toRestaurantResponse(restaurant, storage, at, service);
      const stamp = JSON.stringify([String(version), answer.openState, answer.menuItems.map((item) => item.soldOut)]);
      const known = restaurants.peek(restaurantId);
      if (known?.stamp === stamp) return known.answer;
      restaurants.set(restaurantId, { stamp, answer });
      return answer;
    },
  };
}
