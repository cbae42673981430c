import type { components } from '../generated/api.js';
import { OPENAPI_JSON_PATH } from './openapi-document.js';

type Schemas = components['schemas'];

/**
 * The reads of the pages' route loaders (web/src/shared/query/page-data.ts), each undefined
 * where the API refuses it (4xx): the page then asks and shows the refusal itself.
 */
export interface PageReads {
  cities(): Promise<Schemas['CitiesResponse'] | undefined>;
  /** `query` as the browser sends it to the search read. */
  search(city: string, query: URLSearchParams): Promise<Schemas['SearchResponse'] | undefined>;
  restaurant(restaurantId: string): Promise<Schemas['Restaurant'] | undefined>;
  /** openapi.yaml, parsed. */
  contract(): Promise<unknown>;
}

/** Where a page's reads go: this server's own address, and what to tell it of the visitor. */
export interface PageApi {
  origin: string;
  /** X-Forwarded-For (the visitor's address) and X-Request-Id (the page's request). */
  headers: Record<string, string>;
}

/**
 * The page reads asked of the API itself, over loopback: each goes through the one request path
 * (docs/architecture/request-path.md), contract validator included, and answers as the browser's
 * call would. A failure (5xx, no answer) fails the page's render.
 */
export function pageReadsThrough({ origin, headers }: PageApi): PageReads {
  const read = async <T>(path: string): Promise<T | undefined> => {
    const response = await fetch(`${origin}${path}`, { headers: { ...headers, accept: 'application/json' } });
    if (response.ok) return (await response.json()) as T;
    await response.body?.cancel();
    if (response.status < 500) return undefined;
    throw new Error(`The page's read of ${path} answered ${response.status}`);
  };
  return {
    cities: () => read('/api/restaurant/cities/all'),
    search: (city, query) => read(`/api/restaurant/search/${encodeURIComponent(city)}?${query}`),
    restaurant: (restaurantId) => read(`/api/restaurant/${encodeURIComponent(restaurantId)}`),
    contract: () => read(OPENAPI_JSON_PATH),
  };
}
