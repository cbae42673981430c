/**
 * Puts `key` last in `map` (a Map iterates in insertion order) and forgets the first entries
 * beyond `max`, so the entry set longest ago goes first. Setting again what a lookup found
 * makes that order least-recently-used.
 */
export function setNewest<K, V>(map: Map<K, V>, key: K, value: V, max: number): void {
  map.delete(key);
  map.set(key, value);
  while (map.size > max) map.delete(map.keys().next().value!);
}
