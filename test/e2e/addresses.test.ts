import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { expectNoSeriousA11yViolations } from '../support/axe.js';
import { describeWithChromium } from '../support/chromium.js';
import { signUpAndOpenCheckout } from './support/checkout-dialog.js';
import { section } from './support/owner.js';
import { DEMO_OWNER, logIn, toastShown } from './support/owner-orders.js';
import { demoRestaurant, DESKTOP, MOBILE, screenshot, startProduct, waitForApp, type DemoRestaurant, type Product } from './support/product.js';

// docs/product/decisions.md "Addresses": the checkout dialog and the profile ask for a postcode and
// a phone number (the server's words under the field), the owner's form for a street address and postcode.

const DETAILS = { Name: 'Grace Hopper', 'Address Line 1': '3 Whitehall', City: 'London', Country: 'United Kingdom' };

const errorOf = async (field: Locator) => {
  const id = await field.getAttribute('aria-describedby');
  return id ? field.page().locator(`[id="${id}"]`).textContent() : null;
};

/** What a phone's keyboard and the browser's autofill are told about the two fields. */
const hints = async (field: Locator) => ({ autocomplete: await field.getAttribute('autocomplete'), inputMode: await field.getAttribute('inputmode'), type: await field.getAttribute('type') });

async function addFirstDish(page: Page, restaurant: DemoRestaurant): Promise<void> {
  await waitForApp(page);
  const dish = restaurant.menuItems.find((item) => item.optionGroups.every((group) => group.min === 0))!;
  await page.getByRole('region', { name: 'Menu' }).getByRole('button', { name: new RegExp(`^Add ${dish.name}`) }).click();
}

describeWithChromium('postcodes and phones in the browser', () => {
  let product: Product;
  let bella: DemoRestaurant;

  beforeAll(async () => {
    product = await startProduct({ SEED_DEMO_DATA: 'true' });
    bella = await demoRestaurant(product, 'London', 'bella');
  });
  afterAll(async () => product?.stop());

  it('on a phone: the checkout dialog asks for both, shows the server\'s words on the field, and the profile keeps them normalised', async () => {
    const { page } = await product.newPage(MOBILE);
    await page.goto(`/detail/${bella._id}`);
    await addFirstDish(page, bella);
    const dialog = await signUpAndOpenCheckout(page, { email: 'grace.hopper@example.com', password: 'a-good-long-password' }, bella._id);
    const postcode = dialog.getByLabel('Postcode', { exact: true });
    const phone = dialog.getByLabel('Phone number', { exact: true });
    expect(await hints(postcode)).toMatchObject({ autocomplete: 'postal-code' });
    expect(await hints(phone)).toEqual({ autocomplete: 'tel', inputMode: 'tel', type: 'tel' });

    // A new profile has neither: the dialog asks for them.
    for (const [label, value] of Object.entries(DETAILS)) await dialog.getByLabel(label, { exact: true }).fill(value);
    const pay = dialog.getByRole('button', { name: 'Continue to payment' });
    await pay.click();
    await expect.poll(() => errorOf(postcode)).toBe('Postcode is required');
    expect(await errorOf(phone)).toBe('Phone is required');

    // Not a postcode, not a phone number in use: the server says so, under each field, and the typed text stays.
    await postcode.fill('SW1A');
    await phone.fill('07700 900123');
    await pay.click();
    await expect.poll(() => errorOf(postcode)).toBe('Enter a valid UK postcode');
    expect(await errorOf(phone)).toBe('Enter a valid phone number');
    expect(await postcode.inputValue()).toBe('SW1A');
    expect(await postcode.getAttribute('aria-invalid')).toBe('true');
    await postcode.scrollIntoViewIfNeeded();
    await expectNoSeriousA11yViolations(page, 'checkout dialog with the server\'s postcode and phone messages, phone');
    await screenshot(page, 'addresses-checkout-dialog-390');

    // Corrected, in any spelling: saved to the profile (ticked, as it lacked them) and on to payment.
    await postcode.fill('sw1a2aa');
    await phone.fill('07911 123456');
    await pay.click();
    await page.waitForURL('**/checkout/pay/cs_*');

    await page.goto('/user-profile');
    await expect.poll(() => page.getByLabel('Postcode', { exact: true }).inputValue()).toBe('SW1A 2AA');
    expect(await page.getByLabel('Phone number', { exact: true }).inputValue()).toBe('+447911123456');

    // The profile may clear them, but not save a wrong one.
    await page.getByLabel('Phone number', { exact: true }).fill('12345');
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect.poll(() => errorOf(page.getByLabel('Phone number', { exact: true }))).toBe('Enter a valid phone number');
    await expectNoSeriousA11yViolations(page, 'profile with the server\'s phone message, phone');
    await screenshot(page, 'addresses-profile-390');
    const saved = await product.server.db('users').where({ email: 'grace.hopper@example.com' }).first('postcode', 'phone');
    expect(saved).toEqual({ postcode: 'SW1A 2AA', phone: '+447911123456' });
  });

  it('the owner\'s form shows the street address and postcode, asks for them and saves the postcode normalised', async () => {
    const { page } = await product.newPage();
    await page.setViewportSize(DESKTOP);
    await logIn(page, DEMO_OWNER);
    await page.goto('/manage-restaurant/restaurant/mine');
    const details = section(page, 'Details');
    const street = details.getByLabel('Street address');
    const postcode = details.getByLabel('Postcode');
    await expect.poll(() => street.inputValue()).toBe(bella.addressLine1);
    expect(await postcode.inputValue()).toBe(bella.postcode);
    expect(await postcode.getAttribute('autocomplete')).toBe('postal-code');

    await street.fill('');
    await postcode.fill('W1D');
    await page.getByRole('button', { name: 'Submit' }).click();
    await details.getByText('Street address is required').waitFor();
    await street.fill('42 Frith Street');
    await page.getByRole('button', { name: 'Submit' }).click();
    await details.getByText('Enter a valid UK postcode').waitFor();
    await expectNoSeriousA11yViolations(page, 'owner form with the server\'s postcode message');
    await details.scrollIntoViewIfNeeded();
    await screenshot(page, 'addresses-owner-form-1280');

    await postcode.fill('w1d 4se');
    await page.getByRole('button', { name: 'Submit' }).click();
    await toastShown(page, 'Restaurant updated successfully!');
    const shown = (await product.server.client().GET('/api/restaurant/{restaurantId}', { params: { path: { restaurantId: bella._id } } })).data!;
    expect(shown).toMatchObject({ addressLine1: '42 Frith Street', postcode: 'W1D 4SE' });
  });
});
