import { useEffect } from 'react';
import { useRouteMatches, type LayoutMatch } from './route-matches';

export const BRAND = 'TuckIn.com';

/** '{page} | TuckIn.com', so tabs, history and bookmarks tell the pages apart. */
export function documentTitle(page: string | undefined): string {
  return page ? `${page} | ${BRAND}` : BRAND;
}

/** The document title of an address: from the deepest matching route whose handle names one. */
export function routeTitle(matches: readonly LayoutMatch[]): string {
  const match = [...matches].reverse().find((m) => m.route.handle?.title);
  const title = match?.route.handle?.title;
  return documentTitle(typeof title === 'function' ? title(match!.params) : title);
}

/** Sets the document title from the routes matching the address. */
export function useRouteTitle(): void {
  const text = routeTitle(useRouteMatches());
  useEffect(() => {
    document.title = text;
  }, [text]);
}
