import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useDataProvider, type GetListResult } from 'react-admin';
import type { OwnerDataProvider } from '../data-provider';
import { isNotFound } from '../unwrap';
import { ORDER, type OrderRecord } from './order-data-provider';
import type { OrderStatus } from './order-status';
import { notifyStatusChanged, notifyUpdateFailed } from './order-toasts';

/** The owner's order queries outside react-admin's own keys ([ORDER, ...]). */
export const OWNER_ORDERS_QUERY_KEY = ['my-restaurant-orders'] as const;
const SUMMARY_QUERY_KEY = [...OWNER_ORDERS_QUERY_KEY, 'summary'] as const;

/**
 * docs/product/calls.md and constants.md: order lists poll every 5 s, refetch on window focus and are never fresh.
 * Without a restaurant (404) polling stops; opening the tab again asks again.
 */
export const POLLING = {
  refetchInterval: (query: { state: { error: unknown } }) => (isNotFound(query.state.error) ? false : 5000),
  refetchOnWindowFocus: true,
  staleTime: 0,
} as const;

/** 'Refresh Orders' and every status change: the summary and react-admin's order lists. */
export function refreshOwnerOrders(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: OWNER_ORDERS_QUERY_KEY }),
    queryClient.invalidateQueries({ queryKey: [ORDER] }),
  ]);
}

export function useOrderSummary() {
  const dataProvider = useDataProvider<OwnerDataProvider>();
  return useQuery({ queryKey: SUMMARY_QUERY_KEY, queryFn: ({ signal }) => dataProvider.getOrderSummary({ signal }), ...POLLING });
}

/** The changed order replaces its old copy in every cached page at once, before the refetch. */
function replaceInLists(queryClient: QueryClient, order: OrderRecord) {
  queryClient.setQueriesData<GetListResult<OrderRecord>>({ queryKey: [ORDER, 'getList'] }, (page) =>
    page && { ...page, data: page.data.map((record) => (record.id === order.id ? order : record)) },
  );
}

export interface StatusChange {
  order: OrderRecord;
  status: OrderStatus;
}

/** docs/product/states.md and texts-and-errors.md: PATCH the status, then update the lists and the summary, and say so. */
export function useUpdateOrderStatus(onUpdated: (order: OrderRecord) => void) {
  const dataProvider = useDataProvider<OwnerDataProvider>();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ order, status }: StatusChange) => dataProvider.updateOrderStatus({ id: order.id, status }),
    onSuccess: (order) => {
      replaceInLists(queryClient, order);
      onUpdated(order);
      notifyStatusChanged(order);
      return refreshOwnerOrders(queryClient);
    },
    onError: () => notifyUpdateFailed(),
  });
}
