import { keepPreviousData, queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { api as appApi, useApi, type Api, type Schemas } from '../../../../api/client';
import { parseSearchState, toApiQuery, type SearchState } from '../search-state';
import { searchRestaurantsOnce } from './search-request';

export type { SearchResponse } from './search-request';
export type Restaurant = Schemas['RestaurantCard'];

const JUST_FETCHED_MS = 5_000;

export const searchRestaurantsQueryOptions = (api: Api, city: string, state: SearchState) =>
  queryOptions({
    queryKey: ['restaurant-search', city, toApiQuery(state)],
    queryFn: () => searchRestaurantsOnce(api, city, state),
    // The previous page stays on screen (dimmed) while the next one loads: no layout jump.
    placeholderData: keepPreviousData,
    // Results asked for just before the page rendered (prefetchSearch) are not asked for again.
    refetchOnMount: (query) => Date.now() - query.state.dataUpdatedAt > JUST_FETCHED_MS,
  });

export function useSearchRestaurants(city: string, state: SearchState) {
  const api = useApi();
  const query = useQuery(searchRestaurantsQueryOptions(api, city, state));
  return {
    results: query.data,
    isLoading: query.isPending,
    isUpdating: query.isPlaceholderData,
    error: query.error,
    isRetrying: query.isFetching && !!query.error,
    retry: () => void query.refetch(),
  };
}

/**
 * Puts the results an address shows in the cache before the app renders it (boot.tsx, through
 * the route's handle): the entry's early request when it started one, else a new request.
 */
export function prefetchSearch(queryClient: QueryClient, city: string, search: URLSearchParams): void {
  void queryClient.prefetchQuery(searchRestaurantsQueryOptions(appApi, city, parseSearchState(search)));
}
