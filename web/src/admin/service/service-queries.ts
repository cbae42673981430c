import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { isStreamLive } from '../../shared/live/use-order-stream';
import { DESK_STREAM } from '../orders/desk-stream';
import { useDataProvider } from 'react-admin';
import { notifyError } from '../../shared/ui/notify';
import type { OwnerDataProvider } from '../data-provider';
import { RESTAURANT } from '../restaurant/restaurant-record';
import { serverMessageOf } from '../restaurant/server-errors';
import type { Scheduling, ServiceStatus } from './service-data-provider';

const SERVICE_QUERY_KEY = ['owner', 'service'] as const;

/**
 * Hours, pause and what customers see now; read again each minute, as a pause runs out by itself, and every 5 s
 * while the desk's stream is down (a missed order's pause then shows within a poll, as the orders do).
 */
export function useServiceStatus(enabled = true) {
  const dataProvider = useDataProvider<OwnerDataProvider>();
  return useQuery({
    queryKey: SERVICE_QUERY_KEY,
    queryFn: ({ signal }) => dataProvider.getServiceStatus({ signal }),
    refetchInterval: () => (isStreamLive(DESK_STREAM) ? 60_000 : 5000),
    enabled,
  });
}

/** A missed order pauses its restaurant just after its cancellation commits: read the state now and twice more. */
export function rereadServiceAfterMiss(queryClient: QueryClient) {
  const reread = () => void queryClient.invalidateQueries({ queryKey: SERVICE_QUERY_KEY });
  reread();
  for (const ms of [1500, 4000]) setTimeout(reread, ms);
}

/** A change to the service: the answer is the new status; a failure says what went wrong. */
export function useServiceChange<T>(change: (dataProvider: OwnerDataProvider, input: T) => Promise<ServiceStatus>, failure: string) {
  const dataProvider = useDataProvider<OwnerDataProvider>();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: T) => change(dataProvider, input),
    onSuccess: (status) => queryClient.setQueryData(SERVICE_QUERY_KEY, status),
    onError: (error) => notifyError(failure, { description: serverMessageOf(error) }),
  });
}

/** Sold out or back on sale; the restaurant (with each dish's mark) is read again. */
export function useSoldOutChange() {
  const dataProvider = useDataProvider<OwnerDataProvider>();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ menuItemId, soldOut, untilNextOpening }: { menuItemId: string; soldOut: boolean; untilNextOpening: boolean }) =>
      dataProvider.setSoldOut(menuItemId, { soldOut, untilNextOpening }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [RESTAURANT] }),
    onError: (error) => notifyError('Unable to change the dish', { description: serverMessageOf(error) }),
  });
}

const SCHEDULING_QUERY_KEY = ['owner', 'scheduling'] as const;

/** Orders for later: days ahead and slot capacities (docs/product/decisions.md "Orders for later"). */
export function useScheduling() {
  const dataProvider = useDataProvider<OwnerDataProvider>();
  return useQuery({ queryKey: SCHEDULING_QUERY_KEY, queryFn: ({ signal }) => dataProvider.getScheduling({ signal }) });
}

export function useSchedulingSave() {
  const dataProvider = useDataProvider<OwnerDataProvider>();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Scheduling) => dataProvider.saveScheduling(body),
    onSuccess: (saved) => queryClient.setQueryData(SCHEDULING_QUERY_KEY, saved),
    onError: (error) => notifyError('Unable to save the orders-for-later settings', { description: serverMessageOf(error) }),
  });
}
