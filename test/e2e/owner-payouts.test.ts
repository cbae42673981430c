// The owner's Payouts tab (docs/product/decisions.md "Money"): this week's line from the ledger,
// its orders, the CSV download, on a desktop and a phone.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { issueDevAccessToken } from '../../src/identity-dev/index.js';
import { expectNoSeriousA11yViolations } from '../support/axe.js';
import { describeWithChromium } from '../support/chromium.js';
import { aCustomer, placeOrder } from '../support/customers.js';
import { eventually, paidInTime, submitCard } from '../support/payment-servers.js';
import { section } from './support/owner.js';
import { DEMO_OWNER, logIn, orderNumber } from './support/owner-orders.js';
import { demoRestaurant, DESKTOP, MOBILE, screenshot, startProduct, type Product } from './support/product.js';
import { formatOffenders, undersizedTargets } from './support/tap-targets.js';

describeWithChromium('the owner’s payouts', () => {
  let product: Product;
  let orderId = '';

  beforeAll(async () => {
    product = await startProduct({ SEED_DEMO_DATA: 'true' });
    const bella = await demoRestaurant(product, 'London', 'Bella Napoli');
    const customer = await aCustomer(product.server, 'payouts-customer@example.com');
    const placed = await placeOrder(product.server, customer, bella._id, [2]);
    orderId = placed.orderId;
    expect((await submitCard(product.server.url + new URL(placed.url).pathname)).status).toBe(303);
    await paidInTime(product.server.db, orderId);
    const owner = product.server.client(await issueDevAccessToken({ config: product.server.config, db: product.server.db, email: DEMO_OWNER.email }));
    await owner.POST('/api/my/restaurant/order/{orderId}/accept', { params: { path: { orderId } }, body: { estimatedMinutes: 30 } });
    expect((await owner.POST('/api/my/restaurant/order/{orderId}/refunds', { params: { path: { orderId } }, body: { amount: 200, reason: 'Drink missing' } })).response.status).toBe(201);
    await eventually(async () => (await product.server.db('ledger_postings').where({ order_id: orderId, kind: 'refund' }).first('id')) !== undefined, 'the refund on the ledger');
  }, 300_000);
  afterAll(async () => {
    await product?.stop();
  });

  async function openPayouts(page: Page, phone = false) {
    await logIn(page, DEMO_OWNER, phone);
    await page.goto('/manage-restaurant/payouts');
    const panel = section(page, 'Payouts');
    await panel.getByRole('listitem').first().waitFor();
    return panel;
  }

  it("shows this week's line, opens its orders and downloads them as CSV", async () => {
    const { page } = await product.newPage(DESKTOP);
    const panel = await openPayouts(page);
    const week = panel.getByRole('listitem').first();
    await week.getByText('This week').waitFor();
    await week.getByText('Refunds you covered').waitFor();
    await week.getByRole('button', { name: /View orders/ }).click();
    await week.getByRole('list', { name: 'Orders of the week' }).getByText(`Order #${orderNumber(orderId)}`).waitFor();
    await expectNoSeriousA11yViolations(page, 'payouts tab');
    await screenshot(page, 'owner-payouts-1280');

    const [download] = await Promise.all([page.waitForEvent('download'), week.getByRole('button', { name: 'Download CSV' }).click()]);
    expect(download.suggestedFilename()).toMatch(/^statement-\d{4}-\d{2}-\d{2}\.csv$/);
    const saved = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'payouts-')), download.suggestedFilename());
    await download.saveAs(saved);
    const csv = fs.readFileSync(saved, 'utf8');
    expect(csv.split('\r\n')[0]).toBe('week_start,order_id,sales,commission,delivery_fees,refunds_by_restaurant,refunds_by_platform,earned');
    expect(csv).toContain(`"${orderId}"`);
  });

  it('fits a phone: no sideways scroll, tap targets large enough', async () => {
    const { page } = await product.newPage(MOBILE);
    const panel = await openPayouts(page, true);
    await screenshot(page, 'owner-payouts-tabs-390');
    await panel.getByRole('listitem').first().getByRole('button', { name: /View orders/ }).click();
    const orders = panel.getByRole('list', { name: 'Orders of the week' });
    await orders.waitFor();
    await orders.scrollIntoViewIfNeeded();
    expect(formatOffenders(await undersizedTargets(page, 'payouts on a phone'))).toBe('');
    await expect.poll(() => page.evaluate<number>('document.documentElement.scrollWidth')).toBeLessThanOrEqual(MOBILE.width);
    await screenshot(page, 'owner-payouts-390');
  });
});
