import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { preloadPages } from './routes';

/**
 * Renders the app into #root, over the prerendered shell when there is one: the same boxes
 * in the same places. The first page's chunk is loaded first, so no spinner shows in between.
 */
export async function boot(container: HTMLElement): Promise<void> {
  await preloadPages(window.location.pathname).catch(() => undefined); // a failure shows in the page's error element
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}
