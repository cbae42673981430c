import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { LoaderFunctionArgs } from 'react-router-dom';
import { api as appApi, useApi, type Api, type Schemas } from '../../../../api/client';
import { refetchUnlessJustFetched } from '../../../../shared/query/just-fetched';
import { preload } from '../../../../shared/query/page-data';
import { preloadCardImages } from '../card-image';
import { parseSearchState, toApiQuery, type SearchState } from '../search-state';
import { searchQuery, searchRestaurants } from './search-request';

export type { SearchResponse } from './search-request';
export type Restaurant = Schemas['RestaurantCard'];

export const searchRestaurantsQueryOptions = (api: Api, city: string, state: SearchState) =>
  queryOptions({
    queryKey: ['restaurant-search', city, toApiQuery(state)],
    queryFn: () => searchRestaurants(api, city, state),
    // The previous page stays on screen (dimmed) while the next one loads: no layout jump.
    placeholderData: keepPreviousData,
    // Results asked for just before the page rendered (its loader) or rendered by the server are not asked for again.
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

/** The search page's loader: its results; in the browser the first cards' pictures follow them, not the page's first render. */
export function loadSearch({ context, params, request }: LoaderFunctionArgs): Promise<null> {
  const city = params.city ?? 'all';
  const state = parseSearchState(new URL(request.url).searchParams);
  const options = searchRestaurantsQueryOptions(appApi, city, state);
  return preload(context, options, (reads) => reads.search(city, new URLSearchParams(searchQuery(state))), (answer) => preloadCardImages(answer?.data ?? []));
}
