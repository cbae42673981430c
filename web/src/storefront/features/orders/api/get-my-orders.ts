import { useAuth } from '../../../../shared/auth/auth-state';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useApi, type Api, type Schemas } from '../../../../api/client';
import { expectData } from '../../../../api/expect-data';

export type Order = Schemas['Order'];

export const myOrdersQueryKey = ['my-orders'] as const;

/**
 * The caller's orders, newest first. The server answers each poll with an ETag and
 * `no-cache`, so the browser revalidates and an unchanged list costs a 304.
 */
export function getMyOrders(api: Api): Promise<Order[]> {
  return expectData(api.GET('/api/order'), 'Failed to get orders');
}

export const myOrdersQueryOptions = (api: Api) =>
  queryOptions({ queryKey: myOrdersQueryKey, queryFn: () => getMyOrders(api), staleTime: 0 });

/**
 * One of the caller's orders, read once (no polling), or null when it is not theirs.
 * `isSettled` turns true once that is known, or once it cannot be (signed out, failure).
 */
export function useFindMyOrder(orderId: string | undefined) {
  const api = useApi();
  const { isAuthenticated, isLoading: authLoading } = useAuth();
  const query = useQuery({
    ...myOrdersQueryOptions(api),
    enabled: isAuthenticated && !!orderId,
    select: (orders) => orders.find((order) => order._id === orderId) ?? null,
  });
  const isSettled = !!orderId && !authLoading && (!isAuthenticated || query.isSuccess || query.isError);
  return { order: query.data ?? null, isSettled };
}
