// Rendering on the server (web/vite-plugins/prerender.ts builds this for Node): the landing
// and frame shells into the HTML at build time, and the search page with its first results
// per request (src/http/server-rendered-pages.ts), so they paint before any script runs. The
// client then renders over them (boot.tsx), the same boxes in the same places.
import { QueryClientProvider, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { matchRoutes, Outlet, StaticRouter, type RouteObject } from 'react-router-dom';
import { AppRoutes } from './AppRoutes';
import { preloadPages, routes } from './routes';
import { citiesQueryKey } from './storefront/features/city-search/api/get-cities';
import type { SearchResponse } from './storefront/features/restaurant-search/api/search-request';
import { searchApiPath, searchCityAt } from './storefront/features/restaurant-search/api/search-request';
import { api } from './api/client';
export { SERVER_ANSWER_ID } from './api/early-requests';
import { parseSearchState, type SearchState } from './storefront/features/restaurant-search/search-state';
import { AuthProvider } from './shared/auth/AuthProvider';
import { Layout } from './shared/layout/Layout';
import { routeTitle } from './shared/layout/use-route-title';
import { createQueryClient } from './shared/query/query-client';

/** Header and footer around an empty page: the shell every other client route starts from. */
const frameRoutes: RouteObject[] = [
  {
    element: (
      <AuthProvider>
        <Outlet />
      </AuthProvider>
    ),
    children: [{ element: <Layout />, children: [{ path: '*', element: null }] }],
  },
];

/** Renders `url` with the given queries answered. The page's chunk must have been preloaded. */
function renderSync(url: string, pageRoutes: RouteObject[], answer: (queryClient: QueryClient) => void): string {
  const queryClient = createQueryClient();
  // No city list on the server: the shell shows the form, not docs/product/screens.md's loading overlay,
  // which the app shows once its script runs and asks for the cities.
  queryClient.setQueryData(citiesQueryKey, []);
  answer(queryClient);
  try {
    return renderToString(
      <StrictMode>
        <QueryClientProvider client={queryClient}>
          <StaticRouter location={url}>
            <AppRoutes routes={pageRoutes} />
          </StaticRouter>
        </QueryClientProvider>
      </StrictMode>,
    );
  } finally {
    // Its queries' garbage-collection timers would keep the process alive for minutes.
    queryClient.clear();
  }
}

async function render(url: string, pageRoutes: RouteObject[]): Promise<string> {
  await preloadPages(new URL(url, 'http://localhost')); // renderToString does not wait for a page's chunk
  return renderSync(url, pageRoutes, () => undefined);
}

/** index.html's #root for '/', and app.html's for every other route. */
export async function renderShells(): Promise<{ landing: string; frame: string }> {
  return { landing: await render('/', routes), frame: await render('/', frameRoutes) };
}

/** Where in its template the server puts a page's title, its markup and the answer it shows, in this order. */
export const TITLE_MARK = '<!--server-title-->';
export const PAGE_MARK = '<!--server-rendered-page-->';
export const ANSWER_MARK = '<!--server-answer-->';

/** A client route the server renders with the answer of one API read. */
export interface ServerPage {
  /** The API read (path and query) whose answer `url` shows first; undefined when there is none. */
  dataPath(url: URL): string | undefined;
  /** The page's markup for #root, `data` being the answer of `dataPath(url)`. */
  render(url: URL, data: unknown): string;
  /** The document title (text, not markup), as the app sets it. */
  title(url: URL): string;
}

/** The search page, whose results the query under `queryKeyOf` holds (search-restaurants.ts). */
const searchPageWith = (queryKeyOf: (city: string, state: SearchState) => QueryKey): ServerPage => ({
  dataPath(url) {
    const city = searchCityAt(url.pathname);
    return city === undefined ? undefined : searchApiPath(city, parseSearchState(url.searchParams));
  },
  render(url, data) {
    const queryKey = queryKeyOf(searchCityAt(url.pathname) ?? 'all', parseSearchState(url.searchParams));
    return renderSync(url.pathname + url.search, routes, (queryClient) => queryClient.setQueryData(queryKey, data as SearchResponse));
  },
  title: (url) => routeTitle(matchRoutes(routes, url.pathname) ?? []),
});

/** The pages the server renders per request, their chunks loaded: each render is synchronous. */
export async function serverPages(): Promise<{ search: ServerPage }> {
  await preloadPages({ pathname: '/search/all', search: '' });
  // Loaded as routes.tsx loads it, so that the client build keeps it in the page's chunk.
  const { searchRestaurantsQueryOptions } = await import('./storefront/features/restaurant-search/api/search-restaurants');
  return { search: searchPageWith((city, state) => searchRestaurantsQueryOptions(api, city, state).queryKey) };
}

/**
 * A search page with every part the real ones can show (cards with and without images, the
 * pager with gaps, no results, past the last page): what its critical CSS is computed from.
 */
export function searchPageSample(page: ServerPage): string {
  const card = (n: number, withImage: boolean) => ({
    _id: `sample${n}`,
    restaurantName: `Sample Restaurant ${n}`,
    city: 'Sample City',
    deliveryPrice: 250,
    estimatedDeliveryTime: 30,
    cuisines: ['Pizza', 'Italian', 'Vegan'],
    imageUrl: withImage ? '/images/sample.webp' : '',
    ...(withImage ? { cardImageUrl: '/images/sample-480.webp', cardImageSrcset: '/images/sample-480.webp 480w, /images/sample-960.webp 960w' } : {}),
  });
  const answer = (data: ReturnType<typeof card>[], page: number, pages: number): SearchResponse => ({ data, pagination: { total: pages * 10, page, pages } });
  const at = (search: string) => new URL(`/search/Sample%20City${search}`, 'http://localhost');
  return [
    page.render(at('?page=6&searchQuery=pi&selectedCuisines=Pizza&sortOption=deliveryPrice'), answer([0, 1, 2, 3].map((n) => card(n, n % 2 === 0)), 6, 12)),
    page.render(at(''), answer([], 1, 0)),
    page.render(at('?page=9'), answer([], 9, 3)),
  ].join('');
}
