import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useDataProvider, useUpdate } from 'react-admin';
import type { OwnerDataProvider } from '../data-provider';
import { isStreamLive, useOrderStream } from '../../shared/live/use-order-stream';
import { isNotFound } from '../unwrap';
import { DESK_STREAM } from './desk-stream';
import { ORDER, toOrderRecord, type OrderRecord } from './order-data-provider';
import { firstPageQuery } from './order-lists';
import type { OrdersTab, OrderStatus } from './order-status';
import { notifyStatusChanged, notifyUpdateFailed } from './order-toasts';
import { rereadReviews } from '../reviews/review-queries';
import { rereadServiceAfterMiss } from '../service/service-queries';

/** The summary's own query, beside react-admin's queries of the order resource ([ORDER, ...]). */
const SUMMARY_QUERY_KEY = ['my-restaurant-orders', 'summary'] as const;


/**
 * docs/product/calls.md and constants.md: while the desk's stream is down, order lists poll every 5 s, refetch on window focus and are never fresh.
 * Without a restaurant (404) polling stops; opening the tab again asks again.
 */
export const POLLING = {
  refetchInterval: (query: { state: { error: unknown } }) => (isNotFound(query.state.error) || isStreamLive(DESK_STREAM) ? false : 5000),
  refetchOnWindowFocus: true,
  staleTime: 0,
} as const;

/** 'Refresh Orders': the summary and react-admin's order lists, settled when both have arrived. */
export function refreshOwnerOrders(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: SUMMARY_QUERY_KEY }),
    queryClient.invalidateQueries({ queryKey: [ORDER] }),
  ]);
}

const summaryQuery = (dataProvider: OwnerDataProvider) =>
  queryOptions({ queryKey: SUMMARY_QUERY_KEY, queryFn: ({ signal }) => dataProvider.getOrderSummary({ signal }), ...POLLING });

export function useOrderSummary() {
  return useQuery(summaryQuery(useDataProvider<OwnerDataProvider>()));
}

/**
 * A tab's first screen (the summary and the first page of its list) asked for before
 * react-admin renders it, into the queries the dashboard then reads: its list query as
 * react-admin's useGetList makes it (the same call, the same cached shape).
 */
export function prefetchOrdersTab(queryClient: QueryClient, dataProvider: OwnerDataProvider, tab: OrdersTab) {
  const { resource, params, queryKey } = firstPageQuery(tab);
  return Promise.all([
    queryClient.prefetchQuery(summaryQuery(dataProvider)),
    queryClient.prefetchQuery({
      queryKey,
      queryFn: () => dataProvider.getList(resource, params).then(({ data, total, pageInfo, meta }) => ({ data, total, pageInfo, meta })),
    }),
  ]);
}

export interface StatusChange {
  order: OrderRecord;
  status: OrderStatus;
}

/**
 * docs/product/states.md and texts-and-errors.md: the new status shows at once (react-admin's optimistic mode updates its cached
 * lists, and rolls them back on failure), the PATCH goes out, and the server's answer decides
 * the toast. Optimistic mode runs onSuccess before that answer, so the toasts wait for onSettled.
 */
export function useUpdateOrderStatus(onUpdated: (order: OrderRecord) => void) {
  const queryClient = useQueryClient();
  const [update, { isPending, variables }] = useUpdate<OrderRecord>();
  const changeStatus = ({ order, status }: StatusChange) =>
    update(
      ORDER,
      { id: order.id, data: { status }, previousData: order },
      {
        mutationMode: 'optimistic',
        onError: () => notifyUpdateFailed(),
        onSettled: (updated, error) => {
          if (!error && updated) {
            onUpdated(updated);
            notifyStatusChanged(updated);
          }
          // react-admin refetches the order lists itself; the summary counts by status too.
          return queryClient.invalidateQueries({ queryKey: SUMMARY_QUERY_KEY });
        },
      },
    );
  return { changeStatus, pendingId: isPending ? (variables?.id as string | undefined) : undefined };
}

/** Puts the server's answer for one order into every cached list that holds it, until the refetch. */
export function replaceCachedOrder(queryClient: QueryClient, order: OrderRecord) {
  queryClient.setQueriesData<{ data: OrderRecord[] }>({ queryKey: [ORDER, 'getList'] }, (list) =>
    list && { ...list, data: list.data.map((record) => (record.id === order.id ? order : record)) },
  );
}

/**
 * One of the desk's actions on an order (accept, decline, delay, refund; docs/product/decisions.md "Running a
 * service"): the answer replaces the order where it is shown, and the lists and the summary are read again.
 * A refusal (409: accepted meanwhile, more than is left to refund) is the caller's to show.
 */
export function useOrderChange<T>(change: (dataProvider: OwnerDataProvider, orderId: string, input: T) => Promise<OrderRecord>, onChanged: (order: OrderRecord) => void) {
  const dataProvider = useDataProvider<OwnerDataProvider>();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ orderId, input }: { orderId: string; input: T }) => change(dataProvider, orderId, input),
    onSuccess: (order) => {
      replaceCachedOrder(queryClient, order);
      onChanged(order);
      void refreshOwnerOrders(queryClient);
    },
  });
}

/**
 * The desk follows its restaurant's stream (every tab of the owner area, so the kitchen's alert
 * hears a new order anywhere): a change shows at once in every cached list that holds the order,
 * then the lists and the summary are read again (a new order, the counts, the filters).
 */
export function useDeskLiveUpdates() {
  const queryClient = useQueryClient();
  useOrderStream(DESK_STREAM, true, {
    onChange: (change) => {
      replaceCachedOrder(queryClient, toOrderRecord(change.order));
      // The stream tells of orders, not of pauses: a missed order's pause is read after it (docs/architecture/live.md).
      if (change.type === 'cancelled' && change.order.cancellation?.reason === 'notAccepted') rereadServiceAfterMiss(queryClient);
      if (change.type === 'reviewed' || change.type === 'reviewReplied') void rereadReviews(queryClient);
    },
    reread: () => void refreshOwnerOrders(queryClient),
  });
}
