// Rendering on the server (web/vite-plugins/prerender.ts builds this for Node): every client
// route per request (src/http/server-rendered-pages.ts), through the router's static handler,
// whose loaders ask the API itself (src/http/page-reads.ts) for the first data a page shows, into the request's query client
// (page-data.ts), so the page paints before any script runs. The app then hydrates it (boot.tsx)
// from the state sent beside it: the router's loader data and the query cache, dehydrated.
import { dehydrate, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider, type StaticHandlerContext } from 'react-router-dom';
import { createRoutes, SEARCH_ROUTE } from './routes';
import { SignInHint } from './shared/auth/auth-state';
import { needsSignInNow } from './shared/auth/sign-in-hint';
import { routeTitle } from './shared/layout/use-route-title';
import { pageDataContext, type PageReads } from './shared/query/page-data';
import type { ServerState } from './shared/query/server-state';
import type { Restaurant } from './storefront/features/restaurant-detail/api/get-restaurant';
import type { SearchResponse } from './storefront/features/restaurant-search/api/search-request';
export { SERVER_STATE_ID } from './shared/query/server-state';

/** Where in its template the server puts a page's title, its markup and its state, in this order. */
export const TITLE_MARK = '<!--server-title-->';
export const PAGE_MARK = '<!--server-rendered-page-->';
export const STATE_MARK = '<!--server-state-->';

/** The templates, each with the critical CSS of the pages it holds: the landing, search pages, every other page. */
export type TemplateName = 'landing' | 'search' | 'app';

export interface RenderedPage {
  /** The document title (text, not markup), as the app sets it. */
  title: string;
  /** The markup for #root. */
  html: string;
  /** What the app hydrates from (server-state.ts). */
  state: ServerState;
}

/** A request's address and its Cookie header (whether a session is on its way: sign-in-hint.ts). */
export interface PageRequest {
  url: URL;
  cookie: string;
}

/** A page the router has matched and loaded, with its first data; renders synchronously. */
export interface MatchedPage {
  template: TemplateName;
  /** What the rendered page depends on besides its data: the address and the sign-in hint. */
  key: string;
  /** The page's data (loader data and queries): the same key and data render the same page. */
  data: string;
  render(): RenderedPage;
}

const handler = createStaticHandler(createRoutes());

function renderWith(context: StaticHandlerContext, signedIn: boolean, queryClient: QueryClient): string {
  return renderToString(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <SignInHint value={signedIn}>
          {/* No inline script: the state goes in a JSON script the CSP allows (server-rendered-pages.ts). */}
          <StaticRouterProvider router={createStaticRouter(handler.dataRoutes, context)} context={context} hydrate={false} />
        </SignInHint>
      </QueryClientProvider>
    </StrictMode>,
  );
}

/** Where the router sends an address instead (a loader's `redirect`: an unknown address goes home). */
export interface PageRedirect {
  redirect: { status: number; location: string };
}

/**
 * Matches the route of `request` and runs its loaders with `reads`, or says where a loader
 * redirects it. A loader's error (a read that failed) fails the request.
 */
export async function matchPage({ url, cookie }: PageRequest, reads: PageReads): Promise<MatchedPage | PageRedirect> {
  // The library's defaults: on the server they keep queries without a garbage-collection timer (which would keep the process alive).
  const queryClient = new QueryClient();
  const context = await handler.query(new Request(url), { requestContext: pageDataContext({ queryClient, reads }) });
  if (context instanceof Response) {
    const location = context.headers.get('Location');
    if (!location) throw new Error(`The router answered ${url.pathname} with ${context.status} and no Location`);
    return { redirect: { status: context.status, location } };
  }
  const failure = Object.values(context.errors ?? {})[0] as unknown;
  if (failure !== undefined) throw failure;
  const signedIn = needsSignInNow({ search: url.search, cookie, storageKeys: [] });
  const page = context.matches.at(-1)?.route;
  const queries = queryClient.getQueryCache().getAll().map((query) => [query.queryHash, query.state.data]);
  return {
    template: page?.index ? 'landing' : page?.path === SEARCH_ROUTE ? 'search' : 'app',
    // The origin too: /api-docs shows it as the API's address.
    key: `${signedIn ? 'in' : 'out'} ${url.origin}${url.pathname}${url.search}`,
    data: JSON.stringify([context.loaderData, queries]),
    render() {
      const html = renderWith(context, signedIn, queryClient);
      const router = { loaderData: context.loaderData, actionData: context.actionData, errors: context.errors };
      return { title: routeTitle(context.matches.map((m) => ({ params: m.params, handle: m.route.handle }))), html, state: { router, queries: dehydrate(queryClient) } };
    },
  };
}

const sampleRequest = (address: string, signedIn = false): PageRequest => ({
  url: new URL(address, 'http://localhost'),
  cookie: signedIn ? 'auth0.sample.is.authenticated=true' : '',
});

/** Reads that answer `data`, whatever the page asks. */
const answering = (data: unknown) => {
  const read = async () => data as never;
  return { cities: read, search: read, restaurant: read, contract: read };
};

async function renderSample(request: PageRequest, data?: unknown): Promise<string> {
  const page = await matchPage(request, answering(data));
  if ('redirect' in page) throw new Error(`${request.url.pathname} has no page to sample`);
  return page.render().html;
}

/** A search answer with every part a search page can show: cards with and without images or a rating, and their diet-filter line. */
function sampleAnswer(cards: number, page: number, pages: number): SearchResponse {
  const card = (n: number) => ({
    _id: `sample${n}`,
    restaurantName: `Sample Restaurant ${n}`,
    city: 'Sample City',
    deliveryPrice: 250,
    estimatedDeliveryTime: 30,
    cuisines: ['Pizza', 'Italian', 'Vegan'],
    imageUrl: n % 2 === 0 ? '/images/sample.webp' : '',
    ...(n % 2 === 0 ? { cardImageUrl: '/images/sample-480.webp', cardImageSrcset: '/images/sample-480.webp 480w, /images/sample-960.webp 960w' } : {}),
    // Every state a card can show: open, closed, paused.
    openState: [{ state: 'open' as const }, { state: 'closed' as const, opensAt: '2026-01-06T17:00:00.000Z' }, { state: 'paused' as const, resumesAt: null }][n % 3]!,
    timeZone: 'Europe/London',
    dietaryDishes: n + 1,
    // Rated and not yet rated (below 3 ratings).
    rating: n % 2 === 0 ? { average: 4.5, count: 12 } : null,
  });
  return { data: Array.from({ length: cards }, (_, n) => card(n)), pagination: { total: pages * 10, page, pages } };
}

/** A restaurant as its page first shows it: with a banner and a rating or without (the placeholder, no rating yet), its menu. */
function sampleRestaurant(withImage: boolean): Restaurant {
  return {
    _id: 'sample',
    restaurantName: 'Sample Restaurant',
    addressLine1: '1 Sample Street',
    postcode: 'SW1A 1AA',
    city: 'Sample City',
    country: 'Sample Country',
    deliveryPrice: 250,
    estimatedDeliveryTime: 30,
    cuisines: ['Pizza', 'Italian', 'Vegan'],
    menuSections: [],
    menuItems: [1, 2, 3].map((n) => ({ _id: `item${n}`, name: `Sample Dish ${n}`, price: 450 + n, description: '', category: '', allergens: [], dietary: [], optionGroups: [] })),
    imageUrl: withImage ? '/images/sample.webp' : '',
    ...(withImage ? { imageSrcset: '/images/sample-600.webp 600w, /images/sample.webp 1200w' } : {}),
    lastUpdated: '2026-01-01T00:00:00.000Z',
    rating: withImage ? { average: 4.5, count: 12 } : null,
  };
}

/**
 * Each template's sample: the pages it holds, in every state they can first show (signed in or
 * out; for search, the pager with gaps, no results, past the last page; a restaurant's page with
 * and without its data, a banner or none; /api-docs with the contract). The build computes the
 * template's critical CSS from it (web/vite-plugins/prerender.ts).
 */
export async function templateSamples(contract: unknown): Promise<Record<TemplateName, string>> {
  const samples = (requests: [PageRequest, unknown?][]) => Promise.all(requests.map(([request, data]) => renderSample(request, data))).then((html) => html.join(''));
  const search = '/search/Sample%20City';
  const appPages = ['/detail/sample', '/api-docs', '/api-status', '/auth-callback', '/order-status'];
  const dataOf: Record<string, unknown> = { '/api-docs': contract };
  return {
    landing: await samples([[sampleRequest('/'), { cities: ['Sample City'] }], [sampleRequest('/', true)]]),
    search: await samples([
      [sampleRequest(`${search}?page=6&searchQuery=pi&selectedCuisines=Pizza&sortOption=deliveryPrice&dietary=vegan`), sampleAnswer(4, 6, 12)],
      [sampleRequest(search, true), sampleAnswer(0, 1, 0)],
      [sampleRequest(`${search}?page=9`), sampleAnswer(0, 9, 3)],
      [sampleRequest('/search/x'.padEnd(220, 'x'))],
    ]),
    app: await samples([
      ...appPages.flatMap((address) => [[sampleRequest(address), dataOf[address]], [sampleRequest(address, true), dataOf[address]]] as [PageRequest, unknown][]),
      [sampleRequest('/detail/sample'), sampleRestaurant(true)],
      [sampleRequest('/detail/sample', true), sampleRestaurant(false)],
    ]),
  };
}
