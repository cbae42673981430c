import { LRUCache } from 'lru-cache';
import type { PageDataRead } from '../../../http/routes.js';
import type { AvailabilityService } from '../availability-service.js';
import type { CatalogueService } from '../catalogue-service.js';
import type { FileStorage } from '../ports.js';
import { toRestaurantResponse } from './restaurant-response.js';
import { renderedAnswer, SEARCH_PATH } from './search-response.js';

/** The catalogue's reads, under this path (restaurant-routes.ts). */
const CATALOGUE_PATH = '/api/restaurant/';
const CITIES_PATH = `${CATALOGUE_PATH}cities/all`;

/** What the page reads need of the catalogue. */
export type PageCatalogue = Pick<CatalogueService, 'version' | 'cities' | 'restaurant' | 'searchRendered'>;

/** Rendered pages kept per key (address and sign-in hint) for the landing and the detail pages. */
const KEPT = 1000;

/**
 * The catalogue's reads for the pages the server renders with their data (PAGE_DATA_READS):
 * search (its results), the landing (the city list) and a restaurant's detail, each answered as
 * the HTTP read answers it. A rendered page is remembered until the catalogue changes; the
 * version is read before the data, so a write after that read is one the page came before.
 */
export function cataloguePageData(catalogue: PageCatalogue, availability: Pick<AvailabilityService, 'openState'>, storage: FileStorage): PageDataRead {
  // Read with `peek`: the page rendered longest ago goes first, however often it is shown.
  const kept = new LRUCache<string, { stamp: string; page: unknown }>({ max: KEPT });
  /** The page rendered for `key`, kept while its `stamp` stays the same; `page` runs only when it changed. */
  async function remembered<T>(key: string, stamp: string, page: () => Promise<T>): Promise<T> {
    const known = kept.peek(key);
    if (known?.stamp === stamp) return known.page as T;
    const made = await page();
    kept.set(key, { stamp, page: made });
    return made;
  }
  async function atVersion<T>(key: string, answer: () => Promise<unknown>, render: (answer: unknown) => T): Promise<T> {
    return remembered(key, String(await catalogue.version()), async () => render(await answer()));
  }
  /**
   * A restaurant's page also shows what changes without a catalogue write: its open state (hours,
   * pause) and dishes sold out until a time. The answer is read each time; its rendering is kept
   * while the catalogue and both of those stay as they were.
   */
  async function restaurantPage<T>(key: string, restaurantId: string, render: (answer: unknown) => T): Promise<T> {
    const version = await catalogue.version();
    const restaurant = await catalogue.restaurant(restaurantId);
    const { at, ...service } = await availability.openState(restaurant.id);
    const answer = toRestaurantResponse(restaurant, storage, at, service);
    const stamp = JSON.stringify([String(version), answer.openState, answer.menuItems.map((item) => item.soldOut)]);
    return remembered(key, stamp, async () => render(answer));
  }
  return {
    prefix: CATALOGUE_PATH,
    async read(pathAndQuery, key, render) {
      const url = new URL(pathAndQuery, 'http://localhost');
      if (url.pathname.startsWith(SEARCH_PATH)) {
        const city = decodeURIComponent(url.pathname.slice(SEARCH_PATH.length));
        // Keyed by the page too: two addresses may share criteria yet differ on screen (the typed text's case).
        return renderedAnswer(catalogue, storage, city, url.searchParams, `page\u0000${key}`, render);
      }
      if (url.pathname === CITIES_PATH) return atVersion(key, async () => ({ cities: await catalogue.cities() }), render);
      const restaurantId = decodeURIComponent(url.pathname.slice(CATALOGUE_PATH.length));
      return restaurantPage(key, restaurantId, render);
    },
  };
}
