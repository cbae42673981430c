import { startTransition, StrictMode, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, type RouteObject } from 'react-router-dom';
import { App } from './App';
import { createRoutes } from './routes';
import { SignInHint } from './shared/auth/auth-state';
import { serverPagesLoaded } from './shared/first-paint/full-stylesheet';
import { needsSignInNow } from './shared/auth/sign-in-hint';
import { pageDataContext } from './shared/query/page-data';
import { createQueryClient } from './shared/query/query-client';
import { readServerState } from './shared/query/server-state';

/** Marks #root once the app has hydrated the server's markup: tests and tools can tell. */
export const HYDRATED_ATTRIBUTE = 'data-hydrated';

/** Renders nothing; its effect runs once the first render (the hydration) has committed. */
function MarkHydrated({ container }: { container: HTMLElement }) {
  useEffect(() => container.setAttribute(HYDRATED_ATTRIBUTE, ''), [container]);
  return null;
}

/**
 * The lazy routes an address matches, loaded before the router starts (React Router's way of
 * hydrating lazy routes): the first render then has the page the server rendered, not a fallback.
 */
async function loadMatchedRoutes(routes: RouteObject[], location: Location): Promise<void> {
  const lazy = (matchRoutes(routes, location) ?? []).filter((match) => match.route.lazy);
  await Promise.all(
    lazy.map(async ({ route }) => {
      const loaded = await (route.lazy as () => Promise<Partial<RouteObject>>)();
      Object.assign(route, { ...loaded, lazy: undefined });
    }),
  );
}

/**
 * Hydrates the server's markup in #root from the state it was rendered with (server-render.tsx):
 * the router's loader data, the query cache, and the sign-in hint of the request. Then replays
 * the clicks and typing the entry held while the app loaded (held-input.ts).
 */
export async function boot(container: HTMLElement, replayHeldInput: () => void): Promise<void> {
  const queryClient = createQueryClient();
  const routes = createRoutes();
  const server = readServerState();
  await loadMatchedRoutes(routes, window.location).catch(() => undefined); // a failure shows in the route's error element
  serverPagesLoaded();
  // The loaders prefetch into the app's query client, through the API (page-data.ts).
  const router = createBrowserRouter(routes, { hydrationData: server?.router, getContext: () => pageDataContext({ queryClient }) });
  const signedIn = needsSignInNow({ search: window.location.search, cookie: document.cookie, storageKeys: [] });
  const app = (
    <StrictMode>
      <SignInHint value={signedIn}>
        <App queryClient={queryClient} router={router} queries={server?.queries} />
      </SignInHint>
      <MarkHydrated container={container} />
    </StrictMode>
  );
  // Without the server's markup (the Vite dev server), there is nothing to hydrate.
  if (!server) {
    createRoot(container).render(app);
    return replayHeldInput();
  }
  // A transition makes the hydration yield to the browser every few milliseconds instead of
  // holding the main thread for the whole page (React Router's own client entry does the same);
  // input during it hydrates its target first and is replayed (docs/architecture/performance.md).
  startTransition(() => {
    hydrateRoot(container, app);
  });
  replayHeldInput();
}
