import type { components } from '../../../generated/api.js';
import type { PageDataRead } from '../../../http/routes.js';
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

const PREFIX = '/api/restaurant/search/';

/** The search read for the search page the server renders (PAGE_DATA_READS). */
export function searchPageData(catalogue: CatalogueService, storage: FileStorage): PageDataRead {
  return {
    prefix: PREFIX,
    async read(pathAndQuery, key, render) {
      const url = new URL(pathAndQuery, 'http://localhost');
      const input = parseSearchInput(decodeURIComponent(url.pathname.slice(PREFIX.length)), url.searchParams);
      // Keyed by the page too: two addresses may share criteria yet differ on screen (the typed text's case).
      return catalogue.searchRendered(input, `page\u0000${key}`, (result) => render(toSearchResponse(result, storage)));
    },
  };
}
