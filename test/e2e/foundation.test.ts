import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import type { Page } from 'playwright-core';
import { expectNoSeriousA11yViolations } from '../support/axe.js';
import { describeWithChromium } from '../support/chromium.js';
import { MOBILE, openHome, screenshot, startProduct, type Product } from './support/product.js';

const EMAIL = 'new.customer@example.com';
const PASSWORD = 'a-good-long-password';

async function signUpFromHeader(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Log In' }).click();
  await page.getByRole('link', { name: 'Sign up' }).click();
  await expectNoSeriousA11yViolations(page, 'sign-up page');
  await page.getByLabel('Email address').fill(EMAIL);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Continue' }).click();
}

describeWithChromium('foundation: sign-up, profile, logout', () => {
  let product: Product;

  beforeAll(async () => {
    product = await startProduct();
  });
  afterAll(async () => product?.stop());

  it('signs up, saves the profile, survives a reload and logs out clearing carts', async () => {
    const { page } = await product.newPage();
    await openHome(page);
    await expectNoSeriousA11yViolations(page, 'home, logged out');
    await screenshot(page, 'home-desktop');

    await signUpFromHeader(page);
    // Back from the provider: /auth-callback creates the user, then goes home.
    await page.waitForURL(`${product.server.url}/`);
    await page.getByRole('button', { name: EMAIL }).waitFor();

    await page.getByRole('button', { name: EMAIL }).click();
    await page.getByRole('menuitem', { name: 'User Profile' }).click();
    await page.waitForURL('**/user-profile');
    await expect.poll(() => page.getByLabel('Email').inputValue()).toBe(EMAIL);
    expect(await page.getByLabel('Email').isDisabled()).toBe(true);

    await page.getByRole('button', { name: 'Submit' }).click();
    await page.getByText('name is required').waitFor();
    await page.getByText('Address Line 1 is required').waitFor();
    await page.getByText('City is required').waitFor();
    await page.getByText('Country is required').waitFor();
    await expectNoSeriousA11yViolations(page, 'profile with errors');

    await page.getByLabel('Name').fill('Nadia Hussain');
    await page.getByLabel('Address Line 1').fill('7 Canal Street');
    await page.getByLabel('City').fill('Manchester');
    await page.getByLabel('Country').fill('United Kingdom');
    await page.getByRole('button', { name: 'Submit' }).click();
    await page.getByText('User profile updated!').waitFor();
    await screenshot(page, 'profile-desktop');

    await page.reload();
    await page.getByRole('button', { name: EMAIL }).waitFor();
    await expect.poll(() => page.getByLabel('Name').inputValue()).toBe('Nadia Hussain');
    await expect.poll(() => page.getByLabel('City').inputValue()).toBe('Manchester');

    // Page scripts as strings: the test's own TypeScript has no DOM types.
    await page.evaluate(`
      sessionStorage.setItem('cartItems-6755c8f2a1b2c3d4e5f60718', '[]');
      sessionStorage.setItem('cartItems-other', '[{"_id":"x"}]');
      sessionStorage.setItem('unrelated', 'kept');
    `);
    await page.getByRole('button', { name: EMAIL }).click();
    await page.getByRole('menuitem', { name: 'Log Out' }).click();
    await page.getByRole('button', { name: 'Log In' }).waitFor();
    const keys = await page.evaluate<string[]>('Object.keys(sessionStorage)');
    expect(keys.filter((k) => k.startsWith('cartItems-'))).toEqual([]);
    expect(keys).toContain('unrelated');
  });

  it('keeps protected routes behind sign-in and unknown paths on the home page', async () => {
    const warnings = vi.spyOn(console, 'warn');
    try {
      const { page } = await product.newPage();
      await page.goto('/user-profile');
      await page.waitForURL(`${product.server.url}/`);
      await page.goto('/no/such/page');
      await page.waitForURL(`${product.server.url}/`);
      await page.getByRole('heading', { name: 'Tuck into a takeway today' }).waitFor();
      // The server sends an unknown path home itself (the route's loader redirects), and says nothing of <Navigate>.
      const answer = await fetch(`${product.server.url}/no/such/page?x=1`, { headers: { accept: 'text/html' }, redirect: 'manual' });
      expect({ status: answer.status, location: answer.headers.get('location') }).toEqual({ status: 302, location: '/' });
      expect(answer.headers.get('x-request-id')).toBeTruthy();
      expect(warnings.mock.calls.flat().join('\n')).not.toContain('<Navigate>');
    } finally {
      warnings.mockRestore();
    }
  });

  it('works on a phone: the drawer opens, logs in and lists the signed-in links', async () => {
    const { page } = await product.newPage(MOBILE);
    await openHome(page);
    await screenshot(page, 'home-mobile');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const drawer = page.getByRole('dialog');
    await drawer.getByText('Welcome to TuckIn.com!').waitFor();
    await expectNoSeriousA11yViolations(page, 'drawer, logged out');
    await screenshot(page, 'drawer-mobile-logged-out');
    await drawer.getByRole('button', { name: 'Log In' }).click();
    await page.getByLabel('Email address').fill(EMAIL);
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL(`${product.server.url}/`);
    await page.getByRole('button', { name: 'Open menu' }).click();
    for (const link of ['API Docs', 'API Status', 'Analytics', 'Performance', 'Order Status', 'My Restaurant', 'User Profile']) {
      await page.getByRole('dialog').getByRole('link', { name: link }).waitFor();
    }
    await page.getByRole('dialog').getByText(EMAIL).waitFor();
    await expectNoSeriousA11yViolations(page, 'drawer, logged in');
    await screenshot(page, 'drawer-mobile-logged-in');
    await page.getByRole('dialog').getByRole('link', { name: 'User Profile' }).click();
    await expect.poll(() => page.getByLabel('Name').inputValue()).toBe('Nadia Hussain');
    await screenshot(page, 'profile-mobile');
  });
});
