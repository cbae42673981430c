import { afterAll, beforeAll, expect, it } from 'vitest';
import { expectNoSeriousA11yViolations } from '../support/axe.js';
import { describeWithChromium } from '../support/chromium.js';
import { screenshot, servePlainShell, startProduct, type Product } from './support/product.js';

const WIDTHS = [390, 820, 1024, 1280];
const EMPTY = 'Sorry, there is no restaurant near to your search area.';

describeWithChromium('search and detail: past the end, failure with Retry, city on cards, not found', () => {
  let product: Product;
  let pages = 0;

  beforeAll(async () => {
    product = await startProduct({ SEED_DEMO_DATA: 'true' });
    const found = (await (await fetch(`${product.server.url}/api/restaurant/search/all`)).json()) as { pagination: { pages: number } };
    pages = found.pagination.pages;
  });
  afterAll(async () => product?.stop());

  it.each(WIDTHS)('says once that page 99 is past the end and offers the last page (%i px)', async (width) => {
    const { page } = await product.newPage({ width, height: 900 });
    await page.goto('/search/all?page=99');
    await page.getByText(`Page 99 is past the end of the results: there are ${pages} pages.`).waitFor();
    expect(await page.getByText(EMPTY).count()).toBe(0);
    expect(await page.getByRole('navigation', { name: 'Pagination' }).count()).toBe(0);
    await expectNoSeriousA11yViolations(page, `past the end at ${width}`);
    await screenshot(page, `search-past-end-${width}`);
    await page.getByRole('link', { name: `Go to the last page (${pages})` }).click();
    await page.waitForURL(`**/search/all?page=${pages}`);
    // The count heading can show before the cards of the new page: wait for a card.
    const cardLinks = page.getByRole('main').getByRole('link', { name: /Delivery from/ });
    await cardLinks.first().waitFor();
    // Every card names its city in text, not only inside the artwork.
    const cards = await cardLinks.allTextContents();
    const api = (await (await fetch(`${product.server.url}/api/restaurant/search/all?page=${pages}`)).json()) as { data: Array<{ city: string }> };
    expect(cards).toHaveLength(api.data.length);
    cards.forEach((text, i) => expect(text).toContain(api.data[i]!.city));
    await screenshot(page, `search-cards-with-city-${width}`);
  });

  it('ends the loading state when the search fails and retries on request', async () => {
    const { page } = await product.newPage();
    await page.route('**/api/restaurant/search/**', (route) => route.fulfill({ status: 503, body: '{}', contentType: 'application/json' }));
    await servePlainShell(page, product.server.url, '/search/all'); // else the results come with the page
    await page.goto('/search/all');
    // The query client retries three times (1 s, 2 s, 4 s) before it gives up.
    await page.getByRole('alert').getByText('Failed to get restaurants').waitFor({ timeout: 20_000 });
    expect(await page.locator('main .animate-pulse').count()).toBe(0);
    await expectNoSeriousA11yViolations(page, 'search failed');
    await screenshot(page, 'search-failed-1280');
    await page.unroute('**/api/restaurant/search/**');
    await page.getByRole('button', { name: 'Retry' }).click();
    await page.getByRole('heading', { name: /Restaurants found in all/ }).waitFor();
    expect(await page.getByRole('alert').count()).toBe(0);
  }, 40_000);

  it.each(WIDTHS)("links 'Restaurant not found' back to search (%i px)", async (width) => {
    const { page } = await product.newPage({ width, height: 700 });
    await page.goto('/detail/6755c8f2a1b2c3d4e5f60718');
    await page.getByText('Restaurant not found').waitFor();
    await expectNoSeriousA11yViolations(page, `not found at ${width}`);
    await screenshot(page, `detail-not-found-${width}`);
    await page.getByRole('link', { name: 'Search all restaurants' }).click();
    await page.waitForURL('**/search/all');
  });
});
