import { LRUCache } from 'lru-cache';

/**
 * Remembers what a lookup found, for lookups whose answer never changes once it exists
 * (a user's id for a sign-in subject, the restaurant a user owns: neither is ever deleted
 * or reassigned). A miss is not kept (lru-cache stores nothing when its fetchMethod gives
 * undefined): the row may be created a moment later. Bounded: the least recently used answer
 * goes first; concurrent lookups of one key share one call. One configuration for the three
 * lookups that use it (ordering and insights).
 */
export function rememberFound<K extends NonNullable<unknown>, V extends NonNullable<unknown>>(lookup: (key: K) => Promise<V | undefined>, maxEntries: number): (key: K) => Promise<V | undefined> {
  const found = new LRUCache<K, V>({ max: maxEntries, fetchMethod: (key) => lookup(key) });
  return (key) => found.fetch(key);
}
