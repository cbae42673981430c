// The order card's restaurant thumbnail: a 3:2 crop of the 3:1 banner that shows the demo
// artwork's dish, never a cut-off restaurant name.
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { BANNER_TEXT_FREE } from '../../src/seed/restaurant-artwork.js';
import { describeWithChromium } from '../support/chromium.js';
import { startWithDemoOwnerOrder } from './support/demo-order.js';
import { DEMO_OWNER, logIn } from './support/owner-orders.js';
import { DESKTOP, MOBILE, screenshot, type Product } from './support/product.js';

interface Shown {
  natural: [number, number];
  /** The part of the source image the element shows, in the source's pixels. */
  visible: { left: number; top: number; width: number; height: number };
}

/** What part of its image an `object-fit: cover` element shows, from its box and object-position. */
const shownPart = (page: Page) =>
  page.evaluate<Shown>(`(async () => {
    const img = document.querySelector('main section[aria-label="Restaurant"] img');
    img.scrollIntoView();
    await img.decode();
    const s = getComputedStyle(img);
    if (s.objectFit !== 'cover') throw new Error('object-fit is ' + s.objectFit);
    const [w, h] = [img.naturalWidth, img.naturalHeight];
    const scale = Math.max(img.clientWidth / w, img.clientHeight / h);
    const [vw, vh] = [img.clientWidth / scale, img.clientHeight / scale];
    const [px, py] = s.objectPosition.split(' ').map((p) => parseFloat(p) / 100);
    return { natural: [w, h], visible: { left: (w - vw) * px, top: (h - vh) * py, width: vw, height: vh } };
  })()`);

describeWithChromium('order card thumbnail: the artwork without cut-off text', () => {
  let product: Product;

  beforeAll(async () => {
    ({ product } = await startWithDemoOwnerOrder());
  });
  afterAll(async () => product?.stop());

  it.each([
    ['desktop', DESKTOP],
    ['phone', MOBILE],
  ] as const)('shows only the text-free half of the banner (%s)', async (name, viewport) => {
    const { page } = await product.newPage(viewport);
    await logIn(page, DEMO_OWNER, viewport === MOBILE);
    await page.goto('/order-status');
    await page.getByRole('main').getByRole('article').first().waitFor();

    const { natural, visible } = await shownPart(page);
    expect(natural).toEqual([1200, 400]); // the banner rendition, the API's imageUrl
    const free = BANNER_TEXT_FREE;
    expect(visible.left).toBeGreaterThanOrEqual(free.left - 0.5);
    expect(visible.left + visible.width).toBeLessThanOrEqual(free.left + free.width + 0.5);
    expect(visible.top).toBeGreaterThanOrEqual(free.top - 0.5);
    expect(visible.top + visible.height).toBeLessThanOrEqual(free.top + free.height + 0.5);
    await screenshot(page, `order-thumbnail-${name}`);
  });
});
