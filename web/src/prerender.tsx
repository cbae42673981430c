// Build-time only (web/vite-plugins/prerender.ts): the landing shell rendered into the HTML,
// so the header, hero and headline paint before any script runs.
import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { Outlet, StaticRouter, type RouteObject } from 'react-router-dom';
import { AppRoutes } from './AppRoutes';
import { preloadPages, routes } from './routes';
import { citiesQueryKey } from './storefront/features/city-search/api/get-cities';
import { AuthProvider } from './shared/auth/AuthProvider';
import { Layout } from './shared/layout/Layout';
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

async function render(url: string, pageRoutes: RouteObject[]): Promise<string> {
  await preloadPages({ pathname: url, search: '' }); // renderToString does not wait for a page's chunk
  // No city list at build time: the shell shows the form, not spec §2's loading overlay,
  // which the app shows once its script runs and asks for the cities.
  const queryClient = createQueryClient();
  queryClient.setQueryData(citiesQueryKey, []);
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
    // Its queries' garbage-collection timers would keep the build process alive for minutes.
    queryClient.clear();
  }
}

/** index.html's #root for '/', and app.html's for every other route. */
export async function renderShells(): Promise<{ landing: string; frame: string }> {
  return { landing: await render('/', routes), frame: await render('/', frameRoutes) };
}
