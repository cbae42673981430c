import type { RequestHandler, Router } from 'express';
import type { components } from '../generated/api.js';
import { token } from '../shared/di.js';

/** Every module binds its Express router under this token; the app mounts them all. */
export const HTTP_ROUTERS = token<Router>('http.Routers');

/**
 * Fast paths of the hottest reads, run after the request shell (request id, logging, security
 * headers) and before body parsing, rate limits and the contract validator; each answers only
 * what the full route would answer byte for byte and passes on (next()) everything else.
 */
export const LEAN_HTTP_HANDLERS = token<RequestHandler>('http.LeanHandlers');

/**
 * Answers a module holds open (live streams): each is ended, with a hint to reconnect, once the
 * server stops taking connections, so a graceful shutdown does not wait for them.
 */
export const HTTP_DRAINS = token<() => Promise<void>>('http.Drains');

/**
 * Paths whose handlers verify a signature over the body (webhooks): the app keeps their
 * exact request bytes for `rawBodyOf`. Exact paths, no patterns.
 */
export const RAW_BODY_PATHS = token<string>('http.RawBodyPaths');

type Schemas = components['schemas'];

/** The in-process reads of the pages' route loaders (web/src/shared/query/page-data.ts), each answering (or rejecting) as its API read does; a module binds its own. */
export interface PageReads {
  cities(): Promise<Schemas['CitiesResponse']>;
  /** `query` as the browser sends it to the search read. */
  search(city: string, query: URLSearchParams): Promise<Schemas['SearchResponse']>;
  restaurant(restaurantId: string): Promise<Schemas['Restaurant']>;
  /** openapi.yaml, parsed. */
  contract(): Promise<unknown>;
}

export const PAGE_READS = token<Partial<PageReads>>('http.PageReads');

/** Drops undefined keys: the contract has optional fields, never `undefined` values. */
export function withoutUndefined<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as T;
}
