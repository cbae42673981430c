import { useEffect } from 'react';
import { useMatches } from 'react-router-dom';
import type { LayoutHandle } from './Layout';

export const BRAND = 'TuckIn.com';

/** '{page} | TuckIn.com', so tabs, history and bookmarks tell the pages apart. */
export function documentTitle(page: string | undefined): string {
  return page ? `${page} | ${BRAND}` : BRAND;
}

/** Sets the document title from the deepest route whose handle names one. */
export function useRouteTitle(): void {
  const matches = useMatches();
  const match = [...matches].reverse().find((m) => (m.handle as LayoutHandle | undefined)?.title);
  const title = (match?.handle as LayoutHandle | undefined)?.title;
  const text = typeof title === 'function' ? title(match!.params) : title;
  useEffect(() => {
    document.title = documentTitle(text);
  }, [text]);
}
