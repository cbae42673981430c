import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';

const STORAGE_KEY = 'scroll-positions';

// Scroll offsets by path, for the tab's life: a reload, or Back from another site, restores them too.
let positions: Record<string, number> | undefined;
function savedPositions(): Record<string, number> {
  try {
    positions ??= (JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '{}') as Record<string, number> | null) ?? {};
  } catch {
    positions = {};
  }
  return positions;
}

/**
 * Keyed by path: a new page starts at the top and Back or Forward returns to where the user
 * was on it, while a filter, sort or page change (same path, new query) leaves the scroll alone.
 * The first page is left where it is once scrolled.
 */
export function useScrollRestoration(): void {
  const { pathname } = useLocation();
  const navigationType = useNavigationType();
  const shown = useRef<string>(undefined);

  useEffect(() => {
    window.history.scrollRestoration = 'manual';
    // Recorded as the user scrolls: by the time a new page renders, the old one's offset is gone.
    const record = () => {
      if (shown.current !== undefined) savedPositions()[shown.current] = window.scrollY;
    };
    const persist = () => {
      try {
        sessionStorage.setItem(STORAGE_KEY, JSON.stringify(savedPositions()));
      } catch {
        // Storage off or full: Back within the tab still works.
      }
    };
    window.addEventListener('scroll', record, { passive: true });
    window.addEventListener('pagehide', persist);
    return () => {
      window.removeEventListener('scroll', record);
      window.removeEventListener('pagehide', persist);
    };
  }, []);

  useLayoutEffect(() => {
    if (shown.current === pathname) return;
    const first = shown.current === undefined;
    shown.current = pathname;
    // The page the server rendered was scrollable before the app hydrated it: where the visitor
    // (or the browser's own restoring) has taken it by then stays.
    if (first && window.scrollY !== 0) return;
    window.scrollTo(0, (navigationType === 'POP' && savedPositions()[pathname]) || 0);
  }, [pathname, navigationType]);
}
