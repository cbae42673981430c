import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { parse } from 'yaml';
import { expectNoSeriousA11yViolations } from '../support/axe.js';
import { describeWithChromium } from '../support/chromium.js';
import { DESKTOP, MOBILE, openHome, screenshot, startProduct, waitForApp, type Product } from './support/product.js';

const METHODS = ['get', 'post', 'put', 'patch', 'delete', 'head', 'options'];

/** docs/product/screens.md's tab rules, restated here so the page is checked against docs/product/screens.md, not against itself. */
const TAB_RULES: Array<[string, (path: string) => boolean]> = [
  ['All Endpoints', () => true],
  ['Restaurants', (p) => p.includes('restaurant')],
  ['Orders', (p) => p.includes('order')],
  ['Users', (p) => p.includes('user')],
  ['Analytics', (p) => p.includes('business-insights') || p.includes('health')],
];

/** `METHOD path` of every operation in the contract the server serves. */
async function servedOperations(url: string): Promise<string[]> {
  const doc = parse(await (await fetch(`${url}/openapi.yaml`)).text()) as { paths: Record<string, Record<string, unknown>> };
  return Object.entries(doc.paths).flatMap(([path, item]) => METHODS.filter((m) => item[m]).map((m) => `${m.toUpperCase()} ${path}`));
}

// Page scripts as strings: the test's own TypeScript has no DOM types.
const shownOperations = (page: Page) =>
  page.evaluate<string[]>(`[...document.querySelectorAll('[role=tabpanel] article')].map((el) => el.getAttribute('aria-label'))`);
const focusedText = (page: Page) => page.evaluate<string>('document.activeElement.textContent');

const tab = (page: Page, name: string) => page.getByRole('tab', { name: new RegExp(`^${name} \\d+$`) });

/** Every script the page loaded, with its text, from now on. */
function scriptsOf(page: Page): Array<Promise<string>> {
  const bodies: Array<Promise<string>> = [];
  page.on('response', (r) => void (r.url().endsWith('.js') && bodies.push(r.text().catch(() => ''))));
  return bodies;
}

describeWithChromium('API docs: rendered from the served contract', () => {
  let product: Product;
  let operations: string[];

  beforeAll(async () => {
    product = await startProduct();
    operations = await servedOperations(product.server.url);
  });
  afterAll(async () => product?.stop());

  it('shows every operation in All Endpoints and filters the tabs by the rules of docs/product/screens.md "API docs"', async () => {
    const { page } = await product.newPage();
    await page.goto('/api-docs');
    await page.getByRole('heading', { name: 'API Documentation' }).waitFor();
    await page.getByRole('article').first().waitFor();
    expect(operations.length).toBeGreaterThan(20);
    expect(await shownOperations(page)).toEqual(operations);

    for (const [name, rule] of TAB_RULES) {
      await tab(page, name).click();
      expect(await tab(page, name).getAttribute('aria-selected')).toBe('true');
      const expected = operations.filter((key) => rule(key.split(' ')[1]!));
      expect(await shownOperations(page), name).toEqual(expected);
      expect(await tab(page, name).textContent()).toContain(String(expected.length));
    }
    await screenshot(page, 'api-docs-analytics-tab-desktop');
  });

  it('moves between tabs with the arrow keys, Home and End', async () => {
    const { page } = await product.newPage();
    await page.goto('/api-docs');
    await waitForApp(page);
    await tab(page, 'All Endpoints').focus();
    await page.keyboard.press('ArrowRight');
    expect(await tab(page, 'Restaurants').getAttribute('aria-selected')).toBe('true');
    expect(await focusedText(page)).toMatch(/^Restaurants/);
    await page.keyboard.press('End');
    expect(await focusedText(page)).toMatch(/^Analytics/);
    expect(await tab(page, 'Analytics').getAttribute('aria-selected')).toBe('true');
    await page.keyboard.press('ArrowRight');
    expect(await tab(page, 'All Endpoints').getAttribute('aria-selected')).toBe('true');
    expect(await tab(page, 'Orders').getAttribute('tabindex')).toBe('-1');
  });

  it('shows auth, parameters, body and a copyable curl built from the contract', async () => {
    const { context, page } = await product.newPage();
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto('/api-docs');
    const user = page.getByRole('article', { name: 'GET /api/my/user', exact: true });
    await user.getByText('Auth Required').waitFor();
    expect(await page.getByRole('article', { name: 'GET /health', exact: true }).getByText('Auth Required').count()).toBe(0);

    const search = page.getByRole('article', { name: 'GET /api/restaurant/search/{city}' });
    for (const name of ['city', 'searchQuery', 'page', 'selectedCuisines', 'sortOption']) {
      await search.getByRole('list', { name: /^Parameters/ }).getByText(name, { exact: true }).waitFor();
    }
    const curl = await search.locator('pre').innerText();
    expect(curl).toMatch(new RegExp(`^curl '${product.server.url}/api/restaurant/search/Manchester\\?searchQuery=pizza&page=1`));
    await search.getByRole('button', { name: 'Copy example request for GET /api/restaurant/search/{city}' }).click();
    await search.getByRole('status').getByText('Copied').waitFor();
    expect(await page.evaluate<string>('navigator.clipboard.readText()')).toBe(curl);

    const checkout = page.getByRole('article', { name: 'POST /api/order/checkout/create-checkout-session' });
    await checkout.getByRole('heading', { name: /Request body/ }).waitFor();
    const checkoutCurl = await checkout.locator('pre').last().innerText();
    expect(checkoutCurl).toContain(`-H 'Authorization: Bearer <ACCESS_TOKEN>'`);
    expect(checkoutCurl).toContain(`-d '{"cartItems":[{"menuItemId":"6755c8f2a1b2c3d4e5f60719"`);
    expect(await page.getByRole('link', { name: 'Download openapi.yaml' }).getAttribute('href')).toBe('/openapi.yaml');
    await page.getByRole('region', { name: 'Base URL' }).getByText(product.server.url, { exact: true }).waitFor();
    await page.getByRole('region', { name: 'Database' }).getByText(/SQLite by default, PostgreSQL/).waitFor();
  });

  it('reports the database the server says it uses, when it says', async () => {
    const { page } = await product.newPage();
    const answer = await fetch(`${product.server.url}/api/business-insights/db-test`);
    await page.goto('/api-docs');
    const card = page.getByRole('region', { name: 'Database' });
    // db-test lands with the insights work; until then the card says the server did not report.
    await card.getByText(answer.ok ? /This server: SQLite \(connected/ : 'This server did not report its database just now.').waitFor();
  });

  it('comes from the server with every operation in its HTML, which the app takes over without asking for the contract', async () => {
    const html = await (await fetch(`${product.server.url}/api-docs`, { headers: { accept: 'text/html' } })).text();
    for (const key of operations) expect(html, key).toContain(`aria-label="${key.replace(/&/g, '&amp;')}"`);
    expect(html).toContain(`curl &#x27;${product.server.url}/api/restaurant/search/Manchester?searchQuery=pizza&amp;page=1`);

    const { page } = await product.newPage();
    const asked: string[] = [];
    page.on('request', (r) => void asked.push(new URL(r.url()).pathname));
    await page.goto('/api-docs');
    await waitForApp(page);
    await page.waitForLoadState('networkidle');
    expect(await shownOperations(page)).toEqual(operations);
    expect(asked.filter((p) => p.startsWith('/openapi.'))).toEqual([]);
  });

  it('reads the contract as JSON when opened from another page: no YAML parser in the browser', async () => {
    const { page } = await product.newPage();
    const scripts = scriptsOf(page);
    const asked: string[] = [];
    page.on('request', (r) => void asked.push(new URL(r.url()).pathname));
    await openHome(page);
    await page.getByRole('link', { name: 'API Docs' }).first().click();
    await page.getByRole('article').first().waitFor();
    expect(await shownOperations(page)).toEqual(operations);
    expect(asked.filter((p) => p.startsWith('/openapi.'))).toEqual(['/openapi.json']);
    const loaded = await Promise.all(scripts);
    expect(loaded.length).toBeGreaterThan(0);
    expect(loaded.some((text) => text.includes('YAMLParseError'))).toBe(false);
  });

  it('passes axe and fits a desktop and a phone', async () => {
    for (const [viewport, name] of [[undefined, 'api-docs-desktop'], [MOBILE, 'api-docs-mobile']] as const) {
      const { page } = await product.newPage(viewport);
      await page.goto('/api-docs');
      await page.getByRole('article').first().waitFor();
      await page.getByRole('region', { name: 'Database' }).getByText(/This server/).waitFor();
      await expectNoSeriousA11yViolations(page, name);
      expect(await page.evaluate<number>('document.documentElement.scrollWidth')).toBeLessThanOrEqual((viewport ?? DESKTOP).width);
      await screenshot(page, name);
      for (const [key, shot] of [['GET /api/restaurant/search/{city}', 'search'], ['POST /api/order/checkout/create-checkout-session', 'checkout'], ['PUT /api/my/restaurant', 'multipart']]) {
        await page.getByRole('article', { name: key, exact: true }).scrollIntoViewIfNeeded();
        await screenshot(page, `${name}-${shot}`);
      }
    }
  });
});
