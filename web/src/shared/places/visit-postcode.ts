import { useCallback, useSyncExternalStore } from 'react';

/**
 * The postcode the customer is ordering to, remembered for the visit (session storage): the
 * landing's search, the restaurant page and the basket share it (docs/product/decisions.md
 * "Delivery areas"). The server normalises and judges it; here it is only kept.
 */
const KEY = 'tuckin.postcode';
const listeners = new Set<() => void>();

function read(): string {
  return window.sessionStorage.getItem(KEY) ?? '';
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** [postcode, remember]: '' while none; remembering '' forgets it. */
export function useVisitPostcode(): [string, (postcode: string) => void] {
  // The server renders without one: session storage is the browser's.
  const postcode = useSyncExternalStore(subscribe, read, () => '');
  const remember = useCallback((next: string) => {
    const text = next.trim();
    if (text) window.sessionStorage.setItem(KEY, text);
    else window.sessionStorage.removeItem(KEY);
    for (const listener of listeners) listener();
  }, []);
  return [postcode, remember];
}
