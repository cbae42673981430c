import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { useApi, type Api, type Schemas } from '../../../../api/client';
import { expectData } from '../../../../api/expect-data';
import { toApiQuery, type SearchState } from '../search-state';

export type SearchResponse = Schemas['SearchResponse'];
export type Restaurant = Schemas['RestaurantCard'];

export function searchRestaurants(api: Api, city: string, state: SearchState): Promise<SearchResponse> {
  return expectData(
    api.GET('/api/restaurant/search/{city}', { params: { path: { city }, query: toApiQuery(state) } }),
    'Failed to get restaurants',
  );
}

export const searchRestaurantsQueryOptions = (api: Api, city: string, state: SearchState) =>
  queryOptions({
    queryKey: ['restaurant-search', city, toApiQuery(state)],
    queryFn: () => searchRestaurants(api, city, state),
    // The previous page stays on screen (dimmed) while the next one loads: no layout jump.
    placeholderData: keepPreviousData,
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
