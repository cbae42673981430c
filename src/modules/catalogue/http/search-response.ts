import type { components } from '../../../generated/api.js';
import { JsonText } from '../../../http/typed-route.js';
import type { CatalogueService, SearchResult } from '../catalogue-service.js';
import type { FileStorage } from '../ports.js';
import { toRestaurantCard } from './restaurant-response.js';
import { searchInput } from './search-input.js';

type SearchResponse = components['schemas']['SearchResponse'];

/** The contract's search answer: cards (what the storefront's result cards show, open state included), no menus. */
export function toSearchResponse({ restaurants, pagination }: SearchResult, storage: FileStorage): SearchResponse {
  return {
    data: restaurants.map((r) => toRestaurantCard(r, storage)),
    pagination,
  };
}

/** The search read's path, the city after it. */
export const SEARCH_PATH = '/api/restaurant/search/';

/**
 * `render(answer)` of one search, remembered per criteria and catalogue version under `kind`.
 * Throws at once (ValidationError) on input the contract refuses.
 */
export function renderedAnswer<T>(catalogue: Pick<CatalogueService, 'searchRendered'>, storage: FileStorage, city: string, query: URLSearchParams, kind: string, render: (answer: SearchResponse) => T): Promise<T> {
  return catalogue.searchRendered(searchInput(city, query), kind, (result) => render(toSearchResponse(result, storage)));
}

/** The answer as JSON bytes, computed once per criteria and catalogue version. */
export function searchBody(catalogue: CatalogueService, storage: FileStorage, city: string, query: URLSearchParams): Promise<JsonText<SearchResponse>> {
  return renderedAnswer(catalogue, storage, city, query, 'json', (answer) => JsonText.of(answer));
}
