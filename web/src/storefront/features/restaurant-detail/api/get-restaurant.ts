import { queryOptions, useQuery } from '@tanstack/react-query';
import { useApi, type Api, type Schemas } from '../../../../api/client';
import { expectData } from '../../../../api/expect-data';

export type Restaurant = Schemas['Restaurant'];

export function getRestaurant(api: Api, restaurantId: string): Promise<Restaurant> {
  return expectData(
    api.GET('/api/restaurant/{restaurantId}', { params: { path: { restaurantId } } }),
    'Failed to get restaurant',
  );
}

export const restaurantQueryOptions = (api: Api, restaurantId: string) =>
  queryOptions({ queryKey: ['restaurant', restaurantId], queryFn: () => getRestaurant(api, restaurantId) });

/** docs/product/calls.md "Client behaviour": runs only when there is an id. */
export function useGetRestaurant(restaurantId: string | undefined) {
  const api = useApi();
  const query = useQuery({ ...restaurantQueryOptions(api, restaurantId ?? ''), enabled: !!restaurantId });
  return { restaurant: query.data, isLoading: query.isPending && !!restaurantId, error: query.error };
}
