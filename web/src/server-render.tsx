// Rendering on the server (web/vite-plugins/prerender.ts builds this for Node): every client
// route per request (src/http/server-rendered-pages.ts), through the router's static handler,
// with the first data a page shows where the server reads it in-process (the search results,
// the contract of /api-docs), so the page paints before any script runs. The app then hydrates it (boot.tsx) from the state
// sent beside it: the router's loader data and the query cache, dehydrated.
import { dehydrate, QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider, type StaticHandlerContext } from 'react-router-dom';
import { api } from './api/client';
import { API_DOCS_PATH, createRoutes } from './routes';
import { SignInHint } from './shared/auth/auth-state';
import { needsSignInNow } from './shared/auth/sign-in-hint';
import { routeTitle } from './shared/layout/use-route-title';
import { createQueryClient } from './shared/query/query-client';
import type { ServerState } from './shared/query/server-state';
import { CONTRACT_JSON_URL, contractQueryOptions } from './storefront/features/api-docs/api/get-contract';
import { readContract } from './storefront/features/api-docs/contract-model';
import { citiesQueryOptions } from './storefront/features/city-search/api/get-cities';
import { restaurantQueryOptions, type Restaurant } from './storefront/features/restaurant-detail/api/get-restaurant';
import type { SearchResponse } from './storefront/features/restaurant-search/api/search-request';
import { searchApiPath, searchCityAt } from './storefront/features/restaurant-search/api/search-request';
import { searchRestaurantsQueryOptions } from './storefront/features/restaurant-search/api/search-restaurants';
import { parseSearchState } from './storefront/features/restaurant-search/search-state';
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

/** A page the router has matched and loaded; renders synchronously, with the answer of its data read. */
export interface MatchedPage {
  template: TemplateName;
  /** What the rendered page depends on besides its data: the address and the sign-in hint. */
  key: string;
  /** The API read (path and query) whose answer the page shows first; undefined when there is none. */
  dataPath?: string;
  render(data?: unknown): RenderedPage;
}

const routes = createRoutes(createQueryClient()); // loaders do nothing on the server
const handler = createStaticHandler(routes);

/** A page's first data, read in-process: the API read, and its answer put where the page's query reads it. */
interface PageData {
  path: string;
  put(queryClient: QueryClient, answer: unknown): void;
}

/**
 * What the page `context` matched at `url` shows first from the API: a search page its
 * results, the landing its city list (so no overlay waits for it), a restaurant's page the
 * restaurant (its banner is the largest paint), /api-docs the contract. Undefined for the
 * pages rendered without data.
 */
function pageDataOf(url: URL, context: StaticHandlerContext): PageData | undefined {
  const city = searchCityAt(url.pathname);
  if (city !== undefined) {
    const state = parseSearchState(url.searchParams);
    return {
      path: searchApiPath(city, state),
      put: (queryClient, answer) => queryClient.setQueryData(searchRestaurantsQueryOptions(api, city, state).queryKey, answer as SearchResponse),
    };
  }
  if (context.matches.some((match) => match.route.path === API_DOCS_PATH)) {
    return { path: CONTRACT_JSON_URL, put: (queryClient, doc) => queryClient.setQueryData(contractQueryOptions().queryKey, readContract(doc)) };
  }
  const page = context.matches.at(-1);
  if (page?.route.index) {
    return { path: '/api/restaurant/cities/all', put: (queryClient, answer) => queryClient.setQueryData(citiesQueryOptions(api).queryKey, answer as { cities: string[] }) };
  }
  const { restaurantId } = page?.params ?? {}; // a parameter of the detail route alone
  if (restaurantId !== undefined) {
    return {
      path: `/api/restaurant/${encodeURIComponent(restaurantId)}`,
      put: (queryClient, answer) => queryClient.setQueryData(restaurantQueryOptions(api, restaurantId).queryKey, answer as Restaurant),
    };
  }
  return undefined;
}

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

/** Matches and loads the route of `request`, or says where a loader redirects it. */
export async function matchPage({ url, cookie }: PageRequest): Promise<MatchedPage | PageRedirect> {
  const context = await handler.query(new Request(url));
  if (context instanceof Response) {
    const location = context.headers.get('Location');
    if (!location) throw new Error(`The router answered ${url.pathname} with ${context.status} and no Location`);
    return { redirect: { status: context.status, location } };
  }
  const city = searchCityAt(url.pathname);
  const signedIn = needsSignInNow({ search: url.search, cookie, storageKeys: [] });
  const pageData = pageDataOf(url, context);
  return {
    template: url.pathname === '/' ? 'landing' : city === undefined ? 'app' : 'search',
    // The origin too: /api-docs shows it as the API's address.
    key: `${signedIn ? 'in' : 'out'} ${url.origin}${url.pathname}${url.search}`,
    dataPath: pageData?.path,
    render(data) {
      const queryClient = createQueryClient();
      if (data !== undefined) pageData?.put(queryClient, data);
      try {
        const html = renderWith(context, signedIn, queryClient);
        const router = { loaderData: context.loaderData, actionData: context.actionData, errors: context.errors };
        return { title: routeTitle(context.matches.map((m) => ({ params: m.params, handle: m.route.handle }))), html, state: { router, queries: dehydrate(queryClient) } };
      } finally {
        queryClient.clear(); // its garbage-collection timers would keep the process alive for minutes
      }
    },
  };
}

const sampleRequest = (address: string, signedIn = false): PageRequest => ({
  url: new URL(address, 'http://localhost'),
  cookie: signedIn ? 'auth0.sample.is.authenticated=true' : '',
});

async function renderSample(request: PageRequest, data?: unknown): Promise<string> {
  const page = await matchPage(request);
  if ('redirect' in page) throw new Error(`${request.url.pathname} has no page to sample`);
  return page.render(data).html;
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
