import { useMemo } from 'react';
import { matchRoutes, useLocation, useRoutes, type RouteObject } from 'react-router-dom';
import { RouteMatchesContext } from './shared/layout/route-matches';

/** Renders the routes for the address and hands their matches to the layout (title, hero). */
export function AppRoutes({ routes }: { routes: RouteObject[] }) {
  const { pathname } = useLocation();
  const matches = useMemo(() => matchRoutes(routes, pathname) ?? [], [routes, pathname]);
  const element = useRoutes(routes);
  return <RouteMatchesContext value={matches}>{element}</RouteMatchesContext>;
}
