import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { expectNoSeriousA11yViolations } from '../support/axe.js';
import { describeWithChromium } from '../support/chromium.js';
import { MOBILE, requestsInFlight, screenshot, startProduct, waitForApp, type Product, demoRestaurant, type DemoRestaurant } from './support/product.js';
import { RECORD_LAYOUT_SHIFTS } from './support/layout-shifts.js';
import { DEMO_OWNER, logIn, newestOrderOf, orderNumber, seedOrders, toastShown } from './support/owner-orders.js';
import { pounds } from './support/pounds.js';


const CUSTOMER = { email: 'grace.hopper@example.com', password: 'a-good-long-password', name: 'Grace Hopper' };
const DELIVERY = { Name: CUSTOMER.name, 'Address Line 1': '7 Arlington Road', City: 'London', Postcode: 'NW1 7HU', Country: 'United Kingdom', 'Phone number': '+447911123456' };
const CARD = { paying: '4242 4242 4242 4242', declined: '4000 0000 0000 0002', expiry: '12 / 34', cvc: '123' };
// One poll (5 s), plus the payment event on its way from the local checkout.
const WITHIN_A_POLL = { timeout: 15_000, interval: 250 };
const SEEDED = [
  { customer: 'Tom Hughes', status: 'paid', daysAgo: 0 },
  { customer: 'Priya Shah', status: 'inProgress', daysAgo: 1, quantities: [1, 3] },
  { customer: 'Oliver Bennett', status: 'delivered', daysAgo: 1 },
  { customer: 'Chloe Martin', status: 'outForDelivery', daysAgo: 2, quantities: [4] },
  // Unpaid for less than a day: older ones are given up (docs/product/decisions.md "Running a service").
  { customer: 'Sam Wilson', status: 'placed', daysAgo: 0 },
] as const;

const tab = (page: Page, name: string) => page.getByRole('tab', { name, exact: true });
const card = (page: Page, customer: string) => page.getByRole('article', { name: customer });
const statusSelect = (scope: Locator) => scope.getByRole('combobox', { name: 'Status' });

async function choose(page: Page, select: Locator, label: string): Promise<void> {
  await select.click();
  await page.getByRole('listbox').getByRole('option', { name: label, exact: true }).click();
}

async function payWith(page: Page, cardNumber: string): Promise<void> {
  await page.getByLabel('Card number').fill(cardNumber);
  await page.getByLabel('Expiry date (MM / YY)').fill(CARD.expiry);
  await page.getByLabel('CVC').fill(CARD.cvc);
  await page.getByLabel('Name on card').fill(CUSTOMER.name);
  await page.getByRole('button', { name: /^Pay/ }).click();
}

/** Detail page -> 'Go to checkout' -> 'Confirm Deliery Details' -> the local hosted checkout. */
async function checkOut(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Go to checkout' }).click();
  const dialog = page.getByRole('dialog', { name: 'Confirm Deliery Details' });
  await dialog.getByRole('button', { name: 'Continue to payment' }).waitFor();
  for (const [label, value] of Object.entries(DELIVERY)) await dialog.getByLabel(label, { exact: true }).fill(value);
  await dialog.getByRole('button', { name: 'Continue to payment' }).click();
  await page.waitForURL('**/checkout/pay/cs_*');
}

/** The customer's order on /order-status shows this label within a poll. */
async function customerSees(page: Page, orderId: string, label: string, progress: string): Promise<void> {
  const order = page.getByRole('article', { name: `Order #${orderNumber(orderId)}` });
  await expect.poll(() => order.getByRole('progressbar').first().getAttribute('aria-valuenow'), WITHIN_A_POLL).toBe(progress);
  expect(await order.getByText(label, { exact: true }).count()).toBeGreaterThan(0);
}

async function ownerChanges(page: Page, select: Locator, label: string, toast: string, orderId: string): Promise<void> {
  await choose(page, select, label);
  const shown = await toastShown(page, toast);
  expect(await shown.textContent()).toContain(`${CUSTOMER.name} - Order #${orderNumber(orderId)}`);
}

/** A screenshot (the orders in view unless a panel is open), then axe; on a phone nothing may scroll sideways. */
async function capture(page: Page, name: string, phone = false): Promise<void> {
  await settled(page);
  if ((await page.getByRole('dialog').count()) === 0 && (await page.getByRole('searchbox').count()) === 1) {
    await page.getByRole('searchbox').evaluate((el) => (el as unknown as { scrollIntoView(o: object): void }).scrollIntoView({ block: 'start' }));
    await page.mouse.wheel(0, -40); // the status filter's label above the search box stays in view
  }
  await screenshot(page, `owner-orders-${name}-${phone ? 'mobile' : 'desktop'}`);
  await expectNoSeriousA11yViolations(page, `${name}${phone ? ' on a phone' : ''}`);
  if (phone) await expect.poll(() => page.evaluate<number>('document.documentElement.scrollWidth')).toBeLessThanOrEqual(MOBILE.width);
}

/**
 * Waits for the finite CSS transitions and animations running (tab indicator, dialog fade): a fixed
 * pause was too short under load. Endless ones (a spinner, a skeleton's pulse) are not waited for.
 */
async function settled(page: Page): Promise<void> {
  await page.evaluate(`Promise.all(document.getAnimations()
    .filter((a) => a.effect && a.effect.getComputedTiming().endTime !== Infinity)
    .map((a) => a.finished.catch(() => undefined)))`);
}

async function setView(page: Page, view: 'Grid' | 'List'): Promise<void> {
  await page.getByRole('button', { name: view, exact: true }).click();
  if (view === 'List') await page.getByRole('table').waitFor();
  else await page.getByRole('table').waitFor({ state: 'detached' });
}

describeWithChromium('owner orders: the owner follows a paid order to its door, the customer watches', () => {
  let product: Product;
  let bella: DemoRestaurant;

  beforeAll(async () => {
    product = await startProduct({ SEED_DEMO_DATA: 'true' });
    bella = await demoRestaurant(product, 'London', 'bella');
    await seedOrders(product.server, bella._id, SEEDED);
  });
  afterAll(async () => product?.stop());

  it('pays (after a declined card), then moves through In Progress, Out for Delivery and Delivered', async () => {
    const [a, b] = bella.menuItems as [DemoRestaurant['menuItems'][number], DemoRestaurant['menuItems'][number]];
    const owner = (await product.newPage()).page;
    await logIn(owner, DEMO_OWNER);
    await owner.goto('/manage-restaurant');
    await card(owner, 'Tom Hughes').waitFor();
    expect(await tab(owner, 'Orders').getAttribute('aria-selected')).toBe('true');
    // Paid or later only, grouped by day; the summary counts those too, the unpaid one apart.
    expect(await card(owner, 'Sam Wilson').count()).toBe(0);
    const summary = owner.getByRole('region', { name: 'Order summary' });
    await expect.poll(() => summary.textContent()).toContain('Total Orders4+12% from last month');
    expect(await summary.textContent()).toContain('Not counted: 1 unpaid, 0 cancelled');
    expect(await summary.textContent()).toContain('Active Orders3');
    expect(await owner.getByRole('heading', { level: 3 }).count()).toBe(3);
    expect(await owner.getByText('2 orders').count()).toBeGreaterThan(0);
    expect(await owner.getByText('1 order', { exact: true }).count()).toBe(2);

    // The customer: a declined card leaves the first order unpaid; the second one pays.
    const customer = (await product.newPage()).page;
    await customer.goto(`/detail/${bella._id}`);
    await waitForApp(customer);
    const menu = customer.getByRole('region', { name: 'Menu' });
    await menu.getByRole('button', { name: new RegExp(`^Add ${a.name}`) }).click();
    await menu.getByRole('button', { name: new RegExp(`^Add ${b.name}`) }).click();
    await menu.getByRole('button', { name: new RegExp(`^Add ${b.name}`) }).click();
    await customer.getByRole('button', { name: 'Log in to check out' }).click();
    await customer.getByRole('link', { name: 'Sign up' }).click();
    await customer.getByLabel('Email address').fill(CUSTOMER.email);
    await customer.getByLabel('Password').fill(CUSTOMER.password);
    await customer.getByRole('button', { name: 'Continue' }).click();
    await customer.waitForURL(`**/detail/${bella._id}`);
    await checkOut(customer);
    await payWith(customer, CARD.declined);
    await customer.getByText('Your card was declined.').waitFor();
    const unpaidId = await newestOrderOf(product.server, CUSTOMER.email);
    await customer.getByRole('link', { name: 'Cancel payment' }).click();
    await customer.waitForURL(`**/detail/${bella._id}`);
    await checkOut(customer);
    await payWith(customer, CARD.paying);
    await customer.waitForURL('**/order-status?paidOrder=*');
    const orderId = new URL(customer.url()).searchParams.get('paidOrder') ?? '';
    expect(orderId).not.toBe(unpaidId);
    await customerSees(customer, orderId, 'Payment Confirmed', '25');

    // The owner sees it within one poll, newest first, with the charged total.
    const grace = card(owner, CUSTOMER.name);
    await grace.waitFor({ timeout: WITHIN_A_POLL.timeout });
    const text = (await grace.textContent()) ?? '';
    for (const part of ['Awaiting Restaurant Confirmation', '7 Arlington Road, London', `1 × ${a.name}`, `2 × ${b.name}`, pounds(a.price + 2 * b.price + bella.deliveryPrice)]) {
      expect(text).toContain(part);
    }
    expect(await owner.getByRole('article').first().getAttribute('aria-labelledby')).toBe(await grace.getAttribute('aria-labelledby'));
    await capture(owner, 'orders-grid');

    // The second checkout gave up the declined, unpaid order (docs/product/decisions.md "Running a
    // service"): in neither tab. The other tab keeps Sam's unpaid order, read-only.
    expect(await product.server.db('orders').where({ id: unpaidId }).first('status', 'cancel_reason')).toEqual({ status: 'cancelled', cancel_reason: 'replacedByNewCheckout' });
    await tab(owner, 'Orders Placed but Not Paid').click();
    const unpaid = card(owner, 'Sam Wilson');
    await unpaid.waitFor();
    expect(await unpaid.textContent()).toContain('Placed');
    expect(await card(owner, CUSTOMER.name).count()).toBe(0);
    expect(await owner.getByRole('combobox', { name: 'Status' }).count()).toBe(0);
    expect(await owner.getByRole('article').count()).toBe(1);
    await capture(owner, 'unpaid-grid');
    await setView(owner, 'List');
    await capture(owner, 'unpaid-list');
    await setView(owner, 'Grid');
    await tab(owner, 'Orders').click();

    // Step one from the card.
    await ownerChanges(owner, statusSelect(grace), 'In Progress', 'Order is being prepared', orderId);
    await customerSees(customer, orderId, 'In Progress', '50');

    // Step two from the details panel, which follows the change; Escape returns focus.
    await grace.getByRole('button', { name: 'View Details' }).click();
    const details = owner.getByRole('dialog', { name: `Order #${orderNumber(orderId)}` });
    for (const part of [CUSTOMER.name, CUSTOMER.email, 'Phone07911 123456', '7 Arlington Road, London NW1 7HU, United Kingdom', orderId, 'In Progress']) {
      expect(await details.textContent()).toContain(part);
    }
    await capture(owner, 'details');
    await ownerChanges(owner, statusSelect(details), 'Out for Delivery', 'Order is out for delivery', orderId);
    await expect.poll(() => details.textContent()).toContain('Out for Delivery');
    await owner.keyboard.press('Escape');
    await details.waitFor({ state: 'detached' });
    expect(await owner.evaluate('document.activeElement?.textContent')).toBe('View Details');
    await customerSees(customer, orderId, 'Out for Delivery', '75');

    // Step three from the list view; the summary follows.
    await setView(owner, 'List');
    const row = owner.getByRole('row', { name: new RegExp(CUSTOMER.name) });
    await ownerChanges(owner, statusSelect(row), 'Delivered', 'Order delivered successfully', orderId);
    await customerSees(customer, orderId, 'Delivered', '100');
    // Five paid-or-later orders: the delivered two aside, three are active (the unpaid ones are counted apart).
    await expect.poll(() => summary.textContent()).toContain('Active Orders3');
    expect(await summary.textContent()).toContain('Total Orders5');
    // Final, and read-only rather than disabled: the keyboard's focus stays on it.
    expect(await statusSelect(row).getAttribute('aria-readonly')).toBe('true');
    expect(await owner.evaluate("document.activeElement?.getAttribute('role')")).toBe('combobox');
    await capture(owner, 'orders-list');
  });

  it('searches, filters and sorts on the server, and says when an update fails', async () => {
    const { page } = await product.newPage();
    await logIn(page, DEMO_OWNER);
    await page.goto('/manage-restaurant');
    await card(page, 'Tom Hughes').waitFor();

    const asked = (part: string) => page.waitForRequest((request) => decodeURIComponent(request.url()).includes(part));
    let request = asked('"q":"Priya"');
    await page.getByRole('searchbox', { name: 'Search by customer name or address' }).fill('Priya');
    await request;
    await expect.poll(() => page.getByRole('article').count()).toBe(1);
    // The order number the card's actions are named by finds the order too.
    const number = ((await card(page, 'Priya').getByRole('group').first().getAttribute('aria-label')) ?? '').match(/#([0-9A-F]{6})$/)?.[1];
    expect(number).toMatch(/^[0-9A-F]{6}$/);
    await page.getByRole('searchbox', { name: 'Search by customer name or address' }).fill(`#${number}`);
    await card(page, 'Priya').waitFor();
    await expect.poll(() => page.getByRole('article').count()).toBe(1);
    await page.getByRole('searchbox', { name: 'Search by customer name or address' }).fill('Nobody Atall');
    await page.getByText('No matching orders').waitFor();
    await page.getByRole('searchbox', { name: 'Search by customer name or address' }).fill('');
    request = asked('"status":"outForDelivery"');
    await choose(page, page.getByRole('combobox', { name: 'Filter by status' }), 'Out for Delivery');
    await request;
    await expect.poll(() => page.getByRole('article').count()).toBe(1);
    await card(page, 'Chloe Martin').waitFor();
    await choose(page, page.getByRole('combobox', { name: 'Filter by status' }), 'All Statuses');
    // A status picked while the search still waits for typing to pause: both reach the server.
    request = page.waitForRequest((r) => ['"q":"Tom"', '"status":"outForDelivery"'].every((part) => decodeURIComponent(r.url()).includes(part)));
    await page.getByRole('searchbox', { name: 'Search by customer name or address' }).fill('Tom');
    await choose(page, page.getByRole('combobox', { name: 'Filter by status' }), 'Out for Delivery');
    await request;
    await page.getByText('No matching orders').waitFor();
    await page.getByRole('searchbox', { name: 'Search by customer name or address' }).fill('');
    await choose(page, page.getByRole('combobox', { name: 'Filter by status' }), 'All Statuses');
    // Four seeded paid-or-later orders and Grace's delivered one.
    await expect.poll(() => page.getByRole('article').count()).toBe(5);

    await setView(page, 'List');
    request = asked('sort=["total","DESC"]');
    await page.getByRole('columnheader', { name: /total/i }).getByRole('button').click();
    await request;

    await page.route('**/api/my/restaurant/order/*/status', (route) =>
      route.fulfill({ status: 500, json: { message: 'Something went wrong', code: 'INTERNAL' } }),
    );
    await choose(page, statusSelect(page.getByRole('row', { name: /Tom Hughes/ })), 'In Progress');
    const failed = await toastShown(page, 'Update Failed');
    expect(await failed.textContent()).toContain('Unable to update order status. Please try again.');
    expect(await failed.evaluate((el) => (globalThis as unknown as { getComputedStyle(e: unknown): { borderTopColor: string } }).getComputedStyle(el).borderTopColor)).toBe('rgb(220, 38, 38)');
    await expectNoSeriousA11yViolations(page, 'update failed toast');
    await screenshot(page, 'owner-orders-update-failed-desktop');

    // The list cannot be fetched (after the query client's retries): the words of docs/product/texts-and-errors.md.
    await page.route('**/api/my/restaurant/order?*', (route) => route.fulfill({ status: 503, json: { message: 'Unavailable', code: 'UNAVAILABLE' } }));
    await page.reload();
    await page.getByRole('alert').filter({ hasText: 'Failed to fetch orders' }).waitFor({ timeout: 20_000 });
    await expectNoSeriousA11yViolations(page, 'orders failed to load');
  });

  it("'Refresh Orders' says it is refreshing and when it finished, and nothing moves", async () => {
    const { page } = await product.newPage();
    await page.addInitScript(RECORD_LAYOUT_SHIFTS);
    await logIn(page, DEMO_OWNER);
    const requests = requestsInFlight(page);
    await page.goto('/manage-restaurant');
    await card(page, 'Tom Hughes').waitFor();
    // What the load itself still brings in (the signed-in header, the list asked again) is not this case's subject.
    await requests.quiet();
    await settled(page);
    const refresh = page.getByRole('button', { name: 'Refresh Orders' });
    const status = page.getByRole('status').filter({ hasText: /^Refreshing orders\.\.\.$|^Orders refreshed at / });
    const boxes = () => Promise.all([refresh, page.getByRole('tablist'), page.getByRole('heading', { level: 1 })].map((l) => l.boundingBox()));
    const before = await boxes();

    // The lists' answers are held back, so the refreshing state can be seen.
    let release = () => undefined as void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/my/restaurant/order?*', async (route) => {
      await held;
      await route.continue();
    });
    await page.evaluate('window.shifts = []');
    await refresh.focus();
    await page.keyboard.press('Enter');
    await status.filter({ hasText: 'Refreshing orders...' }).waitFor();
    expect(await refresh.getAttribute('aria-busy')).toBe('true');
    expect(await boxes()).toEqual(before);
    await screenshot(page, 'owner-orders-refreshing-desktop');
    release();
    await status.filter({ hasText: /^Orders refreshed at \d\d:\d\d:\d\d$/ }).waitFor();
    expect(await refresh.getAttribute('aria-busy')).toBe('false');
    expect(await boxes()).toEqual(before);
    expect(await page.evaluate<number[]>('window.shifts')).toEqual([]);
    expect(await page.evaluate('document.activeElement?.textContent')).toBe('Refresh Orders');
    await expectNoSeriousA11yViolations(page, 'orders refreshed');
    await screenshot(page, 'owner-orders-refreshed-desktop');
    await page.unroute('**/api/my/restaurant/order?*');
  });

  it('points an owner without a restaurant to the Manage Restaurant tab', async () => {
    const { page } = await product.newPage();
    await page.goto('/');
    await waitForApp(page); // the server-rendered Log In does nothing until the app has hydrated it
    await page.getByRole('button', { name: 'Log In' }).click();
    await page.getByRole('link', { name: 'Sign up' }).click();
    await page.getByLabel('Email address').fill('future.owner@example.com');
    await page.getByLabel('Password').fill(CUSTOMER.password);
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByRole('button', { name: 'future.owner@example.com' }).waitFor();
    await page.goto('/manage-restaurant');
    const notice = page.getByRole('status').filter({ hasText: "You don't have a restaurant yet" });
    await notice.waitFor();
    expect(await notice.textContent()).toContain("Create it in the 'Manage Restaurant' tab.");
    await capture(page, 'no-restaurant');
    await tab(page, 'Orders Placed but Not Paid').click();
    await notice.waitFor();
    await notice.getByRole('button', { name: 'Set up restaurant' }).click();
    await page.getByRole('region', { name: 'Details' }).waitFor();
    expect(await tab(page, 'Manage Restaurant').getAttribute('aria-selected')).toBe('true');
  });

  it('fits a phone: both tabs as cards and as a table, and the details panel', async () => {
    const { page } = await product.newPage(MOBILE);
    await logIn(page, DEMO_OWNER, true);
    await page.goto('/manage-restaurant');
    await card(page, 'Tom Hughes').waitFor();
    await capture(page, 'orders-grid', true);
    await card(page, 'Tom Hughes').getByRole('button', { name: 'View Details' }).click();
    await page.getByRole('dialog').waitFor();
    await capture(page, 'details', true);
    await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    await setView(page, 'List');
    await capture(page, 'orders-list', true);
    await tab(page, 'Orders Placed but Not Paid').click();
    await page.getByRole('row', { name: /Sam Wilson/ }).waitFor();
    await capture(page, 'unpaid-list', true);
    await setView(page, 'Grid');
    await card(page, 'Sam Wilson').waitFor();
    await capture(page, 'unpaid-grid', true);
  });
});
