import { NotFoundError } from '../../shared/errors.js';
import { isId } from '../../shared/ids.js';
import type { Restaurant } from './domain/restaurant.js';
import { paginationOf, searchCriteria, type Pagination, type SearchInput } from './domain/search-criteria.js';
import type { RestaurantCatalogue } from './ports.js';

export interface SearchResult {
  restaurants: Restaurant[];
  pagination: Pagination;
}

/** The public use cases of the catalogue: what visitors may read without signing in. */
export class CatalogueService {
  constructor(private readonly catalogue: RestaurantCatalogue) {}

  async cities(): Promise<string[]> {
    return this.catalogue.cities();
  }

  async search(input: SearchInput): Promise<SearchResult> {
    const criteria = searchCriteria(input);
    const { ids, total } = await this.catalogue.search(criteria);
    return { restaurants: await this.catalogue.findByIds(ids), pagination: paginationOf(total, criteria.page) };
  }

  /** Unknown and malformed ids alike are simply not found. */
  async restaurant(id: string): Promise<Restaurant> {
    const [restaurant] = isId(id) ? await this.catalogue.findByIds([id]) : [];
    if (!restaurant) throw new NotFoundError('Restaurant not found');
    return restaurant;
  }
}
