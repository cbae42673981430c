// The operator's console at /operator (docs/architecture/operator.md): each resource's main flow
// on a desktop with axe, the audit entry each action writes, the owner's notice, a phone's list,
// and the plain refusal everyone else gets.
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { DEMO_PASSWORD } from '../../src/seed/demo-accounts.js';
import { expectNoSeriousA11yViolations } from '../support/axe.js';
import { describeWithChromium } from '../support/chromium.js';
import { aCustomer, placeOrder } from '../support/customers.js';
import { DEMO_OWNER, logIn } from './support/owner-orders.js';
import { demoRestaurant, DESKTOP, MOBILE, screenshot, startProduct, type Product } from './support/product.js';

const OPERATOR = { email: 'operator@tuckin.demo', password: DEMO_PASSWORD };

describeWithChromium('the operator’s console', () => {
  let product: Product;
  let orderId = '';

  beforeAll(async () => {
    product = await startProduct({ SEED_DEMO_DATA: 'true', OPERATOR_EMAILS: OPERATOR.email });
    const bella = await demoRestaurant(product, 'London', 'Bella Napoli');
    const customer = await aCustomer(product.server, 'console-customer@example.com');
    orderId = (await placeOrder(product.server, customer, bella._id, [1])).orderId;
  }, 300_000);
  afterAll(async () => {
    await product?.stop();
  });

  async function openConsole(page: Page, path: string, phone = false) {
    await logIn(page, OPERATOR, phone);
    await page.goto(path);
    await page.getByRole('heading', { name: 'Operator console' }).waitFor();
  }

  it('suspends a restaurant from its show view with a reason, which the audit log and the owner then show', async () => {
    const { page } = await product.newPage(DESKTOP);
    await openConsole(page, '/operator/restaurants');
    await page.getByLabel('Name or city').fill('Bella');
    const row = page.getByRole('row', { name: /Bella Napoli/ });
    await row.waitFor();
    await expect.poll(() => page.getByRole('row').count()).toBe(2);
    await row.getByText('Listed').waitFor();
    await expectNoSeriousA11yViolations(page, 'operator restaurants list');
    await screenshot(page, 'operator-restaurants-1280');
    await row.getByText('Bella Napoli').click();
    await page.getByRole('heading', { name: 'Bella Napoli' }).waitFor();
    await page.getByRole('button', { name: 'Suspend' }).click();
    const dialog = page.getByRole('dialog', { name: 'Suspend restaurant' });
    await dialog.getByLabel('Reason (the owner sees it)').fill('Hygiene inspection failed');
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await page.getByText(/Suspended .*: Hygiene inspection failed/).waitFor();
    await page.getByRole('button', { name: 'Reinstate' }).waitFor();
    await expectNoSeriousA11yViolations(page, 'operator restaurant show');
    await screenshot(page, 'operator-restaurant-show-1280');

    await page.getByRole('tab', { name: 'Audit log' }).click();
    const entry = page.getByRole('row', { name: /suspendRestaurant/ });
    await entry.getByText('Hygiene inspection failed').first().waitFor();
    await expect(entry.getByText(OPERATOR.email).count()).resolves.toBe(1);
    await expectNoSeriousA11yViolations(page, 'operator audit log');
    await screenshot(page, 'operator-audit-1280');
    const audit = await product.server.db('operator_audit').select('action', 'reason', 'operator_email');
    expect(audit).toEqual([{ action: 'suspendRestaurant', reason: 'Hygiene inspection failed', operator_email: OPERATOR.email }]);

    const owner = await product.newPage(DESKTOP);
    await logIn(owner.page, DEMO_OWNER);
    await owner.page.goto('/manage-restaurant');
    await owner.page.getByText('Suspended by TuckIn.').waitFor();
    await owner.page.getByText(/Reason: Hygiene inspection failed\./).waitFor();
    // The state line above agrees: no 'Open · taking orders' over a suspension.
    await owner.page.getByRole('group', { name: 'Taking orders now' }).getByText('Suspended · customers cannot order').waitFor();
    await expectNoSeriousA11yViolations(owner.page, 'owner area suspended');
    await screenshot(owner.page, 'operator-suspension-owner-1280');
  });

  it('finds an order by the number customers see and shows its timeline', async () => {
    const { page } = await product.newPage(DESKTOP);
    await openConsole(page, '/operator/orders');
    const number = orderId.slice(-6).toUpperCase();
    await page.getByLabel('Order number').fill(`#${number}`);
    await expect.poll(() => page.getByRole('row').count()).toBe(2);
    await expectNoSeriousA11yViolations(page, 'operator orders list');
    await screenshot(page, 'operator-orders-1280');
    await page.getByRole('row', { name: new RegExp(`#${number}`) }).getByText(`#${number}`).click();
    await page.getByRole('heading', { name: `Order #${number}` }).waitFor();
    await page.getByRole('list', { name: 'Order events' }).getByText(/placed → placed/).waitFor();
    await expectNoSeriousA11yViolations(page, 'operator order show');
    await screenshot(page, 'operator-order-show-1280');
  });

  it('suspends selected restaurants with one reason (the bulk action), each in the audit log', async () => {
    const { page } = await product.newPage(DESKTOP);
    await openConsole(page, '/operator/restaurants');
    await page.getByLabel('Name or city').fill('Manchester');
    // The filter applies after react-admin's debounce: wait for the other cities to leave.
    await expect.poll(() => page.getByRole('row', { name: /London/ }).count()).toBe(0);
    const selected = (await page.getByRole('row').count()) - 1;
    await page.getByRole('checkbox', { name: 'Select all' }).check();
    await screenshot(page, 'operator-bulk-selected-1280');
    await page.getByRole('button', { name: 'Suspend selected' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Reason (the owner sees it)').fill('Regional licence review');
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await page.getByText(`${selected} suspended`).waitFor();
    const rows = await product.server.db('operator_audit').where({ reason: 'Regional licence review' }).count({ n: '*' });
    expect(Number(rows[0]!.n)).toBe(selected);
  });

  it('lists restaurants on a phone', async () => {
    const { page } = await product.newPage(MOBILE);
    await openConsole(page, '/operator/restaurants', true);
    await page.getByRole('link', { name: /Bella Napoli/ }).waitFor();
    const overflow = await page.evaluate<number>('document.documentElement.scrollWidth - document.documentElement.clientWidth');
    expect(overflow).toBe(0);
    await expectNoSeriousA11yViolations(page, 'operator restaurants on a phone');
    await screenshot(page, 'operator-restaurants-390');
  });

  it('refuses everyone else with a plain page, and never loads the console for them', async () => {
    const { page } = await product.newPage(DESKTOP);
    await logIn(page, DEMO_OWNER);
    await page.goto('/operator');
    await page.getByRole('heading', { name: 'Operators only' }).waitFor();
    expect(await page.getByRole('heading', { name: 'Operator console' }).count()).toBe(0);
    await expectNoSeriousA11yViolations(page, 'operator refusal');
  });
});
