import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { OwnerDataProvider } from '../data-provider';

const WEBHOOKS_QUERY_KEY = ['owner', 'webhooks'] as const;

/**
 * The endpoints and their delivery logs. Attempts happen in the worker moments after an order
 * changes, so the log is read again every 5 s while the panel shows (the polling pace of docs/product/constants.md "Lists and polling").
 */
export function useWebhooks() {
  const dataProvider = useDataProvider<OwnerDataProvider>();
  return useQuery({ queryKey: WEBHOOKS_QUERY_KEY, queryFn: ({ signal }) => dataProvider.getWebhooks({ signal }), refetchInterval: 5_000 });
}

/** Adds an endpoint; the answer (with the secret, shown once) goes to the caller, the list is read again. */
export function useAddWebhook() {
  const dataProvider = useDataProvider<OwnerDataProvider>();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (url: string) => dataProvider.addWebhook(url),
    onSettled: () => queryClient.invalidateQueries({ queryKey: WEBHOOKS_QUERY_KEY }),
  });
}

export function useRemoveWebhook() {
  const dataProvider = useDataProvider<OwnerDataProvider>();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (webhookId: string) => dataProvider.removeWebhook(webhookId),
    onSettled: () => queryClient.invalidateQueries({ queryKey: WEBHOOKS_QUERY_KEY }),
  });
}
