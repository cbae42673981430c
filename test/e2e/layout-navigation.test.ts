import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { expectNoSeriousA11yViolations } from '../support/axe.js';
import { describeWithChromium } from '../support/chromium.js';
import { signUp } from './support/owner.js';
import { RECORD_LAYOUT_SHIFTS } from './support/layout-shifts.js';
import { openHome, screenshot, startProduct, waitForApp, type Product } from './support/product.js';

const EMAIL = 'layout.checker@example.com';
const PLACEHOLDER = 'Search by Cuisine or Restaurant Name';

/**
 * Whether the placeholder fits: the input briefly holds the placeholder as its value, in the
 * placeholder's font size, and must not scroll (this counts the room Chromium keeps for its own
 * controls, which a measured span would not).
 */
const placeholderFits = (page: Page) =>
  page.evaluate<Array<{ scroll: number; client: number; fontSize: string }>>(`[...document.querySelectorAll('input[placeholder="${PLACEHOLDER}"]')].map((input) => {
    const fontSize = getComputedStyle(input, '::placeholder').fontSize;
    const before = [input.value, input.style.fontSize];
    input.style.fontSize = fontSize;
    input.value = input.placeholder;
    const result = { scroll: input.scrollWidth, client: input.clientWidth, fontSize };
    [input.value, input.style.fontSize] = before;
    return result;
  })`);

/** Posts of the user record seen by the page from now on. */
function userPosts(page: Page): string[] {
  const posts: string[] = [];
  page.on('request', (r) => void (r.method() === 'POST' && r.url().endsWith('/api/my/user') && posts.push(r.url())));
  return posts;
}

describeWithChromium('layout and navigation: titles, header on one row, placeholders, drawer, sign-in', () => {
  let product: Product;

  beforeAll(async () => {
    product = await startProduct({ SEED_DEMO_DATA: 'true' });
  });
  afterAll(async () => product?.stop());

  it('gives each route its own document title', async () => {
    const { page } = await product.newPage();
    const titles: Array<[string, string]> = [
      ['/', 'Tuck into a takeway today | TuckIn.com'],
      ['/search/all', 'Restaurants in all cities | TuckIn.com'],
      ['/search/London', 'Restaurants in London | TuckIn.com'],
      ['/detail/6755c8f2a1b2c3d4e5f60718', 'Restaurant details | TuckIn.com'],
      ['/api-docs', 'API Docs | TuckIn.com'],
      ['/api-status', 'API Status | TuckIn.com'],
    ];
    for (const [path, title] of titles) {
      await page.goto(path);
      await expect.poll(() => page.title()).toBe(title);
    }
  });

  it.each([360, 390, 820, 1024, 1280])('shows both search placeholders in full at %i px', async (width) => {
    const { page } = await product.newPage({ width, height: 800 });
    await openHome(page);
    for (const path of ['/', '/search/all']) {
      if (path !== '/') await page.goto(path);
      await page.getByPlaceholder(PLACEHOLDER).first().waitFor();
      const fits = await placeholderFits(page);
      expect(fits.length).toBeGreaterThan(0);
      for (const { scroll, client, fontSize } of fits) {
        if (width < 640) expect(fontSize).toBe('13px');
        expect(scroll).toBeLessThanOrEqual(client);
      }
      await screenshot(page, `placeholder-${path === '/' ? 'home' : 'search'}-${width}`);
    }
  });

  // Pages whose content comes after the first paint: API Status's checks, and a signed-in page
  // visited signed out (the session check, then the landing page, which the server did not
  // render). The whole stylesheet comes late, as on a slow line or a busy machine: a page the
  // app renders itself must wait for it rather than paint with the first page's rules only.
  it.each([
    [390, 844],
    [1280, 800],
  ])('moves nothing in view while a page fills in, at %i x %i px', async (width, height) => {
    const { page } = await product.newPage({ width, height });
    await page.addInitScript(RECORD_LAYOUT_SHIFTS);
    await page.route('**/assets/*.css', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1000));
      await route.continue();
    });
    for (const [path, shown] of [
      ['/api-status', 'Overall Status'],
      ['/order-status', 'Tuck into a takeway today'],
    ] as const) {
      await page.goto(path);
      await page.getByText(shown).first().waitFor();
      await page.waitForLoadState('networkidle');
      expect(await page.evaluate<number[]>('window.shifts'), path).toEqual([]);
    }
  });

  it('opens a new page at the top and takes Back to where the visitor was', async () => {
    const { page } = await product.newPage();
    await page.goto('/search/London');
    await waitForApp(page);
    const cards = page.getByRole('main').getByRole('listitem').getByRole('link');
    await cards.last().scrollIntoViewIfNeeded();
    const scrolled = await page.evaluate<number>('window.scrollY');
    expect(scrolled).toBeGreaterThan(0);
    await cards.last().click();
    await page.waitForURL('**/detail/*');
    await page.getByRole('region', { name: 'Menu' }).waitFor();
    expect(await page.evaluate<number>('window.scrollY')).toBe(0);
    await page.goBack();
    await page.waitForURL('**/search/London');
    await expect.poll(() => page.evaluate<number>('window.scrollY')).toBe(scrolled);
  });

  it('lists API Docs and API Status in the signed-out drawer on a phone', async () => {
    const { page } = await product.newPage({ width: 390, height: 844 });
    await openHome(page);
    await page.getByRole('button', { name: 'Open menu' }).click();
    const drawer = page.getByRole('dialog');
    await drawer.getByText('Welcome to TuckIn.com!').waitFor();
    await drawer.getByRole('button', { name: 'Log In' }).waitFor();
    await expectNoSeriousA11yViolations(page, 'signed-out drawer');
    await screenshot(page, 'drawer-signed-out-390');
    await drawer.getByRole('link', { name: 'API Status' }).click();
    await page.waitForURL('**/api-status');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('dialog').getByRole('link', { name: 'API Docs' }).click();
    await page.waitForURL('**/api-docs');
  });

  it('fits the signed-in header on one row from 768 px, creates the user once, ignores a direct /auth-callback', async () => {
    const { page } = await product.newPage();
    const posts = userPosts(page);
    await signUp(page, `${product.server.url}/`, EMAIL);
    await expect.poll(() => posts.length).toBe(1);

    await page.goto('/auth-callback');
    await page.waitForURL(`${product.server.url}/`);
    await page.getByRole('button', { name: EMAIL }).waitFor();
    expect(posts).toHaveLength(1);

    for (const width of [768, 820, 1024, 1280]) {
      await page.setViewportSize({ width, height: 800 });
      const header = page.getByRole('banner');
      const brand = header.getByRole('link', { name: 'TuckIn.com' });
      const account = header.getByRole('button', { name: EMAIL });
      const [brandBox, accountBox, orders] = await Promise.all([
        brand.boundingBox(), account.boundingBox(), header.getByRole('link', { name: 'Order Status' }).boundingBox(),
      ]);
      // One row: the brand, the links and the account button share a line.
      for (const box of [accountBox!, orders!]) {
        expect(Math.abs(box.y + box.height / 2 - (brandBox!.y + brandBox!.height / 2))).toBeLessThan(12);
      }
      expect(accountBox!.x + accountBox!.width).toBeLessThanOrEqual(width);
      await account.click();
      // The e-mail is readable in full: on the button at 1280, at the top of the menu below.
      const shown = width >= 1280 ? account.getByText(EMAIL) : header.locator('p', { hasText: EMAIL });
      await shown.waitFor();
      const emailBox = await shown.boundingBox();
      expect(emailBox!.x).toBeGreaterThanOrEqual(0);
      expect(emailBox!.x + emailBox!.width).toBeLessThanOrEqual(width);
      // Not cut: the text needs no more room than it is given.
      expect(await shown.evaluate((el: { scrollWidth: number; clientWidth: number }) => [el.scrollWidth, el.clientWidth])).toSatisfy(
        ([scroll, client]: number[]) => scroll! <= client! + 1,
      );
      await expectNoSeriousA11yViolations(page, `signed-in header at ${width}`);
      await screenshot(page, `header-signed-in-${width}`);
      await page.keyboard.press('Escape');
    }
  });

  it('answers a sign-in return with a bad state with a clear message and a way to try again', async () => {
    for (const width of [390, 820, 1024, 1280]) {
      const { page } = await product.newPage({ width, height: 800 });
      await page.goto('/?code=not-a-real-code&state=not-the-state-we-sent');
      const alert = page.getByRole('alert').filter({ hasText: 'Sign-in failed.' });
      await alert.getByText('started in another tab or has expired').waitFor();
      await page.getByRole('heading', { name: 'Tuck into a takeway today' }).waitFor();
      await expectNoSeriousA11yViolations(page, `sign-in error at ${width}`);
      await screenshot(page, `sign-in-error-${width}`);
      if (width === 1280) {
        await alert.getByRole('button', { name: 'Try again' }).click();
        await page.getByLabel('Email address').waitFor();
      } else {
        await alert.getByRole('button', { name: 'Dismiss' }).click();
        await page.waitForURL(`${product.server.url}/`);
        expect(await alert.count()).toBe(0);
      }
    }
  });
});
