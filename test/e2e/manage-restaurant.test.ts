import sharp from 'sharp';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { expectNoSeriousA11yViolations } from '../support/axe.js';
import { describeWithChromium } from '../support/chromium.js';
import { fillDetails, fillMenuItem, menuRow, openManageTab, section, signUp, toastShown } from './support/owner.js';
import { MOBILE, screenshot, startProduct, type Product } from './support/product.js';

const EMAIL = 'new.owner@example.com';
const NAME = 'Wharfside Noodle House';
const CITY = 'Bradford';

const SPEC_MESSAGES = [
  'restuarant name is required', 'city is required', 'country is required', 'delivery price is required',
  'estimated delivery time is required', 'please select at least one item', 'name is required', 'price is required',
  'Either image URL or image File must be provided',
];

describeWithChromium('manage restaurant: an owner creates and edits their restaurant', () => {
  let product: Product;
  let photo: Buffer;
  let detailPath = '';

  beforeAll(async () => {
    product = await startProduct();
    photo = await sharp({ create: { width: 1200, height: 800, channels: 3, background: '#0e7490' } }).png().toBuffer();
  });
  afterAll(async () => product?.stop());

  it('creates a restaurant with three menu items and an image, finds it by search, edits it', async () => {
    const { page } = await product.newPage();
    const scripts: string[] = [];
    page.on('request', (request) => void (request.resourceType() === 'script' && scripts.push(request.url())));
    await signUp(page, `${product.server.url}/`, EMAIL);
    // The storefront never downloads the owner area (react-admin + MUI)...
    const ownerArea = () => scripts.filter((url) => /ManageRestaurantPage|OwnerAdmin/.test(url));
    expect(scripts.filter((url) => url.includes('ManageRestaurantPage'))).toEqual([]);
    expect(ownerArea()).toEqual([]);
    await page.getByRole('button', { name: EMAIL }).click();
    await page.getByRole('menuitem', { name: 'Manage Restaurant' }).click();
    await page.getByRole('heading', { name: 'Manage Restaurant', level: 1 }).waitFor();
    // ...until the owner opens it.
    expect(scripts.filter((url) => url.includes('ManageRestaurantPage'))).toHaveLength(1);
    expect(ownerArea()).toHaveLength(2);
    await page.getByRole('button', { name: 'Refresh Orders' }).click();
    expect(await page.getByRole('tab', { name: 'Orders', exact: true }).getAttribute('aria-selected')).toBe('true');
    await expectNoSeriousA11yViolations(page, 'manage restaurant, orders tab');
    // Keyboard: arrows move between the tabs.
    await page.getByRole('tab', { name: 'Orders', exact: true }).focus();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Enter');
    await section(page, 'Details').waitFor();
    expect(await page.getByRole('tab', { name: 'Manage Restaurant' }).getAttribute('aria-selected')).toBe('true');
    expect(await section(page, 'Details').getByLabel('Delivery Price (£)').getAttribute('placeholder')).toBe('1.50');
    expect(await section(page, 'Details').getByLabel('Estimated Delivery Time (minutes)').getAttribute('placeholder')).toBe('30');
    expect(await section(page, 'Cuisines').getByRole('checkbox').count()).toBe(26);
    expect(await page.getByLabel('Image file (.jpg, .jpeg, .png)').getAttribute('accept')).toBe('.jpg,.jpeg,.png');
    await page.getByText('Adding a new image will overwrite the existing one', { exact: false }).waitFor();
    await expectNoSeriousA11yViolations(page, 'restaurant form, create mode');
    await screenshot(page, 'manage-restaurant-create-desktop');

    await section(page, 'Menu').getByRole('button', { name: 'Add Menu Item' }).click();
    await page.getByRole('button', { name: 'Submit' }).click();
    for (const message of SPEC_MESSAGES) await page.getByText(message, { exact: true }).first().waitFor();
    await expectNoSeriousA11yViolations(page, 'restaurant form with every error');
    await screenshot(page, 'manage-restaurant-errors-desktop');

    await fillDetails(page, { Name: NAME, City: CITY, Country: 'United Kingdom', price: '1.50', minutes: '35' }, ['Noodles', 'Chinese']);
    await fillMenuItem(menuRow(page, 0), 'Dan Dan Noodles', '9.50');
    await section(page, 'Menu').getByRole('button', { name: 'Add Menu Item' }).click();
    await fillMenuItem(menuRow(page, 1), 'Pork Buns', '6');
    await section(page, 'Menu').getByRole('button', { name: 'Add Menu Item' }).click();
    await fillMenuItem(menuRow(page, 2), 'Sesame Balls', '4.25');
    await page.getByLabel('Image file (.jpg, .jpeg, .png)').setInputFiles({ name: 'noodles.png', mimeType: 'image/png', buffer: photo });
    await page.getByRole('img', { name: 'Preview of the chosen restaurant image' }).waitFor();
    await section(page, 'Menu').scrollIntoViewIfNeeded();
    await screenshot(page, 'manage-restaurant-filled-desktop');
    await page.getByRole('button', { name: 'Submit' }).click();
    await toastShown(page, 'Restaurant created successfully!');
    await page.getByRole('img', { name: 'Current restaurant image' }).waitFor();
    await expectNoSeriousA11yViolations(page, 'restaurant form, edit mode');
    await screenshot(page, 'manage-restaurant-edit-desktop');

    // The storefront finds it.
    await page.goto(`/search/${CITY.toLowerCase()}`);
    const card = page.getByRole('link', { name: new RegExp(NAME) });
    await card.waitFor();
    await page.getByText('Delivery from £1.50').waitFor();
    const path = (await card.getAttribute('href')) ?? '';
    expect(path).toMatch(/^\/detail\/[0-9a-f]{24}$/);

    // Edit: a new price for the buns, the sesame balls removed; the form keeps it after a reload.
    await page.goto('/manage-restaurant/restaurant/mine');
    await expect.poll(() => section(page, 'Details').getByLabel('Name').inputValue()).toBe(NAME);
    expect(await menuRow(page, 1).getByLabel('Price (£)').inputValue()).toBe('6.00');
    await menuRow(page, 1).getByLabel('Price (£)').fill('7.25');
    await menuRow(page, 2).getByRole('button', { name: 'Remove' }).click();
    const newOrderMail = section(page, 'Order e-mails').getByRole('checkbox', { name: 'E-mail me each new paid order' });
    expect(await newOrderMail.isChecked()).toBe(false);
    await newOrderMail.check();
    await section(page, 'Order e-mails').scrollIntoViewIfNeeded();
    await screenshot(page, 'manage-restaurant-order-emails-desktop');
    // Leaving for another tab with changes not saved asks first; staying keeps them.
    const asked: string[] = [];
    page.on('dialog', (dialog) => {
      asked.push(dialog.message());
      void dialog.dismiss();
    });
    await page.getByRole('tab', { name: 'Orders', exact: true }).click();
    await expect.poll(() => asked.length).toBe(1);
    expect(asked[0]).toMatch(/changes/i);
    expect(new URL(page.url()).pathname).toBe('/manage-restaurant/restaurant/mine');
    expect(await menuRow(page, 1).getByLabel('Price (£)').inputValue()).toBe('7.25');
    await page.getByRole('button', { name: 'Submit' }).click();
    await toastShown(page, 'Restaurant updated successfully!');
    // Saved: nothing to ask about.
    await page.getByRole('tab', { name: 'Orders', exact: true }).click();
    await page.waitForURL((url) => url.pathname !== '/manage-restaurant/restaurant/mine');
    await openManageTab(page);
    // A form outside react-admin's (the opening hours) asks the same way.
    await page.getByRole('region', { name: 'Opening hours' }).getByLabel('Time zone').fill('Europe/Paris');
    await page.getByRole('tab', { name: 'Reviews' }).click();
    await expect.poll(() => asked.length).toBe(2);
    expect(new URL(page.url()).pathname).toBe('/manage-restaurant/restaurant/mine');
    page.removeAllListeners('dialog');
    page.once('dialog', (dialog) => void dialog.accept());
    await page.getByRole('tab', { name: 'Reviews' }).click();
    await page.waitForURL((url) => url.pathname.endsWith('/reviews'));
    await page.goto('/manage-restaurant/restaurant/mine');

    await page.reload();
    await expect.poll(() => menuRow(page, 1).getByLabel('Price (£)').inputValue()).toBe('7.25');
    expect(await section(page, 'Menu').getByRole('listitem').count()).toBe(2);
    expect(await section(page, 'Cuisines').getByRole('checkbox', { name: 'Noodles' }).isChecked()).toBe(true);
    expect(await newOrderMail.isChecked()).toBe(true);

    const saved = (await (await fetch(`${product.server.url}/api/restaurant/${path.split('/').pop()}`)).json()) as { menuItems: Array<{ name: string; price: number }> };
    expect(saved.menuItems.map((i) => [i.name, i.price])).toEqual([['Dan Dan Noodles', 950], ['Pork Buns', 725]]);
    detailPath = path;
  });

  it('shows the edited menu on the detail page', async () => {
    const { page } = await product.newPage();
    await page.goto(detailPath);
    await page.getByRole('heading', { name: NAME }).waitFor();
    await page.getByText('Pork Buns').waitFor();
    await page.getByText('£7.25').first().waitFor();
    expect(await page.getByText('Sesame Balls').count()).toBe(0);
    await expectNoSeriousA11yViolations(page, 'detail page after the edit');
    await screenshot(page, 'manage-restaurant-detail-after-edit-desktop');
  });

  it('fits a phone: create mode, errors under their fields, edit mode with the image', async () => {
    const { page } = await product.newPage(MOBILE);
    await signUp(page, `${product.server.url}/`, 'phone.owner@example.com', true);
    await page.goto('/manage-restaurant');
    await page.getByRole('heading', { name: 'Manage Restaurant', level: 1 }).waitFor();
    await screenshot(page, 'manage-restaurant-orders-mobile');
    await openManageTab(page);
    await page.waitForTimeout(400); // the tab indicator slides over for 300 ms
    await screenshot(page, 'manage-restaurant-create-mobile');
    await page.getByRole('button', { name: 'Submit' }).click();
    await page.getByText('restuarant name is required').waitFor();
    await section(page, 'Details').scrollIntoViewIfNeeded();
    await expectNoSeriousA11yViolations(page, 'restaurant form with errors, phone');
    await screenshot(page, 'manage-restaurant-errors-mobile');

    await fillDetails(page, { Name: 'Pocket Tapas', City: 'York', Country: 'United Kingdom', price: '0', minutes: '20' }, ['Tapas']);
    await section(page, 'Menu').getByRole('button', { name: 'Add Menu Item' }).click();
    await fillMenuItem(menuRow(page, 0), 'Patatas Bravas', '5.50');
    await page.getByLabel('Image file (.jpg, .jpeg, .png)').setInputFiles({ name: 'tapas.png', mimeType: 'image/png', buffer: photo });
    await page.getByRole('button', { name: 'Submit' }).click();
    await toastShown(page, 'Restaurant created successfully!');
    await page.getByRole('img', { name: 'Current restaurant image' }).scrollIntoViewIfNeeded();
    await expectNoSeriousA11yViolations(page, 'restaurant form, edit mode, phone');
    await screenshot(page, 'manage-restaurant-edit-mobile');
  });
});
