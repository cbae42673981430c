import type { QueryClient } from '@tanstack/react-query';
import { matchRoutes, Navigate, Outlet, type Params, type RouteObject } from 'react-router-dom';
import { AuthProvider } from './shared/auth/AuthProvider';
import { ProtectedRoute } from './shared/auth/ProtectedRoute';
import { RouteErrorBoundary } from './shared/errors/RouteErrorBoundary';
import { Layout } from './shared/layout/Layout';
import { pageChunks, type PageName } from './page-chunks';
import { lazyPage, type LazyPage } from './shared/layout/lazy-page';
import type { LayoutHandle } from './shared/layout/route-matches';

const page = (title: LayoutHandle['title']): LayoutHandle => ({ title });
// 'all' is every city (docs/product/screens.md "Route table").
const searchTitle = ({ city }: Readonly<Record<string, string | undefined>>) =>
  !city || city.toLowerCase() === 'all' ? 'Restaurants in all cities' : `Restaurants in ${city}`;

/** Route `handle` read by boot.tsx and the prerender: what to load before the first render. */
export interface PageHandle extends LayoutHandle {
  /** Which page (page-chunks.ts). */
  page?: PageName;
  /** The page's chunk. */
  preload?: LazyPage['preload'];
  /** Asks for the page's data, so the request runs while its chunk loads. */
  prefetch?: (queryClient: QueryClient, params: Params, search: URLSearchParams) => Promise<void>;
}

const shows = (name: PageName, handle: LayoutHandle, data: Pick<PageHandle, 'prefetch'> = {}): Pick<RouteObject, 'element' | 'handle'> => ({
  element: pages[name].element,
  handle: { ...handle, ...data, page: name, preload: pages[name].preload } satisfies PageHandle,
});

// The results (asked for by the entry, page-chunks.ts) are in the query cache before the first render.
const prefetchSearchPage: PageHandle['prefetch'] = (queryClient, params, search) =>
  import('./storefront/features/restaurant-search/api/search-restaurants').then((m) => m.prefetchSearch(queryClient, params.city ?? 'all', search));

/** The first script holds the layout only; each page is its own chunk (page-chunks.ts). */
const pages = {
  home: lazyPage(pageChunks.home, 'HomePage'),
  search: lazyPage(pageChunks.search, 'SearchPage'),
  detail: lazyPage(pageChunks.detail, 'DetailPage'),
  authCallback: lazyPage(pageChunks.authCallback, 'AuthCallbackPage'),
  apiDocs: lazyPage(pageChunks.apiDocs, 'ApiDocsPage'),
  apiStatus: lazyPage(pageChunks.apiStatus, 'ApiStatusPage'),
  orderStatus: lazyPage(pageChunks.orderStatus, 'OrderStatusPage'),
  userProfile: lazyPage(pageChunks.userProfile, 'UserProfilePage'),
  manageRestaurant: lazyPage(pageChunks.manageRestaurant, 'ManageRestaurantPage'),
  businessInsights: lazyPage(pageChunks.businessInsights, 'BusinessInsightsPage'),
  performance: lazyPage(pageChunks.performance, 'PerformancePage'),
} satisfies Record<PageName, LazyPage>;

/**
 * The route table of docs/product/screens.md "Route table". Page errors render inside the layout; shell errors on their own.
 * Pages load with their own chunks through lazyPage, so the layout stays on screen.
 */
export const routes: RouteObject[] = [
  {
    element: (
      <RouteErrorBoundary>
        <AuthProvider>
          <Outlet />
        </AuthProvider>
      </RouteErrorBoundary>
    ),
    children: [
      {
        element: <Layout />,
        children: [
          {
            element: (
              <RouteErrorBoundary>
                <Outlet />
              </RouteErrorBoundary>
            ),
            children: [
              { index: true, ...shows('home', { hero: true, title: 'Tuck into a takeway today' }) },
              { path: 'auth-callback', ...shows('authCallback', page('Signing in')) },
              { path: 'search/:city', ...shows('search', page(searchTitle), { prefetch: prefetchSearchPage }) },
              { path: 'detail/:restaurantId', ...shows('detail', page('Restaurant details')) },
              { path: 'api-docs', ...shows('apiDocs', page('API Docs')) },
              { path: 'api-status', ...shows('apiStatus', page('API Status')) },
              {
                element: <ProtectedRoute />,
                children: [
                  { path: 'order-status', ...shows('orderStatus', page('Order Status')) },
                  { path: 'user-profile', ...shows('userProfile', page('User Profile')) },
                  { path: 'manage-restaurant', ...shows('manageRestaurant', page('Manage Restaurant')) },
                  { path: 'business-insights', ...shows('businessInsights', page('Analytics')) },
                  { path: 'performance', ...shows('performance', page('Performance')) },
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

/**
 * Loads the chunks of the pages an address shows, so the first render needs no spinner; with
 * a query client, also asks for their data (not awaited: the page shows its own loading state).
 */
export async function preloadPages(location: { pathname: string; search: string }, queryClient?: QueryClient): Promise<void> {
  const matches = matchRoutes(routes, location.pathname) ?? [];
  const handles = matches.map((match) => ({ handle: match.route.handle as PageHandle | undefined, params: match.params }));
  if (queryClient) for (const { handle, params } of handles) void handle?.prefetch?.(queryClient, params, new URLSearchParams(location.search)).catch(() => undefined);
  await Promise.all(handles.map(({ handle }) => handle?.preload?.()));
}
