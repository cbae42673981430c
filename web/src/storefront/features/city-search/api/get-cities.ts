import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LoaderFunctionArgs } from 'react-router-dom';
import { api as appApi, useApi, type Api } from '../../../../api/client';
import { expectData } from '../../../../api/expect-data';
import { useHydrated } from '../../../../shared/first-paint/use-hydrated';
import { preload } from '../../../../shared/query/page-data';

/** Every city with at least one restaurant, sorted by the server. */
export function getCities(api: Api): Promise<{ cities: string[] }> {
  return expectData(api.GET('/api/restaurant/cities/all'), 'Failed to fetch cities');
}

// docs/product/constants.md "Lists and polling": cities are fetched once, no paging.
const citiesQueryOptions = (api: Api) =>
  queryOptions({ queryKey: ['restaurant-cities'], queryFn: () => getCities(api), staleTime: Infinity });

/** The landing's loader: the server renders the form with the list, so no overlay waits for it. */
export const loadCities = ({ context }: LoaderFunctionArgs) => preload(context, citiesQueryOptions(appApi), (reads) => reads.cities());

const NONE: string[] = [];

export function useGetCities() {
  const api = useApi();
  const query = useQuery(citiesQueryOptions(api));
  // The server renders the form without the list; the loading overlay shows from hydration on.
  const hydrated = useHydrated();
  return { cities: query.data?.cities ?? NONE, isLoading: hydrated && query.isPending, error: query.error };
}
