// The owner's delivery areas (docs/product/decisions.md "Delivery areas"), in the 'Manage Restaurant'
// tab: owner@'s Bella Napoli starts without areas (delivers anywhere); the owner adds one, sees the
// server's refusal of a full postcode under the field, saves, and finds it normalised after a reload.
// Then a visitor's basket at a restaurant that delivers by area: the server's figures ("One price")
// for the postcode given, outside, under the minimum, and ready to check out.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { issueDevAccessToken } from '../../src/identity-dev/index.js';
import type { Page } from 'playwright-core';
import { expectNoSeriousA11yViolations } from '../support/axe.js';
import { describeWithChromium } from '../support/chromium.js';
import { openManageTab, section } from './support/owner.js';
import { DEMO_OWNER, logIn, toastShown } from './support/owner-orders.js';
import { demoRestaurant, DESKTOP, MOBILE, screenshot, startProduct, waitForApp, type Product } from './support/product.js';
import { formatPence } from '../../src/shared/money.js';
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

  it("prices a visitor's basket for their postcode: asked for, not delivered to, under the minimum, then ready", async () => {
    const spice = await demoRestaurant(product, 'London', 'Spice Route Kitchen');
    // The demo gives it lunch and dinner hours: open around the clock here, so the case runs at any hour.
    const owner = product.server.client(await issueDevAccessToken({ config: product.server.config, db: product.server.db, email: 'owner2@tuckin.demo' }));
    expect((await owner.PUT('/api/my/restaurant/availability', { body: { timeZone: 'Europe/London', weeklyHours: null, closures: [] } })).response.status).toBe(200);
    const near = spice.deliveryAreas![0]!;
    const dish = [...spice.menuItems].filter((item) => item.optionGroups.length === 0 && !item.soldOut).sort((a, b) => a.price - b.price)[0]!;
    const { page } = await product.newPage(MOBILE);
    await page.goto(`/detail/${spice._id}`);
    await waitForApp(page);
    await page.getByRole('region', { name: 'Menu' }).getByRole('button', { name: new RegExp(`^Add ${dish.name}`) }).click();
    const order = page.getByRole('region', { name: 'Your Order' });

    // Asked for first; a postcode that is not one gets the server's words on the field.
    await order.getByText('Enter your postcode to see delivery', { exact: true }).waitFor();
    await order.getByLabel('Your postcode').fill('London');
    await order.getByRole('button', { name: 'Check', exact: true }).click();
    await order.getByText('Enter a valid UK postcode').waitFor();
    expect(await order.getByLabel('Your postcode').getAttribute('aria-invalid')).toBe('true');

    await order.getByLabel('Your postcode').fill('m1 1ad');
    await order.getByRole('button', { name: 'Check', exact: true }).click();
    await order.getByText("Doesn't deliver to M1 1AD", { exact: true }).waitFor();
    await order.getByText(`${spice.restaurantName} doesn't deliver to M1 1AD.`, { exact: true }).waitFor();
    expect(await order.getByRole('button', { name: 'Log in to check out' }).isDisabled()).toBe(true);

    await order.getByRole('button', { name: 'Change the postcode M1 1AD' }).click();
    await order.getByLabel('Your postcode').fill('e1 6an');
    await order.getByRole('button', { name: 'Check', exact: true }).click();
    await order.getByText('Delivering to').waitFor();
    expect(await order.getByText('E1 6AN', { exact: true }).count()).toBe(1);
    const units = Math.ceil(near.minimumOrder / dish.price);
    if (units > 1) {
      await order.getByText(`Spend ${formatPence(near.minimumOrder - dish.price)} more for delivery (minimum order ${formatPence(near.minimumOrder)})`).waitFor();
      expect(await order.getByRole('button', { name: 'Log in to check out' }).isDisabled()).toBe(true);
      await expectNoSeriousA11yViolations(page, 'a basket under the minimum on a phone');
      expect(formatOffenders(await undersizedTargets(page, 'a basket under the minimum on a phone'))).toBe('');
      await order.getByRole('button', { name: 'Log in to check out' }).scrollIntoViewIfNeeded();
      await screenshot(page, 'basket-below-minimum-390');
      for (let i = 1; i < units; i++) await order.getByRole('button', { name: `One more ${dish.name}` }).click();
    }
    await expect.poll(() => order.getByTestId('order-total').textContent()).toBe(formatPence(units * dish.price + near.deliveryPrice));
    expect(await order.getByRole('button', { name: 'Log in to check out' }).isDisabled()).toBe(false);
    expect(await order.getByTestId('delivery-terms').count()).toBe(0);
    await expectNoSeriousA11yViolations(page, 'a basket delivered to on a phone');
    await order.getByRole('button', { name: 'Log in to check out' }).scrollIntoViewIfNeeded();
    await screenshot(page, 'basket-delivering-390');

    // The postcode is kept for the visit: the page again, and it is still the one used.
    await page.reload();
    await waitForApp(page);
    await page.getByRole('region', { name: 'Your Order' }).getByText('Delivering to').waitFor();
  });
});
