import { useAuth } from '../../../../shared/auth/auth-state';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { useApi, type Api, type Schemas } from '../../../../api/client';
import { expectData } from '../../../../api/expect-data';
import type { TimeRange } from '../time-ranges';

export type BusinessInsights = Schemas['BusinessInsights'];

/**
 * docs/product/calls.md "Client behaviour" loader: signed in, the restaurant's own figures (bearer token from the client's
 * middleware); if that call fails or is not ok, silently the public demonstration figures;
 * if those are not ok either, 'Failed to fetch analytics data'.
 */
export async function getBusinessInsights(api: Api, timeRange: TimeRange, signedIn: boolean, signal?: AbortSignal): Promise<BusinessInsights> {
  const query = { params: { query: { timeRange } }, headers: { Accept: 'application/json' }, signal };
  if (signedIn) {
    try {
      const { data, response } = await api.GET('/api/business-insights', query);
      if (response.ok && data) return data;
    } catch {
      // A network or token failure falls back like a refusal does.
    }
  }
  return expectData(api.GET('/api/business-insights/test', query), 'Failed to fetch analytics data');
}

/** docs/product/constants.md "Analytics": fresh for 5 minutes, refetched every 30 s, not on window focus. */
export const businessInsightsQueryOptions = (api: Api, timeRange: TimeRange, signedIn: boolean) =>
  queryOptions({
    queryKey: ['business-insights', timeRange, signedIn],
    queryFn: ({ signal }) => getBusinessInsights(api, timeRange, signedIn, signal),
    staleTime: 5 * 60 * 1000,
    refetchInterval: 30_000,
    refetchOnWindowFocus: false,
  });

/** A range change keeps the previous figures on screen (marked as placeholder) until the new ones arrive. */
export function useBusinessInsights(timeRange: TimeRange) {
  const api = useApi();
  const { isAuthenticated } = useAuth();
  return useQuery({ ...businessInsightsQueryOptions(api, timeRange, isAuthenticated), placeholderData: keepPreviousData });
}
