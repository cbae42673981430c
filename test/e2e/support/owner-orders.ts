// Shared steps of the owner order browser test: sign-in, toasts, and orders made through
// the API (checkout, the local hosted checkout's card form, the owner's status call).
import { expect } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { issueDevAccessToken } from '../../../src/identity-dev/index.js';
import { DEMO_PASSWORD } from '../../../src/seed/demo-accounts.js';
import { aCustomer, placeOrder } from '../../support/customers.js';
import { paidInTime, submitCard } from '../../support/payment-servers.js';
import type { TestServer } from '../../support/test-server.js';
import { waitForApp } from './product.js';

export const DEMO_OWNER = { email: 'owner@tuckin.demo', password: DEMO_PASSWORD };

/** 'Log In' (from the menu drawer on a phone), then the identity provider's form. */
export async function logIn(page: Page, account: { email: string; password: string }, phone = false): Promise<void> {
  await page.goto('/');
  // The server-rendered buttons do nothing until the app has hydrated them.
  await waitForApp(page);
  if (phone) await page.getByRole('button', { name: 'Open menu' }).click();
  await (phone ? page.getByRole('dialog') : page).getByRole('button', { name: 'Log In' }).click();
  await page.getByLabel('Email address').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Continue' }).click();
  // Back at '/?code=…' first; the app then passes through /auth-callback (creating the user
  // record) to '/'. Each navigation closes the phone's drawer, so wait for the last one.
  await page.waitForURL((url) => url.pathname === '/' && !url.searchParams.has('code'));
  await waitForApp(page);
  if (!phone) return page.getByRole('button', { name: account.email }).waitFor();
  // A phone shows the signed-in state in its menu drawer only.
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Log Out' }).waitFor();
  await page.keyboard.press('Escape');
}

/** Waits for a toast to finish sliding in: axe misjudges contrast while it fades. */
export async function toastShown(page: Page, text: string): Promise<Locator> {
  const toast = page.locator('[data-sonner-toast]', { hasText: text });
  await toast.waitFor();
  const opacity = (el: unknown) => (globalThis as unknown as { getComputedStyle(e: unknown): { opacity: string } }).getComputedStyle(el).opacity;
  await expect.poll(() => toast.evaluate(opacity)).toBe('1');
  return toast;
}

const DAY_MS = 86_400_000;

export const orderNumber = (orderId: string) => orderId.slice(-6).toUpperCase();

export interface SeededOrder {
  customer: string;
  /** Where the order ends: placed (never paid), paid, or a status the owner sets after payment. */
  status: 'placed' | 'paid' | 'inProgress' | 'outForDelivery' | 'delivered';
  daysAgo: number;
  quantities?: readonly number[];
}

/**
 * Orders at the given restaurant, as customers and its owner would make them, then moved
 * back in time (a test-only write) so the dashboard has several days to group.
 */
export async function seedOrders(server: TestServer, restaurantId: string, orders: readonly SeededOrder[]): Promise<string[]> {
  const owner = server.client(await issueDevAccessToken({ config: server.config, db: server.db, email: DEMO_OWNER.email }));
  const ids: string[] = [];
  for (const [i, spec] of orders.entries()) {
    const email = `seeded.customer.${i}@example.com`;
    const base = await aCustomer(server, email);
    const customer = { ...base, delivery: { ...base.delivery, name: spec.customer, addressLine1: `${10 + i} Old Compton Street`, city: 'London' } };
    const { orderId, url } = await placeOrder(server, customer, restaurantId, spec.quantities && [...spec.quantities]);
    if (spec.status !== 'placed') {
      await submitCard(server.url + new URL(url).pathname);
      await paidInTime(server.db, orderId);
    }
    if (spec.status !== 'placed' && spec.status !== 'paid') {
      const { response } = await owner.PATCH('/api/my/restaurant/order/{orderId}/status', { params: { path: { orderId } }, body: { status: spec.status } });
      if (!response.ok) throw new Error(`status ${spec.status} refused: ${response.status}`);
    }
    // Earlier days' orders at their midday: a day's orders stay on that day whatever time the test runs at.
    const createdAt =
      spec.daysAgo === 0 ? new Date(Date.now() - i * 60_000) : new Date(Math.floor(Date.now() / DAY_MS) * DAY_MS - spec.daysAgo * DAY_MS + DAY_MS / 2 - i * 600_000);
    await server.db('orders').where({ id: orderId }).update({ created_at: createdAt.toISOString() });
    ids.push(orderId);
  }
  return ids;
}

/** The newest order a customer placed (their e-mail is on its delivery details). */
export async function newestOrderOf(server: TestServer, email: string): Promise<string> {
  const row: { id: string } | undefined = await server.db('orders').where({ delivery_email: email }).orderBy('created_at', 'desc').first('id');
  if (!row) throw new Error(`no order by ${email}`);
  return row.id;
}
