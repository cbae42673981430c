import { DEFAULT_FULFILMENT, type FulfilmentSettings } from './domain/fulfilment-settings.js';
import type { Knex } from 'knex';
import { NotFoundError } from '../../shared/errors.js';
import { isId } from '../../shared/ids.js';
import { postcodeParameter } from '../../shared/places/address-fields.js';
import type { Postcode } from '../../shared/places/postcode.js';
import { deliveryTermsAt, type DeliveryArea, type DeliveryTerms } from './domain/delivery-areas.js';
import type { PricedMenu, Restaurant, RestaurantSummary, ShownRating } from './domain/restaurant.js';
import { paginationOf, searchCriteria, type Pagination, type SearchInput } from './domain/search-criteria.js';
import { imageUrls } from './images/restaurant-image.js';
import type { FileStorage, RatingsLookup, RestaurantCatalogue } from './ports.js';
import { PricedMenus } from './priced-menus.js';
import type { IndexedSearch, OpenSearchHit, OpenSearchPage } from './search/indexed-search.js';

export interface SearchResult {
  /** Open ones first within the sort, each with its open state. */
  restaurants: OpenSearchHit[];
  pagination: Pagination;
}

/**
 * The public use cases of the catalogue: what visitors may read without signing in, and
 * what other modules (ordering) read about restaurants. Unknown and malformed ids alike
 * are simply not found.
 */
export class CatalogueService {
  private readonly menus: PricedMenus;

  constructor(
    private readonly catalogue: RestaurantCatalogue,
    private readonly storage: FileStorage,
    private readonly index: IndexedSearch,
    private readonly ratingsOf: RatingsLookup = async () => new Map(),
  ) {
    this.menus = new PricedMenus(() => index.catalogueVersion(), (id) => catalogue.pricedMenu(id));
  }

  /** Cities with at least one listed restaurant, from the search index. */
  async cities(): Promise<string[]> {
    return this.index.cities();
  }

  async search(input: SearchInput): Promise<SearchResult> {
    const criteria = searchCriteria(input);
    return resultOf(await this.index.search(criteria), criteria.page);
  }

  /**
   * `render(result)` for one search, remembered until the catalogue or an open state changes: the same
   * criteria asked again costs a lookup. One rendering is remembered: the search route's JSON bytes.
   */
  async searchRendered<T>(input: SearchInput, render: (result: SearchResult) => T): Promise<T> {
    const criteria = searchCriteria(input);
    return this.index.rendered(criteria, (page) => render(resultOf(page, criteria.page)));
  }

  /**
   * A restaurant's rating changed (the reviews module, on its transaction): search patches it in
   * and remembered answers go with the version (docs/architecture/modules.md "Reviews and ratings").
   */
  async ratingChanged(trx: Knex.Transaction, restaurantId: string): Promise<void> {
    await this.catalogue.ratingChanged(trx, restaurantId);
  }

  /** Moves with every write to a restaurant, its cuisines or its menu, and with every rating, in the writer's transaction. */
  async version(): Promise<bigint> {
    return this.index.catalogueVersion();
  }

  /** The public detail (not found while suspended), with its rating (null below three ratings) and where it delivers. */
  async restaurant(id: string): Promise<Restaurant & { rating: ShownRating | null; deliveryAreas: DeliveryArea[]; fulfilment: FulfilmentSettings }> {
    const [[restaurant], ratings, deliveryAreas, menu] = isId(id)
      ? await Promise.all([this.catalogue.findByIds([id]), this.ratingsOf([id]), this.catalogue.deliveryAreas(id), this.pricedMenu(id)])
      : [[], new Map<string, ShownRating>(), [], undefined];
    // docs/product/decisions.md "Suspended and unlisted restaurants": a suspended one is not shown.
    if (!restaurant || restaurant.standing.suspended) throw new NotFoundError('Restaurant not found');
    // docs/product/decisions.md "Collection": the basket offers what the restaurant does; the priced menu is cached.
    return { ...restaurant, rating: ratings.get(id) ?? null, deliveryAreas, fulfilment: menu?.fulfilment ?? DEFAULT_FULFILMENT };
  }

  /** In the order of `ids`, each once; unknown and malformed ids are left out. */
  async summaries(ids: readonly string[]): Promise<RestaurantSummary[]> {
    const stored = await this.catalogue.summaries(ids.filter(isId));
    return stored.map(({ imageKey, ...summary }) => ({
      ...summary,
      imageUrl: imageKey ? imageUrls(this.storage, imageKey).imageUrl : '',
    }));
  }

  /**
   * Whether and on what terms the restaurant delivers to `postcodeText` (docs/product/decisions.md
   * "Search by postcode"): its priced menu's areas, by the rule the quote and checkout apply.
   */
  async deliveryTermsAt(restaurantId: string, postcodeText: string): Promise<{ postcode: Postcode; terms: Exclude<DeliveryTerms, { kind: 'unplaced' }> }> {
    const postcode = postcodeParameter(postcodeText);
    const menu = await this.pricedMenu(restaurantId);
    if (!menu) throw new NotFoundError('Restaurant not found');
    const terms = deliveryTermsAt(menu, postcode);
    // A parsed postcode is never unplaced.
    return { postcode, terms: terms.kind === 'unplaced' ? { kind: 'outside' } : terms };
  }

  /** Read again only when the catalogue has changed since (priced-menus.ts). */
  async pricedMenu(restaurantId: string): Promise<PricedMenu | undefined> {
    return isId(restaurantId) ? this.menus.of(restaurantId) : undefined;
  }
}

function resultOf(page: OpenSearchPage, pageNumber: number): SearchResult {
  return { restaurants: page.hits, pagination: paginationOf(page.total, pageNumber) };
}
