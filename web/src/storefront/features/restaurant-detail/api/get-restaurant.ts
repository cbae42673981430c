import { queryOptions, useQuery } from '@tanstack/react-query';
import { useApi, type Api, type Schemas } from '../../../../api/client';
import { expectData } from '../../../../api/expect-data';
import { refetchUnlessJustFetched } from '../../../../shared/query/just-fetched';

export type Restaurant = Schemas['Restaurant'];

export function getRestaurant(api: Api, restaurantId: string): Promise<Restaurant> {
  return expectData(
    api.GET('/api/restaurant/{restaurantId}', { params: { path: { restaurantId } } }),
    'Failed to get restaurant',
  );
}

export const restaurantQueryOptions = (api: Api, restaurantId: string) =>
  // The server renders the page with the restaurant (server-render.tsx): not asked for again at once.
  queryOptions({ queryKey: ['restaurant', restaurantId], queryFn: () => getRestaurant(api, restaurantId), refetchOnMount: refetchUnlessJustFetched });

/** docs/product/calls.md "Client behaviour": runs only when there is an id. */
export function useGetRestaurant(restaurantId: string | undefined) {
  const api = useApi();
  const query = useQuery({ ...restaurantQueryOptions(api, restaurantId ?? ''), enabled: !!restaurantId });
  return { restaurant: query.data, isLoading: query.isPending && !!restaurantId, error: query.error };
}
