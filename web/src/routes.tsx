import type { ComponentType } from 'react';
import { Outlet, redirect, type LoaderFunction, type LoaderFunctionArgs, type RouteObject } from 'react-router-dom';
import { AuthProvider } from './shared/auth/AuthProvider';
import { ProtectedRoute } from './shared/auth/ProtectedRoute';
import { needsSignInNow, signInTracesOfThisPage } from './shared/auth/sign-in-hint';
import { RouteError } from './shared/errors/RouteError';
import { stylesheetForNewPage } from './shared/first-paint/full-stylesheet';
import { queryClientOf } from './shared/query/page-data';
import { Layout } from './shared/layout/Layout';
import { PageSpinner } from './shared/ui/Spinner';
import type { LayoutHandle } from './shared/layout/use-route-title';

const page = (title: LayoutHandle['title']): LayoutHandle => ({ title });
// "all" is every city.
const searchTitle = ({ city }: Readonly<Record<string, string | undefined>>) =>
  !city || city.toLowerCase() === 'all' ? 'Restaurants in all cities' : `Restaurants in ${city}`;

/**
 * A route's `lazy`: the page comes with its own chunk, kept out of the first script, with the
 * loader it exports (the data it shows first: page-data.ts), and a page the server did not
 * render also waits for the whole stylesheet (full-stylesheet.ts).
 */
const lazyPage =
  <Name extends string>(load: () => Promise<Record<Name, ComponentType> & { loader?: LoaderFunction }>, name: Name) =>
  async () => {
    const [module] = await Promise.all([load(), stylesheetForNewPage()]);
    return { Component: module[name], ...(module.loader && { loader: module.loader }) };
  };

/** The search page's loader, started beside its chunk rather than after it: the results come sooner. */
const searchLoader = async (args: LoaderFunctionArgs) => (await import('./storefront/features/restaurant-search/api/search-restaurants')).loadSearch(args);

/**
 * The server renders only the owner area's shell: the sign-in group around it shows a spinner
 * there (ProtectedRoute), so the page never renders on the server, and the renderer's build
 * (import.meta.env.SSR) leaves react-admin out altogether.
 */
const ownerArea = import.meta.env.SSR
  ? async () => ({ Component: PageSpinner })
  : lazyPage(() => import('./admin/ManageRestaurantPage'), 'ManageRestaurantPage');

/** The operator's console: its page checks the caller first, and only an operator's browser downloads react-admin. */
const operatorConsole = import.meta.env.SSR
  ? async () => ({ Component: PageSpinner })
  : lazyPage(() => import('./admin/operator/OperatorPage'), 'OperatorPage');

/**
 * The owner area's first data (admin/prefetch.ts), asked for beside its chunks and the
 * session's restore rather than after react-admin's first render; not awaited. It runs on
 * the cold load too (`hydrate`: the server's render had no session to ask with), for a
 * session on its way only. The page renders at once (the server's null is its loader data).
 */
const ownerAreaLoader = Object.assign(
  ({ request, context }: LoaderFunctionArgs) => {
    if (typeof document === 'undefined' || !needsSignInNow(signInTracesOfThisPage())) return null;
    const { pathname } = new URL(request.url);
    void import('./admin/prefetch').then(({ prefetchOwnerArea }) => prefetchOwnerArea(queryClientOf(context), pathname));
    return null;
  },
  { hydrate: true },
);

/** The search page's route; the server renders it into its own template (server-render.tsx). */
export const SEARCH_ROUTE = 'search/:city';

/**
 * The route table. Errors of a page render inside the layout; errors of the shell on their
 * own. Loaders fill the query client of their `context` (page-data.ts), on both sides.
 */
export function createRoutes(): RouteObject[] {
  return [
    {
      element: (
        <AuthProvider>
          <Outlet />
        </AuthProvider>
      ),
      errorElement: <RouteError />,
      children: [
        {
          element: <Layout />,
          children: [
            {
              errorElement: <RouteError />,
              children: [
                { index: true, handle: { hero: true, title: 'Tuck into a takeway today' }, lazy: lazyPage(() => import('./storefront/routes/HomePage'), 'HomePage') },
                { path: 'auth-callback', handle: page('Signing in'), lazy: lazyPage(() => import('./storefront/routes/AuthCallbackPage'), 'AuthCallbackPage') },
                { path: SEARCH_ROUTE, handle: page(searchTitle), loader: searchLoader, lazy: lazyPage(() => import('./storefront/routes/SearchPage'), 'SearchPage') },
                { path: 'detail/:restaurantId', handle: page('Restaurant details'), lazy: lazyPage(() => import('./storefront/routes/DetailPage'), 'DetailPage') },
                { path: 'api-docs', handle: page('API Docs'), lazy: lazyPage(() => import('./storefront/routes/ApiDocsPage'), 'ApiDocsPage') },
                { path: 'api-status', handle: page('API Status'), lazy: lazyPage(() => import('./storefront/routes/ApiStatusPage'), 'ApiStatusPage') },
                // Outside the sign-in group: an invitation's link must reach someone not signed in yet.
                { path: 'join-team', handle: page('Join a team'), lazy: lazyPage(() => import('./storefront/routes/JoinTeamPage'), 'JoinTeamPage') },
                {
                  element: <ProtectedRoute />,
                  children: [
                    { path: 'order-status', handle: page('Order Status'), lazy: lazyPage(() => import('./storefront/routes/OrderStatusPage'), 'OrderStatusPage') },
                    { path: 'user-profile', handle: page('User Profile'), lazy: lazyPage(() => import('./storefront/routes/UserProfilePage'), 'UserProfilePage') },
                    // docs/product/team-and-roles.md "Couriers": a courier's deliveries, phone first.
                    { path: 'courier', handle: page('My deliveries'), lazy: lazyPage(() => import('./storefront/routes/CourierPage'), 'CourierPage') },
                    // The owner area: react-admin and MUI stay in its chunk; it routes below its base itself.
                    {
                      path: 'manage-restaurant/*',
                      handle: page('Manage Restaurant'),
                      loader: ownerAreaLoader,
                      lazy: ownerArea,
                    },
                    { path: 'operator/*', handle: page('Operator console'), lazy: operatorConsole },
                    // The charts library (recharts) stays in this page's chunk.
                    { path: 'business-insights', handle: page('Analytics'), lazy: lazyPage(() => import('./storefront/routes/BusinessInsightsPage'), 'BusinessInsightsPage') },
                    { path: 'performance', handle: page('Performance'), lazy: lazyPage(() => import('./storefront/routes/PerformancePage'), 'PerformancePage') },
                  ],
                },
              ],
            },
          ],
        },
        // docs/product/screens.md "Routes": anything else goes home; a loader's redirect, which the server answers with a 302.
        { path: '*', loader: () => redirect('/') },
      ],
    },
  ];
}
