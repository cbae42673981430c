import type { components } from '../../../generated/api.js';
import { JsonText } from '../../../http/typed-route.js';
import type { CatalogueService, SearchResult } from '../catalogue-service.js';
import type { SearchInput } from '../domain/search-criteria.js';
import type { FileStorage } from '../ports.js';
import { toRestaurantCard } from './restaurant-response.js';

type SearchResponse = components['schemas']['SearchResponse'];

/** The contract's search answer: cards (what the storefront's result cards show, open state included), no menus. */
export function toSearchResponse({ restaurants, pagination }: SearchResult, storage: FileStorage): SearchResponse {
  return {
    data: restaurants.map((r) => toRestaurantCard(r, storage)),
    pagination,
  };
}

/** The answer as JSON bytes, made once per criteria and index state: the one cache of a search (docs/architecture/request-path.md). */
export function searchBody(catalogue: Pick<CatalogueService, 'searchRendered'>, storage: FileStorage, input: SearchInput): Promise<JsonText<SearchResponse>> {
  return catalogue.searchRendered(input, (result) => JsonText.of(toSearchResponse(result, storage)));
}
