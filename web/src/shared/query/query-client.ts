import { QueryClient } from '@tanstack/react-query';

/** docs/product/calls.md "Client behaviour" defaults: 3 retries, delay 1 s doubled up to 30 s, 5 min cache, refetch on focus and reconnect. */
export const retryDelay = (attempt: number) => Math.min(1000 * 2 ** attempt, 30_000);

const MAX_RETRIES = 3;

/**
 * Retries what may pass next time; a 4xx (unknown restaurant, bad input) answers the same
 * again. Reads `status` of the app's ApiRequestError and of react-admin's HttpError alike.
 */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  const status = (error as { status?: unknown } | null)?.status;
  const isClientError = typeof status === 'number' && status >= 400 && status < 500 && status !== 408 && status !== 429;
  return failureCount < MAX_RETRIES && !isClientError;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: shouldRetry,
        retryDelay,
        gcTime: 5 * 60 * 1000,
        refetchOnWindowFocus: true,
        refetchOnReconnect: true,
      },
    },
  });
}
