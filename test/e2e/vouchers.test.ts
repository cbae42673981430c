// Vouchers (docs/product/decisions.md "Vouchers"): the basket's code field says why a code does not
// apply beside it, an applied code shows as a Discount line and lowers the total; the owner's
// Vouchers tab lists each code with its figures and makes new ones. Desktop and phone, with axe.
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { issueDevAccessToken } from '../../src/identity-dev/index.js';
import { formatPence } from '../../src/shared/money.js';
import { expectNoSeriousA11yViolations } from '../support/axe.js';
import { describeWithChromium } from '../support/chromium.js';
import { DEMO_OWNER, logIn } from './support/owner-orders.js';
import { demoRestaurant, DESKTOP, MOBILE, screenshot, startProduct, waitForApp, type DemoRestaurant, type Product } from './support/product.js';
import { formatOffenders, undersizedTargets } from './support/tap-targets.js';

describeWithChromium('vouchers in the basket and the owner area', () => {
  let product: Product;
  let bella: DemoRestaurant;

  beforeAll(async () => {
    product = await startProduct({ SEED_DEMO_DATA: 'true' });
    bella = await demoRestaurant(product, 'London', 'Bella Napoli');
    const owner = product.server.client(await issueDevAccessToken({ config: product.server.config, db: product.server.db, email: DEMO_OWNER.email }));
    for (const body of [
      { code: 'BIGSPEND', kind: 'percent', value: 10, minimumBasket: 10_000 },
      { code: 'FIVER', kind: 'amount', value: 500, totalUses: 100, usesPerCustomer: 1 },
    ] as const) expect((await owner.POST('/api/my/restaurant/vouchers', { body })).response.status).toBe(201);
  }, 300_000);
  afterAll(async () => product?.stop());

  async function basketWithADish(page: Page) {
    const dish = bella.menuItems.filter((item) => item.optionGroups.length === 0 && !item.soldOut).sort((a, b) => a.price - b.price).at(-1)!;
    await page.goto(`/detail/${bella._id}`);
    await waitForApp(page);
    await page.getByRole('region', { name: 'Menu' }).getByRole('button', { name: new RegExp(`^Add ${dish.name}`) }).click();
    const order = page.getByRole('region', { name: 'Your Order' });
    await order.getByLabel('Add a voucher code').waitFor();
    return { dish, order };
  }

  for (const [size, viewport] of [['1280', DESKTOP], ['390', MOBILE]] as const) {
    it(`refuses a code beside the field and applies another as a Discount line at ${size} px`, async () => {
      const { page } = await product.newPage(viewport);
      const { dish, order } = await basketWithADish(page);
      // Priced by the server first ('…' while the quote is on its way).
      await expect.poll(() => order.getByTestId('order-total').textContent()).toMatch(/^£/);
      const totalBefore = await order.getByTestId('order-total').textContent();
      await order.getByLabel('Add a voucher code').fill('bigspend');
      await order.getByRole('button', { name: 'Apply' }).click();
      await order.getByText(`Spend ${formatPence(10_000 - dish.price)} more to use BIGSPEND`).waitFor();
      expect(await order.getByLabel('Add a voucher code').getAttribute('aria-invalid')).toBe('true');
      expect(await order.getByTestId('order-total').textContent()).toBe(totalBefore);
      await expectNoSeriousA11yViolations(page, `a refused voucher code at ${size} px`);
      await order.getByRole('button', { name: 'Apply' }).scrollIntoViewIfNeeded();
      await screenshot(page, `basket-voucher-refused-${size}`);

      await order.getByLabel('Add a voucher code').fill('fiver');
      await order.getByRole('button', { name: 'Apply' }).click();
      await order.getByText('FIVER', { exact: true }).waitFor();
      expect(await order.getByTestId('order-discount').textContent()).toBe(`-${formatPence(500)}`);
      expect(await order.locator('dt').allTextContents()).toContain('Discount (FIVER)');
      await expectNoSeriousA11yViolations(page, `an applied voucher code at ${size} px`);
      expect(formatOffenders(await undersizedTargets(page, `an applied voucher at ${size} px`))).toBe('');
      await order.getByTestId('order-discount').scrollIntoViewIfNeeded();
      await screenshot(page, `basket-voucher-applied-${size}`);

      // Removed, the field is back and the discount goes.
      await order.getByRole('button', { name: 'Remove the voucher code FIVER' }).click();
      await order.getByLabel('Add a voucher code').waitFor();
      await expect.poll(() => order.getByTestId('order-discount').count()).toBe(0);
    });

    it(`lists the owner's codes with their figures and makes a new one at ${size} px`, async () => {
      const { page } = await product.newPage(viewport);
      await logIn(page, DEMO_OWNER, size === '390');
      await page.goto('/manage-restaurant/vouchers');
      // A table on a desktop; a card per code on a phone.
      const phone = size === '390';
      await page.getByText(phone ? /^FIVER: £5\.00 off/ : 'FIVER', { exact: true }).first().waitFor();
      await page.getByText(phone ? /Active · 0 of 100 uses · £0\.00 sales/ : '0 of 100').waitFor();
      await expectNoSeriousA11yViolations(page, `the owner's voucher list at ${size} px`);
      await screenshot(page, `owner-vouchers-${size}`);

      await page.getByRole('link', { name: 'New voucher code' }).click();
      const code = `WELCOME${size}`;
      await page.getByRole('textbox', { name: 'Code', exact: true }).fill(code);
      await page.getByLabel('Percent off').fill('15');
      await page.getByLabel('Minimum basket (£)').fill('12.50');
      await expectNoSeriousA11yViolations(page, `a new voucher code at ${size} px`);
      await screenshot(page, `owner-voucher-create-${size}`);
      await page.getByRole('button', { name: 'Save' }).click();
      await page.getByText('Voucher code created').waitFor();
      await page.getByText(phone ? new RegExp(`^${code}: 15 % off`) : code, { exact: true }).first().waitFor();

      // The server's refusal shows under its field: the code is taken, whatever its case.
      await page.getByRole('link', { name: 'New voucher code' }).click();
      await page.getByRole('textbox', { name: 'Code', exact: true }).fill(code.toLowerCase());
      await page.getByLabel('Percent off').fill('5');
      await page.getByRole('button', { name: 'Save' }).click();
      await page.getByText(`the restaurant has a code ${code} already`).first().waitFor();
      await screenshot(page, `owner-voucher-taken-${size}`);
    });
  }
});
