// "Order again" (docs/product/decisions.md "After the order"): a delivered order fills the basket
// with the dishes that can be ordered today, at today's prices, and the page says what was left out.
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { issueDevAccessToken } from '../../src/identity-dev/index.js';
import { DEMO_PASSWORD } from '../../src/seed/demo-accounts.js';
import { expectNoSeriousA11yViolations } from '../support/axe.js';
import { describeWithChromium } from '../support/chromium.js';
import { DELIVERY, placeOrder } from '../support/customers.js';
import { paidInTime, submitCard } from '../support/payment-servers.js';
import { resaveRestaurant } from '../support/restaurant-form.js';
import { DEMO_OWNER, logIn, orderNumber } from './support/owner-orders.js';
import { demoRestaurant, MOBILE, screenshot, type DemoRestaurant, type Product, startProduct } from './support/product.js';
import { formatOffenders, undersizedTargets } from './support/tap-targets.js';
import { pounds } from './support/pounds.js';

const CUSTOMER = { email: 'customer@tuckin.demo', password: DEMO_PASSWORD };

describeWithChromium('order again: a delivered order fills the basket with what can be ordered today', () => {
  let product: Product;
  let bella: DemoRestaurant;
  let orderId: string;
  /** The three dishes ordered: the first costs 1.00 more today, the second is sold out. */
  let dishes: DemoRestaurant['menuItems'];

  const tokenOf = (email: string) => issueDevAccessToken({ config: product.server.config, db: product.server.db, email });
  const price = (dish: DemoRestaurant['menuItems'][number]) =>
    dish.price + dish.optionGroups.reduce((sum, group) => sum + group.options.slice(0, group.min).reduce((s, option) => s + option.price, 0), 0);

  /** The order page, then 'Order again' on this order: the restaurant's page with the basket filled. */
  async function orderAgain(page: Page): Promise<void> {
    await page.goto('/order-status');
    const order = page.getByRole('article', { name: `Order #${orderNumber(orderId)}` });
    await order.getByRole('link', { name: 'Order again' }).click();
    await page.waitForURL((url) => url.pathname === `/detail/${bella._id}` && !url.searchParams.has('orderAgain'));
  }

  async function check(page: Page, name: string, phone = false): Promise<void> {
    await screenshot(page, `order-again-${name}-${phone ? 'mobile' : 'desktop'}`);
    await expectNoSeriousA11yViolations(page, `order again, ${name}${phone ? ' on a phone' : ''}`);
    expect(formatOffenders(await undersizedTargets(page, name))).toBe('');
    if (phone) await expect.poll(() => page.evaluate<number>('document.documentElement.scrollWidth')).toBeLessThanOrEqual(MOBILE.width);
  }

  beforeAll(async () => {
    product = await startProduct({ SEED_DEMO_DATA: 'true' });
    bella = await demoRestaurant(product, 'London', 'Bella Napoli');
    dishes = bella.menuItems.slice(0, 3);
    // Two of the first dish, one each of the next two, paid through the local hosted checkout's card form.
    const token = await tokenOf(CUSTOMER.email);
    const customer = { token, api: product.server.client(token), email: CUSTOMER.email, delivery: { ...DELIVERY, email: CUSTOMER.email } };
    const placed = await placeOrder(product.server, customer, bella._id, [2, 1, 1]);
    orderId = placed.orderId;
    await submitCard(product.server.url + new URL(placed.url).pathname);
    await paidInTime(product.server.db, orderId);
    // The owner delivers it through their API, then raises a price and marks a dish sold out.
    const owner = product.server.client(await tokenOf(DEMO_OWNER.email));
    const path = { params: { path: { orderId } } };
    expect((await owner.POST('/api/my/restaurant/order/{orderId}/accept', { ...path, body: { estimatedMinutes: 30 } })).response.status).toBe(200);
    for (const status of ['outForDelivery', 'delivered'] as const) {
      expect((await owner.PATCH('/api/my/restaurant/order/{orderId}/status', { ...path, body: { status } })).response.status).toBe(200);
    }
    expect((await resaveRestaurant(product.server, await tokenOf(DEMO_OWNER.email), { prices: { [dishes[0]!._id]: dishes[0]!.price + 100 } })).status).toBe(200);
    const soldOut = await owner.PUT('/api/my/restaurant/menu-items/{menuItemId}/sold-out', { params: { path: { menuItemId: dishes[1]!._id } }, body: { soldOut: true } });
    expect(soldOut.response.status).toBe(200);
  });
  afterAll(async () => product?.stop());

  it("fills the basket with the others at today's prices and names the sold-out dish", async () => {
    const { page } = await product.newPage();
    await logIn(page, CUSTOMER);
    await page.goto('/order-status');
    const order = page.getByRole('article', { name: `Order #${orderNumber(orderId)}` });
    await order.getByText('Delivered', { exact: true }).first().waitFor();
    const link = order.getByRole('link', { name: 'Order again' });
    await link.scrollIntoViewIfNeeded();
    await check(page, 'order-page');

    await orderAgain(page);
    const notice = page.getByRole('region', { name: new RegExp(`^Order #${orderNumber(orderId)} is in your basket again, without 1 dish$`) });
    await notice.waitFor();
    expect(await notice.getByRole('listitem').allTextContents()).toEqual([`${dishes[1]!.name} (sold out)`]);
    expect(await notice.textContent()).toContain(`Your basket holds 2 dishes from order #${orderNumber(orderId)}, at today's prices.`);
    // Focus is on the notice's heading, so a screen reader says it first.
    expect(await page.evaluate<string | null>('document.activeElement?.tagName ?? null')).toBe('H2');

    const basket = page.getByRole('list', { name: 'Items in your order' }).getByTestId('cart-line');
    await expect.poll(() => basket.count()).toBe(2);
    const lines = await basket.allTextContents();
    expect(lines[0]).toContain(dishes[0]!.name);
    expect(lines[0]).toContain(pounds(2 * (price(dishes[0]!) + 100)));
    expect(lines[1]).toContain(dishes[2]!.name);
    expect(lines[1]).toContain(pounds(price(dishes[2]!)));
    await check(page, 'basket-filled');
    await page.getByRole('region', { name: 'Your Order' }).scrollIntoViewIfNeeded();
    await screenshot(page, 'order-again-basket-desktop');

    // Dismissed, focus goes back to the start of the page; the basket stays.
    await notice.getByRole('button', { name: 'Dismiss order again message' }).click();
    await notice.waitFor({ state: 'detached' });
    expect(await page.evaluate<string | null>('document.activeElement?.id ?? null')).toBe('main-content');
    expect(await basket.count()).toBe(2);
  });

  it('fits a phone', async () => {
    const { page } = await product.newPage(MOBILE);
    await logIn(page, CUSTOMER, true);
    await page.goto('/order-status');
    await page.getByRole('article', { name: `Order #${orderNumber(orderId)}` }).getByRole('link', { name: 'Order again' }).scrollIntoViewIfNeeded();
    await check(page, 'order-page', true);
    await orderAgain(page);
    await page.getByRole('region', { name: /is in your basket again/ }).waitFor();
    await check(page, 'basket-filled', true);
  });
});
