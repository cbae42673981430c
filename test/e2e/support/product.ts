import fs from 'node:fs';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import type { Env } from '../../../src/config.js';
import type { components } from '../../../src/generated/api.js';
import { launchChromium } from '../../support/chromium.js';
import { startTestServer, type TestServer } from '../../support/test-server.js';

export const DESKTOP = { width: 1280, height: 800 };
export const MOBILE = { width: 390, height: 844 };
const SHOTS_DIR = path.resolve(import.meta.dirname, '../../../test-results/screenshots');

export interface Product {
  server: TestServer;
  browser: Browser;
  newPage(viewport?: { width: number; height: number }): Promise<{ context: BrowserContext; page: Page }>;
  stop(): Promise<void>;
}

/** The web app (built by the tier's global setup, test/support/web-build-setup.ts) and the whole product on SQLite, driven by the run's Chromium. */
export async function startProduct(env: Env = {}): Promise<Product> {
  const server = await startTestServer('sqlite', env);
  const browser = await launchChromium();
  return {
    server,
    browser,
    newPage: async (viewport = DESKTOP) => {
      const context = await browser.newContext({ viewport, baseURL: server.url });
      // Fail a missing element within 15 s rather than Playwright's 30 s default.
      context.setDefaultTimeout(15_000);
      return { context, page: await context.newPage() };
    },
    stop: async () => {
      await browser.close();
      await server.stop();
    },
  };
}

/** Saves a screenshot under test-results/screenshots/ for people to look at. */
export async function screenshot(page: Page, name: string): Promise<void> {
  fs.mkdirSync(SHOTS_DIR, { recursive: true });
  await page.screenshot({ path: path.join(SHOTS_DIR, `${name}.png`), fullPage: false });
}

/** The app has hydrated the server's markup (boot.tsx marks #root). */
export async function waitForApp(page: Page): Promise<void> {
  await page.locator('#root[data-hydrated]').waitFor();
}

/**
 * Answers the page at `pathname` with the plain shell (index.html, an empty #root), as the server
 * does without its renderer: the app then renders and asks for the data itself (and a test can
 * make that request fail).
 */
export async function servePlainShell(page: Page, baseUrl: string, pathname: string): Promise<void> {
  const shell = await (await fetch(`${baseUrl}/index.html`)).text();
  await page.route((url) => url.pathname === pathname, (route) => route.fulfill({ contentType: 'text/html', body: shell }));
}

/**
 * Counts the page's requests in flight, live streams left out: Playwright's 'networkidle' never
 * comes while a page holds a stream open, a signed-in page its orders' or a restaurant's page its
 * restaurant's (docs/architecture/live.md). Call it before the navigation; `quiet()` resolves once
 * nothing else has been in flight for 500 ms.
 */
export function requestsInFlight(page: Page): { quiet(): Promise<void> } {
  const open = new Set<unknown>();
  let lastChange = Date.now();
  const isStream = (url: string) => new URL(url).pathname.endsWith('/events');
  page.on('request', (request) => {
    if (isStream(request.url())) return;
    open.add(request);
    lastChange = Date.now();
  });
  const done = (request: unknown) => {
    if (open.delete(request)) lastChange = Date.now();
  };
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  return {
    quiet: async () => {
      while (open.size > 0 || Date.now() - lastChange < 500) await new Promise((resolve) => setTimeout(resolve, 100));
    },
  };
}

/** The landing page once its city list has loaded (the full-screen overlay is gone). */
export async function openHome(page: Page): Promise<void> {
  await page.goto('/');
  await waitForApp(page);
  await page.getByText('Food is getting ready...').waitFor({ state: 'detached' });
}

export type DemoRestaurant = components['schemas']['Restaurant'];

/** A seeded demo restaurant, found the way a visitor finds it: searching a city. */
export async function demoRestaurant(product: Product, city: string, searchQuery: string): Promise<DemoRestaurant> {
  const api = product.server.client();
  const found = await api.GET('/api/restaurant/search/{city}', { params: { path: { city }, query: { searchQuery } } });
  const restaurantId = found.data?.data[0]?._id;
  if (!restaurantId) throw new Error(`no demo restaurant matches "${searchQuery}" in ${city}`);
  const { data } = await api.GET('/api/restaurant/{restaurantId}', { params: { path: { restaurantId } } });
  if (!data) throw new Error(`demo restaurant ${restaurantId} not found`);
  return data;
}
