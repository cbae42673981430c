import sharp from 'sharp';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { expectNoSeriousA11yViolations } from '../support/axe.js';
import { describeWithChromium } from '../support/chromium.js';
import { fillDetails, fillMenuItem, menuRow, openManageTab, section, signUp, toastShown } from './support/owner.js';
import { screenshot, startProduct, type Product } from './support/product.js';

const WIDTHS = [390, 820, 1024, 1280];
const IMAGE_FIELD = 'Image file (.jpg, .jpeg, .png)';

/** A 3:1 banner in three bands, so the centre crop for the card visibly drops the outer bands. */
async function bandedBanner(): Promise<Buffer> {
  const band = (colour: string) => sharp({ create: { width: 500, height: 500, channels: 3, background: colour } }).png().toBuffer();
  const [left, middle, right] = await Promise.all([band('#b91c1c'), band('#0e7490'), band('#ca8a04')]);
  return sharp({ create: { width: 1500, height: 500, channels: 3, background: '#000' } })
    .composite([{ input: left, left: 0, top: 0 }, { input: middle, left: 500, top: 0 }, { input: right, left: 1000, top: 0 }])
    .png()
    .toBuffer();
}

const uploads = (page: Page) => {
  const sent: string[] = [];
  page.on('request', (r) => void (r.url().includes('/api/my/restaurant') && r.method() !== 'GET' && sent.push(r.method())));
  return sent;
};

describeWithChromium('owner form: empty menu, negative numbers, images checked before upload, both crops, 409', () => {
  let product: Product;
  let banner: Buffer;

  beforeAll(async () => {
    product = await startProduct();
    banner = await bandedBanner();
  });
  afterAll(async () => product?.stop());

  it('warns of an empty menu, names a negative price, refuses unfit images at once and shows both crops', async () => {
    const { page } = await product.newPage();
    const sent = uploads(page);
    await signUp(page, `${product.server.url}/`, 'checks.owner@example.com');
    await page.goto('/manage-restaurant/restaurant/mine');
    await section(page, 'Details').waitFor();
    const warning = 'Your menu is empty. Your restaurant is hidden from search until it has at least one menu item.';
    await section(page, 'Menu').getByText(warning).waitFor();

    await fillDetails(page, { Name: 'Band Bistro', City: 'Leeds', Country: 'United Kingdom', price: '-1.50', minutes: '-5' }, ['Cafe']);
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect.poll(() => section(page, 'Details').getByText('cannot be negative', { exact: true }).count()).toBe(2);

    const field = page.getByLabel(IMAGE_FIELD);
    await field.setInputFiles({ name: 'huge.jpg', mimeType: 'image/jpeg', buffer: Buffer.alloc(5 * 1024 * 1024 + 1) });
    await section(page, 'Image').getByText('must be at most 5 MB', { exact: true }).waitFor();
    await field.setInputFiles({ name: 'anim.gif', mimeType: 'image/gif', buffer: Buffer.from('GIF89a') });
    await section(page, 'Image').getByText('must be a JPEG or PNG image', { exact: true }).waitFor();
    expect(await page.getByRole('img', { name: 'Preview of the chosen restaurant image' }).count()).toBe(0);

    await field.setInputFiles({ name: 'bands.png', mimeType: 'image/png', buffer: banner });
    await page.getByRole('img', { name: 'Preview of the chosen restaurant image' }).waitFor();
    await page.getByRole('img', { name: 'Search card preview of the chosen image' }).waitFor();
    await section(page, 'Image').getByText('Card in search results').waitFor();
    expect(sent).toEqual([]); // nothing was uploaded on the way

    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 900 });
      await section(page, 'Menu').scrollIntoViewIfNeeded();
      await expectNoSeriousA11yViolations(page, `owner form checks at ${width}`);
      await section(page, 'Details').scrollIntoViewIfNeeded();
      await screenshot(page, `owner-form-negative-${width}`);
      await section(page, 'Menu').scrollIntoViewIfNeeded();
      await screenshot(page, `owner-form-empty-menu-${width}`);
      await section(page, 'Image').scrollIntoViewIfNeeded();
      await screenshot(page, `owner-form-image-crops-${width}`);
      const [bannerBox, cardBox] = await Promise.all(
        ['Preview of the chosen restaurant image', 'Search card preview of the chosen image'].map((name) => page.getByRole('img', { name }).boundingBox()),
      );
      expect(Math.round(bannerBox!.width / bannerBox!.height)).toBe(3);
      expect(cardBox!.width / cardBox!.height).toBeCloseTo(1.5, 1);
      expect(bannerBox!.x + bannerBox!.width).toBeLessThanOrEqual(width);
    }
  });

  it('switches to edit mode with the saved restaurant after another tab created it first (409)', async () => {
    const { context, page } = await product.newPage();
    await signUp(page, `${product.server.url}/`, 'two.tabs@example.com');
    await page.goto('/manage-restaurant');
    await openManageTab(page);

    const other = await context.newPage();
    await other.goto('/manage-restaurant/restaurant/mine');
    await section(other, 'Details').waitFor();
    await fillDetails(other, { Name: 'First Tab Diner', City: 'Hull', Country: 'United Kingdom', price: '2', minutes: '25' }, ['Burgers']);
    await section(other, 'Menu').getByRole('button', { name: 'Add Menu Item' }).click();
    await fillMenuItem(menuRow(other, 0), 'Cheeseburger', '8.50');
    await other.getByLabel(IMAGE_FIELD).setInputFiles({ name: 'bands.png', mimeType: 'image/png', buffer: banner });
    await other.getByRole('button', { name: 'Submit' }).click();
    await other.getByText('Restaurant created successfully!').waitFor();
    await other.close();
    await page.bringToFront();

    await fillDetails(page, { Name: 'Second Tab Diner', City: 'Hull', Country: 'United Kingdom', price: '3', minutes: '30' }, ['Pizza']);
    await section(page, 'Menu').getByRole('button', { name: 'Add Menu Item' }).click();
    await fillMenuItem(menuRow(page, 0), 'Margherita', '9');
    await page.getByLabel(IMAGE_FIELD).setInputFiles({ name: 'bands.png', mimeType: 'image/png', buffer: banner });
    await page.getByRole('button', { name: 'Submit' }).click();
    await toastShown(page, 'Unable to create restaurant');
    await expect.poll(() => section(page, 'Details').getByLabel('Name').inputValue()).toBe('First Tab Diner');
    await page.getByRole('img', { name: 'Current search card image' }).waitFor();
    await expectNoSeriousA11yViolations(page, 'form switched to edit mode after a 409');
    await screenshot(page, 'owner-form-after-409-1280');

    // A refused file leaves the current image in view; a fit one then replaces its preview.
    await page.getByLabel(IMAGE_FIELD).setInputFiles({ name: 'anim.gif', mimeType: 'image/gif', buffer: Buffer.from('GIF89a') });
    await section(page, 'Image').getByText('must be a JPEG or PNG image', { exact: true }).waitFor();
    await page.getByRole('img', { name: 'Current restaurant image' }).waitFor();
    await page.getByRole('img', { name: 'Current search card image' }).waitFor();
    expect(await page.getByRole('img', { name: 'Preview of the chosen restaurant image' }).count()).toBe(0);
    await section(page, 'Image').scrollIntoViewIfNeeded();
    await expectNoSeriousA11yViolations(page, 'refused file beside the current image');
    await screenshot(page, 'owner-form-refused-file-keeps-image-1280');
    await page.getByLabel(IMAGE_FIELD).setInputFiles({ name: 'bands.png', mimeType: 'image/png', buffer: banner });
    await page.getByRole('img', { name: 'Preview of the chosen restaurant image' }).waitFor();
    expect(await page.getByRole('img', { name: 'Current restaurant image' }).count()).toBe(0);
    await page.getByRole('button', { name: 'Keep the current image' }).click();
    await page.getByRole('img', { name: 'Current restaurant image' }).waitFor();

    // Edit mode for real: the next save is an update.
    await section(page, 'Details').getByLabel('Name').fill('First Tab Diner & Grill');
    await page.getByRole('button', { name: 'Submit' }).click();
    await toastShown(page, 'Restaurant updated successfully!');
  });
});
