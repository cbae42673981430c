import type { Operation, Query } from '../../../http/typed-route.js';
import type { SearchInput } from '../domain/search-criteria.js';

type SearchQuery = Query<Operation<'/api/restaurant/search/{city}', 'get'>>;

/**
 * The search as the contract's validator let it through (its defaults filled in): openapi.yaml
 * holds every rule of it (docs/product/decisions.md "Search"); here the text becomes numbers and flags.
 */
export function searchInput(city: string, query: SearchQuery): SearchInput {
  const { searchQuery, selectedCuisines, sortOption, page, openNow, dietary, postcode } = query;
  return { city, searchQuery, selectedCuisines, sortOption, page: page === undefined ? undefined : Number(page), openNow: openNow === undefined ? undefined : openNow === 'true', dietary, ...(postcode === undefined ? {} : { postcode }) };
}
