// A sold-out option (docs/product/decisions.md "Menus"): the owner marks it with the restaurant
// form (PUT /api/my/restaurant, the only way to set an option's `soldOut`); a basket that chose
// it before is refused at checkout (409, the server's words in the toast), and the option dialog
// then shows it disabled and marked, on a desktop and on a phone.
// test/api/menu-options.test.ts covers the 409 itself on both databases.
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { issueDevAccessToken } from '../../src/identity-dev/index.js';
import { expectNoSeriousA11yViolations } from '../support/axe.js';
import { describeWithChromium } from '../support/chromium.js';
import { restaurantForm, type Answer } from '../support/restaurant-form.js';
import { DEMO_OWNER, toastShown } from './support/owner-orders.js';
import { signUpAndOpenCheckout } from './support/checkout-dialog.js';
import { DESKTOP, MOBILE, screenshot, startProduct, waitForApp, demoRestaurant, type DemoRestaurant, type Product } from './support/product.js';

type MenuItem = DemoRestaurant['menuItems'][number];

const CUSTOMER = { email: 'sold.out.option@example.com', password: 'a-good-long-password', name: 'Sol Doubt' };
const DELIVERY = { Name: CUSTOMER.name, 'Address Line 1': '3 Upper Street', City: 'London', Postcode: 'N1 1QP', Country: 'United Kingdom', 'Phone number': '+447911123456' };

describeWithChromium('a sold-out option: refused at checkout, not choosable in the dialog', () => {
  let product: Product;
  let bella: DemoRestaurant;
  let dish: MenuItem;

  beforeAll(async () => {
    product = await startProduct({ SEED_DEMO_DATA: 'true' });
    bella = await demoRestaurant(product, 'London', 'bella');
    dish = bella.menuItems.find((item) => item.optionGroups.some((group) => group.min === 0 && group.options.length > 1))!;
  });
  afterAll(async () => product?.stop());

  const extras = () => dish.optionGroups.find((group) => group.min === 0)!;
  const size = () => dish.optionGroups.find((group) => group.min === 1);

  /** The owner's form as the web app sends it, every dish as it is but `optionId` sold out. */
  async function markSoldOut(optionId: string): Promise<void> {
    const token = await issueDevAccessToken({ config: product.server.config, db: product.server.db, email: DEMO_OWNER.email });
    const headers = { authorization: `Bearer ${token}` };
    const mine = (await (await fetch(`${product.server.url}/api/my/restaurant`, { headers })).json()) as Answer;
    expect(mine._id).toBe(bella._id);
    const form = restaurantForm({
      restaurantName: mine.restaurantName,
      city: mine.city,
      country: mine.country,
      deliveryPrice: String(mine.deliveryPrice),
      estimatedDeliveryTime: String(mine.estimatedDeliveryTime),
      cuisines: mine.cuisines,
      menuItems: mine.menuItems.map((item) => ({
        _id: item._id,
        name: item.name,
        price: String(item.price),
        optionGroups: JSON.stringify(item.optionGroups.map((group) => ({ ...group, options: group.options.map((o) => (o._id === optionId ? { ...o, soldOut: true } : o)) }))),
      })),
    });
    const saved = await fetch(`${product.server.url}/api/my/restaurant`, { method: 'PUT', body: form, headers });
    expect(saved.status).toBe(200);
    const answer = (await saved.json()) as Answer;
    // Only that option changed.
    expect(answer.menuItems.flatMap((item) => item.optionGroups.flatMap((g) => g.options.filter((o) => o.soldOut).map((o) => o._id)))).toEqual([optionId]);
  }

  async function openOptions(page: Page) {
    await page.getByRole('region', { name: 'Menu' }).getByRole('button', { name: new RegExp(`^Add ${dish.name}`) }).click();
    const dialog = page.getByRole('dialog', { name: `Choose options for ${dish.name}` });
    await dialog.waitFor();
    return dialog;
  }

  /** The dialog with the sold-out option: disabled, marked, and a click on it changes nothing. */
  async function cannotChoose(page: Page, viewport: { width: number }) {
    const dialog = await openOptions(page);
    const option = extras().options[0]!;
    const named = { name: new RegExp(`^${option.name}`) };
    const box = dialog.getByRole('checkbox', named);
    expect(await box.isDisabled()).toBe(true);
    // (`has` takes a locator relative to the label, not one from the dialog.)
    const row = dialog.locator('label').filter({ has: page.getByRole('checkbox', named) });
    expect(await row.getByText('Sold out', { exact: true }).count()).toBe(1);
    const price = await dialog.getByTestId('option-price').textContent();
    await row.click({ force: true }); // a tap on the row, as a finger would
    expect(await box.isChecked()).toBe(false);
    expect(await dialog.getByTestId('option-price').textContent()).toBe(price);
    // The other extras can still be chosen.
    const other = dialog.getByRole('checkbox', { name: new RegExp(`^${extras().options[1]!.name}`) });
    await other.check();
    expect(await other.isChecked()).toBe(true);
    await expectNoSeriousA11yViolations(page, `option dialog with a sold-out option (${viewport.width})`);
    await row.scrollIntoViewIfNeeded();
    await screenshot(page, `menu-option-sold-out-dialog-${viewport.width}`);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
  }

  it('refuses a basket that chose the option before it sold out (409), then the dialog will not offer it (desktop)', async () => {
    const option = extras().options[0]!;
    const { page } = await product.newPage(DESKTOP);
    await page.goto(`/detail/${bella._id}`);
    await waitForApp(page);
    const dialog = await openOptions(page);
    const required = size();
    if (required) await dialog.getByRole('radio', { name: new RegExp(`^${required.options[0]!.name}`) }).check();
    await dialog.getByRole('checkbox', { name: new RegExp(`^${option.name}`) }).check();
    await dialog.getByRole('button', { name: 'Add to order' }).click();
    await dialog.waitFor({ state: 'detached' });

    const details = await signUpAndOpenCheckout(page, CUSTOMER, bella._id);
    for (const [label, value] of Object.entries(DELIVERY)) await details.getByLabel(label, { exact: true }).fill(value);

    // Sold out while the customer typed their address.
    await markSoldOut(option._id);
    const answered = page.waitForResponse('**/api/order/checkout/create-checkout-session');
    await details.getByRole('button', { name: 'Continue to payment' }).click();
    const response = await answered;
    expect(response.status()).toBe(409);
    const message = `${extras().name}: ${option.name} is sold out`;
    expect(await response.json()).toMatchObject({ code: 'ITEM_UNAVAILABLE', details: [{ path: expect.stringMatching(/^cartItems\[0\]\.options\[\d\]$/), message }] });
    await toastShown(page, message);
    // Plain words: the field path stays in the response.
    expect(await page.getByText(/cartItems\[/).count()).toBe(0);
    expect(page.url()).toContain(`/detail/${bella._id}`); // no hosted payment page
    await screenshot(page, 'menu-option-sold-out-refused-1280');
    await page.keyboard.press('Escape');
    await details.waitFor({ state: 'detached' });
    // The page read the restaurant again: the basket says why it cannot check out, until the line goes.
    await page.getByText(`Sold out: ${dish.name}. Remove it to check out.`).waitFor();
    expect(await page.getByRole('button', { name: 'Go to checkout' }).isDisabled()).toBe(true);

    // And the dialog shows the option sold out.
    await cannotChoose(page, DESKTOP);
  });

  it('shows the option sold out and not choosable on a phone', async () => {
    const { page } = await product.newPage(MOBILE);
    await page.goto(`/detail/${bella._id}`);
    await waitForApp(page);
    await cannotChoose(page, MOBILE);
  });
});
