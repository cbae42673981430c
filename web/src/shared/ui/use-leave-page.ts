import { useCallback, useId, useSyncExternalStore } from 'react';

// One page leaves once: which caller is sending the browser away, if any. Kept outside
// React so a dialog closed and opened again still knows that the page is on its way out.
let leavingFor: string | null = null;
const listeners = new Set<() => void>();

function setLeavingFor(owner: string | null): void {
  leavingFor = owner;
  listeners.forEach((listener) => listener());
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

// Back from the hosted page may restore this one from the back/forward cache, as it was.
// (No window when the landing shell is prerendered at build time.)
globalThis.window?.addEventListener('pageshow', (event) => {
  if (event.persisted) setLeavingFor(null);
});

/**
 * Sends the browser to a URL that a request yields (a hosted checkout), one request per
 * page. From the first click until the page has gone, `isLeaving` is true for the caller
 * that started it and `isBlocked` for every caller, and further calls do nothing. A failed
 * request, or Back restoring the page from the cache, frees it again.
 */
export function useLeavePage() {
  const owner = useId();
  const current = useSyncExternalStore(subscribe, () => leavingFor);

  /** Rejects with the request's error; resolves once the browser has been sent away. */
  const leaveFor = useCallback(
    async (request: () => Promise<string>) => {
      if (leavingFor !== null) return;
      setLeavingFor(owner);
      try {
        window.location.assign(await request());
      } catch (error) {
        setLeavingFor(null);
        throw error;
      }
    },
    [owner],
  );

  return { isLeaving: current === owner, isBlocked: current !== null, leaveFor };
}
