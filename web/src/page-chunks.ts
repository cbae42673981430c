// Each page's chunk, without framework code, so the entry (main.tsx) can ask for the first
// page's chunk and data beside the app's own code (boot) instead of after it: one wave of
// downloads, not three. routes.tsx makes the routes' lazy pages of the same loaders.

export const pageChunks = {
  home: () => import('./storefront/routes/HomePage'),
  search: () => import('./storefront/routes/SearchPage'),
  detail: () => import('./storefront/routes/DetailPage'),
  authCallback: () => import('./storefront/routes/AuthCallbackPage'),
  // The YAML parser loads only here.
  apiDocs: () => import('./storefront/routes/ApiDocsPage'),
  apiStatus: () => import('./storefront/routes/ApiStatusPage'),
  orderStatus: () => import('./storefront/routes/OrderStatusPage'),
  userProfile: () => import('./storefront/routes/UserProfilePage'),
  // The owner area: react-admin and MUI stay in their own chunk.
  manageRestaurant: () => import('./admin/ManageRestaurantPage'),
  // The charts library (recharts) stays in this page's chunk.
  businessInsights: () => import('./storefront/routes/BusinessInsightsPage'),
  performance: () => import('./storefront/routes/PerformancePage'),
};

export type PageName = keyof typeof pageChunks;

/**
 * The page each first path segment shows, as routes.tsx's table has it (page-chunks.test.ts
 * keeps the two in step). Pages behind sign-in are left out: a signed-out visitor is sent to
 * log in, and would download the owner area's chunk for nothing.
 */
const PUBLIC_PAGE_BY_SEGMENT: Readonly<Record<string, PageName>> = {
  '': 'home',
  search: 'search',
  detail: 'detail',
  'auth-callback': 'authCallback',
  'api-docs': 'apiDocs',
  'api-status': 'apiStatus',
};

/** The public page an address shows, if any. */
export function publicPageAt(pathname: string): PageName | undefined {
  return PUBLIC_PAGE_BY_SEGMENT[pathname.split('/')[1] ?? ''];
}

type Address = Pick<Location, 'pathname' | 'search'>;

/** Requests a page's first render needs, started with its chunk (api/early-requests.ts). */
const earlyData: Partial<Record<PageName, (address: Address) => Promise<void>>> = {
  search: (address) => import('./storefront/features/restaurant-search/api/search-request').then((m) => m.startEarlySearch(address)),
};

/**
 * Starts loading the chunk of the public page at `address`, and the data it shows first; boot
 * then finds them loaded or on their way. Failures show when the app asks again.
 */
export function startFirstPage(address: Address): void {
  const page = publicPageAt(address.pathname);
  if (!page) return;
  // In this order: the browser opens six connections to a host, and the data's small module comes first.
  earlyData[page]?.(address).catch(() => undefined);
  pageChunks[page]().catch(() => undefined);
}
