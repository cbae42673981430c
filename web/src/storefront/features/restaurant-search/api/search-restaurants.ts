import { keepPreviousData, queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { api as appApi, useApi, type Api, type Schemas } from '../../../../api/client';
import { refetchUnlessJustFetched } from '../../../../shared/query/just-fetched';
import { preloadCardImages } from '../card-image';
import { parseSearchState, toApiQuery, type SearchState } from '../search-state';
import { searchRestaurants } from './search-request';

export type { SearchResponse } from './search-request';
export type Restaurant = Schemas['RestaurantCard'];

export const searchRestaurantsQueryOptions = (api: Api, city: string, state: SearchState) =>
  queryOptions({
    queryKey: ['restaurant-search', city, toApiQuery(state)],
    queryFn: () => searchRestaurants(api, city, state),
    // The previous page stays on screen (dimmed) while the next one loads: no layout jump.
    placeholderData: keepPreviousData,
    // Results asked for just before the page rendered (the route's loader) or rendered by the server are not asked for again.
    refetchOnMount: refetchUnlessJustFetched,
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

/** Asks for the results an address shows while its page loads (the route's loader, routes.tsx). */
export function prefetchSearch(queryClient: QueryClient, city: string, search: URLSearchParams): void {
  const options = searchRestaurantsQueryOptions(appApi, city, parseSearchState(search));
  // The first cards' pictures come beside the page's chunk, not after its first render.
  void queryClient.prefetchQuery(options).then(() => preloadCardImages(queryClient.getQueryData(options.queryKey)?.data ?? []));
}
