// The embedded provider's own pages (log in, sign up, errors) in the app's look: the same
// brand bar, colours and type as the web app's header, a card with margins on a phone.
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { expectNoSeriousA11yViolations } from '../support/axe.js';
import { describeWithChromium } from '../support/chromium.js';
import { openHome, screenshot, startProduct, type Product } from './support/product.js';

const WIDTHS = [390, 820, 1024, 1280];
const BRAND_700 = 'rgb(194, 65, 12)';
const BRAND_600 = 'rgb(234, 88, 12)';

interface BrandLook {
  text: string;
  color: string;
  fontSize: string;
  fontWeight: string;
  fontFamily: string;
  letterSpacing: string;
  left: number;
  top: number;
  barHeight: number;
  barBackground: string;
  barBorder: string;
  bodyFont: string;
}

// Page scripts as strings: the test's own TypeScript has no DOM types.
/** The look of the brand name inside the page's banner, and of the banner itself. */
const brandLook = async (page: Page, selector: string) => {
  // The app's header renders after its script: measure it once it is there.
  await page.locator(selector).first().waitFor();
  return page.evaluate<BrandLook>(`(() => {
    const brand = document.querySelector(${JSON.stringify(selector)});
    const bar = brand.closest('header');
    const s = getComputedStyle(brand);
    const b = getComputedStyle(bar);
    return {
      text: brand.textContent.trim(), color: s.color, fontSize: s.fontSize, fontWeight: s.fontWeight,
      fontFamily: s.fontFamily, letterSpacing: s.letterSpacing, left: Math.round(brand.getBoundingClientRect().left), top: Math.round(brand.getBoundingClientRect().top),
      barHeight: Math.round(bar.getBoundingClientRect().height),
      barBackground: b.backgroundColor, barBorder: b.borderBottomWidth + ' ' + b.borderBottomStyle + ' ' + b.borderBottomColor,
      bodyFont: getComputedStyle(document.body).fontFamily,
    };
  })()`);
};

/** The card's side margins and whether the page scrolls sideways. */
const cardFit = (page: Page) =>
  page.evaluate<{ left: number; right: number; scrollWidth: number; clientWidth: number }>(`(() => {
    const box = document.querySelector('main').getBoundingClientRect();
    const root = document.documentElement;
    return { left: box.left, right: root.clientWidth - box.right, scrollWidth: root.scrollWidth, clientWidth: root.clientWidth };
  })()`);

/** [background, text] colour of the first element matching `selector`. */
const colours = (page: Page, selector: string) =>
  page.evaluate<[string, string]>(`(() => {
    const s = getComputedStyle(document.querySelector(${JSON.stringify(selector)}));
    return [s.backgroundColor, s.color];
  })()`);

const activeOutline = (page: Page) =>
  page.evaluate<{ label: string; outline: string; offset: string }>(`(() => {
    const el = document.activeElement;
    const s = getComputedStyle(el);
    return { label: el.labels && el.labels[0] ? el.labels[0].textContent : el.textContent, outline: s.outlineWidth + ' ' + s.outlineStyle + ' ' + s.outlineColor, offset: s.outlineOffset };
  })()`);

async function expectAppLook(page: Page, app: BrandLook, width: number, name: string): Promise<void> {
  const { top, barHeight, ...style } = await brandLook(page, 'header .brand');
  const { top: appTop, barHeight: appBarHeight, ...appStyle } = app;
  expect(style, name).toEqual(appStyle);
  // The app's bar takes its height from its buttons and links, whose text metrics vary by a
  // few pixels between runs at some widths: the geometry is held within 4 px, the look exactly.
  expect(Math.abs(barHeight - appBarHeight), `${name}: bar height ${barHeight} vs ${appBarHeight}`).toBeLessThanOrEqual(4);
  expect(Math.abs(top - appTop), `${name}: brand top ${top} vs ${appTop}`).toBeLessThanOrEqual(4);
  const fit = await cardFit(page);
  expect(fit.scrollWidth, `${name}: no sideways scroll`).toBeLessThanOrEqual(fit.clientWidth);
  // The header's own 1 rem either side on a phone, centred above that.
  if (width < 640) {
    expect(fit.left).toBe(16);
    expect(fit.right).toBe(16);
  } else {
    expect(fit.left).toBeGreaterThan(16);
    expect(Math.abs(fit.left - fit.right)).toBeLessThanOrEqual(1);
  }
  await expectNoSeriousA11yViolations(page, `${name} at ${width}`);
}

describeWithChromium('sign-in pages: the app look at 390, 820, 1024 and 1280 px', () => {
  let product: Product;

  beforeAll(async () => {
    product = await startProduct();
  });
  afterAll(async () => product?.stop());

  it.each(WIDTHS)('log in, its error and sign up carry the app brand bar and fit at %i px', async (width) => {
    const { page } = await product.newPage({ width, height: width < 640 ? 844 : 800 });
    await openHome(page);
    const app = await brandLook(page, 'header a[href="/"]');
    expect(app.text).toBe('TuckIn.com');
    await screenshot(page, `sign-in-pages-app-header-${width}`);

    if (width < 768) await page.getByRole('button', { name: 'Open menu' }).click();
    await (width < 768 ? page.getByRole('dialog') : page.getByRole('banner')).getByRole('button', { name: 'Log In' }).click();
    await page.getByRole('heading', { name: 'Log in' }).waitFor();
    expect(new URL(page.url()).origin).not.toBe(product.server.url);
    await expectAppLook(page, app, width, 'login page');
    expect(await colours(page, 'button[type=submit]')).toEqual([BRAND_700, 'rgb(255, 255, 255)']);
    expect((await colours(page, 'a[href$="/signup"]'))[1]).toBe(BRAND_700);
    // Keyboard focus shows the app's ring: 2 px of brand-600, 2 px out.
    await page.getByLabel('Email address').focus();
    await page.keyboard.press('Tab');
    expect(await activeOutline(page)).toEqual({ label: 'Password', outline: `2px solid ${BRAND_600}`, offset: '2px' });
    await screenshot(page, `sign-in-pages-login-${width}`);

    await page.getByLabel('Email address').fill('not-an-email');
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByRole('alert').getByText('Please enter a valid email address.').waitFor();
    expect(await page.getByLabel('Email address').getAttribute('aria-invalid')).toBe('true');
    await expectAppLook(page, app, width, 'login page with an error');
    await screenshot(page, `sign-in-pages-login-error-${width}`);

    await page.getByRole('link', { name: 'Sign up' }).click();
    await page.getByRole('heading', { name: 'Sign up' }).waitFor();
    await page.getByText('At least 8 characters.').waitFor();
    await expectAppLook(page, app, width, 'sign-up page');
    await screenshot(page, `sign-in-pages-signup-${width}`);

    // A dead end (an interaction that is not there) has the same bar and card.
    await page.goto(new URL('/interaction/no-such-interaction', page.url()).href);
    await page.getByRole('heading', { name: 'Login expired' }).waitFor();
    await page.getByRole('link', { name: 'Back to TuckIn.com' }).waitFor();
    await expectAppLook(page, app, width, 'login expired page');
    await screenshot(page, `sign-in-pages-expired-${width}`);
  });

  it('puts the focus on the field the sign-up error is about', async () => {
    const { page } = await product.newPage({ width: 390, height: 844 });
    await openHome(page);
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Log In' }).click();
    await page.getByRole('link', { name: 'Sign up' }).click();
    await page.getByRole('heading', { name: 'Sign up' }).waitFor();
    expect((await activeOutline(page)).label).toBe('Email address');

    await page.getByLabel('Email address').fill('new.user@example.com');
    await page.getByLabel('Password').fill('short');
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByRole('alert').getByText('Password must be at least 8 characters long.').waitFor();
    expect((await activeOutline(page)).label).toBe('Password');
    expect(await page.getByLabel('Password').getAttribute('aria-invalid')).toBe('true');
    expect(await page.getByLabel('Email address').getAttribute('aria-invalid')).toBeNull();
    await screenshot(page, 'sign-in-pages-signup-password-error-390');

    await page.getByLabel('Email address').fill('not-an-email');
    await page.getByLabel('Password').fill('long enough password');
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByRole('alert').getByText('Please enter a valid email address.').waitFor();
    expect((await activeOutline(page)).label).toBe('Email address');
    expect(await page.getByLabel('Password').getAttribute('aria-invalid')).toBeNull();
  });
});
