// Search by postcode in the browser (docs/product/decisions.md "Search by postcode"): the landing
// takes a postcode at phone size, the first HTML already has the filtered cards with their fee and
// minimum, and the restaurant page says whether it delivers to the visit's postcode.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { expectNoSeriousA11yViolations } from '../support/axe.js';
import { describeWithChromium } from '../support/chromium.js';
import { MOBILE, screenshot, startProduct, type Product } from './support/product.js';
import { undersizedTargets } from './support/tap-targets.js';

describeWithChromium('search by postcode', () => {
  let product: Product;

  beforeAll(async () => {
    product = await startProduct({ SEED_DEMO_DATA: 'true' });
  });
  afterAll(async () => product?.stop());

  it('goes from a postcode on the landing to the restaurants delivering there, and says so on a restaurant page', async () => {
    // The server's first HTML: the heading and the filtered cards, with what delivery costs there.
    const html = await (await fetch(`${product.server.url}/search/all?postcode=E1%206AN`)).text();
    expect(html).toContain('Restaurants delivering to');
    expect(html).toContain('Delivery £1.99 · Min £10.00');
    expect(html).not.toContain('Sakura Sushi Bar');

    const { page } = await product.newPage(MOBILE);
    await page.goto('/');
    // The keyboard alone: type the postcode into the city field, Enter submits.
    await page.getByRole('combobox', { name: 'City or postcode' }).fill('e1 6an');
    await page.keyboard.press('Enter');
    await page.waitForURL('**/search/all?postcode=E1%206AN');
    await page.getByRole('heading', { level: 1, name: /^\d+ Restaurants delivering to E1 6AN$/ }).waitFor();
    const card = (name: string) => page.getByRole('main').getByRole('link').filter({ has: page.getByRole('heading', { name, level: 2 }) });
    await expect.poll(() => card('Spice Route Kitchen').getByTestId('delivery-cost').textContent()).toBe('Delivery £1.99 · Min £10.00');
    // Bella Napoli has no areas: listed, at its own price, no minimum.
    expect(await card('Bella Napoli').getByTestId('delivery-cost').textContent()).toMatch(/^Delivery £\d+\.\d\d$/);
    expect(await card('Sakura Sushi Bar').count()).toBe(0);
    await expectNoSeriousA11yViolations(page, 'search by postcode (390)');
    expect(await undersizedTargets(page, 'search by postcode (390)')).toEqual([]);
    await screenshot(page, 'postcode-search-390');

    await card('Spice Route Kitchen').click();
    await page.getByRole('heading', { level: 1, name: 'Spice Route Kitchen' }).waitFor();
    await page.getByTestId('delivers-to').getByText('Delivers to E1 6AN · Delivery £1.99 · Min £10.00').waitFor();
    await expectNoSeriousA11yViolations(page, 'restaurant delivering to the postcode (390)');
    await screenshot(page, 'postcode-detail-390');

    // Another postcode for the visit, outside its areas.
    await page.evaluate("sessionStorage.setItem('tuckin.postcode', 'M1 1AD')");
    await page.reload();
    await page.getByTestId('delivers-to').getByText("Doesn't deliver to M1 1AD").waitFor();

    // Clearing the postcode searches without it and forgets it for the visit.
    await page.goto('/search/all?postcode=E1%206AN');
    await page.getByRole('button', { name: 'Clear postcode' }).click();
    await page.waitForURL((url) => url.pathname === '/search/all' && url.search === '');
    await page.getByRole('heading', { level: 1, name: /Restaurants found in all/ }).waitFor();
    expect(await page.evaluate<string | null>("sessionStorage.getItem('tuckin.postcode')")).toBeNull();

    // A postcode the server refuses, typed into the address: said so, with the way out.
    await page.goto('/search/all?postcode=nowhere');
    await page.getByRole('alert').getByText('nowhere is not a UK postcode. Enter a valid UK postcode, or search without one.').waitFor();
    await page.getByRole('alert').getByRole('button', { name: 'Clear postcode' }).click();
    await page.getByRole('heading', { level: 1, name: /Restaurants found in all/ }).waitFor();
  });
});
