// Steps an owner takes in the browser: sign up, open the restaurant form, fill it in.
import { expect } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { waitForApp } from './product.js';

const PASSWORD = 'a-good-long-password';

/** Signs up a new account through the embedded provider's pages and returns to `home`. */
export async function signUp(page: Page, home: string, email: string, phone = false): Promise<void> {
  await page.goto('/');
  // The server-rendered buttons do nothing until the app has hydrated them.
  await waitForApp(page);
  if (phone) await page.getByRole('button', { name: 'Open menu' }).click();
  await (phone ? page.getByRole('dialog') : page).getByRole('button', { name: 'Log In' }).click();
  await page.getByRole('link', { name: 'Sign up' }).click();
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.waitForURL(home);
}

export const section = (page: Page, name: string) => page.getByRole('region', { name });
export const menuRow = (page: Page, index: number) => section(page, 'Menu').getByRole('listitem').nth(index);

export async function fillMenuItem(row: Locator, name: string, price: string): Promise<void> {
  await row.getByLabel('Name').fill(name);
  await row.getByLabel('Price (£)').fill(price);
}

export interface Details {
  Name: string;
  /** The form asks for both (docs/product/decisions.md "Addresses"); a test that is not about them takes these. */
  'Street address'?: string;
  Postcode?: string;
  City: string;
  Country: string;
  price: string;
  minutes: string;
}

export async function fillDetails(page: Page, values: Details, cuisines: string[]): Promise<void> {
  const details = section(page, 'Details');
  for (const label of ['Name', 'City', 'Country'] as const) await details.getByLabel(label).fill(values[label]);
  await details.getByLabel('Street address').fill(values['Street address'] ?? '1 Market Street');
  await details.getByLabel('Postcode').fill(values.Postcode ?? 'LS1 6HD');
  await details.getByLabel('Delivery Price (£)').fill(values.price);
  await details.getByLabel('Estimated Delivery Time (minutes)').fill(values.minutes);
  for (const cuisine of cuisines) await section(page, 'Cuisines').getByRole('checkbox', { name: cuisine }).check();
}

/** Waits for a toast to finish sliding in: axe misjudges contrast while it fades. */
export async function toastShown(page: Page, text: string): Promise<void> {
  const toast = page.locator('[data-sonner-toast]', { hasText: text });
  await toast.waitFor();
  const opacity = (el: unknown) => (globalThis as unknown as { getComputedStyle(e: unknown): { opacity: string } }).getComputedStyle(el).opacity;
  await expect.poll(() => toast.evaluate(opacity)).toBe('1');
}

export async function openManageTab(page: Page): Promise<void> {
  await page.getByRole('tab', { name: 'Manage Restaurant' }).click();
  // The desk's order details are a 'Details' region too: the address says the tab is open.
  await page.waitForURL((url) => url.pathname === '/manage-restaurant/restaurant/mine');
  await section(page, 'Details').waitFor();
}

