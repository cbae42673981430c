import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { preloadPages } from './routes';
import { createQueryClient } from './shared/query/query-client';

/**
 * Renders the app into #root, over the prerendered shell when there is one: the same boxes
 * in the same places. The first page's chunk is loaded first, so no spinner shows in between,
 * and its data is asked for meanwhile.
 */
export async function boot(container: HTMLElement): Promise<void> {
  const queryClient = createQueryClient();
  await preloadPages(window.location, queryClient).catch(() => undefined); // a failure shows in the page's error boundary
  createRoot(container).render(
    <StrictMode>
      <App queryClient={queryClient} />
    </StrictMode>,
  );
}
