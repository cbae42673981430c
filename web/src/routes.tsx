import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { Navigate, Outlet, type LoaderFunctionArgs, type RouteObject } from 'react-router-dom';
import { AuthProvider } from './shared/auth/AuthProvider';
import { ProtectedRoute } from './shared/auth/ProtectedRoute';
import { needsSignInNow, signInTracesOfThisPage } from './shared/auth/sign-in-hint';
import { RouteError } from './shared/errors/RouteError';
import { Layout } from './shared/layout/Layout';
import type { LayoutHandle } from './shared/layout/use-route-title';

const page = (title: LayoutHandle['title']): LayoutHandle => ({ title });
// "all" is every city.
const searchTitle = ({ city }: Readonly<Record<string, string | undefined>>) =>
  !city || city.toLowerCase() === 'all' ? 'Restaurants in all cities' : `Restaurants in ${city}`;

/** A route's `lazy`: the page comes with its own chunk, kept out of the first script. */
const lazyPage =
  <Name extends string>(load: () => Promise<Record<Name, ComponentType>>, name: Name) =>
  async () => ({ Component: (await load())[name] });

/**
 * The search page's results, asked for while its chunk loads; not awaited, so the page shows
 * its own loading state. The server puts them in the cache itself (server-render.tsx).
 */
const searchLoader = (queryClient: QueryClient) => async ({ params, request }: LoaderFunctionArgs) => {
  if (typeof document === 'undefined') return null;
  const { prefetchSearch } = await import('./storefront/features/restaurant-search/api/search-restaurants');
  prefetchSearch(queryClient, params.city ?? 'all', new URL(request.url).searchParams);
  return null;
};

/**
 * The owner area's first data (admin/prefetch.ts), asked for beside its chunks and the
 * session's restore rather than after react-admin's first render; not awaited. It runs on
 * the cold load too (`hydrate`: the server's render had no session to ask with), for a
 * session on its way only. The page renders at once (the server's null is its loader data).
 */
const ownerAreaLoader = (queryClient: QueryClient) =>
  Object.assign(
    ({ request }: LoaderFunctionArgs) => {
      if (typeof document === 'undefined' || !needsSignInNow(signInTracesOfThisPage())) return null;
      const { pathname } = new URL(request.url);
      void import('./admin/prefetch').then(({ prefetchOwnerArea }) => prefetchOwnerArea(queryClient, pathname));
      return null;
    },
    { hydrate: true },
  );

/**
 * The route table. Errors of a page render inside the layout; errors of the
 * shell on their own. Loaders read the query cache the app and the server render from.
 */
export function createRoutes(queryClient: QueryClient): RouteObject[] {
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
                { path: 'search/:city', handle: page(searchTitle), loader: searchLoader(queryClient), lazy: lazyPage(() => import('./storefront/routes/SearchPage'), 'SearchPage') },
                { path: 'detail/:restaurantId', handle: page('Restaurant details'), lazy: lazyPage(() => import('./storefront/routes/DetailPage'), 'DetailPage') },
                // The YAML parser loads only here.
                { path: 'api-docs', handle: page('API Docs'), lazy: lazyPage(() => import('./storefront/routes/ApiDocsPage'), 'ApiDocsPage') },
                { path: 'api-status', handle: page('API Status'), lazy: lazyPage(() => import('./storefront/routes/ApiStatusPage'), 'ApiStatusPage') },
                {
                  element: <ProtectedRoute />,
                  children: [
                    { path: 'order-status', handle: page('Order Status'), lazy: lazyPage(() => import('./storefront/routes/OrderStatusPage'), 'OrderStatusPage') },
                    { path: 'user-profile', handle: page('User Profile'), lazy: lazyPage(() => import('./storefront/routes/UserProfilePage'), 'UserProfilePage') },
                    // The owner area: react-admin and MUI stay in its chunk; it routes below its base itself.
                    {
                      path: 'manage-restaurant/*',
                      handle: page('Manage Restaurant'),
                      loader: ownerAreaLoader(queryClient),
                      lazy: lazyPage(() => import('./admin/ManageRestaurantPage'), 'ManageRestaurantPage'),
                    },
                    // The charts library (recharts) stays in this page's chunk.
                    { path: 'business-insights', handle: page('Analytics'), lazy: lazyPage(() => import('./storefront/routes/BusinessInsightsPage'), 'BusinessInsightsPage') },
                    { path: 'performance', handle: page('Performance'), lazy: lazyPage(() => import('./storefront/routes/PerformancePage'), 'PerformancePage') },
                  ],
                },
              ],
            },
          ],
        },
        { path: '*', element: <Navigate to="/" replace /> },
      ],
    },
  ];
}
