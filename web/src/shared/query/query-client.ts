import { QueryClient } from '@tanstack/react-query';

/** Spec §7 defaults: 3 retries, delay 1 s doubled up to 30 s, 5 min cache, refetch on focus and reconnect. */
export const retryDelay = (attempt: number) => Math.min(1000 * 2 ** attempt, 30_000);

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: 3,
        retryDelay,
        gcTime: 5 * 60 * 1000,
        refetchOnWindowFocus: true,
        refetchOnReconnect: true,
      },
    },
  });
}
