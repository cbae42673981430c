import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { expectNoSeriousA11yViolations } from '../support/axe.js';
import { describeWithChromium } from '../support/chromium.js';
import { DEMO_OWNER, logIn, orderNumber, toastShown } from './support/owner-orders.js';
import { MOBILE, screenshot, startProduct, waitForApp, demoRestaurant, type DemoRestaurant, type Product } from './support/product.js';
import { signUpAndOpenCheckout } from './support/checkout-dialog.js';
import { formatOffenders, undersizedTargets } from './support/tap-targets.js';
import { pounds } from './support/pounds.js';

// docs/product/decisions.md "Menus": a dish with a required size and optional extras, chosen in the
// option dialog, priced in the basket, paid for, and found with its options by customer and owner.

type MenuItem = DemoRestaurant['menuItems'][number];

const CUSTOMER = { email: 'menu.options@example.com', password: 'a-good-long-password', name: 'Ada Options' };
const DELIVERY = { Name: CUSTOMER.name, 'Address Line 1': '12 Deansgate', City: 'Manchester', Postcode: 'M3 2BY', Country: 'United Kingdom', 'Phone number': '+447911123456' };
const CARD = { number: '4242 4242 4242 4242', expiry: '12 / 34', cvc: '123' };


/** The demo dish with a required Size and optional Extras, and the choice the tests make: the larger size and two extras. */
function dishWithOptions(restaurant: DemoRestaurant) {
  const dish = restaurant.menuItems.find((item) => item.optionGroups.length > 0) as MenuItem;
  const size = dish.optionGroups.find((group) => group.min === 1 && group.max === 1)!;
  const extras = dish.optionGroups.find((group) => group.min === 0 && group.max >= 2)!;
  const chosen = [size.options[1]!, extras.options[0]!, extras.options[1]!];
  return { dish, size, extras, chosen, price: dish.price + chosen.reduce((sum, option) => sum + option.price, 0) };
}

async function openOptions(page: Page, dish: MenuItem) {
  await waitForApp(page);
  await page.getByRole('region', { name: 'Menu' }).getByRole('button', { name: new RegExp(`^Add ${dish.name}`) }).click();
  const dialog = page.getByRole('dialog', { name: `Choose options for ${dish.name}` });
  await dialog.waitFor();
  return dialog;
}

async function noSmallTargets(page: Page, where: string) {
  const offenders = await undersizedTargets(page, where);
  expect(offenders, formatOffenders(offenders)).toEqual([]);
}

describeWithChromium('menu options: a size and two extras, from the dialog to the desk', () => {
  let product: Product;
  let bella: DemoRestaurant;

  beforeAll(async () => {
    product = await startProduct({ SEED_DEMO_DATA: 'true' });
    bella = await demoRestaurant(product, 'London', 'bella');
  });
  afterAll(async () => product?.stop());

  it('chooses, sees the running price, adds, pays and finds the line with its options (desktop)', async () => {
    const { dish, size, chosen, price } = dishWithOptions(bella);
    const [large, extraA, extraB] = chosen as [typeof chosen[0], typeof chosen[0], typeof chosen[0]];
    const { page } = await product.newPage();
    await page.goto(`/detail/${bella._id}`);
    await waitForApp(page);
    await expectNoSeriousA11yViolations(page, 'detail page with dish marks');
    await noSmallTargets(page, 'detail page');
    // A mark names itself on focus, alone; its name is in the text for screen readers.
    const mark = page.getByTestId('dish-mark').first();
    await mark.focus();
    const tooltips = page.locator('[data-testid="dish-mark"] + span');
    // Runs in the page (this file is typed without the DOM).
    const shown = (spans: unknown[]) =>
      spans.filter((span) => (globalThis as unknown as { getComputedStyle(e: unknown): { visibility: string } }).getComputedStyle(span).visibility === 'visible').length;
    await expect.poll(() => tooltips.evaluateAll(shown)).toBe(1);
    expect(await mark.textContent()).toMatch(/^(V|VG|GF|H)(Vegetarian|Vegan|Gluten-free|Halal)$|^[A-Z][a-z]Contains /);
    await screenshot(page, 'menu-marks-focus-desktop');

    const dialog = await openOptions(page, dish);
    const add = dialog.getByRole('button', { name: 'Add to order' });
    expect(await add.isDisabled()).toBe(true);
    // Required groups first.
    expect(await dialog.getByRole('group').first().getByText(size.name, { exact: true }).count()).toBe(1);
    await dialog.getByRole('radio', { name: new RegExp(`^${large.name}`) }).check();
    expect(await add.isEnabled()).toBe(true);
    await dialog.getByRole('checkbox', { name: new RegExp(`^${extraA.name}`) }).check();
    await dialog.getByRole('checkbox', { name: new RegExp(`^${extraB.name}`) }).check();
    expect(await dialog.getByTestId('option-price').textContent()).toBe(pounds(price));
    await expectNoSeriousA11yViolations(page, 'option dialog');
    await noSmallTargets(page, 'option dialog');
    await screenshot(page, 'menu-options-dialog-desktop');
    await add.click();
    await dialog.waitFor({ state: 'detached' });
    // Focus is back on the dish's Add button.
    expect(await page.evaluate<string | null>('document.activeElement?.getAttribute("aria-label")')).toMatch(new RegExp(`^Add ${dish.name}`));

    // The same choice again grows the line; another size is another line.
    await (await openOptions(page, dish)).getByRole('radio', { name: new RegExp(`^${large.name}`) }).check();
    await page.getByRole('dialog').getByRole('checkbox', { name: new RegExp(`^${extraB.name}`) }).check();
    await page.getByRole('dialog').getByRole('checkbox', { name: new RegExp(`^${extraA.name}`) }).check();
    await page.getByRole('dialog').getByRole('button', { name: 'Add to order' }).click();
    await (await openOptions(page, dish)).getByRole('radio', { name: new RegExp(`^${size.options[0]!.name}`) }).check();
    await page.getByRole('dialog').getByRole('button', { name: 'Add to order' }).click();
    const lines = page.getByTestId('cart-line');
    await expect.poll(() => lines.count()).toBe(2);
    const optionText = `${large.name}, ${extraA.name}, ${extraB.name}`;
    // The figures are the server's (the quote), in once it answers.
    await expect.poll(() => lines.first().textContent()).toContain(`${dish.name}${optionText}${pounds(price * 2)}`);
    await page.getByRole('button', { name: `Remove ${dish.name} (${size.options[0]!.name})` }).click();
    await page.getByRole('button', { name: `One less ${dish.name} (${optionText})` }).click();
    await expect.poll(() => page.getByTestId('order-total').textContent()).toBe(pounds(price + bella.deliveryPrice));
    await screenshot(page, 'menu-options-basket-desktop');

    // Sign up, pay through the local hosted checkout.
    const details = await signUpAndOpenCheckout(page, CUSTOMER, bella._id);
    for (const [label, value] of Object.entries(DELIVERY)) await details.getByLabel(label, { exact: true }).fill(value);
    // The line's option ids go with it; a refusal of them shows in the server's words.
    let sent: { cartItems: Array<{ menuItemId: string; options?: string[] }> } | undefined;
    await page.route('**/api/order/checkout/create-checkout-session', (route) => {
      sent = route.request().postDataJSON() as typeof sent;
      return route.fulfill({
        status: 400,
        json: { code: 'VALIDATION_ERROR', message: 'Validation failed', details: [{ path: 'cartItems[0].options', message: 'Size: choose 1' }] },
      });
    });
    await details.getByRole('button', { name: 'Continue to payment' }).click();
    await toastShown(page, 'Size: choose 1');
    expect(sent?.cartItems).toEqual([{ menuItemId: dish._id, name: dish.name, quantity: '1', options: chosen.map((option) => option._id) }]);
    await page.unroute('**/api/order/checkout/create-checkout-session');
    await expect.poll(() => details.getByRole('button', { name: 'Continue to payment' }).isEnabled()).toBe(true);
    await details.getByRole('button', { name: 'Continue to payment' }).click();
    await page.waitForURL('**/checkout/pay/cs_*');
    expect(await page.getByRole('button', { name: /^Pay/ }).textContent()).toBe(`Pay ${pounds(price + bella.deliveryPrice)}`);
    await page.getByLabel('Card number').fill(CARD.number);
    await page.getByLabel('Expiry date (MM / YY)').fill(CARD.expiry);
    await page.getByLabel('CVC').fill(CARD.cvc);
    await page.getByLabel('Name on card').fill(CUSTOMER.name);
    await page.getByRole('button', { name: /^Pay/ }).click();
    await page.waitForURL('**/order-status?paidOrder=*');
    const orderId = new URL(page.url()).searchParams.get('paidOrder') ?? '';
    const order = page.getByRole('article', { name: `Order #${orderNumber(orderId)}` });
    await order.waitFor();
    expect(await order.textContent()).toContain(`1 × ${dish.name}${pounds(price)}${optionText}`);
    await expectNoSeriousA11yViolations(page, 'order status with options');
    await screenshot(page, 'menu-options-order-status-desktop');

    // The owner's desk and its View Details.
    const owner = (await product.newPage()).page;
    await logIn(owner, DEMO_OWNER);
    await owner.goto('/manage-restaurant');
    const card = owner.getByRole('article', { name: CUSTOMER.name });
    await card.waitFor({ timeout: 15_000 });
    expect(await card.textContent()).toContain(`1 × ${dish.name}${optionText}`);
    await card.getByRole('button', { name: 'View Details' }).click();
    const panel = owner.getByRole('dialog');
    await panel.waitFor();
    const panelText = (await panel.textContent()) ?? '';
    expect(panelText).toContain(`1 × ${dish.name}${pounds(price)}${optionText}`);
    if (dish.allergens.length > 0) expect(panelText).toContain('Contains: ');
    await expectNoSeriousA11yViolations(owner, 'order details with options');
    await screenshot(owner, 'menu-options-owner-details-desktop');
  });

  it('chooses with the keyboard and sees the basket bar (phone)', async () => {
    const { dish, chosen, price } = dishWithOptions(bella);
    const { page } = await product.newPage(MOBILE);
    await page.goto(`/detail/${bella._id}`);
    await waitForApp(page);
    await screenshot(page, 'menu-options-detail-mobile');
    const dialog = await openOptions(page, dish);
    await screenshot(page, 'menu-options-dialog-mobile');
    // Keyboard only: the first radio of the required size, the arrow to the larger one, Space on two extras.
    await dialog.getByRole('radio').first().focus();
    await page.keyboard.press('ArrowDown');
    for (const option of chosen.slice(1)) {
      await dialog.getByRole('checkbox', { name: new RegExp(`^${option.name}`) }).focus();
      await page.keyboard.press('Space');
    }
    expect(await dialog.getByTestId('option-price').textContent()).toBe(pounds(price));
    await expectNoSeriousA11yViolations(page, 'option dialog on a phone');
    await noSmallTargets(page, 'option dialog on a phone');
    await dialog.getByRole('button', { name: 'Add to order' }).focus();
    await page.keyboard.press('Enter');
    await dialog.waitFor({ state: 'detached' });
    const bar = page.getByRole('link', { name: /^View basket · 1 item · £/ });
    await bar.waitFor();
    expect(await bar.textContent()).toContain(pounds(price + bella.deliveryPrice));
    await screenshot(page, 'menu-options-bar-mobile');
    expect(await page.evaluate<number>('document.documentElement.scrollWidth')).toBeLessThanOrEqual(MOBILE.width);
    await noSmallTargets(page, 'detail page on a phone');
  });

  it('hides dishes containing a chosen allergen and shows only a chosen diet', async () => {
    const withMilk = bella.menuItems.filter((item) => item.allergens.includes('milk'));
    const vegan = bella.menuItems.filter((item) => item.dietary.includes('vegan'));
    expect(withMilk.length).toBeGreaterThan(0);
    const { page } = await product.newPage(MOBILE);
    await page.goto(`/detail/${bella._id}`);
    await waitForApp(page);
    const menu = page.getByRole('region', { name: 'Menu' });
    const addButtons = menu.getByRole('button', { name: /^Add / });
    expect(await addButtons.count()).toBe(bella.menuItems.filter((item) => !item.soldOut).length);
    await menu.getByRole('button', { name: 'Allergens and diet' }).click();
    await menu.getByRole('checkbox', { name: 'Milk' }).check();
    await expect.poll(() => addButtons.count()).toBe(bella.menuItems.filter((item) => !item.soldOut && !item.allergens.includes('milk')).length);
    for (const item of withMilk) expect(await menu.getByRole('button', { name: new RegExp(`^Add ${item.name}`) }).count()).toBe(0);
    expect(await menu.getByText(`Showing ${bella.menuItems.length - withMilk.length} of ${bella.menuItems.length} dishes`).count()).toBe(1);
    await menu.getByRole('checkbox', { name: 'Vegan' }).check();
    await expect.poll(() => addButtons.count()).toBe(vegan.filter((item) => !item.soldOut && !item.allergens.includes('milk')).length);
    await expectNoSeriousA11yViolations(page, 'menu filter on a phone');
    await noSmallTargets(page, 'menu filter on a phone');
    await screenshot(page, 'menu-filter-mobile');
    await menu.getByRole('button', { name: 'Clear filter' }).click();
    await expect.poll(() => addButtons.count()).toBe(bella.menuItems.filter((item) => !item.soldOut).length);

    // The sticky section bar: dishes under their sections in order; a link jumps there and is marked current.
    const sections = menu.getByRole('navigation', { name: 'Menu sections' });
    expect(await sections.getByRole('link').allTextContents()).toEqual(bella.menuSections.filter((name) => bella.menuItems.some((item) => item.category === name)));
    const second = bella.menuSections[1]!;
    await sections.getByRole('link', { name: second, exact: true }).click();
    await expect.poll(() => sections.getByRole('link', { name: second, exact: true }).getAttribute('aria-current')).toBe('location');
    expect(await sections.isVisible()).toBe(true);
    await screenshot(page, 'menu-sections-mobile');
  });
});
