import { useAuth } from '../../../../shared/auth/auth-state';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { isStreamLive, useOrderStream, withOrder } from '../../../../shared/live/use-order-stream';
import { useApi, type Api, type Schemas } from '../../../../api/client';
import { expectData } from '../../../../api/expect-data';

export type Order = Schemas['Order'];

/** docs/product/constants.md "Lists and polling": order lists poll every 5 s and are never fresh. */
export const ORDERS_POLL_MS = 5000;

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

/** The caller's order changes as they happen (docs/architecture/live.md). */
export const MY_ORDERS_STREAM = '/api/order/events';

/**
 * The list on /order-status: each change arrives on the stream and shows at once; while the
 * stream is down the list polls, so a change shows within one poll.
 */
export function useGetMyOrders() {
  const api = useApi();
  const queryClient = useQueryClient();
  const { isAuthenticated } = useAuth();
  useOrderStream(MY_ORDERS_STREAM, isAuthenticated, {
    onChange: (change) => queryClient.setQueryData<Order[]>(myOrdersQueryKey, (orders) => withOrder(orders, change.order)),
    reread: () => void queryClient.invalidateQueries({ queryKey: myOrdersQueryKey }),
  });
  const query = useQuery({ ...myOrdersQueryOptions(api), refetchInterval: () => (isStreamLive(MY_ORDERS_STREAM) ? false : ORDERS_POLL_MS) });
  return { orders: query.data, isLoading: query.isPending, error: query.error };
}

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
