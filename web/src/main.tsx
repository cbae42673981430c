// The entry holds no framework code: it runs as soon as the page is parsed and starts the app at
// once. The app hydrates the server's markup (server-render.tsx) as early as it can; what is
// clicked or typed before that is held and handed to React once `hydrateRoot` has run
// (held-input.ts). Hydration repaints nothing, so it need not wait for the first paint. What
// could delay the largest paint does: the page's images below the first screen and the whole
// stylesheet are fetched only once its first-screen images have painted
// (docs/architecture/performance.md "Storefront").
import './index.css';
import { revealAfterFirstPaint } from './shared/first-paint/after-first-paint';
import { FIRST_SCREEN_TIMING } from './shared/first-paint/first-screen-image';
import { applyFullStylesheet } from './shared/first-paint/full-stylesheet';
import { painted } from './shared/first-paint/painted';
import { holdInputUntilHydrated } from './shared/hydration/held-input';

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element');
const container: HTMLElement = root;
const replayHeldInput = holdInputUntilHydrated(container);

void import('./boot').then(({ boot }) => boot(container, replayHeldInput));

const FIRST_SCREEN_IMAGE_WAIT_MS = 2000; // a stalled image must not hold the rest back for long

// Pages without such an image go on at once.
const images = [...container.querySelectorAll<HTMLImageElement>(`img[elementtiming="${FIRST_SCREEN_TIMING}"]`)];
void painted(images, FIRST_SCREEN_IMAGE_WAIT_MS).then(() => {
  revealAfterFirstPaint();
  return applyFullStylesheet();
});
