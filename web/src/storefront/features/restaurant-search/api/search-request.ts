// The search request and its addresses, without React: the server's renderer reads them too.
import type { Api, Schemas } from '../../../../api/client';
import { expectData } from '../../../../api/expect-data';
import { toApiQuery, type SearchState } from '../search-state';

export type SearchResponse = Schemas['SearchResponse'];

export function searchRestaurants(api: Api, city: string, state: SearchState): Promise<SearchResponse> {
  return expectData(
    api.GET('/api/restaurant/search/{city}', { params: { path: { city }, query: { ...toApiQuery(state), page: String(state.page) } } }),
    'Failed to get restaurants',
  );
}

/** The API read a search shows (path and query), which the server answers in-process when it renders the page. */
export function searchApiPath(city: string, state: SearchState): string {
  const query = Object.entries(toApiQuery(state)).map(([name, value]) => [name, String(value)]);
  return `/api/restaurant/search/${encodeURIComponent(city)}?${new URLSearchParams(query)}`;
}

/** The city of a search address (`/search/:city`); undefined for any other address, and for a malformed one. */
export function searchCityAt(pathname: string): string | undefined {
  const segment = /^\/search\/([^/]+)$/.exec(pathname)?.[1];
  try {
    return segment === undefined ? undefined : decodeURIComponent(segment);
  } catch {
    return undefined; // URIError: the app's own router shows what it makes of it
  }
}
