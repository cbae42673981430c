import { queryOptions, useQuery } from '@tanstack/react-query';
import { useApi, type Api } from '../../../../api/client';
import type { CallOutcome, Observations } from '../observations';
import { buildStatusReport } from '../status-report';
import { getPageSecurity } from './get-page-security';

/** docs/product/calls.md and constants.md: checked at load and every 30 s. */
export const REFRESH_EVERY_MS = 30_000;

/**
 * The network's own round trip, from Resource Timing: a main thread busy rendering (as on
 * the first load) would otherwise add its delay to the API's. Once the browser's timing
 * buffer is full no entry comes, and the time measured around the call has to do.
 */
function networkRoundTrip(url: string, since: number): number | undefined {
  return performance.getEntriesByName(url, 'resource').findLast((e) => e.startTime >= since)?.duration;
}

/** Times one call. A rejection means no usable answer: offline, refused, DNS, or a body that is not JSON. */
async function observe<T>(call: () => Promise<{ data?: T; response: Response }>): Promise<CallOutcome<T>> {
  const started = performance.now();
  try {
    const { data, response } = await call();
    const roundTripMs = networkRoundTrip(response.url, started) ?? performance.now() - started;
    return { kind: 'answered', ok: response.ok, httpStatus: response.status, roundTripMs, body: response.ok ? data : undefined };
  } catch {
    return { kind: 'unreachable' };
  }
}

/** One refresh: the two calls of docs/product/calls.md, the checks behind the service cards, and the page's own security. */
export async function getApiStatus(api: Api): Promise<Observations> {
  const [health, dbTest, checks, page] = await Promise.all([
    observe(() => api.GET('/health')),
    observe(() => api.GET('/api/business-insights/db-test')),
    observe(() => api.GET('/health/checks')),
    getPageSecurity(),
  ]);
  return { health, dbTest, checks, page, checkedAt: Date.now() };
}

export const apiStatusQueryOptions = (api: Api) =>
  queryOptions({
    queryKey: ['api-status'],
    queryFn: () => getApiStatus(api),
    select: buildStatusReport,
    refetchInterval: REFRESH_EVERY_MS,
    // A failed call is a finding shown at once (docs/product/texts-and-errors.md "Error catalogue"), not an error to retry; the fetch never throws.
    retry: false,
    staleTime: 0,
  });

export function useApiStatus() {
  const query = useQuery(apiStatusQueryOptions(useApi()));
  return { report: query.data, isLoading: query.isPending, isRefreshing: query.isFetching, refresh: () => void query.refetch() };
}
