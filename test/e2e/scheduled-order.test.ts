// An order for later on a phone (docs/product/decisions.md "Orders for later"): the basket's
// "Schedule for later" with day and time, payment, the slot on the order page, and the order
// under "Scheduled" on the desk, each screen checked with axe.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { issueDevAccessToken } from '../../src/identity-dev/index.js';
import { toDb } from '../../src/shared/db/timestamps.js';
import { describeWithChromium } from '../support/chromium.js';
import { expectNoSeriousA11yViolations } from '../support/axe.js';
import { DEMO_OWNER, logIn } from './support/owner-orders.js';
import { demoRestaurant, MOBILE, screenshot, startProduct, type DemoRestaurant, type Product } from './support/product.js';

const CUSTOMER = { email: 'customer@tuckin.demo', password: DEMO_OWNER.password };

describeWithChromium('an order for later on a phone', () => {
  let product: Product;
  let bella: DemoRestaurant;

  beforeAll(async () => {
    product = await startProduct({ SEED_DEMO_DATA: 'true' });
    bella = await demoRestaurant(product, 'London', 'Bella Napoli');
    // Around the clock: the case runs at any hour of the day.
    const token = await issueDevAccessToken({ config: product.server.config, db: product.server.db, email: DEMO_OWNER.email });
    const saved = await product.server.client(token).PUT('/api/my/restaurant/availability', { body: { timeZone: 'Europe/London', weeklyHours: null, closures: [] } });
    expect(saved.response.status).toBe(200);
  });
  afterAll(async () => product?.stop());

  it('picks a slot, pays, shows the slot on the order page and the order under Scheduled on the desk', async () => {
    const { page, context } = await product.newPage(MOBILE);
    await logIn(page, CUSTOMER, true);
    // A dish sold out for the next 20 minutes (as 'until the next opening' marks it): not for now, but for a later slot.
    const later = bella.menuItems[1]!;
    await product.server.db('menu_items').where({ id: later._id }).update({ sold_out: true, sold_out_until: toDb(new Date(Date.now() + 20 * 60_000)) });
    await page.goto(`/detail/${bella._id}`);
    const addLater = page.getByRole('button', { name: new RegExp(`^Add ${later.name},`) });
    await page.getByRole('button', { name: /^Add / }).first().click();
    expect(await addLater.count()).toBe(0);
    // The label is what a finger taps (the radio itself is drawn by it).
    const when = page.getByRole('group', { name: 'When to get your order' });
    await when.getByText('Schedule for later', { exact: true }).click();
    expect(await when.getByRole('radio', { name: 'Schedule for later' }).isChecked()).toBe(true);
    const time = page.getByLabel('Time');
    await time.selectOption({ index: 3 });
    const slot = await time.inputValue();
    await addLater.click();
    await expect.poll(() => page.getByText(/^Delivered /).count()).toBe(1);
    await expectNoSeriousA11yViolations(page, 'basket with a slot');
    await when.scrollIntoViewIfNeeded();
    await screenshot(page, 'scheduled-order-basket-phone');

    await page.getByRole('button', { name: 'Go to checkout' }).click();
    await page.getByRole('dialog', { name: 'Confirm Deliery Details' }).getByRole('button', { name: 'Continue to payment' }).click();
    await page.getByLabel('Card number').fill('4242 4242 4242 4242');
    await page.getByLabel('Expiry date (MM / YY)').fill('12 / 49');
    await page.getByLabel('CVC').fill('123');
    await page.getByLabel('Name on card').fill('Ada Lovelace');
    await page.getByRole('button', { name: /^Pay/ }).click();
    await page.waitForURL('**/order-status**');
    const shown = page.locator(`time[datetime="${slot}"]`).first();
    await shown.waitFor();
    await expectNoSeriousA11yViolations(page, 'order page with its slot');
    await context.close();

    const owner = await product.newPage(MOBILE);
    await logIn(owner.page, DEMO_OWNER, true);
    await owner.page.goto('/manage-restaurant/order');
    const scheduled = owner.page.getByRole('region', { name: /Scheduled/ });
    await scheduled.locator(`time[datetime="${slot}"]`).first().waitFor();
    // Not due yet: when it is due and for which slot, no countdown.
    await scheduled.getByText(/^Due .* · for the \d\d:\d\d slot$/).waitFor();
    expect(await scheduled.getByText('Accept within').count()).toBe(0);
    await expectNoSeriousA11yViolations(owner.page, 'desk with a scheduled order');
    await scheduled.scrollIntoViewIfNeeded();
    await screenshot(owner.page, 'scheduled-order-desk-phone');
    await owner.page.setViewportSize({ width: 1280, height: 800 });
    await scheduled.scrollIntoViewIfNeeded();
    await screenshot(owner.page, 'scheduled-order-desk-desktop');
    await owner.context.close();
  });

  it('asks to check out again for another time when an unpaid order for later has lost its hold', async () => {
    const token = await issueDevAccessToken({ config: product.server.config, db: product.server.db, email: CUSTOMER.email });
    const api = product.server.client(token);
    const { data: offered } = await api.GET('/api/restaurant/{restaurantId}/slots', { params: { path: { restaurantId: bella._id }, query: { fulfilment: 'delivery' } } });
    const slot = offered!.slots.at(-1)!.startsAt;
    const deliveryDetails = { name: 'Ada Lovelace', email: CUSTOMER.email, addressLine1: '1 Albert Square', city: 'London', country: 'United Kingdom', postcode: 'SW1A 1AA', phone: '07911 123456' };
    const placed = await api.POST('/api/order/checkout/create-checkout-session', { body: { restaurantId: bella._id, cartItems: [{ menuItemId: bella.menuItems[0]!._id, quantity: '1' }], deliveryDetails, slot } });
    expect(placed.response.status, JSON.stringify(placed.error)).toBe(200);
    // Its hold (35 minutes from checkout) ran out.
    const [order] = (await api.GET('/api/order')).data!;
    await product.server.db('orders').where({ id: order!._id }).update({ created_at: new Date(Date.now() - 40 * 60_000).toISOString() });

    const { page, context } = await product.newPage(MOBILE);
    await logIn(page, CUSTOMER, true);
    await page.goto('/order-status');
    // The only unpaid order: the earlier case's is paid.
    await page.getByRole('main').getByRole('button', { name: 'Complete Payment' }).click();
    await page.locator('[data-sonner-toast]', { hasText: 'The time held for this order has run out: check out again to choose a slot' }).waitFor();
    expect(page.url()).toContain('/order-status');
    await screenshot(page, 'scheduled-order-hold-ended-phone');
    await context.close();
  });
});
