import { useEffect } from 'react';
import { useMatches, type Params } from 'react-router-dom';
import { titleWithCount, useTitleCountValue } from './title-count';

export const BRAND = 'TuckIn.com';

/** Route `handle` read by the layout: `hero` shows the banner under the header; `title` names the tab. */
export interface LayoutHandle {
  hero?: boolean;
  title?: string | ((params: Readonly<Params>) => string);
}

/** What the layout reads of a matched route: the router's matches fit. */
export interface LayoutMatch {
  params: Readonly<Params>;
  handle?: unknown;
}

const handleOf = (match: LayoutMatch) => match.handle as LayoutHandle | undefined;

/** Whether a route matching the address shows the hero. */
export const showsHero = (matches: readonly LayoutMatch[]) => matches.some((match) => handleOf(match)?.hero);

/** '{page} | TuckIn.com', so tabs, history and bookmarks tell the pages apart. */
export function documentTitle(page: string | undefined): string {
  return page ? `${page} | ${BRAND}` : BRAND;
}

/** The document title of an address: from the deepest matching route whose handle names one. */
export function routeTitle(matches: readonly LayoutMatch[]): string {
  const match = [...matches].reverse().find((m) => handleOf(m)?.title);
  const title = match && handleOf(match)?.title;
  return documentTitle(typeof title === 'function' ? title(match!.params) : title);
}

/** Sets the document title from the routes matching the address, led by a page's count (title-count.ts). */
export function useRouteTitle(): void {
  const text = titleWithCount(routeTitle(useMatches()), useTitleCountValue());
  useEffect(() => {
    document.title = text;
  }, [text]);
}
