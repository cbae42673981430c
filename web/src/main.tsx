// The entry holds no framework code. The server renders each page into #root
// (server-render.tsx); the app's scripts are fetched and run, the whole stylesheet applied and
// the page's images below the first screen fetched only once its first-screen images have
// painted, so none of them can hold up the largest paint. The app then hydrates the markup.
import './index.css';
import { revealAfterFirstPaint } from './shared/first-paint/after-first-paint';
import { FIRST_SCREEN_TIMING } from './shared/first-paint/first-screen-image';
import { applyFullStylesheet } from './shared/first-paint/full-stylesheet';
import { painted } from './shared/first-paint/painted';

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element');
const container: HTMLElement = root;

const FIRST_SCREEN_IMAGE_WAIT_MS = 2000; // a stalled image must not hold the app back for long

// Pages without such an image start the app at once.
const images = [...container.querySelectorAll<HTMLImageElement>(`img[elementtiming="${FIRST_SCREEN_TIMING}"]`)];
void painted(images, FIRST_SCREEN_IMAGE_WAIT_MS)
  .then(() => {
    revealAfterFirstPaint();
    return Promise.all([import('./boot'), applyFullStylesheet()]); // the app renders with every rule in
  })
  .then(([{ boot }]) => boot(container));
