// Order help in the browser (docs/product/decisions.md "Order help"): on a phone the customer
// reports missing items with a photo from a delivered order's page; the owner's desk marks the card
// and approves the reported lines as a refund from the details; the customer's page shows the
// outcome live, and the refund e-mail arrives in the mail catcher. A second report is declined with
// a reason. Screenshots at 390x844 and 1280x800, axe and tap targets on each.
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { issueDevAccessToken } from '../../src/identity-dev/index.js';
import { DEMO_PASSWORD } from '../../src/seed/demo-accounts.js';
import { expectNoSeriousA11yViolations } from '../support/axe.js';
import { describeWithChromium } from '../support/chromium.js';
import { DELIVERY, placeOrder } from '../support/customers.js';
import { mailInbox } from '../support/mail-inbox.js';
import { eventually, paidInTime, submitCard } from '../support/payment-servers.js';
import { picture } from '../support/restaurant-form.js';
import { DEMO_OWNER, logIn, orderNumber } from './support/owner-orders.js';
import { DESKTOP, MOBILE, screenshot, startProduct, type Product } from './support/product.js';
import { formatOffenders, undersizedTargets } from './support/tap-targets.js';

const CUSTOMER = { email: 'customer@tuckin.demo', password: DEMO_PASSWORD };

describeWithChromium('order help: report, approve or decline, the outcome live', () => {
  let product: Product;
  let ownerToken: string;
  let customer: Page;
  let desk: Page;

  beforeAll(async () => {
    product = await startProduct({ SEED_DEMO_DATA: 'true' });
    ownerToken = await issueDevAccessToken({ config: product.server.config, db: product.server.db, email: DEMO_OWNER.email });
    customer = (await product.newPage(MOBILE)).page;
    await logIn(customer, CUSTOMER, true);
    desk = (await product.newPage(DESKTOP)).page;
    await logIn(desk, DEMO_OWNER);
  }, 300_000);
  afterAll(async () => product?.stop());

  /** A paid order of the demo customer at the demo owner's restaurant (2 of its first dish, 1 of its second), delivered. */
  async function aDeliveredOrder(): Promise<string> {
    const { server } = product;
    const restaurantId = (await server.client(ownerToken).GET('/api/my/restaurant')).data!._id;
    const token = await issueDevAccessToken({ config: server.config, db: server.db, email: CUSTOMER.email });
    const buyer = { token, api: server.client(token), email: CUSTOMER.email, delivery: { ...DELIVERY, email: CUSTOMER.email } };
    const { orderId, url } = await placeOrder(server, buyer, restaurantId, [2, 1]);
    expect((await submitCard(server.url + new URL(url).pathname)).status).toBe(303);
    await paidInTime(server.db, orderId);
    for (const status of ['inProgress', 'outForDelivery', 'delivered'] as const) {
      expect((await server.client(ownerToken).PATCH('/api/my/restaurant/order/{orderId}/status', { params: { path: { orderId } }, body: { status } })).response.status).toBe(200);
    }
    return orderId;
  }

  async function check(page: Page, where: string, phone: boolean) {
    await expectNoSeriousA11yViolations(page, where);
    expect(formatOffenders(await undersizedTargets(page, where))).toBe('');
    if (phone) expect(await page.evaluate<number>('document.documentElement.scrollWidth - document.documentElement.clientWidth')).toBe(0);
  }

  const orderOf = (page: Page, orderId: string) => page.getByRole('article', { name: `Order #${orderNumber(orderId)}` });
  async function openDetails(orderId: string) {
    await desk.goto('/manage-restaurant/order');
    const card = desk.getByRole('article').filter({ hasText: `Order #${orderNumber(orderId)}` });
    await card.getByText(/^Problem reported/).waitFor();
    return card;
  }

  it('reports missing items with a photo on a phone; the desk approves the lines; the customer sees the refund live and by e-mail', async () => {
    const orderId = await aDeliveredOrder();
    await customer.goto('/order-status');
    const order = orderOf(customer, orderId);
    await order.getByRole('button', { name: /^Report a problem/ }).click();
    const form = order.getByRole('form', { name: /^Report a problem/ });
    await form.waitFor();
    // Missing items without a line is said beside the lines, and the first line takes focus.
    await form.getByRole('button', { name: 'Send report' }).click();
    await form.getByText('Choose at least one item and how many').waitFor();
    const firstLine = form.getByRole('spinbutton').first();
    expect(await customer.evaluate<string | null>("document.activeElement?.getAttribute('type') ?? null")).toBe('number');
    await firstLine.fill('1');
    await form.getByLabel('What happened? (optional)').fill('One was missing from the bag');
    await form.getByLabel(/^Photo/).setInputFiles({ name: 'bag.jpg', mimeType: 'image/jpeg', buffer: await picture('#b45309', 'jpeg', 800, 600) });
    await form.scrollIntoViewIfNeeded();
    await check(customer, 'report form on a phone', true);
    await screenshot(customer, 'order-help-form-390');
    await form.getByRole('button', { name: 'Send report' }).click();
    const outcome = order.getByRole('region', { name: /^Your report on/ });
    await outcome.getByText('Problem reported').waitFor();
    await outcome.getByRole('img', { name: 'Your photo of the problem' }).waitFor();

    const card = await openDetails(orderId);
    await card.getByRole('button', { name: 'View Details' }).click();
    const details = desk.getByRole('dialog');
    await details.getByRole('img', { name: "The customer's photo of the problem" }).waitFor();
    await details.getByText('One was missing from the bag').waitFor();
    await check(desk, 'desk details with the report', false);
    await screenshot(desk, 'order-help-desk-1280');
    await details.getByRole('button', { name: 'Approve refund' }).click();
    const approve = desk.getByRole('dialog', { name: 'Approve a refund' });
    const proposed = await approve.getByLabel('Amount (£)').inputValue();
    await approve.getByRole('button', { name: `Refund £${proposed}` }).click();
    await details.getByText(`Report refunded: £${proposed}`).waitFor();

    await outcome.getByText('Refund approved').waitFor();
    await outcome.getByText(`is refunding £${proposed}`).waitFor();
    await outcome.scrollIntoViewIfNeeded();
    await check(customer, 'the approved report on a phone', true);
    await screenshot(customer, 'order-help-approved-390');

    const inbox = mailInbox(product.server.mailInboxUrl!);
    const mail = await eventually(async () => (await inbox.to(CUSTOMER.email)).find((m) => m.subject === `Refund of £${proposed} for order #${orderNumber(orderId)}`), 'the refund e-mail');
    expect(mail!.text).toContain('Reason: Order help: missing items');
    const shown = (await product.newPage(MOBILE)).page;
    await shown.setContent(mail!.html);
    await screenshot(shown, 'order-help-refund-mail-390');
  });

  it('declines a report with a reason: the customer sees it live and by e-mail', async () => {
    const orderId = await aDeliveredOrder();
    await customer.goto('/order-status');
    const order = orderOf(customer, orderId);
    await order.getByRole('button', { name: /^Report a problem/ }).click();
    const form = order.getByRole('form', { name: /^Report a problem/ });
    await form.getByRole('radio', { name: 'Quality' }).check();
    await form.getByLabel('What happened? (optional)').fill('It arrived cold');
    await form.getByRole('button', { name: 'Send report' }).click();
    await order.getByRole('region', { name: /^Your report on/ }).waitFor();

    const card = await openDetails(orderId);
    await card.getByRole('button', { name: 'View Details' }).click();
    const details = desk.getByRole('dialog');
    await details.getByRole('button', { name: 'Decline' }).click();
    const decline = desk.getByRole('dialog', { name: 'Decline the report' });
    await decline.getByRole('button', { name: 'Decline report' }).click();
    await decline.getByText('Say why: the customer reads it').waitFor();
    await decline.getByLabel(/^Reason/).fill('It left the kitchen hot, 12 minutes before it reached you');
    await decline.getByRole('button', { name: 'Decline report' }).click();
    await details.getByText('Report declined').waitFor();

    const outcome = order.getByRole('region', { name: /^Your report on/ });
    await outcome.getByText('declined a refund: It left the kitchen hot').waitFor();
    await outcome.scrollIntoViewIfNeeded();
    await check(customer, 'the declined report on a phone', true);
    await screenshot(customer, 'order-help-declined-390');
    const inbox = mailInbox(product.server.mailInboxUrl!);
    const mail = await eventually(async () => (await inbox.to(CUSTOMER.email)).find((m) => m.subject === `Your report on order #${orderNumber(orderId)}`), 'the decline e-mail');
    expect(mail!.text).toContain('Reason: It left the kitchen hot');
    const shown = (await product.newPage(MOBILE)).page;
    await shown.setContent(mail!.html);
    await screenshot(shown, 'order-help-declined-mail-390');
  });
});
