// The search request, without React.
import type { Api, Schemas } from '../../../../api/client';
import { expectData } from '../../../../api/expect-data';
import { toApiQuery, type SearchState } from '../search-state';

export type SearchResponse = Schemas['SearchResponse'];

export function searchRestaurants(api: Api, city: string, state: SearchState): Promise<SearchResponse> {
  return expectData(
    api.GET('/api/restaurant/search/{city}', { params: { path: { city }, query: searchQuery(state) } }),
    'Failed to get restaurants',
  );
}

/** The search's query as the browser sends it; the server's read for its page loader sends the same. */
export const searchQuery = (state: SearchState) => ({ ...toApiQuery(state), page: String(state.page) });
