import type { components } from '../../../generated/api.js';
import type { CatalogueService, SearchResult } from '../catalogue-service.js';
import { parseSearchInput } from '../domain/search-criteria.js';
import type { FileStorage } from '../ports.js';
import { toRestaurantCard } from './restaurant-response.js';

type SearchResponse = components['schemas']['SearchResponse'];

/** The contract's search answer: cards (what the storefront's result cards show), no menus. */
export function toSearchResponse({ restaurants, pagination }: SearchResult, storage: FileStorage): SearchResponse {
  return {
    data: restaurants.map((r) => toRestaurantCard(r, storage)),
    pagination,
  };
}

/** The answer as JSON bytes, computed once per criteria and catalogue version. */
export function searchBody(catalogue: CatalogueService, storage: FileStorage, city: string, query: URLSearchParams): Promise<Buffer> {
  const input = parseSearchInput(city, query);
  return catalogue.searchRendered(input, 'json', (result) => Buffer.from(JSON.stringify(toSearchResponse(result, storage))));
}
