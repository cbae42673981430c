// The entry holds no framework code. The build prerenders the page shell into #root
// (web/vite-plugins/prerender.ts); the app's scripts are fetched and run, the whole stylesheet
// applied and the shell's images below the first screen fetched only once the shell's
// first-screen images have painted, so none of them can hold up the largest paint.
import './index.css';
import { startFirstPage } from './page-chunks';
import { revealAfterFirstPaint } from './shared/first-paint/after-first-paint';
import { FIRST_SCREEN_TIMING } from './shared/first-paint/first-screen-image';
import { applyFullStylesheet } from './shared/first-paint/full-stylesheet';
import { nextFrame, painted } from './shared/first-paint/painted';

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element');
const container: HTMLElement = root;

const SHELL_IMAGE_WAIT_MS = 2000; // a stalled image must not hold the app back for long

const shell = () => container.querySelector('[data-prerendered]');
const buttons = () => [...container.querySelectorAll('button')];
const nameOf = (button: Element) => button.getAttribute('aria-label') ?? button.textContent ?? '';

// The shell's buttons do nothing until the app has rendered over them. A click on one (Log In,
// Search, the menu) is held, and replayed on the app's same button, found by its place and name.
let held: { index: number; name: string } | undefined;
function hold(event: MouseEvent): void {
  const button = event.target instanceof Element ? event.target.closest('button') : null;
  if (!button || !shell()?.contains(button)) return;
  event.preventDefault(); // no native form submission from the shell
  held = { index: buttons().indexOf(button), name: nameOf(button) };
}
container.addEventListener('click', hold);

async function replayHeldClick(): Promise<void> {
  while (shell()) await nextFrame(); // the app's first render has replaced the shell
  container.removeEventListener('click', hold);
  const button = held && buttons()[held.index];
  if (button && nameOf(button) === held?.name) button.click();
}

// Pages without such an image (the frame of every other route) start the app at once.
const images = [...(shell()?.querySelectorAll<HTMLImageElement>(`img[elementtiming="${FIRST_SCREEN_TIMING}"]`) ?? [])];
void painted(images, SHELL_IMAGE_WAIT_MS)
  .then(() => {
    revealAfterFirstPaint();
    startFirstPage(window.location); // its data and chunk download beside boot's, not after them
    return Promise.all([import('./boot'), applyFullStylesheet()]); // the app renders with every rule in
  })
  .then(([{ boot }]) => boot(container))
  .then(replayHeldClick);
