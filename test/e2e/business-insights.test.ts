import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { components } from '../../src/generated/api.js';
import { expectNoSeriousA11yViolations } from '../support/axe.js';
import { describeWithChromium } from '../support/chromium.js';
import { aCustomer, placeOrder } from '../support/customers.js';
import { anOwner } from '../support/owners.js';
import { completedEvent, deliverEvent, TEST_WEBHOOK_SECRET } from '../support/signed-events.js';
import { signUp } from './support/owner.js';
import { MOBILE, screenshot, startProduct, type Product } from './support/product.js';

type Insights = components['schemas']['BusinessInsights'];

// The test's own oracle for what the screen should say (docs/product/overview.md "Money": amount / 100 in en-US dollars).
const usd = (cents: number) => new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(cents / 100);
const count = (n: number) => new Intl.NumberFormat('en-US').format(n);
const percent = (p: number) => new Intl.NumberFormat('en-US', { style: 'percent', maximumFractionDigits: 1 }).format(p / 100);
const BADGE = { delivered: 'bg-green-100', outForDelivery: 'bg-blue-100', inProgress: 'bg-yellow-100' } as Record<string, string>;
const GREY = 'bg-slate-100';

// Four customers of one restaurant: one left unpaid (placed), three paid and moved along. The
// unpaid one comes first: placing an order queues no snapshot job, the later changes do.
const ORDERS = [
  { email: 'di@example.com', name: 'Di Hughes', city: 'Leeds', quantities: [3], status: 'placed' },
  { email: 'ada@example.com', name: 'Ada Lovelace', city: 'Manchester', quantities: [2, 1], status: 'delivered' },
  { email: 'ben@example.com', name: 'Ben Okafor', city: 'Salford', quantities: [1], status: 'outForDelivery' },
  { email: 'cy@example.com', name: 'Cy Twombly', city: 'Manchester', quantities: [1, 2], status: 'inProgress' },
] as const;

const isOwnCall = (url: URL) => url.pathname === '/api/business-insights';
const isDemoCall = (url: URL) => url.pathname === '/api/business-insights/test';

/** The owner's restaurant with the orders above; `paidTotal` is what its revenue must be (docs/product/decisions.md "Analytics, status and debug endpoints"). */
async function restaurantWithOrders(product: Product, ownerEmail: string) {
  const { server } = product;
  const owner = await anOwner(server, ownerEmail);
  let paidTotal = 0;
  for (const order of ORDERS) {
    const customer = await aCustomer(server, order.email);
    const delivery = { ...customer.delivery, name: order.name, city: order.city };
    const { orderId } = await placeOrder(server, { ...customer, delivery }, owner.restaurantId, [...order.quantities]);
    if (order.status === 'placed') continue;
    const placed = (await customer.api.GET('/api/order')).data!.find((o) => o._id === orderId)!;
    paidTotal += placed.totalAmount + placed.deliveryPrice;
    await deliverEvent(server, completedEvent(orderId, placed.totalAmount + placed.deliveryPrice));
    const changed = await owner.api.PATCH('/api/my/restaurant/order/{orderId}/status', {
      params: { path: { orderId } },
      body: { status: order.status },
    });
    expect(changed.response.status).toBe(200);
  }
  return { ...owner, paidTotal };
}

/** The snapshot jobs run after each payment and status change; waits until they have caught up. */
async function settle(product: Product, token: string, paidTotal: number): Promise<void> {
  const current = async () => {
    const { data } = await product.server.client(token).GET('/api/business-insights', { params: { query: { timeRange: '30d' } } });
    return { revenue: data?.totalRevenue, statuses: data?.recentOrders.map((o) => o.status) };
  };
  await expect
    .poll(current, { timeout: 15_000 })
    .toEqual({ revenue: paidTotal, statuses: expect.arrayContaining(['delivered', 'inProgress', 'outForDelivery']) });
}

/** What the page received from a call, so the screen is checked against exactly that. */
async function answerTo(page: Page, matches: (url: URL) => boolean, action: () => Promise<unknown>): Promise<Insights> {
  const response = page.waitForResponse((r) => matches(new URL(r.url())) && r.ok());
  await action();
  return (await response).json() as Promise<Insights>;
}

async function kpi(page: Page, label: string): Promise<string> {
  const card = page.locator('dl > div').filter({ has: page.locator('dt', { hasText: label }) });
  return (await card.locator('dd').first().textContent()) ?? '';
}

/** The four KPI cards show exactly these figures. */
async function expectKpis(page: Page, figures: Insights): Promise<void> {
  await expect.poll(() => kpi(page, 'Total Orders')).toBe(count(figures.totalOrders));
  expect(await kpi(page, 'Total Revenue')).toBe(usd(figures.totalRevenue));
  expect(await kpi(page, 'Average Order Value')).toBe(usd(figures.averageOrderValue));
  expect(await kpi(page, 'Total Customers')).toBe(count(figures.totalCustomers));
}

const panel = (page: Page) => page.locator('[role="tabpanel"]:not([hidden])');

async function expectRecentOrders(page: Page, figures: Insights): Promise<void> {
  for (const order of figures.recentOrders) {
    const row = panel(page).getByRole('listitem').filter({ hasText: order.customer }).filter({ hasText: order.id.slice(-6).toUpperCase() });
    await row.getByText(usd(order.amount)).waitFor();
    // docs/product/states.md "Order status" badge colours: delivered green, outForDelivery blue, inProgress yellow, others grey.
    expect(await row.locator('span.rounded-full').getAttribute('class')).toContain(BADGE[order.status] ?? GREY);
  }
}

describeWithChromium('business insights: figures, fallback, errors, export', () => {
  let product: Product;

  beforeAll(async () => {
    product = await startProduct({ LOCAL_CHECKOUT_WEBHOOK_SECRET: TEST_WEBHOOK_SECRET });
  });
  afterAll(async () => product?.stop());

  it("shows a signed-in owner's own figures, by tab and range, and exports them", async () => {
    const { page } = await product.newPage();
    const scripts: string[] = [];
    const insightCalls: URL[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
      const url = new URL(request.url());
      if (url.pathname.startsWith('/api/business-insights')) insightCalls.push(url);
    });
    const email = 'insights.owner@example.com';
    await signUp(page, `${product.server.url}/`, email);
    const owner = await restaurantWithOrders(product, email);
    await settle(product, owner.token, owner.paidTotal);

    // The charts come with the page, never with the storefront.
    expect(scripts.filter((url) => url.includes('BusinessInsightsPage'))).toEqual([]);
    const ownRequest = page.waitForRequest((request) => isOwnCall(new URL(request.url())));
    const own30 = await answerTo(page, isOwnCall, () => page.getByRole('link', { name: 'Analytics' }).click());
    await page.getByRole('heading', { name: 'Business Insights', level: 1 }).waitFor();
    expect(await page.getByLabel('Time range').inputValue()).toBe('30d');
    await expectKpis(page, own30);
    expect(own30.totalRevenue).toBe(owner.paidTotal);
    expect(scripts.filter((url) => url.includes('BusinessInsightsPage'))).toHaveLength(1);
    // docs/product/calls.md "Client behaviour": the authenticated call with a bearer token, and no fallback when it answers.
    expect(insightCalls[0]?.pathname).toBe('/api/business-insights');
    expect(insightCalls[0]?.search).toBe('?timeRange=30d');
    expect((await (await ownRequest).allHeaders()).authorization).toMatch(/^Bearer \S+$/);
    expect(insightCalls.filter(isDemoCall)).toEqual([]);
    await page.getByText(/vs previous 30 days/).first().waitFor();

    // Overview: both charts with their text alternatives.
    const ordersFigure = page.getByRole('figure', { name: 'Monthly Orders Trend' });
    await ordersFigure.locator('svg.recharts-surface').waitFor();
    await page.getByRole('figure', { name: 'Revenue Growth' }).locator('svg.recharts-surface').waitFor();
    await expectNoSeriousA11yViolations(page, 'insights overview');
    await screenshot(page, 'business-insights-desktop');
    await ordersFigure.getByText('Show data table').click();
    const lastMonth = own30.monthlyData.at(-1)!;
    expect(await ordersFigure.getByRole('row').count()).toBe(own30.monthlyData.length + 1);
    expect(await ordersFigure.getByRole('row').last().textContent()).toContain(count(lastMonth.orders));
    await page.getByRole('figure', { name: 'Revenue Growth' }).getByText(usd(lastMonth.revenue)).first().waitFor();
    await expectNoSeriousA11yViolations(page, 'insights overview, data table open');

    // Keyboard: arrows, End and Home move between the tabs and open them.
    await page.getByRole('tab', { name: 'Overview' }).focus();
    await page.keyboard.press('ArrowRight');
    expect(await page.getByRole('tab', { name: 'Geography' }).getAttribute('aria-selected')).toBe('true');
    await panel(page).getByRole('heading', { name: 'Top Cities' }).waitFor();
    for (const city of own30.topCities) {
      expect(await panel(page).getByRole('row').filter({ hasText: city.city }).textContent()).toContain(usd(city.revenue));
    }
    await expectNoSeriousA11yViolations(page, 'insights geography');
    await page.keyboard.press('ArrowRight');
    await panel(page).getByRole('heading', { name: 'Popular Cuisines' }).waitFor();
    for (const cuisine of own30.topCuisines) {
      await panel(page).getByRole('listitem').filter({ hasText: cuisine.cuisine }).getByText(percent(cuisine.percentage)).waitFor();
    }
    await page.keyboard.press('End');
    expect(await page.getByRole('tab', { name: 'Recent Orders' }).getAttribute('aria-selected')).toBe('true');
    await expectRecentOrders(page, own30);
    await expectNoSeriousA11yViolations(page, 'insights recent orders');
    await screenshot(page, 'business-insights-recent-orders-desktop');

    // A new range asks again and shows its own figures.
    const own7 = await answerTo(page, (url) => isOwnCall(url) && url.search === '?timeRange=7d', () =>
      page.getByLabel('Time range').selectOption({ label: 'Last 7 days' }));
    await expect.poll(() => page.getByRole('button', { name: 'Export' }).isEnabled()).toBe(true);
    await expectKpis(page, own7);
    await page.getByText(/vs previous 7 days/).first().waitFor();

    // Export: a CSV of what is shown, named after the range and the day.
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export' }).click()]);
    expect(download.suggestedFilename()).toMatch(/^business-insights-7d-\d{4}-\d{2}-\d{2}\.csv$/);
    // Read through the connection: the run's Chromium is another process's, so its download path is not ours to open.
    const chunks: Buffer[] = [];
    for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
    const csv = Buffer.concat(chunks).toString('utf8');
    const dollars = (cents: number) => (cents / 100).toFixed(2);
    expect(csv).toContain('Business Insights,Last 7 days\r\n');
    expect(csv).toContain(`Total Orders,${own7.totalOrders}\r\n`);
    expect(csv).toContain(`Total Revenue (USD),${dollars(own7.totalRevenue)}\r\n`);
    expect(csv).toContain(`Average Order Value (USD),${dollars(own7.averageOrderValue)}\r\n`);
    expect(csv).toContain(`Total Customers,${own7.totalCustomers}\r\n`);
    for (const city of own7.topCities) expect(csv).toContain(`${city.city},${city.orders},${dollars(city.revenue)}\r\n`);
    for (const cuisine of own7.topCuisines) expect(csv).toContain(`${cuisine.cuisine},${cuisine.orders},${cuisine.percentage}\r\n`);
    for (const order of own7.recentOrders) expect(csv).toContain(`${order.customer},${order.id},${dollars(order.amount)},`);
  });

  it('falls back silently to the demonstration figures when the own call fails (phone)', async () => {
    const { page } = await product.newPage(MOBILE);
    await signUp(page, `${product.server.url}/`, 'fallback.owner@example.com', true);
    await page.route((url) => isOwnCall(url), (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"Internal server error","code":"INTERNAL_ERROR"}' }));
    const demoRequest = page.waitForRequest((request) => isDemoCall(new URL(request.url())));
    const demo = await answerTo(page, isDemoCall, () => page.goto('/business-insights'));
    expect(demo.recentOrders.length).toBeGreaterThan(0);
    await expectKpis(page, demo);
    // docs/product/calls.md "Client behaviour": the public call goes without the token.
    expect((await (await demoRequest).allHeaders()).authorization).toBeUndefined();
    expect(await page.getByText('Error loading business insights data').count()).toBe(0);
    await page.getByRole('figure', { name: 'Revenue Growth' }).locator('svg.recharts-surface').waitFor();
    await expectNoSeriousA11yViolations(page, 'insights overview, phone');
    await screenshot(page, 'business-insights-mobile');

    await page.getByRole('tab', { name: 'Recent Orders' }).click();
    await expectRecentOrders(page, demo);
    await page.getByRole('tablist').scrollIntoViewIfNeeded();
    await expectNoSeriousA11yViolations(page, 'insights recent orders, phone');
    await screenshot(page, 'business-insights-recent-orders-mobile');
  });

  it('says so when both calls fail, and recovers on Refresh', async () => {
    const { page } = await product.newPage();
    await signUp(page, `${product.server.url}/`, 'error.owner@example.com');
    const failing = (url: URL) => isOwnCall(url) || isDemoCall(url);
    await page.route(failing, (route) => route.fulfill({ status: 503, contentType: 'application/json', body: '{"message":"down","code":"UNAVAILABLE"}' }));

    await page.goto('/business-insights');
    await page.getByText('Loading business insights data...').waitFor();
    // The query retries three times (1 s, 2 s, 4 s) before it gives up.
    const alert = page.getByRole('alert').filter({ hasText: 'Error loading business insights data' });
    await alert.waitFor({ timeout: 30_000 });
    await alert.getByText('Please try refreshing the page or contact support if the problem persists.').waitFor();
    expect(await page.getByRole('button', { name: 'Export' }).isDisabled()).toBe(true);
    await expectNoSeriousA11yViolations(page, 'insights error');
    await screenshot(page, 'business-insights-error-desktop');

    // This user has no restaurant: zeros and empty lists (docs/product/decisions.md "Analytics, status and debug endpoints"), not an error.
    await page.unroute(failing);
    await page.getByRole('button', { name: 'Refresh' }).click();
    await expect.poll(() => kpi(page, 'Total Revenue'), { timeout: 30_000 }).toBe('$0.00');
    expect(await page.getByText('Error loading business insights data').count()).toBe(0);
  });
});
