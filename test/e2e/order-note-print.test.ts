import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { expectNoSeriousA11yViolations } from '../support/axe.js';
import { describeWithChromium } from '../support/chromium.js';
import { DEMO_OWNER, logIn, orderNumber } from './support/owner-orders.js';
import { formatOffenders, undersizedTargets } from './support/tap-targets.js';
import { signUpAndOpenCheckout } from './support/checkout-dialog.js';
import { demoRestaurant, MOBILE, screenshot, startProduct, waitForApp, type DemoRestaurant, type Product } from './support/product.js';

// docs/product/decisions.md "After the order": a note travels from checkout to the owner's desk,
// the kitchen ticket and the customer's receipt; the delivery details can be saved to the profile;
// print styles show only the receipt or the one ticket (docs/product/screens.md "Printing").

type MenuItem = DemoRestaurant['menuItems'][number];

const CUSTOMER = { email: 'note.writer@example.com', password: 'a-good-long-password', name: 'Nora Noteworthy' };
const DELIVERY = { Name: CUSTOMER.name, 'Address Line 1': '3 Canal Street', City: 'Manchester', Postcode: 'M1 3WR', Country: 'United Kingdom', 'Phone number': '+447911123456' };
const CARD = { number: '4242 4242 4242 4242', expiry: '12 / 34', cvc: '123' };
// Typed with a line break: the note is one line, so it arrives as a space.
const TYPED_NOTE = 'No onions please.\nRing the bell twice, flat 2';
const NOTE = 'No onions please. Ring the bell twice, flat 2';
/** 80 mm at 96 CSS pixels an inch. */
const TICKET_WIDTH = 302;

/**
 * Chromium's print dialog would close the sheet again (afterprint) before a screenshot: the page's
 * window.print only counts calls here; the print media is then emulated.
 */
const COUNT_PRINTS = 'window.__prints = 0; window.print = () => { window.__prints += 1; };';
const prints = (page: Page) => page.evaluate<number>('window.__prints');
const isShown = (locator: Locator) => locator.isVisible();

/** The demo dish with a required size and allergens, as the ticket must show both. */
function dishWithOptions(restaurant: DemoRestaurant): MenuItem {
  return restaurant.menuItems.find((item) => item.optionGroups.some((group) => group.min === 1) && item.allergens.length > 0) as MenuItem;
}

async function addWithFirstSize(page: Page, dish: MenuItem) {
  await page.getByRole('region', { name: 'Menu' }).getByRole('button', { name: new RegExp(`^Add ${dish.name}`) }).click();
  const dialog = page.getByRole('dialog', { name: `Choose options for ${dish.name}` });
  await dialog.getByRole('radio').first().check();
  await dialog.getByRole('button', { name: 'Add to order' }).click();
  await dialog.waitFor({ state: 'detached' });
}

async function pay(page: Page) {
  await page.waitForURL('**/checkout/pay/cs_*');
  await page.getByLabel('Card number').fill(CARD.number);
  await page.getByLabel('Expiry date (MM / YY)').fill(CARD.expiry);
  await page.getByLabel('CVC').fill(CARD.cvc);
  await page.getByLabel('Name on card').fill(CUSTOMER.name);
  await page.getByRole('button', { name: /^Pay/ }).click();
  await page.waitForURL('**/order-status?paidOrder=*');
  return new URL(page.url()).searchParams.get('paidOrder') ?? '';
}

describeWithChromium('order note and printing: from checkout to the ticket and the receipt', () => {
  let product: Product;
  let bella: DemoRestaurant;

  beforeAll(async () => {
    product = await startProduct({ SEED_DEMO_DATA: 'true' });
    bella = await demoRestaurant(product, 'London', 'bella');
  });
  afterAll(async () => product?.stop());

  it('writes a note at checkout, saves the details to the profile, prints the receipt; the owner prints the ticket', async () => {
    const dish = dishWithOptions(bella);
    const size = dish.optionGroups.find((group) => group.min === 1)!.options[0]!;
    const { page } = await product.newPage();
    await page.addInitScript(COUNT_PRINTS);
    await page.goto(`/detail/${bella._id}`);
    await waitForApp(page);
    await addWithFirstSize(page, dish);

    // A new account: its profile lacks the details, so saving them is ticked.
    const details = await signUpAndOpenCheckout(page, CUSTOMER, bella._id);
    const save = details.getByRole('checkbox', { name: 'Save these details to my profile' });
    expect(await save.isChecked()).toBe(true);
    for (const [label, value] of Object.entries(DELIVERY)) await details.getByLabel(label, { exact: true }).fill(value);
    const note = details.getByRole('textbox', { name: 'Note for the restaurant' });
    // Counted and cut in characters, as the server counts them: 150 letters and 200 emoji
    // (550 UTF-16 units) keep 150 letters and 150 emoji.
    await note.fill('a'.repeat(150) + '🍕'.repeat(200));
    expect(await note.inputValue()).toBe('a'.repeat(150) + '🍕'.repeat(150));
    expect(await details.getByText('300/300 characters').count()).toBe(1);
    await note.fill('');
    await note.pressSequentially(TYPED_NOTE);
    expect(await note.inputValue()).toBe(NOTE);
    expect(await details.getByText(`${NOTE.length}/300 characters`).count()).toBe(1);
    await expectNoSeriousA11yViolations(page, 'checkout dialog with the note');
    await screenshot(page, 'order-note-checkout-desktop');
    let sent: { note?: string } | undefined;
    page.on('request', (request) => {
      if (request.url().endsWith('/create-checkout-session')) sent = request.postDataJSON() as typeof sent;
    });
    await details.getByRole('button', { name: 'Continue to payment' }).click();
    const orderId = await pay(page);
    expect(sent?.note).toBe(NOTE);

    // The customer's order shows the note; its receipt prints alone.
    const order = page.getByRole('article', { name: `Order #${orderNumber(orderId)}`, exact: true });
    await order.waitFor();
    expect(await order.textContent()).toContain(`Note for the restaurant: ${NOTE}`);
    await order.getByRole('button', { name: /^Print receipt/ }).scrollIntoViewIfNeeded();
    await screenshot(page, 'order-note-order-status-desktop');
    await order.getByRole('button', { name: `Print receipt for Order #${orderNumber(orderId)}` }).click();
    await expect.poll(() => prints(page)).toBe(1);
    await expectNoSeriousA11yViolations(page, 'order status with the note');
    await page.emulateMedia({ media: 'print' });
    const receipt = page.getByRole('article', { name: `Receipt for order #${orderNumber(orderId)}` });
    expect(await isShown(receipt)).toBe(true);
    expect(await isShown(page.getByRole('banner').first())).toBe(false);
    expect(await isShown(order)).toBe(false);
    const receiptText = (await receipt.textContent()) ?? '';
    for (const part of [bella.restaurantName, `1 × ${dish.name}`, size.name, 'Subtotal', 'Delivery Fee', 'Total', '3 Canal Street, Manchester M1 3WR, United Kingdom', NOTE]) {
      expect(receiptText).toContain(part);
    }
    await screenshot(page, 'order-note-receipt-print');
    await page.emulateMedia({ media: 'screen' });
    expect(await isShown(receipt)).toBe(false);

    // Ticked, the details went to the profile.
    await page.goto('/user-profile');
    await waitForApp(page);
    const profile = page.getByRole('form');
    await expect.poll(() => profile.getByLabel('Address Line 1', { exact: true }).inputValue()).toBe(DELIVERY['Address Line 1']);
    for (const [label, value] of Object.entries(DELIVERY)) expect(await profile.getByLabel(label, { exact: true }).inputValue()).toBe(value);

    // The owner: the note on the desk's card and details, and the ticket of that one order.
    const owner = (await product.newPage()).page;
    await owner.addInitScript(COUNT_PRINTS);
    await logIn(owner, DEMO_OWNER);
    await owner.goto('/manage-restaurant');
    const card = owner.getByRole('article', { name: CUSTOMER.name });
    await card.waitFor({ timeout: 15_000 });
    expect(await card.getByRole('region', { name: 'Note from the customer' }).textContent()).toBe(`Note: ${NOTE}`);
    await card.getByRole('button', { name: 'View Details' }).click();
    const panel = owner.getByRole('dialog', { name: `Order #${orderNumber(orderId)}` });
    expect(await panel.textContent()).toContain(NOTE);
    await expectNoSeriousA11yViolations(owner, 'order details with the note');
    await screenshot(owner, 'order-note-owner-details-desktop');
    await panel.getByRole('button', { name: `Print ticket for order #${orderNumber(orderId)}` }).click();
    await expect.poll(() => prints(owner)).toBe(1);
    await owner.setViewportSize({ width: TICKET_WIDTH, height: 900 });
    await owner.emulateMedia({ media: 'print' });
    const ticket = owner.getByRole('article', { name: `Kitchen ticket for order #${orderNumber(orderId)}` });
    expect(await isShown(ticket)).toBe(true);
    expect(await owner.locator('[data-print-sheet]').count()).toBe(1);
    for (const hidden of [owner.getByRole('banner').first(), panel, card]) expect(await isShown(hidden)).toBe(false);
    const ticketText = (await ticket.textContent()) ?? '';
    for (const part of [`#${orderNumber(orderId)}`, `1 × ${dish.name}`, size.name, 'Allergens: ', NOTE, CUSTOMER.name, '3 Canal Street', 'Manchester M1 3WR, United Kingdom', 'Tel 07911 123456']) {
      expect(ticketText).toContain(part);
    }
    // Not accepted yet: no Expected By; and no prices, the kitchen cooks.
    expect(ticketText).not.toContain('Expected By');
    expect(ticketText).not.toContain('£');
    // It fits the paper's width: nothing runs off the side.
    expect(await owner.evaluate<number>('document.documentElement.scrollWidth')).toBeLessThanOrEqual(TICKET_WIDTH);
    await screenshot(owner, 'order-note-ticket-print-80mm');
  });

  it('leaves saving unticked for a complete profile, and then saves nothing', async () => {
    const { page } = await product.newPage(MOBILE);
    await logIn(page, { email: 'customer@tuckin.demo', password: DEMO_OWNER.password }, true);
    const before = await product.server.db('users').where({ email: 'customer@tuckin.demo' }).first('address_line1');
    await page.goto(`/detail/${bella._id}`);
    await waitForApp(page);
    await page.getByRole('region', { name: 'Menu' }).getByRole('button', { name: new RegExp(`^Add ${bella.menuItems.find((item) => item.optionGroups.length === 0)!.name}`) }).click();
    await page.getByRole('button', { name: 'Go to checkout' }).click();
    const details = page.getByRole('dialog', { name: 'Confirm Deliery Details' });
    await details.getByRole('button', { name: 'Continue to payment' }).waitFor();
    expect(await details.getByRole('checkbox', { name: 'Save these details to my profile' }).isChecked()).toBe(false);
    await details.getByRole('textbox', { name: 'Note for the restaurant' }).scrollIntoViewIfNeeded();
    await expectNoSeriousA11yViolations(page, 'checkout dialog on a phone');
    const small = await undersizedTargets(page, 'checkout dialog on a phone');
    expect(small, formatOffenders(small)).toEqual([]);
    await screenshot(page, 'order-note-checkout-mobile');
    await details.getByLabel('Address Line 1', { exact: true }).fill('99 Elsewhere Road');
    await details.getByRole('button', { name: 'Continue to payment' }).click();
    await page.waitForURL('**/checkout/pay/cs_*');
    expect(await product.server.db('users').where({ email: 'customer@tuckin.demo' }).first('address_line1')).toEqual(before);
  });
});
