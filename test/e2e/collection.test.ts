// Collection (docs/product/decisions.md "Collection"), on a phone: a visitor picks Collection in
// the basket of a restaurant that offers both (no fee line, no postcode ask, where and when to
// collect), signs up, checks out with name and phone only, pays on the local checkout, and
// follows the order to "Ready for collection" and "Collected" as the owner moves it (through the API).
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { issueDevAccessToken } from '../../src/identity-dev/index.js';
import { formatPence } from '../../src/shared/money.js';
import { expectNoSeriousA11yViolations } from '../support/axe.js';
import { describeWithChromium } from '../support/chromium.js';
import { signUpAndOpenCheckout } from './support/checkout-dialog.js';
import { orderNumber } from './support/owner-orders.js';
import { demoRestaurant, MOBILE, screenshot, startProduct, waitForApp, type DemoRestaurant, type Product } from './support/product.js';
import { formatOffenders, undersizedTargets } from './support/tap-targets.js';

const CUSTOMER = { email: 'collecting.customer@example.com', password: 'a-good-long-password' };
// One poll (5 s), plus the change on its way.
const WITHIN_A_POLL = { timeout: 15_000, interval: 250 };

async function pay(page: Page): Promise<void> {
  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.getByLabel('Expiry date (MM / YY)').fill('12 / 34');
  await page.getByLabel('CVC').fill('123');
  await page.getByLabel('Name on card').fill('Ada Lovelace');
  await page.getByRole('button', { name: /^Pay/ }).click();
}

describeWithChromium('collection: choose it in the basket, check out without an address, follow it', () => {
  let product: Product;
  let spice: DemoRestaurant;

  beforeAll(async () => {
    product = await startProduct({ SEED_DEMO_DATA: 'true' });
    spice = await demoRestaurant(product, 'London', 'Spice Route Kitchen');
  }, 300_000);
  afterAll(async () => product?.stop());

  it('orders for collection on a phone and sees Ready for collection, then Collected', async () => {
    expect(spice.fulfilment).toEqual({ delivery: true, collection: true, collectionMinutes: 20 });
    // The demo gives it lunch and dinner hours: open around the clock here, so the case runs at any hour.
    const owner = product.server.client(await issueDevAccessToken({ config: product.server.config, db: product.server.db, email: 'owner2@tuckin.demo' }));
    expect((await owner.PUT('/api/my/restaurant/availability', { body: { timeZone: 'Europe/London', weeklyHours: null, closures: [] } })).response.status).toBe(200);
    const dish = [...spice.menuItems].filter((item) => item.optionGroups.length === 0 && !item.soldOut).sort((a, b) => a.price - b.price)[0]!;

    const { page } = await product.newPage(MOBILE);
    // The search card says it offers collection, beside its estimate; Bella Napoli only delivers.
    await page.goto('/search/london');
    await waitForApp(page);
    const spiceCard = page.getByRole('link', { name: new RegExp(spice.restaurantName) });
    await spiceCard.getByTestId('estimate').getByText('Collection available').waitFor();
    expect(await page.getByRole('link', { name: /Bella Napoli/ }).getByText('Collection available').count()).toBe(0);
    await spiceCard.scrollIntoViewIfNeeded();
    await screenshot(page, 'search-collection-390');
    await page.setViewportSize({ width: 1280, height: 800 });
    await spiceCard.scrollIntoViewIfNeeded();
    await screenshot(page, 'search-collection-1280');
    await page.setViewportSize(MOBILE);

    await page.goto(`/detail/${spice._id}`);
    await waitForApp(page);
    await page.getByTestId('delivers-to').getByText('Collection available').waitFor();
    await page.getByRole('region', { name: 'Menu' }).getByRole('button', { name: new RegExp(`^Add ${dish.name}`) }).click();
    const order = page.getByRole('region', { name: 'Your Order' });
    const choice = order.getByRole('group', { name: 'How to get your order' });
    await order.getByLabel('Your postcode').waitFor();
    expect(await choice.getByRole('radio', { name: 'Delivery' }).isChecked()).toBe(true);

    // The label is what a finger taps (the radio itself is drawn by it).
    await choice.getByText('Collection', { exact: true }).click();
    await order.getByText('Ready in about 20 min').waitFor();
    await order.getByText(`Collect from ${spice.restaurantName}, ${spice.addressLine1}, ${spice.postcode}, ${spice.city}`).waitFor();
    await expect.poll(() => order.getByTestId('order-total').textContent()).toBe(formatPence(dish.price));
    expect(await order.getByLabel('Your postcode').count()).toBe(0);
    expect(await order.locator('dt').allTextContents()).toEqual(['Total']);
    expect(await order.getByRole('button', { name: 'Log in to check out' }).isDisabled()).toBe(false);
    await expectNoSeriousA11yViolations(page, 'a basket for collection on a phone');
    expect(formatOffenders(await undersizedTargets(page, 'a basket for collection on a phone'))).toBe('');
    await order.scrollIntoViewIfNeeded();
    await screenshot(page, 'basket-collection-390');

    // Kept for the visit: the sign-up comes back to the page with Collection still chosen.
    const details = await signUpAndOpenCheckout(page, CUSTOMER, spice._id, 'Confirm your details');
    expect(await page.getByRole('region', { name: 'Your Order' }).getByRole('radio', { name: 'Collection' }).isChecked()).toBe(true);
    expect(await details.getByLabel('Address Line 1').count()).toBe(0);
    expect(await details.getByLabel('Postcode').count()).toBe(0);
    await details.getByLabel('Name', { exact: true }).fill('Ada Lovelace');
    await details.getByLabel('Phone number', { exact: true }).fill('+447911123456');
    await expectNoSeriousA11yViolations(page, 'collection details on a phone');
    await details.getByRole('button', { name: 'Continue to payment' }).click();
    await page.waitForURL('**/checkout/pay/cs_*');
    await pay(page);
    await page.waitForURL('**/order-status?paidOrder=*');
    const orderId = new URL(page.url()).searchParams.get('paidOrder') ?? '';
    const card = page.getByRole('article', { name: `Order #${orderNumber(orderId)}` });
    await expect.poll(() => card.getByRole('progressbar').getAttribute('aria-valuenow'), WITHIN_A_POLL).toBe('25');
    expect(await card.getByRole('region', { name: 'Collection details' }).textContent()).not.toContain('Delivering to');
    // Until accepted: its collection minutes (20), not its delivery estimate (40), on the restaurant card and in Expected By.
    expect(await card.getByRole('region', { name: 'Restaurant' }).textContent()).toContain('20 mins');
    await card.getByRole('region', { name: 'Restaurant' }).scrollIntoViewIfNeeded();
    await screenshot(page, 'order-collection-before-acceptance-390');

    // The owner accepts (the collection minutes), then marks it ready and collected.
    const path = { params: { path: { orderId } } };
    const accepted = await owner.POST('/api/my/restaurant/order/{orderId}/accept', { ...path, body: {} });
    expect(accepted.data).toMatchObject({ fulfilment: 'collection', deliveryPrice: 0 });
    expect(Date.parse(accepted.data!.expectedBy!) - Date.parse(accepted.data!.acceptedAt!)).toBe(20 * 60_000);
    expect((await owner.PATCH('/api/my/restaurant/order/{orderId}/status', { ...path, body: { status: 'outForDelivery' } })).response.status).toBe(200);
    await card.getByText('Ready for collection').first().waitFor(WITHIN_A_POLL);
    await expect.poll(() => card.getByRole('progressbar').getAttribute('aria-valuetext')).toBe('Ready for collection, 75%');
    await expectNoSeriousA11yViolations(page, 'an order ready for collection on a phone');
    await screenshot(page, 'order-ready-for-collection-390');

    expect((await owner.PATCH('/api/my/restaurant/order/{orderId}/status', { ...path, body: { status: 'delivered' } })).response.status).toBe(200);
    await card.getByText('Collected', { exact: true }).first().waitFor(WITHIN_A_POLL);
    expect(await card.getByText('Out for Delivery').count()).toBe(0);
  });
});
