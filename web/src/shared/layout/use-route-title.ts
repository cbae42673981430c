import { useEffect } from 'react';
import { useRouteMatches } from './route-matches';

export const BRAND = 'TuckIn.com';

/** '{page} | TuckIn.com', so tabs, history and bookmarks tell the pages apart. */
export function documentTitle(page: string | undefined): string {
  return page ? `${page} | ${BRAND}` : BRAND;
}

/** Sets the document title from the deepest route whose handle names one. */
export function useRouteTitle(): void {
  const match = [...useRouteMatches()].reverse().find((m) => m.route.handle?.title);
  const title = match?.route.handle?.title;
  const text = typeof title === 'function' ? title(match!.params) : title;
  useEffect(() => {
    document.title = documentTitle(text);
  }, [text]);
}
