// The owner's delivery areas (docs/product/decisions.md "Delivery areas"), in the 'Manage Restaurant'
// tab: owner@'s Bella Napoli starts without areas (delivers anywhere); the owner adds one, sees the
// server's refusal of a full postcode under the field, saves, and finds it normalised after a reload.
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { expectNoSeriousA11yViolations } from '../support/axe.js';
import { describeWithChromium } from '../support/chromium.js';
import { openManageTab, section } from './support/owner.js';
import { DEMO_OWNER, logIn, toastShown } from './support/owner-orders.js';
import { demoRestaurant, DESKTOP, MOBILE, screenshot, startProduct, type Product } from './support/product.js';
import { formatOffenders, undersizedTargets } from './support/tap-targets.js';

// A string run in the page: the tests compile without the DOM's types.
const focusedId = (page: Page) => page.evaluate<string>("document.activeElement?.id ?? ''");

describeWithChromium('delivery areas in the owner area', () => {
  let product: Product;

  beforeAll(async () => {
    product = await startProduct({ SEED_DEMO_DATA: 'true' });
  }, 300_000);
  afterAll(async () => product?.stop());

  async function openAreas(page: Page) {
    await page.goto('/manage-restaurant');
    await openManageTab(page);
    const panel = section(page, 'Delivery areas');
    await panel.scrollIntoViewIfNeeded();
    return panel;
  }

  it('adds an area, shows a refused postcode under its field, saves, and keeps it after a reload', async () => {
    const { page } = await product.newPage(DESKTOP);
    await logIn(page, DEMO_OWNER);
    let panel = await openAreas(page);
    await panel.getByText('No areas: you deliver anywhere at your delivery price of £1.99.').waitFor();

    await panel.getByRole('button', { name: 'Add a delivery area' }).click();
    // Focus on the new area's first field, inside a group a screen reader names.
    await expect.poll(() => focusedId(page)).toBe('areas.0.name');
    await page.keyboard.type('Central');
    await panel.getByRole('group', { name: 'Delivery area: Central' }).waitFor();
    await panel.getByLabel('Postcodes').fill('e1, ec1a, sw1a 1aa');
    await panel.getByLabel('Delivery fee (£)').fill('1.50');
    await panel.getByLabel('Minimum order (£)').fill('10');
    await panel.getByLabel('Free delivery over (£)').fill('30');
    await panel.getByRole('button', { name: 'Save delivery areas' }).click();
    await panel.getByText('SW1A 1AA is not a postcode district or sector (such as E1 or SW1A 1)').waitFor();
    expect(await panel.getByLabel('Postcodes').getAttribute('aria-invalid')).toBe('true');
    await expectNoSeriousA11yViolations(page, 'delivery area refused');
    await screenshot(page, 'owner-delivery-areas-refused-1280');

    await panel.getByLabel('Postcodes').fill('e1, ec1a, sw1a 1');
    await panel.getByRole('button', { name: 'Save delivery areas' }).click();
    await toastShown(page, 'Delivery areas saved');
    await panel.getByText('You deliver only to the postcodes of your area.').waitFor();
    await expect.poll(() => panel.getByLabel('Postcodes').inputValue()).toBe('E1, EC1A, SW1A 1');
    const bella = await demoRestaurant(product, 'London', 'Bella Napoli');
    expect(bella.deliveryAreas).toEqual([{ name: 'Central', postcodes: ['E1', 'EC1A', 'SW1A 1'], deliveryPrice: 150, minimumOrder: 1000, freeDeliveryOver: 3000 }]);

    await page.reload();
    panel = await openAreas(page);
    await expect.poll(() => panel.getByLabel('Postcodes').inputValue()).toBe('E1, EC1A, SW1A 1');
    expect(await panel.getByLabel('Delivery fee (£)').inputValue()).toBe('1.50');
    expect(await panel.getByLabel('Free delivery over (£)').inputValue()).toBe('30.00');
    await expectNoSeriousA11yViolations(page, 'delivery areas saved');
    await screenshot(page, 'owner-delivery-areas-1280');
  });

  it('fits a phone, with tap targets of at least 24 px, and removing every area delivers anywhere again', async () => {
    const { page } = await product.newPage(MOBILE);
    await logIn(page, DEMO_OWNER, true);
    const panel = await openAreas(page);
    await expect.poll(() => panel.getByLabel('Postcodes').inputValue()).toBe('E1, EC1A, SW1A 1');
    await panel.getByRole('button', { name: 'Add another delivery area' }).click();
    await panel.getByLabel('Area name').nth(1).fill('Wider');
    await panel.getByLabel('Postcodes').nth(1).fill('e1');
    await panel.getByLabel('Delivery fee (£)').nth(1).fill('3');
    await panel.getByRole('button', { name: 'Save delivery areas' }).click();
    await panel.getByText('E1 is already in Central').waitFor();
    await expectNoSeriousA11yViolations(page, 'delivery areas on a phone');
    expect(formatOffenders(await undersizedTargets(page, 'delivery areas on a phone'))).toBe('');
    await expect.poll(() => page.evaluate<number>('document.documentElement.scrollWidth')).toBeLessThanOrEqual(MOBILE.width);
    await screenshot(page, 'owner-delivery-areas-390');

    await panel.getByRole('button', { name: 'Remove Wider' }).click();
    await expect.poll(() => focusedId(page)).toBe('areas.0.name');
    await panel.getByRole('button', { name: 'Remove Central' }).click();
    await expect.poll(() => focusedId(page)).toBe('areas.add');
    await panel.getByRole('button', { name: 'Save delivery areas' }).click();
    await toastShown(page, 'Delivery areas saved');
    await panel.getByText('No areas: you deliver anywhere at your delivery price of £1.99.').waitFor();
    expect((await demoRestaurant(product, 'London', 'Bella Napoli')).deliveryAreas).toEqual([]);
  });
});
