import type { Router } from 'express';
import { token } from '../shared/di.js';

/** Every module binds its Express router under this token; the app mounts them all. */
export const HTTP_ROUTERS = token<Router>('http.Routers');

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

/** Drops undefined keys: the contract has optional fields, never `undefined` values. */
export function withoutUndefined<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as T;
}
