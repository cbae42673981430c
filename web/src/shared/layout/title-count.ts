import { useEffect, useSyncExternalStore } from 'react';

// A count the tab's title leads with, '(2) Manage Restaurant | TuckIn.com', so a waiting order
// shows in a background tab (docs/product/decisions.md "Live updates", the kitchen's alert).
// One writer of document.title (useRouteTitle) reads it; a page sets it with useTitleCount.
let count = 0;
const listeners = new Set<() => void>();

function setCount(next: number) {
  if (next === count) return;
  count = next;
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** The count the title shows now; 0: none. */
export const useTitleCountValue = () => useSyncExternalStore(subscribe, () => count, () => 0);

/** Shows `n` before the tab's title while the caller is mounted. */
export function useTitleCount(n: number): void {
  useEffect(() => {
    setCount(n);
    return () => setCount(0);
  }, [n]);
}

/** '(2) Manage Restaurant | TuckIn.com'; the title as it is without a count. */
export const titleWithCount = (title: string, n: number) => (n > 0 ? `(${n}) ${title}` : title);
