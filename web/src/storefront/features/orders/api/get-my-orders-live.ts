import { useQueryClient, useQuery } from '@tanstack/react-query';
import { useAuth } from '../../../../shared/auth/auth-state';
import { isStreamLive, useOrderStream, withOrder } from '../../../../shared/live/use-order-stream';
import { useApi } from '../../../../api/client';
import { myOrdersQueryKey, myOrdersQueryOptions, type Order } from './get-my-orders';

// Apart from get-my-orders.ts so that the detail page, which reads the list once for
// 'Order again', does not load the stream client (docs/architecture/performance.md "Storefront").

/** docs/product/constants.md "Lists and polling": order lists poll every 5 s and are never fresh. */
export const ORDERS_POLL_MS = 5000;

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
