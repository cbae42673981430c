import { queryOptions, useQuery } from '@tanstack/react-query';
import { useApi, type Api } from '../../../../api/client';
import { expectData } from '../../../../api/expect-data';

export const citiesQueryKey = ['restaurant-cities'] as const;

/** Every city with at least one restaurant, sorted by the server. */
export async function getCities(api: Api): Promise<string[]> {
  const body = await expectData(api.GET('/api/restaurant/cities/all'), 'Failed to fetch cities');
  return body.cities;
}

// docs/product/constants.md "Lists and polling": cities are fetched once, no paging.
export const citiesQueryOptions = (api: Api) =>
  queryOptions({ queryKey: citiesQueryKey, queryFn: () => getCities(api), staleTime: Infinity });

export function useGetCities() {
  const api = useApi();
  const query = useQuery(citiesQueryOptions(api));
  return { cities: query.data ?? [], isLoading: query.isPending, error: query.error };
}
