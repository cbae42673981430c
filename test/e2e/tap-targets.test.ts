// Every screen on a phone (390x844), public and signed in, checked for tap targets under
// 24x24 px (WCAG 2.2 target size). Fails listing each offender and the screen it is on.
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { describeWithChromium } from '../support/chromium.js';
import { startWithDemoOwnerOrder } from './support/demo-order.js';
import { DEMO_OWNER, logIn } from './support/owner-orders.js';
import { MOBILE, openHome, waitForApp, type DemoRestaurant, type Product } from './support/product.js';
import { formatOffenders, undersizedTargets, type Offender } from './support/tap-targets.js';

describeWithChromium('tap targets on a phone: at least 24x24 px on every screen', () => {
  let product: Product;
  let bella: DemoRestaurant;

  beforeAll(async () => {
    ({ product, bella } = await startWithDemoOwnerOrder());
  }, 300_000);
  afterAll(async () => product?.stop());

  /** Checks the screen as it is, then each of its tabs in turn. */
  async function checkScreen(page: Page, where: string, found: Offender[]): Promise<void> {
    found.push(...(await undersizedTargets(page, where)));
    const tabs = page.getByRole('tab');
    const count = await tabs.count();
    for (let i = 1; i < count; i += 1) {
      const tab = tabs.nth(i);
      const name = (await tab.textContent())?.trim();
      await tab.click();
      await page.waitForTimeout(300); // the panel's own data
      found.push(...(await undersizedTargets(page, `${where}, tab ${name}`)));
    }
  }

  async function visit(page: Page, path: string, found: Offender[], ready: (page: Page) => Promise<unknown>): Promise<void> {
    await page.goto(path);
    await waitForApp(page);
    await ready(page);
    await checkScreen(page, path, found);
  }

  const heading = (name: string | RegExp) => (page: Page) => page.getByRole('heading', { level: 1, name }).first().waitFor();

  it('public screens, the menu drawer and the sign-in pages', async () => {
    const { page } = await product.newPage(MOBILE);
    const found: Offender[] = [];
    await openHome(page);
    await checkScreen(page, '/', found);
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('dialog').waitFor();
    found.push(...(await undersizedTargets(page, '/ menu drawer')));
    await page.keyboard.press('Escape');

    await visit(page, '/search/London', found, heading(/Restaurants found in London/));
    await visit(page, `/detail/${bella._id}`, found, heading(bella.restaurantName));
    await visit(page, '/api-docs', found, heading('API Documentation'));
    await visit(page, '/api-status', found, (p) => p.getByRole('region', { name: 'Overall Status' }).waitFor());

    await page.goto('/');
    await waitForApp(page);
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Log In' }).click();
    await page.getByRole('heading', { name: 'Log in' }).waitFor();
    found.push(...(await undersizedTargets(page, 'sign-in provider: log in')));
    await page.getByRole('link', { name: 'Sign up' }).click();
    await page.getByRole('heading', { name: 'Sign up' }).waitFor();
    found.push(...(await undersizedTargets(page, 'sign-in provider: sign up')));

    expect(found, `undersized tap targets:\n${formatOffenders(found)}`).toEqual([]);
  }, 300_000);

  /** Logs the demo owner in on a phone; the drawer's signed-in menu is checked on the way. */
  async function signedIn(found: Offender[]): Promise<Page> {
    const { page } = await product.newPage(MOBILE);
    await logIn(page, DEMO_OWNER, true);
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Log Out' }).waitFor();
    found.push(...(await undersizedTargets(page, '/ menu drawer, signed in')));
    await page.keyboard.press('Escape');
    return page;
  }

  // Busy machines take their time over so many screens: a few minutes each, not a speed target.
  it('signed-in screens', async () => {
    const found: Offender[] = [];
    const page = await signedIn(found);
    await visit(page, '/order-status', found, (p) => p.getByRole('main').getByRole('article').first().waitFor());
    await visit(page, '/user-profile', found, (p) => p.getByRole('main').getByRole('button').first().waitFor());
    await visit(page, '/manage-restaurant', found, (p) => p.getByRole('tab').first().waitFor());
    await visit(page, '/business-insights', found, (p) => p.getByRole('tab').first().waitFor());
    await visit(page, '/performance', found, heading('Performance'));
    await page.getByRole('button', { name: 'Analyze' }).click();
    await page.getByRole('region', { name: /^Performance Score/ }).waitFor();
    found.push(...(await undersizedTargets(page, '/performance, analysed')));
    await visit(page, '/api-docs', found, heading('API Documentation'));
    await visit(page, '/api-status', found, (p) => p.getByRole('region', { name: 'Overall Status' }).waitFor());
    await visit(page, '/search/London', found, heading(/Restaurants found in London/));
    expect(found, `undersized tap targets:\n${formatOffenders(found)}`).toEqual([]);
  }, 300_000);

  it('a restaurant with a cart, the checkout dialog and the hosted checkout, signed in', async () => {
    const found: Offender[] = [];
    const page = await signedIn(found);
    await visit(page, `/detail/${bella._id}`, found, heading(bella.restaurantName));
    const [first] = bella.menuItems;
    await page.getByRole('region', { name: 'Menu' }).getByRole('button', { name: new RegExp(`^Add ${first?.name}`) }).click();
    found.push(...(await undersizedTargets(page, `/detail with a cart`)));
    await page.getByRole('button', { name: 'Go to checkout' }).click();
    const dialog = page.getByRole('dialog', { name: 'Confirm Deliery Details' });
    await dialog.getByRole('button', { name: 'Continue to payment' }).waitFor();
    found.push(...(await undersizedTargets(page, 'checkout dialog')));
    await dialog.getByRole('button', { name: 'Continue to payment' }).click();
    await page.waitForURL('**/checkout/pay/cs_*');
    await page.getByLabel('Card number').waitFor();
    found.push(...(await undersizedTargets(page, 'hosted checkout page')));
    expect(found, `undersized tap targets:\n${formatOffenders(found)}`).toEqual([]);
  }, 300_000);
});
