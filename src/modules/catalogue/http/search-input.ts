import { parameterCheck } from '../../../http/operation-parameters.js';
import type { SearchInput } from '../domain/search-criteria.js';

/** openapi.yaml's rules for a search (docs/product/decisions.md "Search"), compiled once. */
const checkSearch = parameterCheck('/api/restaurant/search/{city}', 'get');

/**
 * The search request as sent: the decoded `city` path segment and the query. The contract's
 * check refuses (ValidationError) what the validated route refuses, with the same details, so
 * the fast path and the page read take only what the full route would answer.
 */
export function searchInput(city: string, query: URLSearchParams): SearchInput {
  const { searchQuery, selectedCuisines, sortOption, page, openNow, dietary } = checkSearch({ city }, query);
  // The contract fills in its defaults (page 1, best match, not only open ones).
  return { city, searchQuery, selectedCuisines, sortOption, page: page === undefined ? undefined : Number(page), openNow: openNow === undefined ? undefined : openNow === 'true', dietary };
}
