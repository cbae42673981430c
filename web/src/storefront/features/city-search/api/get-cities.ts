import { queryOptions, useQuery } from '@tanstack/react-query';
import { useApi, type Api } from '../../../../api/client';
import { expectData } from '../../../../api/expect-data';
import { useHydrated } from '../../../../shared/first-paint/use-hydrated';

export const citiesQueryKey = ['restaurant-cities'] as const;

/** Every city with at least one restaurant, sorted by the server: the answer as the server also renders the landing with it (server-render.tsx). */
export function getCities(api: Api): Promise<{ cities: string[] }> {
  return expectData(api.GET('/api/restaurant/cities/all'), 'Failed to fetch cities');
}

// docs/product/constants.md "Lists and polling": cities are fetched once, no paging.
export const citiesQueryOptions = (api: Api) =>
  queryOptions({ queryKey: citiesQueryKey, queryFn: () => getCities(api), staleTime: Infinity });

const NONE: string[] = [];

export function useGetCities() {
  const api = useApi();
  const query = useQuery(citiesQueryOptions(api));
  // The server renders the form without the list; the loading overlay shows from hydration on.
  const hydrated = useHydrated();
  return { cities: query.data?.cities ?? NONE, isLoading: hydrated && query.isPending, error: query.error };
}
