import { useCallback, useEffect, useId, useSyncExternalStore } from 'react';

// docs/product/screens.md "Printing": one print sheet at a time, the last one asked for. Kept
// outside React so a receipt and a ticket on different components never print together.
interface PrintRequest {
  owner: string;
  /** A new request each click, so printing the same sheet again prints again. */
  serial: number;
}

let request: PrintRequest | null = null;
let serial = 0;
const listeners = new Set<() => void>();

function setRequest(next: PrintRequest | null): void {
  request = next;
  listeners.forEach((listener) => listener());
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

// The print dialog closed (printed or cancelled): the sheet leaves the page.
globalThis.window?.addEventListener('afterprint', () => setRequest(null));

/**
 * `print()` puts this component's print sheet in the page (`printing` true), then opens the
 * browser's print dialog once it is rendered; print styles show only that sheet.
 */
export function usePrint() {
  const owner = useId();
  const mine = useSyncExternalStore(
    subscribe,
    () => (request?.owner === owner ? request : null),
    () => null,
  );
  useEffect(() => {
    if (mine) window.print();
  }, [mine]);
  const print = useCallback(() => setRequest({ owner, serial: ++serial }), [owner]);
  return { printing: mine !== null, print };
}
