// The route loaders say which data a page needs, on both sides (docs/architecture/performance.md
// "Storefront"): on the server they ask the API itself for it into the request's query client, which
// is dehydrated into the page; in the browser they ask the API for it while the page loads.
import type { FetchQueryOptions, QueryClient, QueryKey } from '@tanstack/react-query';
import { createContext, RouterContextProvider, type LoaderFunctionArgs } from 'react-router-dom';
import type { Schemas } from '../../api/client';

/** The server's reads (src/http/page-reads.ts), asked of the API itself; undefined where it refuses (the page then asks itself). */
export interface PageReads {
  cities(): Promise<Schemas['CitiesResponse'] | undefined>;
  /** `query` as the browser sends it (search-request.ts). */
  search(city: string, query: URLSearchParams): Promise<Schemas['SearchResponse'] | undefined>;
  restaurant(restaurantId: string): Promise<Schemas['Restaurant'] | undefined>;
  /** openapi.yaml, parsed. */
  contract(): Promise<unknown>;
}

type PageData = { queryClient: QueryClient; reads?: PageReads };
const PAGE_DATA = createContext<PageData>();

/** A loader's `context` (the browser router's `getContext`, the static handler's `requestContext`): the query client it fills, and on the server the reads. */
export const pageDataContext = (data: PageData) => new RouterContextProvider(new Map([[PAGE_DATA, data]]));

/** The query client the loaders of `context` fill (the owner area's prefetch uses it too). */
export const queryClientOf = (context: LoaderFunctionArgs['context']) => (context as RouterContextProvider).get(PAGE_DATA).queryClient;

/**
 * Puts the answer of `options` in the query cache: on the server from `read`, awaited, so the
 * HTML shows it; in the browser through the query's own fetcher, not awaited (the page shows its
 * own loading state), then `afterwards`. Null: a loader's data, which the hydration reuses.
 */
export async function preload<T, Key extends QueryKey>(
  context: LoaderFunctionArgs['context'],
  options: FetchQueryOptions<T, Error, T, Key>,
  read: (reads: PageReads) => Promise<T | undefined>,
  afterwards?: (answer: T | undefined) => void,
): Promise<null> {
  const { queryClient, reads } = (context as RouterContextProvider).get(PAGE_DATA);
  if (!reads) {
    void queryClient.prefetchQuery(options).then(() => afterwards?.(queryClient.getQueryData<T>(options.queryKey)));
    return null;
  }
  const answer = await read(reads);
  if (answer !== undefined) queryClient.setQueryData<T>(options.queryKey, answer);
  return null;
}
