// docs/product/decisions.md "Running a service" in the browser: the owner's desk (accept with minutes, decline with a reason,
// delay, refund) and the customer's order page (the new Expected By, Cancel with a confirmation, the
// cancellation and its refund), with screenshots at desktop and phone sizes and axe on each.
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { issueDevAccessToken } from '../../src/identity-dev/index.js';
import { DEMO_PASSWORD } from '../../src/seed/demo-accounts.js';
import { expectNoSeriousA11yViolations } from '../support/axe.js';
import { describeWithChromium } from '../support/chromium.js';
import { paidInTime, submitCard } from '../support/payment-servers.js';
import { placeDemoOrder } from './support/demo-order.js';
import { formatOffenders, undersizedTargets } from './support/tap-targets.js';
import { DEMO_OWNER, logIn, orderNumber, toastShown } from './support/owner-orders.js';
import { demoRestaurant, MOBILE, screenshot, type DemoRestaurant, type Product, startProduct } from './support/product.js';
import { pounds } from './support/pounds.js';

const CUSTOMER = { email: 'customer@tuckin.demo', password: DEMO_PASSWORD };
// One poll of the customer's list (5 s), with room to spare.
const WITHIN_A_POLL = { timeout: 15_000, interval: 250 };
/**
 * A refund as the customer and the desk read it: requested, or already refunded (the local
 * checkout's signed refund event often settles it before the page is read).
 */
const refundOf = (amount: string) => new RegExp(`Refund of ${amount.replace('.', '\\.')} requested|Refunded ${amount.replace('.', '\\.')}`);


const TIME = new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit', hour12: false });

/** The owner's card of one order (the demo data holds many orders by the same names). */
const deskCard = (page: Page, orderId: string) => page.getByRole('article').filter({ hasText: `Order #${orderNumber(orderId)}` });
const customerOrder = (page: Page, orderId: string) => page.getByRole('article', { name: `Order #${orderNumber(orderId)}` });
const expectedByOf = (order: Locator) => order.getByRole('region', { name: /^Status of/ }).locator('dd time').nth(1);

/** Waits for the finite CSS transitions (a dialog's fade) before a screenshot or axe. */
async function settled(page: Page): Promise<void> {
  await page.evaluate(`Promise.all(document.getAnimations()
    .filter((a) => a.effect && a.effect.getComputedTiming().endTime !== Infinity)
    .map((a) => a.finished.catch(() => undefined)))`);
}

/** A screenshot, then axe (serious issues and tap targets under 24 px); on a phone nothing may scroll sideways. */
async function capture(page: Page, name: string, phone = false): Promise<void> {
  await settled(page);
  await screenshot(page, `order-lifecycle-${name}-${phone ? 'mobile' : 'desktop'}`);
  await expectNoSeriousA11yViolations(page, `${name}${phone ? ' on a phone' : ''}`);
  expect(formatOffenders(await undersizedTargets(page, name))).toBe('');
  if (phone) await expect.poll(() => page.evaluate<number>('document.documentElement.scrollWidth')).toBeLessThanOrEqual(MOBILE.width);
}

const activeText = (page: Page) => page.evaluate<string | null>('document.activeElement?.textContent ?? null');
const activeLabel = (page: Page) => page.evaluate<string | null>("document.activeElement?.getAttribute('aria-label') ?? null");

describeWithChromium('running a service: the desk accepts, delays, declines and refunds; the customer follows and cancels', () => {
  let product: Product;
  let bella: DemoRestaurant;
  let ownerPage: Page;
  let customerPage: Page;

  /** The demo customer's order at Bella Napoli, paid through the local hosted checkout's card form. */
  async function paidOrder(): Promise<{ orderId: string; charged: number }> {
    const { orderId, url } = await placeDemoOrder(product, CUSTOMER.email, bella);
    await submitCard(product.server.url + new URL(url).pathname);
    await paidInTime(product.server.db, orderId);
    const row: { total_amount: number; delivery_price: number } = await product.server.db('orders').where({ id: orderId }).first('total_amount', 'delivery_price');
    return { orderId, charged: Number(row.total_amount) + Number(row.delivery_price) };
  }

  const ownerApi = async () => product.server.client(await issueDevAccessToken({ config: product.server.config, db: product.server.db, email: DEMO_OWNER.email }));

  async function openDesk(): Promise<void> {
    await ownerPage.goto('/manage-restaurant');
    await ownerPage.getByRole('article').first().waitFor();
  }

  async function openMyOrders(): Promise<void> {
    await customerPage.goto('/order-status');
    await customerPage.getByRole('heading', { name: 'Order Status', level: 1 }).waitFor();
  }

  beforeAll(async () => {
    product = await startProduct({ SEED_DEMO_DATA: 'true' });
    bella = await demoRestaurant(product, 'London', 'Bella Napoli');
    ownerPage = (await product.newPage()).page;
    await logIn(ownerPage, DEMO_OWNER);
    customerPage = (await product.newPage()).page;
    await logIn(customerPage, CUSTOMER);
  });
  afterAll(async () => product?.stop());

  it('accepts with 25 minutes: the customer sees the new Expected By, and a delay moves it', async () => {
    const { orderId } = await paidOrder();
    await openDesk();
    const card = deskCard(ownerPage, orderId);
    await card.waitFor({ timeout: WITHIN_A_POLL.timeout });
    expect(await card.textContent()).toContain('Awaiting Restaurant Confirmation');
    await expect.poll(() => card.textContent()).toMatch(/Accept within \d{1,2}:\d\d/);
    await card.scrollIntoViewIfNeeded();
    await capture(ownerPage, 'desk-paid');

    await card.getByRole('button', { name: 'Accept', exact: true }).click();
    const dialog = ownerPage.getByRole('dialog', { name: 'Accept order' });
    const minutes = dialog.getByRole('spinbutton', { name: 'Minutes until delivery' });
    // The restaurant's own estimate unless changed.
    expect(await minutes.inputValue()).toBe(String(bella.estimatedDeliveryTime));
    await capture(ownerPage, 'desk-accept-dialog');
    await minutes.fill('25');
    await dialog.getByRole('button', { name: 'Accept order' }).click();
    await toastShown(ownerPage, 'Order is being prepared');
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => card.textContent()).toContain('In Progress');

    const row: { accepted_at: string; expected_by: string } = await product.server.db('orders').where({ id: orderId }).first('accepted_at', 'expected_by');
    const expectedBy = new Date(row.expected_by);
    expect(expectedBy.getTime() - new Date(row.accepted_at).getTime()).toBe(25 * 60_000);
    expect(await card.textContent()).toContain(`Expected by ${TIME.format(expectedBy)}`);
    // The Accept button went with the dialog: focus is back in the order's actions, not lost.
    expect(await ownerPage.evaluate<boolean>(`!!document.activeElement?.closest('[role="group"]')`)).toBe(true);

    await openMyOrders();
    const order = customerOrder(customerPage, orderId);
    await expect.poll(() => expectedByOf(order).getAttribute('datetime'), WITHIN_A_POLL).toBe(expectedBy.toISOString());
    // The time, after the date when it falls on another day (an order accepted just before midnight).
    expect(await expectedByOf(order).textContent()).toContain(TIME.format(expectedBy));
    expect(await order.getByRole('button', { name: 'Cancel order' }).count()).toBe(0);
    await order.scrollIntoViewIfNeeded();
    await capture(customerPage, 'customer-accepted');

    // +10 from the card: the pressed button keeps focus; the customer's Expected By follows within a poll.
    await card.getByRole('button', { name: 'Delay 10 minutes' }).click();
    const later = new Date(expectedBy.getTime() + 10 * 60_000);
    await toastShown(ownerPage, `Expected by ${TIME.format(later)}`);
    expect(await activeLabel(ownerPage)).toBe('Delay 10 minutes');
    await expect.poll(() => expectedByOf(order).getAttribute('datetime'), WITHIN_A_POLL).toBe(later.toISOString());
  });

  it("declines with a reason: the customer sees 'Cancelled' and the refund; 'View Details' shows both", async () => {
    const { orderId, charged } = await paidOrder();
    await openDesk();
    const card = deskCard(ownerPage, orderId);
    await card.getByRole('button', { name: 'Decline' }).click();
    const dialog = ownerPage.getByRole('dialog', { name: 'Decline order' });
    expect(await dialog.textContent()).toContain(`refunded ${pounds(charged)} in full`);
    // A reason is needed.
    await dialog.getByRole('button', { name: 'Decline order' }).click();
    await dialog.getByText('Choose a reason').waitFor();
    await dialog.getByRole('radio', { name: 'Too busy' }).check();
    await dialog.getByLabel('Message to the customer (optional)').fill('Sorry, the kitchen is full tonight.');
    await dialog.getByRole('button', { name: 'Decline order' }).click();
    await toastShown(ownerPage, 'Order cancelled');
    await expect.poll(() => card.textContent()).toContain('Cancelled by the restaurant: Too busy');

    await card.getByRole('button', { name: 'View Details' }).click();
    const details = ownerPage.getByRole('dialog', { name: `Order #${orderNumber(orderId)}` });
    for (const part of ['Cancelled', 'Cancellation and refunds', 'Sorry, the kitchen is full tonight.', 'Left to refund: £0.00']) {
      expect(await details.textContent()).toContain(part);
    }
    expect(await details.textContent()).toMatch(refundOf(pounds(charged)));
    expect(await details.getByRole('button', { name: 'Refund' }).count()).toBe(0);
    expect(await details.getByRole('combobox', { name: 'Status' }).getAttribute('aria-readonly')).toBe('true');
    await capture(ownerPage, 'desk-cancelled-details');
    await ownerPage.keyboard.press('Escape');
    await details.waitFor({ state: 'detached' });
    expect(await activeText(ownerPage)).toBe('View Details');

    await openMyOrders();
    const order = customerOrder(customerPage, orderId);
    await order.getByText('Cancelled by the restaurant: Too busy').waitFor({ timeout: WITHIN_A_POLL.timeout });
    expect(await order.getByText('Cancelled', { exact: true }).count()).toBeGreaterThan(0);
    expect(await order.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('0');
    expect(await order.textContent()).toMatch(refundOf(pounds(charged)));
    // The local checkout's signed refund event settles it (docs/architecture/refunds.md).
    await expect.poll(() => order.textContent(), WITHIN_A_POLL).toContain(`Refunded ${pounds(charged)}`);
    await order.scrollIntoViewIfNeeded();
    await capture(customerPage, 'customer-declined');
  });

  it('lets the customer cancel before the restaurant accepts, after a confirmation', async () => {
    const { orderId, charged } = await paidOrder();
    await openMyOrders();
    const order = customerOrder(customerPage, orderId);
    const cancel = order.getByRole('button', { name: 'Cancel order' });
    await cancel.click();
    const confirm = customerPage.getByRole('dialog', { name: `Cancel Order #${orderNumber(orderId)}?` });
    expect(await confirm.textContent()).toContain(`full refund of ${pounds(charged)}`);
    await capture(customerPage, 'customer-cancel-confirm');
    await confirm.getByRole('button', { name: 'Keep order' }).click();
    await confirm.waitFor({ state: 'detached' });
    expect(await activeText(customerPage)).toBe('Cancel order');

    await cancel.click();
    await confirm.getByRole('button', { name: 'Cancel order' }).click();
    await toastShown(customerPage, 'Order cancelled');
    await order.getByText('Cancelled by the customer').waitFor();
    expect(await order.textContent()).toMatch(refundOf(pounds(charged)));
    expect(await cancel.count()).toBe(0);

    await openDesk();
    await expect.poll(() => deskCard(ownerPage, orderId).textContent(), WITHIN_A_POLL).toContain('Cancelled by the customer');
  });

  it('refunds items or an amount, never more than is left, and shows the refusal in the server\'s words', async () => {
    const { orderId, charged } = await paidOrder();
    const owner = await ownerApi();
    await owner.POST('/api/my/restaurant/order/{orderId}/accept', { params: { path: { orderId } }, body: { estimatedMinutes: 30 } });
    await openDesk();
    const card = deskCard(ownerPage, orderId);
    await card.getByRole('button', { name: 'Refund' }).click();
    const dialog = ownerPage.getByRole('dialog', { name: 'Refund' });
    expect(await dialog.textContent()).toContain(`Left to refund: ${pounds(charged)}`);
    const first = bella.menuItems[0]!;
    const quantity = dialog.getByRole('spinbutton', { name: `${first.name} to refund` });
    await quantity.fill('9');
    // Never more than was ordered (placeDemoOrder orders two of the first dish).
    await expect.poll(() => quantity.inputValue()).toBe('2');
    await quantity.fill('1');
    await dialog.getByLabel('Reason').fill('Pizza arrived cold');
    await capture(ownerPage, 'desk-refund-dialog');
    await dialog.getByRole('button', { name: `Refund ${pounds(first.price)}` }).click();
    await toastShown(ownerPage, 'Refund requested');
    await dialog.waitFor({ state: 'detached' });
    expect(await activeText(ownerPage)).toBe('Refund');

    // The amount: more than is left is refused before it goes; a refund made meanwhile elsewhere is the server's to refuse.
    const left = charged - first.price;
    await card.getByRole('button', { name: 'Refund' }).click();
    await dialog.getByRole('radio', { name: 'Amount' }).check();
    await dialog.getByLabel('Amount (£)').fill(((left + 1) / 100).toFixed(2));
    await dialog.getByLabel('Reason').fill('Goodwill');
    await dialog.getByRole('button', { name: 'Refund', exact: true }).click();
    await dialog.getByText(`At most ${pounds(left)} is left to refund`).waitFor();
    // The desk follows refunds made elsewhere live, so the race is made here: another refund
    // lands while this one is on its way to the server.
    await ownerPage.route(
      '**/api/my/restaurant/order/*/refunds',
      async (route) => {
        const elsewhere = await owner.POST('/api/my/restaurant/order/{orderId}/refunds', { params: { path: { orderId } }, body: { amount: 100, reason: 'Drinks missing' } });
        expect(elsewhere.response.status).toBe(201);
        await route.continue();
      },
      { times: 1 },
    );
    await dialog.getByLabel('Amount (£)').fill((left / 100).toFixed(2));
    await dialog.getByRole('button', { name: `Refund ${pounds(left)}` }).click();
    await dialog.getByRole('alert').filter({ hasText: `is more than is left to refund (${pounds(left - 100)})` }).waitFor();
    await expectNoSeriousA11yViolations(ownerPage, 'refund refused');
    await dialog.getByRole('button', { name: 'Back' }).click();
    await dialog.waitFor({ state: 'detached' });

    await openMyOrders();
    const mine = customerOrder(customerPage, orderId);
    await expect.poll(() => mine.textContent(), WITHIN_A_POLL).toMatch(refundOf(pounds(first.price)));
    expect(await mine.textContent()).toContain('Pizza arrived cold');
    expect(await mine.textContent()).toMatch(refundOf(pounds(100)));
  });

  it("never shows 'Thank you, payment received' beside a 'Payment Required' box for the same order", async () => {
    // Back from the checkout before its payment event: the order is still placed.
    const { orderId } = await placeDemoOrder(product, CUSTOMER.email, bella);
    await customerPage.goto(`/order-status?paidOrder=${orderId}`);
    const notice = customerPage.getByRole('status').filter({ hasText: 'Thank you! Your payment was received.' });
    await notice.waitFor();
    const order = customerOrder(customerPage, orderId);
    expect(await order.textContent()).toContain('Awaiting Payment');
    expect(await order.getByText('Payment Required').count()).toBe(0);
    // Without the notice, a placed order asks for its payment again.
    await customerPage.getByRole('button', { name: 'Dismiss payment message' }).click();
    await order.getByText('Payment Required').waitFor();
    expect(await notice.count()).toBe(0);
  });

  it('changes the status by keyboard and keeps focus on the selector', async () => {
    const { orderId } = await paidOrder();
    await openDesk();
    const select = deskCard(ownerPage, orderId).getByRole('combobox', { name: 'Status' });
    await select.focus();
    await ownerPage.keyboard.press('Enter');
    await ownerPage.getByRole('listbox').waitFor();
    await ownerPage.keyboard.press('ArrowDown');
    await ownerPage.keyboard.press('Enter');
    await toastShown(ownerPage, 'Order is being prepared');
    expect(await ownerPage.evaluate<string | null>("document.activeElement?.getAttribute('role')")).toBe('combobox');
    expect(await select.textContent()).toContain('In Progress');
  });

  // docs/product/decisions.md "Live updates": the kitchen's alert.
  it('announces a new paid order on the desk: a chime once sound is on, the count in the title, a banner with the time left, until it is accepted', async () => {
    // Counts the chime's notes: the browser plays them where nobody can listen.
    await ownerPage.addInitScript(`
      window.chimeNotes = 0;
      const create = AudioContext.prototype.createOscillator;
      AudioContext.prototype.createOscillator = function () {
        const oscillator = create.call(this);
        const start = oscillator.start.bind(oscillator);
        oscillator.start = (when) => {
          window.chimeNotes += 1;
          start(when);
        };
        return oscillator;
      };
    `);
    const notes = () => ownerPage.evaluate<number>('window.chimeNotes');
    // The desk with or without orders in it.
    const openOwnerArea = async () => {
      await ownerPage.goto('/manage-restaurant');
      await ownerPage.getByText('Total Orders').waitFor();
    };
    await openOwnerArea();
    const question = ownerPage.getByRole('group', { name: 'Sound for new orders' });
    await question.getByText('Play a sound when a new order comes in?').waitFor();
    await question.getByRole('button', { name: 'Turn on sound' }).click();
    await question.waitFor({ state: 'detached' });
    // Asked once: not again on the next visit.
    await openOwnerArea();
    expect(await question.count()).toBe(0);
    expect(await ownerPage.title()).toBe('Manage Restaurant | TuckIn.com');
    // A new visit: audio starts at the owner's first click on the page (a browser's rule).
    await ownerPage.getByRole('heading', { name: 'Manage Restaurant' }).click();

    const { orderId } = await paidOrder();
    const banner = ownerPage.getByRole('region', { name: 'Orders waiting to be accepted' });
    const line = banner.getByRole('listitem').filter({ hasText: `Order #${orderNumber(orderId)}` });
    await line.waitFor({ timeout: WITHIN_A_POLL.timeout });
    expect(await line.textContent()).toMatch(/Accept within \d{1,2}:\d\d/);
    expect(await banner.textContent()).toMatch(/^\d+ new orders? waiting to be accepted/);
    await expect.poll(() => ownerPage.title()).toMatch(/^\(\d+\) Manage Restaurant \| TuckIn\.com$/);
    await ownerPage.getByRole('status').filter({ hasText: /new orders? waiting to be accepted/ }).waitFor({ state: 'attached' });
    // The chime is two notes.
    await expect.poll(notes, WITHIN_A_POLL).toBeGreaterThanOrEqual(2);
    await banner.scrollIntoViewIfNeeded();
    await capture(ownerPage, 'desk-new-order-banner');

    // Sound off from the banner: it stays off, the banner stays.
    const sound = banner.getByRole('button', { name: 'Sound' });
    expect(await sound.getAttribute('aria-pressed')).toBe('true');
    await sound.click();
    expect(await sound.getAttribute('aria-pressed')).toBe('false');
    await sound.click();

    await deskCard(ownerPage, orderId).getByRole('button', { name: 'Accept', exact: true }).click();
    await ownerPage.getByRole('dialog', { name: 'Accept order' }).getByRole('button', { name: 'Accept order' }).click();
    await toastShown(ownerPage, 'Order is being prepared');
    await line.waitFor({ state: 'detached', timeout: WITHIN_A_POLL.timeout });
    if ((await banner.count()) === 0) expect(await ownerPage.title()).toBe('Manage Restaurant | TuckIn.com');
  });

  it('fits a phone: the desk with a waiting order and a cancelled one, the customer with both', async () => {
    const waiting = await paidOrder();
    const declined = await paidOrder();
    const owner = await ownerApi();
    await owner.POST('/api/my/restaurant/order/{orderId}/decline', { params: { path: { orderId: declined.orderId } }, body: { reason: 'itemUnavailable' } });
    const { page } = await product.newPage(MOBILE);
    await logIn(page, DEMO_OWNER, true);
    await page.goto('/manage-restaurant');
    const card = deskCard(page, waiting.orderId);
    await card.waitFor();
    await page.getByRole('region', { name: 'Orders waiting to be accepted' }).getByText(`Order #${orderNumber(waiting.orderId)}`).waitFor();
    await capture(page, 'desk-new-order-banner', true);
    await card.getByRole('button', { name: 'Decline' }).scrollIntoViewIfNeeded();
    await capture(page, 'desk-paid', true);
    await deskCard(page, declined.orderId).getByRole('button', { name: 'View Details' }).click();
    await page.getByRole('dialog').getByText(refundOf(pounds(declined.charged))).waitFor();
    await capture(page, 'desk-cancelled-details', true);
    await page.close();

    const phone = (await product.newPage(MOBILE)).page;
    await logIn(phone, CUSTOMER, true);
    await phone.goto('/order-status');
    const order = customerOrder(phone, declined.orderId);
    await order.getByText('Cancelled by the restaurant: Item unavailable').waitFor();
    await order.getByRole('region', { name: /^Cancellation and refunds/ }).scrollIntoViewIfNeeded();
    await capture(phone, 'customer-declined', true);
    const accepted = await paidOrder();
    await owner.POST('/api/my/restaurant/order/{orderId}/accept', { params: { path: { orderId: accepted.orderId } }, body: { estimatedMinutes: 25 } });
    await phone.reload();
    const acceptedOrder = customerOrder(phone, accepted.orderId);
    await acceptedOrder.getByText('In Progress', { exact: true }).first().waitFor();
    await acceptedOrder.getByRole('region', { name: /^Status of/ }).scrollIntoViewIfNeeded();
    await capture(phone, 'customer-accepted', true);
  });
});
