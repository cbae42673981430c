import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { PROJECT_ROOT } from '../../src/shared/project-root.js';
import { describeWithChromium } from '../support/chromium.js';
import { rawRequest, type RawResponse } from '../support/raw-http.js';
import { RECORD_LAYOUT_SHIFTS } from './support/layout-shifts.js';
import { pounds } from './support/pounds.js';
import { DESKTOP, MOBILE, demoRestaurant, openHome, requestsInFlight, servePlainShell, startProduct, waitForApp, type Product } from './support/product.js';

/** What these checks read of an image in the page: the tests' program has no DOM library (React's global stubs declare HTMLElement empty). */
interface PageImage {
  getAttribute(name: string): string | null;
  getBoundingClientRect(): object;
  parentElement: PageImage | null;
}

/** One GET with exactly these headers and the body as sent (fetch would decompress it). */
function rawGet(url: string, headers: Record<string, string>): Promise<RawResponse> {
  const { origin, pathname, search } = new URL(url);
  return rawRequest(origin, { method: 'GET', path: pathname + search, headers });
}

const HEADLINE = 'Tuck into a takeway today';

type Picture = { complete: boolean; naturalWidth: number; getBoundingClientRect(): { height: number } };
/** For each image (run in the page): loaded and shown in a box of its own. */
const loadedPictures = (images: unknown[]) =>
  (images as Picture[]).map((image) => image.complete && image.naturalWidth > 0 && image.getBoundingClientRect().height > 0);

/** Holds back the app's own code (the boot chunk) until the returned function is called. */
async function holdBoot(page: Page): Promise<() => void> {
  let release = () => undefined as void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/boot-[\w-]{8}\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  return () => release();
}

/** The path of every request the page makes from now on, in order. */
function requestedPaths(page: Page): string[] {
  const requested: string[] = [];
  page.on('request', (request) => requested.push(new URL(request.url()).pathname));
  return requested;
}

/**
 * Runs in the page before any of its scripts: when its first-screen images paint, and whether
 * each largest paint was of the server's markup; whether the whole stylesheet's link was disabled
 * (and its file downloaded) at each of those paints; how many of the server's images below the
 * first screen had been fetched at each of those paints.
 */
const WATCH_FIRST_PAINT = `
  const seen = (window.seen = { shellImages: 0, laterImages: 0, laterFetchedAtPaint: [], painted: [], largest: [], stateAtPaint: [] });
  const laterUrls = new Set();
  const laterFetched = () => performance.getEntriesByType('resource').filter((r) => laterUrls.has(r.name)).length;
  const fullStylesheet = () => document.querySelector('link[data-full-stylesheet]');
  const state = () => (fullStylesheet()?.disabled ? 'disabled' : 'enabled');
  // The server's elements: the app hydrates them in place (a repaint would be of new ones).
  let fromServer = new WeakSet();
  const ofShell = (element) => !element || !element.isConnected || fromServer.has(element);
  document.addEventListener('DOMContentLoaded', () => {
    fromServer = new WeakSet(document.querySelectorAll('#root *'));
    seen.shellImages = document.querySelectorAll('#root img[elementtiming="first-screen"]').length;
    // The shell's images below the first screen, with every file their srcset offers.
    const later = document.querySelectorAll('#root img[data-after-first-paint]');
    seen.laterImages = later.length;
    for (const image of later) for (const url of [image.src, ...image.srcset.split(',').map((c) => c.trim().split(' ')[0])]) if (url) laterUrls.add(new URL(url, location.href).href);
  });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.identifier !== 'first-screen' || !ofShell(entry.element)) continue;
      seen.painted.push(entry.renderTime);
      seen.laterFetchedAtPaint.push(laterFetched());
      seen.stateAtPaint.push(state() + (performance.getEntriesByType('resource').some((r) => r.name.endsWith('.css')) ? ', downloaded' : ''));
    }
  }).observe({ type: 'element', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) seen.largest.push(ofShell(entry.element));
  }).observe({ type: 'largest-contentful-paint', buffered: true });
`;

describeWithChromium('storefront delivery: precompressed assets, prerendered shell, login SDK on demand', () => {
  let product: Product;

  beforeAll(async () => {
    product = await startProduct({ SEED_DEMO_DATA: 'true' }); // search results with images
  });
  afterAll(async () => product?.stop());

  it('serves the landing HTML uncached with the headline already in it, compressed as asked', async () => {
    const html = await rawGet(`${product.server.url}/`, { Accept: 'text/html', 'Accept-Encoding': 'gzip, br' });
    expect(html.headers['content-encoding']).toBe('br');
    expect(html.headers['cache-control']).toBe('no-cache');
    expect(html.headers.vary).toMatch(/Accept-Encoding/i);
    const text = zlib.brotliDecompressSync(html.body).toString('utf8');
    expect(text).toContain(`>${HEADLINE}</h1>`);
    expect(text).toMatch(/<img src="\/assets\/hero-[\w-]+\.svg"[^>]* width="1600" height="600"/);
  });

  it('serves hashed assets precompressed (brotli, else gzip, else plain) with immutable caching', async () => {
    const html = (await rawGet(`${product.server.url}/`, { Accept: 'text/html', 'Accept-Encoding': 'identity' })).body.toString('utf8');
    const script = /<script type="module" crossorigin src="(\/assets\/[\w-]+\.js)"/.exec(html)?.[1];
    expect(script).toBeDefined();
    const url = `${product.server.url}${script}`;
    const [plain, brotli, gzip] = await Promise.all([
      rawGet(url, { 'Accept-Encoding': 'identity' }),
      rawGet(url, { 'Accept-Encoding': 'gzip, deflate, br' }),
      rawGet(url, { 'Accept-Encoding': 'gzip' }),
    ]);
    for (const answer of [plain, brotli, gzip]) {
      expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(answer.headers['content-type']).toMatch(/^text\/javascript/);
      expect(answer.headers.vary).toMatch(/Accept-Encoding/i);
    }
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(zlib.brotliDecompressSync(brotli.body).equals(plain.body)).toBe(true);
    expect(zlib.gunzipSync(gzip.body).equals(plain.body)).toBe(true);
    expect(brotli.body.length).toBeLessThan(plain.body.length / 2);
  });

  it('paints the hero and headline without any script', async () => {
    const context = await product.browser.newContext({ baseURL: product.server.url, javaScriptEnabled: false });
    try {
      const page = await context.newPage();
      await page.goto('/');
      await page.getByRole('heading', { level: 1, name: HEADLINE }).waitFor();
      const hero = await page.locator('img[src*="/assets/hero-"]').boundingBox();
      expect(hero?.width).toBeGreaterThan(0);
      // Held back for the first paint only where scripts run: here they load as any lazy image.
      await page.getByRole('heading', { level: 2, name: 'Order takeaway even faster!' }).scrollIntoViewIfNeeded();
      await expect.poll(() => page.locator('section[aria-labelledby="app-promo-title"] img').evaluateAll(loadedPictures)).toEqual([true, true]);
    } finally {
      await context.close();
    }
  });

  it('gives the pictures below the first screen as WebP renditions, fetched at the width the screen needs once near view', async () => {
    const promoImages = (page: Page) =>
      page.locator('section[aria-labelledby="app-promo-title"] img').evaluateAll((images: PageImage[]) =>
        images.map((image) => ({
          loading: image.getAttribute('loading'),
          sizes: image.getAttribute('sizes'),
          srcset: image.getAttribute('srcset'),
          fetched: (image as unknown as { currentSrc: string }).currentSrc.split('/').pop(),
        })),
      );
    for (const [viewport, deviceScaleFactor, landingWidth] of [[{ width: 1280, height: 800 }, 1, '640w'], [{ width: 390, height: 844 }, 2, '1280w']] as const) {
      const context = await product.browser.newContext({ baseURL: product.server.url, viewport, deviceScaleFactor });
      try {
        const page = await context.newPage();
        const requested = requestedPaths(page);
        await openHome(page);
        await page.getByRole('heading', { level: 2, name: 'Order takeaway even faster!' }).scrollIntoViewIfNeeded();
        await expect.poll(async () => (await promoImages(page)).every((image) => image.fetched)).toBe(true);
        const [landing, appDownload] = await promoImages(page);
        for (const image of [landing!, appDownload!]) {
          expect(image.loading).toBe('lazy');
          expect(image.sizes).toBeTruthy();
          expect(image.srcset).toMatch(/^\/assets\/[\w-]+\.webp \d+w, \/assets\/[\w-]+\.webp \d+w$/);
        }
        expect(landing!.fetched).toMatch(new RegExp(`^landing-${landingWidth}-[\\w-]+\\.webp$`));
        // No SVG picture is parsed on the page's main thread but the hero, which the first screen paints.
        expect(requested.filter((p) => /^\/assets\/.+\.svg$/.test(p) && !/\/(hero|favicon)-/.test(p))).toEqual([]);
      } finally {
        await context.close();
      }
    }
  });

  it.each([
    ['/', 'desktop', DESKTOP],
    ['/', 'mobile', MOBILE],
    ['/search/London', 'mobile', MOBILE],
  ])("fetches %s's pictures below the first screen once it has painted, in frames that keep their place (%s)", async (pathname, _screen, viewport) => {
    const { page } = await product.newPage(viewport);
    await page.addInitScript(RECORD_LAYOUT_SHIFTS);
    const releaseBoot = await holdBoot(page);
    await page.goto(pathname);
    const later = page.locator('#root:not([data-hydrated]) img[loading="lazy"]');
    const frames = () => later.evaluateAll((images: PageImage[]) => images.map((image) => JSON.stringify(image.parentElement!.getBoundingClientRect())));
    const placesAtFirst = await frames();
    expect(placesAtFirst.length).toBeGreaterThan(0);
    // The server's own images, before the app has hydrated them: the entry let them load.
    await page.mouse.wheel(0, 4000);
    await expect.poll(() => later.evaluateAll(loadedPictures)).toEqual(placesAtFirst.map(() => true));
    expect(await page.locator('#root:not([data-hydrated]) [data-after-first-paint]').count()).toBe(0);
    await page.mouse.wheel(0, -4000);
    await expect.poll(() => page.evaluate('window.scrollY')).toBe(0);
    expect(await frames()).toEqual(placesAtFirst);
    const pictureFillsFrame = await later.evaluateAll((images: PageImage[]) => images.every((image) => JSON.stringify(image.getBoundingClientRect()) === JSON.stringify(image.parentElement!.getBoundingClientRect())));
    expect(pictureFillsFrame).toBe(true);
    expect(await page.evaluate<number[]>('window.shifts')).toEqual([]);
    releaseBoot();
  });

  it('styles the shell from the critical CSS inlined in its head, the full stylesheet kept out of the first paint', async () => {
    const html = (await rawGet(`${product.server.url}/`, { Accept: 'text/html', 'Accept-Encoding': 'identity' })).body.toString('utf8');
    const [head, body] = html.split('</head>');
    expect(/<style>([\s\S]+?)<\/style>/.exec(head!)?.[1]?.length).toBeGreaterThan(1000);
    expect(head).not.toMatch(/rel="stylesheet"/);
    // At the end of the body, disabled (not even fetched) until the entry enables it; without scripts, the <noscript> copy.
    const full = /<link rel="stylesheet" crossorigin href="(\/assets\/index-[\w-]+\.css)" disabled data-full-stylesheet><noscript><link rel="stylesheet" crossorigin href="([^"]+)"><\/noscript>\s*<\/body>/.exec(body!);
    expect(full).not.toBeNull();
    expect(full![2]).toBe(full![1]);
    // The first paint waits for the element rel=expect names: it must be in the page's body, else only the parse's end frees it.
    const expected = /<link rel="expect" href="#([\w-]+)" blocking="render">/.exec(head!)?.[1];
    expect(body).toContain(`id="${expected}"`);

    const context = await product.browser.newContext({ baseURL: product.server.url, javaScriptEnabled: false });
    try {
      const page = await context.newPage();
      await page.route('**/*.css', (route) => route.abort());
      await page.goto('/');
      await page.getByRole('heading', { level: 1, name: HEADLINE }).waitFor();
      expect(await page.evaluate<string>("getComputedStyle(document.querySelector('h1')).color")).toBe('rgb(234, 88, 12)'); // brand-600
      const hero = await page.locator('img[src*="/assets/hero-"]').boundingBox();
      expect(hero?.width).toBe(1280);
      await page.unroute('**/*.css');
      await page.reload({ waitUntil: 'load' });
      const applied = "[...document.styleSheets].filter((s) => s.href?.includes('/assets/index-') && !s.disabled && s.cssRules.length > 0).length";
      expect(await page.evaluate<number>(applied)).toBe(1); // the <noscript> copy, without scripts
    } finally {
      await context.close();
    }
  });

  it('loads neither the login SDK nor the app config on a first visit, until Log In', async () => {
    const { page } = await product.newPage();
    const requested = requestedPaths(page);
    await openHome(page);
    await page.waitForLoadState('networkidle');
    // The login SDK's chunks: 'auth-<hash>.js' and 'Auth0Session-<hash>.js' (not 'auth-state-<hash>.js').
    expect(requested.filter((p) => p === '/app-config.json' || /\/assets\/(auth|Auth0Session)-[\w-]{8}\.js$/.test(p))).toEqual([]);

    await page.getByRole('button', { name: 'Log In' }).click();
    await page.waitForURL((url) => url.origin === product.server.idpUrl);
    expect(requested).toContain('/app-config.json');
  });

  it('serves a search page with its first results and their answer in the HTML, escaped, compressed, uncached', async () => {
    const query = encodeURIComponent('</script><script>alert(1)</script>');
    const html = await rawGet(`${product.server.url}/search/London?searchQuery=${query}`, { Accept: 'text/html', 'Accept-Encoding': 'br' });
    expect(html.headers['content-encoding']).toBe('br');
    expect(html.headers['cache-control']).toBe('no-cache');
    const text = zlib.brotliDecompressSync(html.body).toString('utf8');
    expect(text).not.toContain('<script>alert(1)');
    expect(text).toContain('value="&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;"'); // the search field
    const state = /<script type="application\/json" id="server-state">(.*?)<\/script>/.exec(text)?.[1];
    const answer = (JSON.parse(state ?? '') as { queries: { queries: { state: { data: unknown } }[] } }).queries.queries[0]?.state.data;
    expect(answer).toEqual(await (await fetch(`${product.server.url}/api/restaurant/search/London?searchQuery=${query}&page=1&sortOption=bestMatch`)).json());

    const london = zlib.brotliDecompressSync((await rawGet(`${product.server.url}/search/London`, { Accept: 'text/html', 'Accept-Encoding': 'br' })).body).toString('utf8');
    const gzip = await rawGet(`${product.server.url}/search/London`, { Accept: 'text/html', 'Accept-Encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzip.body).toString('utf8')).toBe(london);
    expect((await rawGet(`${product.server.url}/search/London`, { Accept: 'text/html', 'Accept-Encoding': 'identity' })).body.toString('utf8')).toBe(london);
    const cards = (await (await fetch(`${product.server.url}/api/restaurant/search/London`)).json()) as { data: { restaurantName: string }[] };
    expect(cards.data.length).toBeGreaterThan(1);
    for (const { restaurantName } of cards.data) expect(london).toContain(`>${restaurantName.replace('&', '&amp;')}</h2>`);
    expect(london).toContain('<title>Restaurants in London | TuckIn.com</title>'); // as the app titles it
    const odd = zlib.brotliDecompressSync((await rawGet(`${product.server.url}/search/${encodeURIComponent('Fish & <Chips>')}`, { Accept: 'text/html', 'Accept-Encoding': 'br' })).body).toString('utf8');
    expect(odd).toContain('<title>Restaurants in Fish &#38; &#60;Chips&#62; | TuckIn.com</title>');
  });

  it("serves the landing with the city list and a restaurant's page with the restaurant, and the app asks for neither again", async () => {
    const stateOf = (html: string) => JSON.parse(/<script type="application\/json" id="server-state">(.*?)<\/script>/.exec(html)?.[1] ?? '') as { queries: { queries: { state: { data: unknown } }[] } };
    const page = async (pathname: string) => zlib.brotliDecompressSync((await rawGet(`${product.server.url}${pathname}`, { Accept: 'text/html', 'Accept-Encoding': 'br' })).body).toString('utf8');
    const cities = await (await fetch(`${product.server.url}/api/restaurant/cities/all`)).json();
    expect(stateOf(await page('/')).queries.queries[0]?.state.data).toEqual(cities);

    const bella = await demoRestaurant(product, 'London', 'bella');
    const detail = await page(`/detail/${bella._id}`);
    expect(stateOf(detail).queries.queries[0]?.state.data).toEqual(await (await fetch(`${product.server.url}/api/restaurant/${bella._id}`)).json());
    expect(detail).toContain(`>${bella.restaurantName}</h1>`);
    expect(detail).toMatch(/<img src="[^"]+" srcSet="[^"]+"[^>]* fetchPriority="high" elementtiming="first-screen"/); // the banner, fetched first
    for (const { name } of bella.menuItems) expect(detail).toContain(`>${name}</`);

    for (const pathname of ['/', `/detail/${bella._id}`]) {
      const { page: browserPage } = await product.newPage();
      const requested = requestedPaths(browserPage);
      const requests = requestsInFlight(browserPage);
      await browserPage.goto(`${product.server.url}${pathname}`);
      await waitForApp(browserPage);
      await requests.quiet();
      // The only calls: a restaurant's reviews, listed below its menu, which the server's page leaves to the browser, and its stream of changes.
      const calls = pathname === '/' ? [] : [`/api/restaurant/${bella._id}/events`, `/api/restaurant/${bella._id}/reviews`];
      expect(requested.filter((p) => p.startsWith('/api/')).sort()).toEqual(calls);
      expect(await browserPage.getByText('Food is getting ready...').count()).toBe(0);
    }
  });

  it("renders on the server with React's production build, bundled into the renderer, whatever NODE_ENV the server runs under", () => {
    const ssrDir = path.join(PROJECT_ROOT, 'web/dist-ssr');
    const files = fs.readdirSync(ssrDir, { recursive: true }).map(String).filter((file) => file.endsWith('.js'));
    const code = files.map((file) => fs.readFileSync(path.join(ssrDir, file), 'utf8')).join('\n');
    // Block comments go first: react-admin's documentation comments quote import lines.
    const statements = code.replace(/\/\*[\s\S]*?\*\//g, '');
    const bareImports = statements.match(/^import\b.*\bfrom\s*["'][^."']+["']/gm) ?? [];
    expect(bareImports.filter((line) => !/["']node:/.test(line))).toEqual([]); // Node's own modules only, nothing from node_modules
    expect(code).toContain('react-dom-server.node.production.js');
    expect(code).not.toMatch(/react[\w-]*\.development\.js/);
  });

  it('serves the plain shell for a search the API refuses, which the page then reports', async () => {
    const city = 'x'.repeat(200); // longer than a city may be
    const html = await rawGet(`${product.server.url}/search/${city}`, { Accept: 'text/html', 'Accept-Encoding': 'identity' });
    expect(html.body.toString('utf8')).not.toContain('restaurant-search'); // no answer in the page's state
    const { page } = await product.newPage();
    await page.goto(`${product.server.url}/search/${city}`);
    await page.getByRole('button', { name: 'Retry' }).waitFor();
  });

  it("shows a search page's results before the app's code has loaded, and the app takes them over without asking again", async () => {
    const { page } = await product.newPage();
    const requested = requestedPaths(page);
    const releaseBoot = await holdBoot(page);
    await page.goto(`${product.server.url}/search/London`);
    await page.locator('#root:not([data-hydrated])').getByText(/Restaurants? found in London/).waitFor(); // painted from the HTML alone
    await expect.poll(() => requested.filter((p) => /^\/images\/.+-card\.webp$/.test(p)).length).toBeGreaterThanOrEqual(1);
    releaseBoot();
    // A busy two-core machine can take a few seconds to run the app's code once it may.
    await expect.poll(() => page.locator('#root[data-hydrated]').count(), { timeout: 10_000 }).toBe(1); // the app has hydrated it
    await page.getByText(/Restaurants? found in London/).waitFor();
    await page.waitForLoadState('networkidle');
    expect(requested.filter((p) => p.startsWith('/api/restaurant/search/'))).toEqual([]);
    expect(requested.filter((p) => /\/assets\/SearchPage-[\w-]{8}\.js$/.test(p))).toHaveLength(1);

    // The next page is the app's own request.
    await page.getByRole('combobox', { name: 'Sort by' }).selectOption({ label: 'Delivery price' });
    await expect.poll(() => requested.filter((p) => p.startsWith('/api/restaurant/search/'))).toEqual(['/api/restaurant/search/London']);
  });

  it("where the server sends the plain shell, asks for a search page's chunk, results and first card images through the route, once", async () => {
    const { page } = await product.newPage();
    const requested = requestedPaths(page);
    await servePlainShell(page, product.server.url, '/search/London');
    await page.goto(`${product.server.url}/search/London`);
    await page.getByText(/Restaurants? found in London/).waitFor();
    await page.waitForLoadState('networkidle');
    expect(requested.filter((p) => /^\/images\/.+-card\.webp$/.test(p)).length).toBeGreaterThanOrEqual(1);
    expect(requested.some((p) => /\/assets\/SearchPage-[\w-]{8}\.js$/.test(p))).toBe(true);
    expect(requested.filter((p) => p.startsWith('/api/restaurant/search/'))).toEqual(['/api/restaurant/search/London']);
  });

  it.each(['/', '/search/London'])("hydrates %s's markup in place, its pictures below the first screen and the whole stylesheet fetched once its first-screen images have painted", async (pathname) => {
    const { page } = await product.newPage();
    await page.addInitScript(WATCH_FIRST_PAINT);
    await page.goto(`${product.server.url}${pathname}`);
    type Seen = { shellImages: number; laterImages: number; laterFetchedAtPaint: number[]; painted: number[]; largest: boolean[]; stateAtPaint: string[] };
    await waitForApp(page);
    const wholeStylesheetIn = "[...document.querySelectorAll('link[data-full-stylesheet]')].every((link) => !link.disabled && link.sheet?.cssRules.length > 0)";
    await expect.poll(() => page.evaluate<boolean>(wholeStylesheetIn)).toBe(true);
    const { shellImages, laterImages, laterFetchedAtPaint, painted, largest, stateAtPaint } = await page.evaluate<Seen>('window.seen');
    expect(stateAtPaint).toEqual(painted.map(() => 'disabled')); // the first style pass had the page's critical rules alone, the file not even downloaded
    expect(laterImages).toBeGreaterThan(0); // the landing's promo pictures, the search page's cards after the first two
    expect(laterFetchedAtPaint).toEqual(painted.map(() => 0)); // none of them shared the first paint's cores
    expect(shellImages).toBeGreaterThan(0);
    expect(painted).toHaveLength(shellImages);
    expect(largest.at(-1)).toBe(true); // the largest paint is the server's markup: hydration repainted nothing
  });

  // React carries out a click that comes once hydration has begun: it hydrates what was hit at
  // once, then dispatches the click (one made before `hydrateRoot` runs the entry holds: the
  // tests below). On a 4x slower CPU, the visitor's click comes the moment hydration begins,
  // before React has rendered anything: when
  // React attaches its listeners to #root (React 17+ listens at the root container), the next
  // microtask, right after `hydrateRoot` has returned.
  it('carries out a click on the server-rendered Log In made as the app begins to hydrate, on a 4x slower CPU', async () => {
    const { context, page } = await product.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    const clicks: { hydrated: boolean; fromServer: boolean }[] = [];
    await page.exposeFunction('clicked', (click: { hydrated: boolean; fromServer: boolean }) => clicks.push(click));
    await page.addInitScript(`{
      const addEventListener = EventTarget.prototype.addEventListener;
      let began = false;
      EventTarget.prototype.addEventListener = function (...args) {
        if (!began && this instanceof Element && this.id === 'root') {
          began = true;
          const root = this;
          const logIn = [...root.querySelectorAll('button')].find((button) => button.textContent.trim() === 'Log In');
          queueMicrotask(() => {
            window.clicked({ hydrated: root.hasAttribute('data-hydrated'), fromServer: logIn.isConnected });
            logIn.click();
          });
        }
        return addEventListener.apply(this, args);
      };
    }`);
    await page.goto(`${product.server.url}/`, { waitUntil: 'commit' });
    await page.waitForURL((url) => url.origin === product.server.idpUrl);
    expect(clicks).toEqual([{ hydrated: false, fromServer: true }]); // one click, on the server's button, before the app had hydrated it
  });

  // Before `hydrateRoot` runs React listens to nothing: the entry holds clicks and typing, and the
  // app hands them to React once it hydrates (shared/hydration/held-input.ts).
  it("carries out, once, a click on a dish's Add made before the app's code has loaded", async () => {
    const bella = await demoRestaurant(product, 'London', 'bella');
    const dish = bella.menuItems.find((item) => item.optionGroups.length === 0)!;
    const { page } = await product.newPage();
    const releaseBoot = await holdBoot(page);
    await page.goto(`${product.server.url}/detail/${bella._id}`);
    const menu = page.locator('#root:not([data-hydrated])').getByRole('region', { name: 'Menu' });
    await menu.getByRole('button', { name: new RegExp(`^Add ${dish.name}`) }).click(); // on the server's markup
    releaseBoot();
    await waitForApp(page);
    const order = page.getByRole('region', { name: 'Your Order' });
    await order.getByRole('button', { name: `One less ${dish.name}` }).waitFor();
    expect(await order.getByRole('listitem').count()).toBe(1);
    await expect.poll(() => order.getByTestId('order-total').textContent()).toBe(pounds(dish.price + bella.deliveryPrice)); // one of the dish, not two
  });

  it("keeps a restaurant's page where the visitor scrolled it before the app's code had loaded", async () => {
    const bella = await demoRestaurant(product, 'London', 'bella');
    const { page } = await product.newPage();
    const releaseBoot = await holdBoot(page);
    const requests = requestsInFlight(page);
    await page.goto(`${product.server.url}/detail/${bella._id}`);
    await page.locator('#root:not([data-hydrated])').getByRole('region', { name: 'Menu' }).scrollIntoViewIfNeeded();
    const scrolled = await page.evaluate<number>('window.scrollY');
    expect(scrolled).toBeGreaterThan(0);
    releaseBoot();
    await waitForApp(page);
    await requests.quiet();
    expect(await page.evaluate<number>('window.scrollY')).toBe(scrolled);
  });

  it("searches for the city typed on the landing before the app's code has loaded", async () => {
    const { page } = await product.newPage();
    const releaseBoot = await holdBoot(page);
    await page.goto(`${product.server.url}/`);
    const form = page.locator('#root:not([data-hydrated])').getByRole('search');
    await form.getByRole('combobox', { name: 'City' }).fill('London');
    await form.getByRole('button', { name: 'Search' }).click();
    expect(new URL(page.url()).pathname).toBe('/'); // no native post of the form
    releaseBoot();
    await page.waitForURL('**/search/London');
  });

  it("applies the sort chosen and the cuisine ticked on a search page before the app's code has loaded", async () => {
    const { page } = await product.newPage();
    const releaseBoot = await holdBoot(page);
    await page.goto(`${product.server.url}/search/London`);
    const shell = page.locator('#root:not([data-hydrated])');
    await shell.getByRole('combobox', { name: 'Sort by' }).selectOption({ label: 'Delivery price' });
    const name = (await shell.getByRole('listitem').filter({ has: page.getByRole('checkbox') }).first().textContent())!.trim();
    await shell.getByRole('checkbox', { name }).click();
    releaseBoot();
    await page.waitForURL(`**/search/London?selectedCuisines=${name}&sortOption=deliveryPrice`);
    expect(await page.getByRole('checkbox', { name }).isChecked()).toBe(true);
    expect(await page.getByRole('combobox', { name: 'Sort by' }).inputValue()).toBe('deliveryPrice');
  });
});
