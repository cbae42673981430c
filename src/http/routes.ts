import type { RequestHandler, Router } from 'express';
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

/**
 * API reads a module answers in-process for the pages the server renders with their data
 * (server-rendered-pages.ts): the same answer as the HTTP read, without a request.
 */
export interface PageDataRead {
  /** The API paths it answers: those that start with this. */
  prefix: string;
  /**
   * `render(answer)` of GET `pathAndQuery`, remembered under `key` while the data is unchanged.
   * Rejects where the HTTP read would answer an error.
   */
  read<T>(pathAndQuery: string, key: string, render: (answer: unknown) => T): Promise<T>;
}

export const PAGE_DATA_READS = token<PageDataRead>('http.PageDataReads');

/** Drops undefined keys: the contract has optional fields, never `undefined` values. */
export function withoutUndefined<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as T;
}
