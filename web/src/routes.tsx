import { matchRoutes, Navigate, Outlet, type RouteObject } from 'react-router-dom';
import { AuthProvider } from './shared/auth/AuthProvider';
import { ProtectedRoute } from './shared/auth/ProtectedRoute';
import { RouteErrorPage } from './shared/errors/RouteErrorPage';
import { Layout, type LayoutHandle } from './shared/layout/Layout';
import { lazyPage, type LazyPage } from './shared/layout/lazy-page';
import { PageSpinner } from './shared/ui/Spinner';

const page = (title: LayoutHandle['title']): LayoutHandle => ({ title });
// 'all' is every city (spec §2).
const searchTitle = ({ city }: Readonly<Record<string, string | undefined>>) =>
  !city || city.toLowerCase() === 'all' ? 'Restaurants in all cities' : `Restaurants in ${city}`;

/** Route `handle` read by main.tsx and the prerender: the page's chunk, to load before the first render. */
export interface PageHandle extends LayoutHandle {
  preload?: LazyPage['preload'];
}

const shows = (lazy: LazyPage, handle: LayoutHandle): Pick<RouteObject, 'element' | 'handle'> => ({
  element: lazy.element,
  handle: { ...handle, preload: lazy.preload } satisfies PageHandle,
});

/** The first script holds the layout only; each storefront page is its own chunk. */
const pages = {
  home: lazyPage(() => import('./storefront/routes/HomePage'), 'HomePage'),
  search: lazyPage(() => import('./storefront/routes/SearchPage'), 'SearchPage'),
  detail: lazyPage(() => import('./storefront/routes/DetailPage'), 'DetailPage'),
  authCallback: lazyPage(() => import('./storefront/routes/AuthCallbackPage'), 'AuthCallbackPage'),
  apiStatus: lazyPage(() => import('./storefront/routes/ApiStatusPage'), 'ApiStatusPage'),
  orderStatus: lazyPage(() => import('./storefront/routes/OrderStatusPage'), 'OrderStatusPage'),
};

/**
 * Spec §2 route table. Page errors render inside the layout; shell errors on their own.
 * Pages load with their own chunks: the storefront's through lazyPage (the layout stays on
 * screen), the heaviest owner pages through the route's `lazy`.
 */
export const routes: RouteObject[] = [
  {
    element: (
      <AuthProvider>
        <Outlet />
      </AuthProvider>
    ),
    errorElement: <RouteErrorPage />,
    // Shown only when the first page is a lazily loaded one.
    hydrateFallbackElement: <PageSpinner />,
    children: [
      {
        element: <Layout />,
        children: [
          {
            errorElement: <RouteErrorPage />,
            children: [
              { index: true, ...shows(pages.home, { hero: true, title: 'Tuck into a takeway today' }) },
              { path: 'auth-callback', ...shows(pages.authCallback, page('Signing in')) },
              { path: 'search/:city', ...shows(pages.search, page(searchTitle)) },
              { path: 'detail/:restaurantId', ...shows(pages.detail, page('Restaurant details')) },
              {
                // The YAML parser loads only here.
                path: 'api-docs',
                handle: page('API Docs'),
                lazy: () => import('./storefront/routes/ApiDocsPage').then((m) => ({ Component: m.ApiDocsPage })),
              },
              { path: 'api-status', ...shows(pages.apiStatus, page('API Status')) },
              {
                element: <ProtectedRoute />,
                children: [
                  { path: 'order-status', ...shows(pages.orderStatus, page('Order Status')) },
                  {
                    path: 'user-profile',
                    handle: page('User Profile'),
                    lazy: () => import('./storefront/routes/UserProfilePage').then((m) => ({ Component: m.UserProfilePage })),
                  },
                  {
                    // The owner area: react-admin and MUI stay in their own chunk.
                    path: 'manage-restaurant',
                    handle: page('Manage Restaurant'),
                    lazy: () => import('./admin/ManageRestaurantPage').then((m) => ({ Component: m.ManageRestaurantPage })),
                  },
                  {
                    // The charts library (recharts) stays in this page's chunk.
                    path: 'business-insights',
                    handle: page('Analytics'),
                    lazy: () => import('./storefront/routes/BusinessInsightsPage').then((m) => ({ Component: m.BusinessInsightsPage })),
                  },
                  {
                    path: 'performance',
                    handle: page('Performance'),
                    lazy: () => import('./storefront/routes/PerformancePage').then((m) => ({ Component: m.PerformancePage })),
                  },
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

/** Loads the chunks of the pages an address shows, so the first render needs no spinner. */
export async function preloadPages(pathname: string): Promise<void> {
  const matches = matchRoutes(routes, pathname) ?? [];
  await Promise.all(matches.map((match) => (match.route.handle as PageHandle | undefined)?.preload?.()));
}
