import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LoaderFunctionArgs } from 'react-router-dom';
import { api as appApi, useApi, type Api, type Schemas } from '../../../../api/client';
import { expectData } from '../../../../api/expect-data';
import { refetchUnlessJustFetched } from '../../../../shared/query/just-fetched';
import { preload } from '../../../../shared/query/page-data';

export type Restaurant = Schemas['Restaurant'];

export function getRestaurant(api: Api, restaurantId: string): Promise<Restaurant> {
  return expectData(
    api.GET('/api/restaurant/{restaurantId}', { params: { path: { restaurantId } } }),
    'Failed to get restaurant',
  );
}

export const restaurantQueryOptions = (api: Api, restaurantId: string) =>
  // Its loader asked for it just before the page rendered, or the server rendered the page with it: not asked for again at once.
  queryOptions({ queryKey: ['restaurant', restaurantId], queryFn: () => getRestaurant(api, restaurantId), refetchOnMount: refetchUnlessJustFetched });

/** A restaurant page's loader: its banner, the largest paint, comes with the server's HTML. */
export const loadRestaurant = ({ context, params }: LoaderFunctionArgs) => {
  const restaurantId = params.restaurantId ?? '';
  return preload(context, restaurantQueryOptions(appApi, restaurantId), (reads) => reads.restaurant(restaurantId));
};

/**
 * docs/product/decisions.md "Running a service": the page follows its restaurant while it is in
 * front (a pause, its end, a dish sold out or back on sale, new hours), read again this often;
 * the answer's ETag makes an unchanged read a 304. Coming back to the tab reads it at once.
 */
const FOLLOW_MS = 10_000;

/** docs/product/calls.md "Client behaviour": runs only when there is an id. */
export function useGetRestaurant(restaurantId: string | undefined) {
  const api = useApi();
  const query = useQuery({ ...restaurantQueryOptions(api, restaurantId ?? ''), enabled: !!restaurantId, refetchInterval: FOLLOW_MS });
  return { restaurant: query.data, isLoading: query.isPending && !!restaurantId, error: query.error };
}
