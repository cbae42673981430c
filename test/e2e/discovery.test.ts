import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { expectNoSeriousA11yViolations } from '../support/axe.js';
import { describeWithChromium } from '../support/chromium.js';
import { MOBILE, openHome, screenshot, servePlainShell, startProduct, waitForApp, type Product } from './support/product.js';
import { pounds } from './support/pounds.js';

interface Found {
  data: Array<{ _id: string; restaurantName: string; cuisines: string[]; deliveryPrice: number }>;
  pagination: { total: number; pages: number };
}

const CART_PREFIX = 'cartItems-';
const storedCarts = (page: Page) =>
  page.evaluate<Record<string, string>>(
    `Object.fromEntries(Object.keys(sessionStorage).filter((k) => k.startsWith('${CART_PREFIX}')).map((k) => [k, sessionStorage.getItem(k)]))`,
  );
const namesOnPage = (page: Page) => page.getByRole('main').getByRole('listitem').getByRole('heading', { level: 2 }).allTextContents();

describeWithChromium('discovery: landing, search, detail and cart', () => {
  let product: Product;
  const api = async (path: string): Promise<Found> => (await fetch(`${product.server.url}${path}`)).json() as Promise<Found>;

  beforeAll(async () => {
    product = await startProduct({ SEED_DEMO_DATA: 'true' });
  });
  afterAll(async () => product?.stop());

  it('picks London from the suggestions, filters by two cuisines, sorts and pages', async () => {
    const { page } = await product.newPage();
    await openHome(page);
    await expectNoSeriousA11yViolations(page, 'landing');
    await screenshot(page, 'landing-desktop');

    const city = page.getByRole('combobox', { name: 'City' });
    await city.fill('lo');
    const suggestions = page.getByRole('listbox', { name: 'Cities' });
    expect(await suggestions.getByRole('option').allTextContents()).toEqual(['London']);
    await expectNoSeriousA11yViolations(page, 'landing with suggestions');
    await screenshot(page, 'landing-suggestions-desktop');
    await suggestions.getByRole('option', { name: 'London' }).click();
    expect(await city.inputValue()).toBe('London');
    await expect.poll(() => suggestions.isHidden()).toBe(true);
    await page.getByRole('button', { name: 'Search' }).click();
    await page.waitForURL('**/search/London');

    const london = await api('/api/restaurant/search/London');
    await page.getByRole('heading', { name: `${london.pagination.total} Restaurants found in London` }).waitFor();
    expect(await namesOnPage(page)).toEqual(london.data.map((r) => r.restaurantName));
    await expectNoSeriousA11yViolations(page, 'search results');
    await screenshot(page, 'search-desktop');

    // Two cuisines of one London restaurant, past the first seven: 'View More' shows them.
    const [first, second] = london.data.find((r) => r.cuisines.length >= 2)!.cuisines;
    await page.getByRole('button', { name: 'View More' }).click();
    await page.getByRole('checkbox', { name: first }).check();
    // The list reflows as results arrive; the next box is clicked once it has settled.
    await page.waitForURL(`**/search/London?selectedCuisines=${first}`);
    await expect.poll(() => page.locator('ul[aria-busy]').getAttribute('aria-busy')).toBe('false');
    await page.getByRole('checkbox', { name: second }).check();
    await page.waitForURL(`**/search/London?selectedCuisines=${first}%2C${second}`);
    const both = await api(`/api/restaurant/search/London?selectedCuisines=${first},${second}`);
    await expect.poll(() => namesOnPage(page)).toEqual(both.data.map((r) => r.restaurantName));
    expect(both.pagination.total).toBeLessThan(london.pagination.total);

    await page.getByRole('button', { name: 'Reset Filters' }).click();
    await page.getByLabel('Sort by').selectOption({ label: 'Delivery price' });
    await page.waitForURL('**/search/London?sortOption=deliveryPrice');
    const cheapest = await api('/api/restaurant/search/London?sortOption=deliveryPrice');
    await expect.poll(() => namesOnPage(page)).toEqual(cheapest.data.map((r) => r.restaurantName));

    // Every city: two pages. Page 2 and back, by link and by browser history.
    await page.goto('/search/all');
    const all = await api('/api/restaurant/search/all');
    const pageTwo = await api('/api/restaurant/search/all?page=2');
    expect(all.pagination.pages).toBe(2);
    await page.getByRole('link', { name: 'Page 2' }).click();
    await page.waitForURL('**/search/all?page=2');
    await expect.poll(() => namesOnPage(page)).toEqual(pageTwo.data.map((r) => r.restaurantName));
    await page.goBack();
    await expect.poll(() => namesOnPage(page)).toEqual(all.data.map((r) => r.restaurantName));
    await page.getByRole('link', { name: 'Next' }).click();
    await expect.poll(() => namesOnPage(page)).toEqual(pageTwo.data.map((r) => r.restaurantName));
    await page.reload();
    await expect.poll(() => namesOnPage(page)).toEqual(pageTwo.data.map((r) => r.restaurantName));
    // docs/product/states.md "Search": a new sort starts again at page 1.
    await page.getByLabel('Sort by').selectOption({ label: 'Estimated delivery time' });
    await page.waitForURL('**/search/all?sortOption=estimatedDeliveryTime');

    await page.goto('/search/Atlantis');
    await page.getByText('Sorry, there is no restaurant near to your search area.').waitFor();
  });

  it('works the city field with the keyboard alone', async () => {
    const { page } = await product.newPage();
    await openHome(page);
    const city = page.getByRole('combobox', { name: 'City' });
    await city.focus();
    await page.keyboard.type('an');
    expect(await city.getAttribute('aria-expanded')).toBe('true');
    await page.keyboard.press('ArrowDown');
    const active = await city.getAttribute('aria-activedescendant');
    const highlighted = (await page.locator(`[id="${active}"]`).textContent()) ?? '';
    expect(highlighted.toLowerCase()).toContain('an');
    await page.keyboard.press('Enter');
    expect(await city.inputValue()).toBe(highlighted);
    await page.keyboard.type('x');
    await page.getByRole('option', { name: 'No city found' }).waitFor();
    await page.keyboard.press('Escape');
    expect(await city.getAttribute('aria-expanded')).toBe('false');
    await page.getByRole('searchbox', { name: 'Cuisine or restaurant' }).fill('pizza');
    await page.keyboard.press('Enter');
    await page.waitForURL(`**/search/${encodeURIComponent(`${highlighted}x`)}?searchQuery=pizza`);
  });

  it("says 'Failed to fetch cities' under the field when the list cannot load", async () => {
    const { page } = await product.newPage();
    // The server renders the landing with the list; without its renderer the app asks for it.
    await servePlainShell(page, product.server.url, '/');
    await page.route('**/api/restaurant/cities/all', (route) => route.abort('connectionrefused'));
    await page.goto('/');
    // After the three retries of docs/product/calls.md "Client behaviour" (1 s, 2 s, 4 s) the overlay gives way to the message.
    const message = page.getByText('Failed to fetch cities');
    await message.waitFor({ timeout: 20_000 });
    expect(await page.getByText('Food is getting ready...').count()).toBe(0);
    const city = page.getByRole('combobox', { name: 'City' });
    expect(await city.getAttribute('aria-describedby')).toBe(await message.getAttribute('id'));
    await city.fill('Leeds');
    await page.getByRole('button', { name: 'Search' }).click();
    await page.waitForURL('**/search/Leeds');
  });

  it('fills a cart on the detail page, keeps it over a reload and drops it on leaving', async () => {
    const { page } = await product.newPage();
    const { data } = await api('/api/restaurant/search/London?searchQuery=bella');
    const bella = data[0]!;
    const detail = await fetch(`${product.server.url}/api/restaurant/${bella._id}`).then(
      (r) => r.json() as Promise<{ menuItems: Array<{ _id: string; name: string; price: number; optionGroups: unknown[] }> }>,
    );
    // Dishes added with one click: one with options opens its dialog (test/e2e/menu-options.test.ts).
    const [a, b, c] = detail.menuItems.filter((item) => item.optionGroups.length === 0);
    if (!a || !b || !c) throw new Error('the demo restaurant needs three menu items');

    await page.goto('/search/London?searchQuery=bella');
    await page.getByRole('link', { name: /Bella Napoli/ }).click();
    await page.waitForURL(`**/detail/${bella._id}`);
    await page.getByRole('heading', { level: 1, name: 'Bella Napoli' }).waitFor();
    const checkout = page.getByRole('button', { name: 'Log in to check out' });
    expect(await checkout.isDisabled()).toBe(true);

    const menu = page.getByRole('region', { name: 'Menu' });
    await menu.getByRole('button', { name: new RegExp(`^Add ${a.name}`) }).click();
    await menu.getByRole('button', { name: new RegExp(`^Add ${b.name}`) }).click();
    await menu.getByRole('button', { name: new RegExp(`^Add ${b.name}`) }).click();
    await menu.getByRole('button', { name: new RegExp(`^Add ${c.name}`) }).click();
    const order = page.getByRole('region', { name: 'Your Order' });
    expect(await order.getByRole('button', { name: `One less ${a.name}` }).isDisabled()).toBe(true);
    await order.getByRole('button', { name: `One more ${a.name}` }).click();
    await order.getByRole('button', { name: `One more ${a.name}` }).click();
    await order.getByRole('button', { name: `One less ${a.name}` }).click();
    await order.getByRole('button', { name: `Remove ${c.name}` }).click();

    const total = a.price * 2 + b.price * 2 + bella.deliveryPrice;
    await expect.poll(() => order.getByTestId('order-total').textContent()).toBe(pounds(total));
    expect(await checkout.isEnabled()).toBe(true);
    const expectedCart = [
      { _id: a._id, name: a.name, price: a.price, quantity: 2 },
      { _id: b._id, name: b.name, price: b.price, quantity: 2 },
    ];
    expect(JSON.parse((await storedCarts(page))[`${CART_PREFIX}${bella._id}`] ?? '[]')).toEqual(expectedCart);
    await expectNoSeriousA11yViolations(page, 'detail with a cart');
    await screenshot(page, 'detail-desktop');

    await page.reload();
    await expect.poll(() => order.getByTestId('order-total').textContent()).toBe(pounds(total));
    expect(await order.getByRole('listitem').count()).toBe(2);

    await page.getByRole('link', { name: 'TuckIn.com' }).first().click();
    await page.waitForURL(`${product.server.url}/`);
    // The cart is dropped by an effect of the navigation, which can land just after the URL changes.
    await expect.poll(() => storedCarts(page)).toEqual({});
    await page.goBack();
    await page.getByRole('heading', { level: 1, name: 'Bella Napoli' }).waitFor();
    await page.getByText('Your cart is empty').waitFor();
  });

  it('comes back to the same restaurant, cart kept, after logging in to check out', async () => {
    const { page } = await product.newPage();
    const bella = (await api('/api/restaurant/search/London?searchQuery=bella')).data[0]!;
    await page.goto(`/detail/${bella._id}`);
    await waitForApp(page);
    await page.getByRole('region', { name: 'Menu' }).getByRole('button', { name: /^Add / }).first().click();
    await page.getByRole('button', { name: 'Log in to check out' }).click();
    await page.getByLabel('Email address').fill('customer@tuckin.demo');
    await page.getByLabel('Password').fill('TuckIn-demo-2026');
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL(`**/detail/${bella._id}`);
    const order = page.getByRole('region', { name: 'Your Order' });
    await order.getByRole('button', { name: 'Go to checkout' }).waitFor();
    expect(await order.getByRole('listitem').count()).toBe(1);

    await order.getByRole('button', { name: 'Go to checkout' }).click();
    const dialog = page.getByRole('dialog', { name: 'Confirm Deliery Details' });
    await dialog.getByRole('button', { name: 'Continue to payment' }).waitFor();
    expect(await dialog.getByLabel('Email').inputValue()).toBe('customer@tuckin.demo');
    await expectNoSeriousA11yViolations(page, 'delivery details dialog');
    await screenshot(page, 'checkout-dialog-desktop');
    await page.keyboard.press('Escape');
    await expect.poll(() => dialog.count()).toBe(0);
  });

  it('works on a phone: landing, results and detail', async () => {
    const { page } = await product.newPage(MOBILE);
    await openHome(page);
    await screenshot(page, 'landing-mobile');
    await expectNoSeriousA11yViolations(page, 'landing on a phone');

    await page.goto('/search/all');
    await page.getByRole('heading', { name: /Restaurants found in all/ }).waitFor();
    expect(await page.getByRole('checkbox', { name: 'American' }).isVisible()).toBe(false);
    await page.getByRole('button', { name: 'Show cuisines' }).click();
    expect(await page.getByRole('checkbox', { name: 'American' }).isVisible()).toBe(true);
    await expectNoSeriousA11yViolations(page, 'results on a phone');
    await page.getByRole('button', { name: 'Hide cuisines' }).click();
    await screenshot(page, 'search-mobile');
    const scrollWidth = await page.evaluate<number>('document.documentElement.scrollWidth');
    expect(scrollWidth).toBeLessThanOrEqual(MOBILE.width);

    await page.getByRole('main').getByRole('link').filter({ has: page.getByRole('heading', { level: 2 }) }).first().click();
    await page.getByRole('region', { name: 'Menu' }).getByRole('button', { name: /^Add / }).first().click();
    await page.getByRole('link', { name: /^View basket · 1 item · £/ }).waitFor();
    await expectNoSeriousA11yViolations(page, 'detail on a phone');
    await screenshot(page, 'detail-mobile');
    expect(await page.evaluate<number>('document.documentElement.scrollWidth')).toBeLessThanOrEqual(MOBILE.width);
  });
});
