import { useCallback, useSyncExternalStore } from 'react';

/**
 * A text kept for the visit (session storage) under `key`, shared live by every component that
 * reads it: the visit's postcode and its fulfilment choice (docs/product/decisions.md "Delivery
 * areas", "Collection").
 */
const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** [value, remember]: '' while none; remembering '' forgets it. */
export function useVisitValue(key: string): [string, (value: string) => void] {
  // The server renders without one: session storage is the browser's.
  const value = useSyncExternalStore(subscribe, () => window.sessionStorage.getItem(key) ?? '', () => '');
  const remember = useCallback(
    (next: string) => {
      const text = next.trim();
      if (text) window.sessionStorage.setItem(key, text);
      else window.sessionStorage.removeItem(key);
      for (const listener of listeners) listener();
    },
    [key],
  );
  return [value, remember];
}
