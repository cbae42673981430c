// docs/product/decisions.md "Live updates" in the browser: the customer's order page and the owner's desk follow the
// order streams (docs/architecture/live.md) and poll only while a stream is down.
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Page, Request } from 'playwright-core';
import { issueDevAccessToken } from '../../src/identity-dev/index.js';
import { DEMO_PASSWORD } from '../../src/seed/demo-accounts.js';
import { describeWithChromium } from '../support/chromium.js';
import { paidInTime, submitCard } from '../support/payment-servers.js';
import { placeDemoOrder } from './support/demo-order.js';
import { DEMO_OWNER, logIn, orderNumber } from './support/owner-orders.js';
import { demoRestaurant, type DemoRestaurant, type Product, startProduct } from './support/product.js';

const CUSTOMER = { email: 'customer@tuckin.demo', password: DEMO_PASSWORD };
/** Longer than one poll (5 s): a page that polls asks at least once in it. */
const MORE_THAN_A_POLL_MS = 6_500;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const customerOrder = (page: Page, orderId: string) => page.getByRole('article', { name: `Order #${orderNumber(orderId)}` });
const deskCard = (page: Page, orderId: string) => page.getByRole('article').filter({ hasText: `Order #${orderNumber(orderId)}` });

/** Counts the page's reads of a list (GET, not the stream). */
function listReads(page: Page, path: string): { count: () => number } {
  let count = 0;
  page.on('request', (request: Request) => {
    const url = new URL(request.url());
    if (request.method() === 'GET' && url.pathname === path) count += 1;
  });
  return { count: () => count };
}

describeWithChromium('live updates: order pages follow the streams, and poll only while they are down', () => {
  let product: Product;
  let bella: DemoRestaurant;

  async function paidOrder(): Promise<string> {
    const { orderId, url } = await placeDemoOrder(product, CUSTOMER.email, bella);
    await submitCard(product.server.url + new URL(url).pathname);
    await paidInTime(product.server.db, orderId);
    return orderId;
  }
  const ownerApi = async () => product.server.client(await issueDevAccessToken({ config: product.server.config, db: product.server.db, email: DEMO_OWNER.email }));

  beforeAll(async () => {
    product = await startProduct({ SEED_DEMO_DATA: 'true' });
    bella = await demoRestaurant(product, 'London', 'Bella Napoli');
  });
  afterAll(async () => product?.stop());

  it("shows the owner's accept on the customer's page at once, without polling", async () => {
    const orderId = await paidOrder();
    const owner = (await product.newPage()).page;
    await logIn(owner, DEMO_OWNER);
    const customer = (await product.newPage()).page;
    await logIn(customer, CUSTOMER);
    const reads = listReads(customer, '/api/order');
    const streamOpen = customer.waitForResponse((response) => new URL(response.url()).pathname === '/api/order/events');
    await customer.goto('/order-status');
    await customerOrder(customer, orderId).waitFor();
    expect((await streamOpen).status()).toBe(200);
    // Live: the list is not polled.
    const before = reads.count();
    await sleep(MORE_THAN_A_POLL_MS);
    expect(reads.count()).toBe(before);

    await owner.goto('/manage-restaurant');
    const card = deskCard(owner, orderId);
    await card.getByRole('button', { name: 'Accept', exact: true }).click();
    const dialog = owner.getByRole('dialog', { name: 'Accept order' });
    await dialog.getByRole('spinbutton', { name: 'Minutes until delivery' }).fill('25');
    const clicked = Date.now();
    await dialog.getByRole('button', { name: 'Accept order' }).click();
    await customerOrder(customer, orderId).getByText('In Progress', { exact: true }).first().waitFor({ timeout: 5_000 });
    const took = Date.now() - clicked;
    console.info(`[live] the customer's page showed the accept ${took} ms after the owner's click`);
    // Well inside one poll: it came on the stream (polling, docs/product/constants.md "Lists and polling", would take up to 5 s).
    expect(took).toBeLessThan(2_500);
    await owner.close();
    await customer.close();
  });

  it('falls back to polling while the stream is blocked, and the desk still shows a new order', async () => {
    const owner = (await product.newPage()).page;
    await logIn(owner, DEMO_OWNER);
    await owner.route('**/api/my/restaurant/order/events*', (route) => route.abort());
    const reads = listReads(owner, '/api/my/restaurant/order');
    await owner.goto('/manage-restaurant');
    await owner.getByText('Total Orders').waitFor();
    const before = reads.count();
    await sleep(MORE_THAN_A_POLL_MS);
    expect(reads.count()).toBeGreaterThan(before);

    const orderId = await paidOrder();
    await owner.getByRole('region', { name: 'Orders waiting to be accepted' }).getByText(`Order #${orderNumber(orderId)}`).waitFor({ timeout: 15_000 });
    await deskCard(owner, orderId).waitFor({ timeout: 15_000 });
    await (await ownerApi()).POST('/api/my/restaurant/order/{orderId}/decline', { params: { path: { orderId } }, body: { reason: 'closing' } });
    await owner.close();
  });
});
