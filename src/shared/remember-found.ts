import { setNewest } from './bounded-map.js';

/**
 * Remembers what a lookup found, for lookups whose answer never changes once it exists
 * (a user's id for a sign-in subject, the restaurant a user owns: neither is ever deleted
 * or reassigned). A miss is not kept: the row may be created a moment later. Bounded: the
 * least recently used answer goes first.
 */
export function rememberFound<K, V>(lookup: (key: K) => Promise<V | undefined>, maxEntries: number): (key: K) => Promise<V | undefined> {
  const found = new Map<K, V>();
  return async (key) => {
    const known = found.get(key);
    if (known !== undefined) {
      setNewest(found, key, known, maxEntries);
      return known;
    }
    const value = await lookup(key);
    if (value === undefined) return undefined;
    setNewest(found, key, value, maxEntries);
    return value;
  };
}
