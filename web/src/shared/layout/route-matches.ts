import { createContext, use } from 'react';
import type { Params } from 'react-router-dom';

/** Route `handle` read by the layout: `hero` shows the banner under the header; `title` names the tab. */
export interface LayoutHandle {
  hero?: boolean;
  title?: string | ((params: Readonly<Params>) => string);
}

/** What the layout reads of a matched route; `matchRoutes` results fit. */
export interface LayoutMatch {
  params: Readonly<Params>;
  route: { handle?: LayoutHandle };
}

/**
 * The routes matching the address, outermost first. The declarative router has no
 * useMatches, so the component that renders the routes provides them (web/src/AppRoutes.tsx)
 * and the layout never imports the route table.
 */
export const RouteMatchesContext = createContext<readonly LayoutMatch[]>([]);

export const useRouteMatches = () => use(RouteMatchesContext);
