import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { preloadPages } from './routes';
import './index.css';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');

const start = () =>
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );

const SHELL_IMAGE_WAIT_MS = 2000; // a stalled image must not hold the app back for long

/** The prerendered shell's images (the hero) decoded, so they paint before the app renders over them. */
const shellImages = () =>
  Promise.race([
    Promise.all(
      [...container.querySelectorAll<HTMLImageElement>('[data-prerendered] img[fetchpriority="high"]')].map((img) => img.decode().catch(() => undefined)),
    ),
    new Promise((resolve) => setTimeout(resolve, SHELL_IMAGE_WAIT_MS)),
  ]);

// The build prerenders the page shell into #root (web/vite-plugins/prerender.ts). Let the
// browser paint it first, then render over it: the same boxes in the same places, so the
// largest paint stays the shell's. The page's own chunk loads meanwhile: no spinner in between.
const pageLoaded = preloadPages(window.location.pathname).catch(() => undefined); // a failure shows in the page's error boundary
if (container.querySelector('[data-prerendered]')) {
  // Two frames: the first paints the decoded images, the second starts after that paint.
  void Promise.all([pageLoaded, shellImages()]).then(() => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(start, 0))));
} else void pageLoaded.then(start);
