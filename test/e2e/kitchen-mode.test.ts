// docs/product/screens.md "Kitchen mode" in the browser, on a phone (390x844): an evening at the desk. Accept from the
// new-order banner, out for delivery, delivered; cancel an accepted order with a refund; the restaurant's state
// and 'Resume orders' after a missed order (a product whose accept timeout is a few seconds). axe on each screen,
// every target at least 44 px; screenshots at phone, tablet and desktop sizes, and of a refunded ticket and receipt.
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { issueDevAccessToken } from '../../src/identity-dev/index.js';
import { DEMO_PASSWORD } from '../../src/seed/demo-accounts.js';
import { expectNoSeriousA11yViolations } from '../support/axe.js';
import { describeWithChromium } from '../support/chromium.js';
import { eventually, paidInTime, submitCard } from '../support/payment-servers.js';
import { placeDemoOrder } from './support/demo-order.js';
import { DEMO_OWNER, logIn, orderNumber, toastShown } from './support/owner-orders.js';
import { pounds } from './support/pounds.js';
import { demoRestaurant, DESKTOP, MOBILE, screenshot, startProduct, type DemoRestaurant, type Product } from './support/product.js';
import { formatOffenders, undersizedTargets } from './support/tap-targets.js';

const CUSTOMER = { email: 'customer@tuckin.demo', password: DEMO_PASSWORD };
const TABLET = { width: 820, height: 1180 };
const TICKET_WIDTH = 302;
// One poll of a list (5 s) with room to spare; the stream is usually much quicker.
const WITHIN_A_POLL = { timeout: 15_000, interval: 250 };
const COUNT_PRINTS = 'window.__prints = 0; window.print = () => { window.__prints += 1; };';

const banner = (page: Page) => page.getByRole('region', { name: 'Orders waiting to be accepted' });
const kitchenCard = (page: Page, orderId: string) => page.getByRole('article', { name: `Order #${orderNumber(orderId)}` });
const stateLine = (page: Page) => page.getByRole('group', { name: 'Taking orders now' });

async function settled(page: Page): Promise<void> {
  await page.evaluate(`Promise.all(document.getAnimations()
    .filter((a) => a.effect && a.effect.getComputedTiming().endTime !== Infinity)
    .map((a) => a.finished.catch(() => undefined)))`);
}

/**
 * A screenshot, axe's serious issues, every target of the page at least 24 px and every target of the owner area
 * (the page's main part: the state line, banner, tabs and board) at least 44 px; nothing scrolls sideways.
 */
async function capture(page: Page, name: string): Promise<void> {
  await settled(page);
  await screenshot(page, `kitchen-mode-${name}`);
  await expectNoSeriousA11yViolations(page, name);
  expect(formatOffenders(await undersizedTargets(page, name))).toBe('');
  expect(formatOffenders(await undersizedTargets(page, name, { minSize: 44, within: 'main' }))).toBe('');
  const width = page.viewportSize()!.width;
  expect(await page.evaluate<number>('document.documentElement.scrollWidth')).toBeLessThanOrEqual(width);
}

/** Whether the element is on screen as the page first shows, with no scrolling. */
async function inFirstScreen(page: Page, target: Locator): Promise<boolean> {
  const box = await target.boundingBox();
  const scrolled = await page.evaluate<number>('window.scrollY');
  return !!box && scrolled === 0 && box.y >= 0 && box.y + box.height <= page.viewportSize()!.height;
}

async function paidOrder(product: Product, bella: DemoRestaurant): Promise<{ orderId: string; charged: number }> {
  const { orderId, url } = await placeDemoOrder(product, CUSTOMER.email, bella);
  await submitCard(product.server.url + new URL(url).pathname);
  await paidInTime(product.server.db, orderId);
  const row: { total_amount: number; delivery_price: number } = await product.server.db('orders').where({ id: orderId }).first('total_amount', 'delivery_price');
  return { orderId, charged: Number(row.total_amount) + Number(row.delivery_price) };
}

const apiAs = async (product: Product, email: string) => product.server.client(await issueDevAccessToken({ config: product.server.config, db: product.server.db, email }));

/** The Orders tab in kitchen mode (switched on once; the device remembers). */
async function openKitchen(page: Page): Promise<void> {
  await page.goto('/manage-restaurant');
  const toggle = page.getByRole('button', { name: 'Kitchen mode' });
  await toggle.waitFor();
  if ((await toggle.getAttribute('aria-pressed')) !== 'true') await toggle.click();
  await page.getByRole('tablist', { name: 'Kitchen columns' }).or(page.getByRole('heading', { name: /^Preparing · \d+$/ })).first().waitFor();
}

const columnTab = (page: Page, name: string) => page.getByRole('tab', { name: new RegExp(`^${name} \\(\\d+\\)$`) });

describeWithChromium('kitchen mode: an evening on a phone', () => {
  let product: Product;
  let bella: DemoRestaurant;
  let page: Page;

  beforeAll(async () => {
    product = await startProduct({ SEED_DEMO_DATA: 'true' });
    bella = await demoRestaurant(product, 'London', 'Bella Napoli');
    ({ page } = await product.newPage(MOBILE));
    await page.addInitScript(COUNT_PRINTS);
    await logIn(page, DEMO_OWNER, true);
  });
  afterAll(async () => product?.stop());

  it('is switched on from the Orders tab and stays on for the device', async () => {
    await page.goto('/manage-restaurant');
    const toggle = page.getByRole('button', { name: 'Kitchen mode' });
    expect(await toggle.getAttribute('aria-pressed')).toBe('false');
    await toggle.click();
    await columnTab(page, 'New').waitFor();
    expect(await page.evaluate<string | null>("localStorage.getItem('owner.kitchenMode')")).toBe('on');
    await page.reload();
    await columnTab(page, 'Preparing').waitFor();
    expect(await page.getByRole('button', { name: 'Kitchen mode' }).getAttribute('aria-pressed')).toBe('true');
    // The restaurant's state above the tabs.
    expect(await stateLine(page).textContent()).toContain('Open · taking orders');
  });

  it('accepts from the banner, sends the order out and marks it delivered', async () => {
    const { orderId } = await paidOrder(product, bella);
    await openKitchen(page);
    const line = banner(page).getByRole('listitem').filter({ hasText: `Order #${orderNumber(orderId)}` });
    await line.waitFor({ timeout: WITHIN_A_POLL.timeout });
    const accept = line.getByRole('button', { name: `Accept Order #${orderNumber(orderId)}` });
    // The first Accept is on the first screen of a phone, without scrolling.
    expect(await inFirstScreen(page, banner(page).getByRole('button', { name: /^Accept Order #/ }).first())).toBe(true);
    expect(await line.getByRole('button', { name: `Decline Order #${orderNumber(orderId)}` }).count()).toBe(1);
    await capture(page, 'new-order-mobile');

    await accept.click();
    const dialog = page.getByRole('dialog', { name: 'Accept order' });
    expect(await dialog.getByRole('spinbutton', { name: 'Minutes until delivery' }).inputValue()).toBe(String(bella.estimatedDeliveryTime));
    await dialog.getByRole('button', { name: 'Accept order' }).click();
    await toastShown(page, 'Order is being prepared');
    await line.waitFor({ state: 'detached', timeout: WITHIN_A_POLL.timeout });

    await columnTab(page, 'Preparing').click();
    const card = kitchenCard(page, orderId);
    await card.waitFor();
    expect(await card.textContent()).toMatch(/Expected by \d\d:\d\d/);
    await card.scrollIntoViewIfNeeded();
    await capture(page, 'preparing-mobile');
    await card.getByRole('button', { name: 'Out for delivery' }).click();
    await toastShown(page, 'Order is out for delivery');

    await columnTab(page, 'Ready').click();
    await card.waitFor();
    expect(await card.textContent()).toContain('Out for delivery');
    await card.getByRole('button', { name: 'Delivered' }).click();
    await toastShown(page, 'Order delivered successfully');
    await card.waitFor({ state: 'detached', timeout: WITHIN_A_POLL.timeout });
    expect((await product.server.db('orders').where({ id: orderId }).first('status')).status).toBe('delivered');
  });

  it('accepts at a quick prep time on the card, marks a refund, and cancels the accepted order with a reason and the rest refunded', async () => {
    const { orderId, charged } = await paidOrder(product, bella);
    await openKitchen(page);
    await columnTab(page, 'New').click();
    const card = kitchenCard(page, orderId);
    await card.waitFor({ timeout: WITHIN_A_POLL.timeout });
    await card.getByRole('button', { name: `Accept ${bella.estimatedDeliveryTime} min` }).click();
    await toastShown(page, 'Order is being prepared');
    const row: { accepted_at: string; expected_by: string } = await product.server.db('orders').where({ id: orderId }).first('accepted_at', 'expected_by');
    expect(Date.parse(row.expected_by) - Date.parse(row.accepted_at)).toBe(bella.estimatedDeliveryTime * 60_000);

    // A dish refunded meanwhile (from another device): the card marks it and leaves it out of what to cook.
    const customer = await apiAs(product, CUSTOMER.email);
    const mine = (await customer.GET('/api/order')).data!.find((o) => o._id === orderId)!;
    const dish = mine.cartItems.find((item) => item.quantity === 1) ?? mine.cartItems[0]!;
    const owner = await apiAs(product, DEMO_OWNER.email);
    const refund = await owner.POST('/api/my/restaurant/order/{orderId}/refunds', { params: { path: { orderId } }, body: { items: [{ menuItemId: dish.menuItemId, quantity: 1 }], reason: 'Sold out tonight' } });
    expect(refund.response.status).toBe(201);
    await columnTab(page, 'Preparing').click();
    await expect.poll(() => card.textContent(), WITHIN_A_POLL).toMatch(new RegExp(`Refund(ed| of) ${pounds(dish.price).replace('.', '\\.')}`));
    expect(await card.textContent()).toContain(`Refunded: 1 × ${dish.name}`);
    await card.scrollIntoViewIfNeeded();
    await capture(page, 'refunded-card-mobile');

    // The refunded ticket: the dish is printed apart, not among what to cook.
    await card.getByRole('button', { name: 'View Details' }).click();
    const details = page.getByRole('dialog', { name: `Order #${orderNumber(orderId)}` });
    expect(await details.textContent()).toContain('Sold out tonight');
    await details.getByRole('button', { name: `Print ticket for order #${orderNumber(orderId)}` }).click();
    await expect.poll(() => page.evaluate<number>('window.__prints')).toBeGreaterThanOrEqual(1);
    await page.setViewportSize({ width: TICKET_WIDTH, height: 900 });
    await page.emulateMedia({ media: 'print' });
    const ticket = page.getByRole('article', { name: `Kitchen ticket for order #${orderNumber(orderId)}` });
    expect(await ticket.isVisible()).toBe(true);
    const ticketText = (await ticket.textContent()) ?? '';
    expect(ticketText).toContain(`Refunded: 1 × ${dish.name}`);
    if (dish.quantity === 1) expect(ticketText.replace(`Refunded: 1 × ${dish.name}`, '')).not.toContain(`× ${dish.name}`);
    await screenshot(page, 'kitchen-mode-refunded-ticket-80mm');
    await page.emulateMedia({ media: 'screen' });
    await page.setViewportSize(MOBILE);
    // Its close button: after printing, the keyboard's focus may have left the panel.
    await details.getByRole('button', { name: 'Close' }).click();
    await details.waitFor({ state: 'detached' });

    // Cancel the accepted order: the Decline dialog's shape, a reason, what is left refunded.
    await card.getByRole('button', { name: 'Cancel order' }).click();
    const dialog = page.getByRole('dialog', { name: 'Cancel order' });
    const left = charged - dish.price;
    expect(await dialog.textContent()).toContain(`refunded ${pounds(left)}, what is left of the ${pounds(charged)} they paid`);
    await dialog.getByRole('button', { name: 'Cancel order' }).click();
    await dialog.getByText('Choose a reason').waitFor();
    await dialog.getByRole('radio', { name: 'Item unavailable' }).check();
    await dialog.getByLabel('Message to the customer (optional)').fill('Sorry, the oven broke.');
    await capture(page, 'cancel-dialog-mobile');
    await dialog.getByRole('button', { name: 'Cancel order' }).click();
    await toastShown(page, 'Order cancelled');
    await card.waitFor({ state: 'detached', timeout: WITHIN_A_POLL.timeout });
    const cancelled = (await customer.GET('/api/order')).data!.find((o) => o._id === orderId)!;
    expect(cancelled).toMatchObject({ status: 'cancelled', cancellation: { by: 'restaurant', reason: 'itemUnavailable', note: 'Sorry, the oven broke.' } });
    expect(cancelled.refunds.reduce((sum, r) => sum + r.amount, 0)).toBe(charged);

    // The customer's receipt: the refund lines and the total after them.
    const { page: receiptPage } = await product.newPage();
    await receiptPage.addInitScript(COUNT_PRINTS);
    await logIn(receiptPage, CUSTOMER);
    await receiptPage.goto('/order-status');
    const order = receiptPage.getByRole('article', { name: `Order #${orderNumber(orderId)}`, exact: true });
    await order.getByRole('button', { name: `Print receipt for Order #${orderNumber(orderId)}` }).click();
    await receiptPage.emulateMedia({ media: 'print' });
    const receipt = receiptPage.getByRole('article', { name: `Receipt for order #${orderNumber(orderId)}` });
    await receipt.waitFor();
    const receiptText = (await receipt.textContent()) ?? '';
    expect(receiptText).toMatch(new RegExp(`Refund(ed| requested): 1 × ${dish.name}`));
    expect(receiptText).toContain('Total after refunds£0.00');
    await screenshot(receiptPage, 'kitchen-mode-refunded-receipt-print');
    await receiptPage.close();
  });

  it('fits a tablet and a desktop: three columns, the first Accept on the first screen', async () => {
    const waiting = await paidOrder(product, bella);
    for (const [size, name] of [
      [TABLET, 'tablet'],
      [DESKTOP, 'desktop'],
    ] as const) {
      const { page: big } = await product.newPage(size);
      await logIn(big, DEMO_OWNER);
      await openKitchen(big);
      for (const column of ['New', 'Preparing', 'Ready']) await big.getByRole('heading', { name: new RegExp(`^${column} · \\d+$`) }).waitFor();
      await kitchenCard(big, waiting.orderId).waitFor({ timeout: WITHIN_A_POLL.timeout });
      await banner(big).getByRole('button', { name: `Accept Order #${orderNumber(waiting.orderId)}` }).waitFor();
      expect(await inFirstScreen(big, big.getByRole('button', { name: /^Accept (Order #|\d+ min)/ }).first())).toBe(true);
      await capture(big, name);
      await big.close();
    }
  });
});

describeWithChromium('kitchen mode: after a missed order the restaurant is paused until resumed, and says so at once', () => {
  let product: Product;
  let bella: DemoRestaurant;

  beforeAll(async () => {
    // A few seconds to accept: an order nobody accepts is missed within the test (docs/product/constants.md).
    product = await startProduct({ SEED_DEMO_DATA: 'true', ORDER_ACCEPT_TIMEOUT_S: '3' });
    bella = await demoRestaurant(product, 'London', 'Bella Napoli');
  });
  afterAll(async () => product?.stop());

  it("shows 'paused until you resume' on the Orders tab after a miss, and 'Resume orders' opens it again", async () => {
    const owner = await apiAs(product, DEMO_OWNER.email);
    // Demo orders missed at start-up may have paused it already.
    await owner.DELETE('/api/my/restaurant/pause');
    const { page } = await product.newPage(MOBILE);
    await logIn(page, DEMO_OWNER, true);
    await openKitchen(page);
    await expect.poll(() => stateLine(page).textContent(), WITHIN_A_POLL).toContain('Open · taking orders');

    // Paid, then missed within seconds: not waited for as paid, as it may be cancelled by then.
    const { orderId, url } = await placeDemoOrder(product, CUSTOMER.email, bella);
    await submitCard(product.server.url + new URL(url).pathname);
    await eventually(async () => (await product.server.db('orders').where({ id: orderId }).first('status')).status === 'cancelled', 'the order to be missed');
    await expect.poll(() => stateLine(page).textContent(), WITHIN_A_POLL).toContain('Not taking orders · paused until you resume');
    const resume = stateLine(page).getByRole('button', { name: 'Resume orders' });
    expect(await inFirstScreen(page, resume)).toBe(true);
    await capture(page, 'paused-after-missed-mobile');

    await resume.click();
    await expect.poll(() => stateLine(page).textContent(), WITHIN_A_POLL).toContain('Open · taking orders');
    expect((await owner.GET('/api/my/restaurant/availability')).data!.openState).toEqual({ state: 'open' });
  });
});
