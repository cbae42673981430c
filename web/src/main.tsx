// The entry holds no framework code. The build prerenders the page shell into #root
// (web/vite-plugins/prerender.ts); the app's scripts are fetched and run only once the shell's
// images have painted, so their parsing and first render cannot hold up the largest paint.
import './index.css';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');

const SHELL_IMAGE_WAIT_MS = 2000; // a stalled image must not hold the app back for long

const nextFrame = () => new Promise((resolve) => requestAnimationFrame(resolve));

/** The shell's high-priority images (the hero) decoded, then painted: two frames later. */
async function painted(images: HTMLImageElement[]): Promise<void> {
  await Promise.race([
    Promise.all(images.map((img) => img.decode().catch(() => undefined))),
    new Promise((resolve) => setTimeout(resolve, SHELL_IMAGE_WAIT_MS)),
  ]);
  await nextFrame();
  await nextFrame();
}

// Pages without such an image (the frame of every other route) start the app at once.
const images = [...container.querySelectorAll<HTMLImageElement>('[data-prerendered] img[fetchpriority="high"]')];
const shown = images.length ? painted(images) : Promise.resolve();
void shown.then(() => import('./boot')).then(({ boot }) => boot(container));
