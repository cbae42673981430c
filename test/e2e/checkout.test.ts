import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { expectNoSeriousA11yViolations } from '../support/axe.js';
import { describeWithChromium } from '../support/chromium.js';
import { MOBILE, screenshot, startProduct, type Product, demoRestaurant, type DemoRestaurant, waitForApp } from './support/product.js';
import { pounds } from './support/pounds.js';

type MenuItem = DemoRestaurant['menuItems'][number];

const PASSWORD = 'a-good-long-password';
const DELIVERY = { Name: 'Ada Lovelace', 'Address Line 1': '12 Deansgate', City: 'Manchester', Postcode: 'M3 2BY', Country: 'United Kingdom', 'Phone number': '+447911123456' };
const CARD = { number: '4242 4242 4242 4242', declined: '4000 0000 0000 0002', expiry: '12 / 34', cvc: '123', name: 'Ada Lovelace' };
// One poll (5 s), plus the payment event on its way from the local checkout.
const WITHIN_A_POLL = { timeout: 15_000, interval: 250 };

const orderNumber = (orderId: string) => orderId.slice(-6).toUpperCase();
const storedCart = (page: Page, restaurantId: string) =>
  page.evaluate<string | null>(`sessionStorage.getItem('cartItems-${restaurantId}')`);

/** From a restaurant's page: 'Log in to check out', then a new account; back on the page. */
async function signUpToCheckOut(page: Page, restaurantId: string, email: string): Promise<void> {
  await page.getByRole('button', { name: 'Log in to check out' }).click();
  await page.getByRole('link', { name: 'Sign up' }).click();
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.waitForURL(`**/detail/${restaurantId}`);
  await page.getByRole('button', { name: 'Go to checkout' }).waitFor();
}

async function addToCart(page: Page, item: MenuItem, times = 1): Promise<void> {
  // A click on the server's markup before the app has hydrated does nothing (a loaded machine shows it).
  await waitForApp(page);
  const button = page.getByRole('region', { name: 'Menu' }).getByRole('button', { name: new RegExp(`^Add ${item.name}`) });
  for (let i = 0; i < times; i++) await button.click();
}

/** 'Go to checkout' and the delivery details filled in; returns the dialog. */
async function openDeliveryDetails(page: Page): Promise<Locator> {
  await page.getByRole('button', { name: 'Go to checkout' }).click();
  const dialog = page.getByRole('dialog', { name: 'Confirm Deliery Details' });
  await dialog.getByRole('button', { name: 'Continue to payment' }).waitFor();
  for (const [label, value] of Object.entries(DELIVERY)) await dialog.getByLabel(label, { exact: true }).fill(value);
  return dialog;
}

async function payWith(page: Page, cardNumber: string): Promise<void> {
  await page.getByLabel('Card number').fill(cardNumber);
  await page.getByLabel('Expiry date (MM / YY)').fill(CARD.expiry);
  await page.getByLabel('CVC').fill(CARD.cvc);
  await page.getByLabel('Name on card').fill(CARD.name);
  await page.getByRole('button', { name: /^Pay/ }).click();
}

/** Waits for a toast to finish sliding in: axe misjudges contrast while it fades. */
async function toastShown(page: Page, text: string): Promise<Locator> {
  const toast = page.locator('[data-sonner-toast]', { hasText: text });
  await toast.waitFor();
  const opacity = (el: unknown) => (globalThis as unknown as { getComputedStyle(e: unknown): { opacity: string } }).getComputedStyle(el).opacity;
  await expect.poll(() => toast.evaluate(opacity)).toBe('1');
  return toast;
}

const orderCard = (page: Page, orderId: string) => page.getByRole('article', { name: `Order #${orderNumber(orderId)}` });
const progressOf = (order: Locator) => order.getByRole('progressbar').getAttribute('aria-valuenow');
const paidOrderId = (page: Page) => new URL(page.url()).searchParams.get('paidOrder') ?? '';

describeWithChromium('checkout: pay through the local hosted checkout and follow the order', () => {
  let product: Product;
  let bella: DemoRestaurant;

  beforeAll(async () => {
    product = await startProduct({ SEED_DEMO_DATA: 'true' });
    bella = await demoRestaurant(product, 'London', 'bella');
    if (bella.menuItems.length < 2) throw new Error('the demo restaurant needs two menu items');
  });
  afterAll(async () => product?.stop());

  it('pays on the second card after a decline, once, and sees Payment Confirmed within a poll', async () => {
    const { page } = await product.newPage();
    const [a, b] = bella.menuItems as [MenuItem, MenuItem];
    const total = a.price * 2 + b.price + bella.deliveryPrice;
    await page.goto(`/detail/${bella._id}`);
    await addToCart(page, a, 2);
    await addToCart(page, b);
    await signUpToCheckOut(page, bella._id, 'paying.customer@example.com');
    const dialog = await openDeliveryDetails(page);
    await expectNoSeriousA11yViolations(page, 'delivery details dialog');
    await screenshot(page, 'checkout-details-desktop');

    // A failed session: the error toast, the button back, the typed details kept.
    const continueButton = dialog.getByRole('button', { name: 'Continue to payment' });
    await page.route('**/api/order/checkout/create-checkout-session', (route) =>
      route.fulfill({ status: 502, json: { message: 'Payment gateway failed', code: 'PAYMENT_GATEWAY_FAILED' } }),
    );
    await continueButton.click();
    await toastShown(page, 'Unable to create checkout session');
    await expect.poll(() => continueButton.isEnabled()).toBe(true);
    expect(await dialog.getByLabel('Address Line 1').inputValue()).toBe(DELIVERY['Address Line 1']);
    await page.unroute('**/api/order/checkout/create-checkout-session');

    // One click, one order: disabled from the click until the checkout page has replaced
    // this one. The answer is held back to look at the page meanwhile; a watcher notes in
    // session storage (which outlives the page) whether the button ever came back.
    const sessionRequests: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().endsWith('/create-checkout-session')) sessionRequests.push(request.url());
    });
    let releaseAnswer: () => void = () => undefined;
    const answerHeld = new Promise<void>((resolve) => (releaseAnswer = resolve));
    await page.route('**/api/order/checkout/create-checkout-session', async (route) => {
      const response = await route.fetch();
      await answerHeld;
      await route.fulfill({ response });
    });
    await page.evaluate(`(() => {
      const button = [...document.querySelectorAll('[role="dialog"] button')].find((b) => b.textContent.includes('Continue to payment'));
      new MutationObserver(() => {
        if (!button.disabled) sessionStorage.setItem('e2e-enabled-again', 'yes');
      }).observe(button, { attributes: true, attributeFilter: ['disabled'] });
    })()`);
    await continueButton.click();
    await expect.poll(() => continueButton.isDisabled()).toBe(true);
    // A second submit that bypasses the button (Enter in a field does the same) starts nothing.
    await page.evaluate(`document.querySelector('[role="dialog"] form').requestSubmit()`);
    await page.waitForTimeout(300);
    releaseAnswer();
    await page.waitForURL('**/checkout/pay/cs_*');
    expect(await page.evaluate<string | null>(`sessionStorage.getItem('e2e-enabled-again')`)).toBeNull();
    expect(sessionRequests).toHaveLength(1);
    await page.unroute('**/api/order/checkout/create-checkout-session');

    const pay = page.getByRole('button', { name: /^Pay/ });
    expect(await pay.textContent()).toBe(`Pay ${pounds(total)}`);
    await expectNoSeriousA11yViolations(page, 'local checkout page');
    await screenshot(page, 'checkout-page-desktop');

    await payWith(page, CARD.declined);
    await page.getByText('Your card was declined.').waitFor();
    await payWith(page, CARD.number);
    await page.waitForURL('**/order-status?paidOrder=*');
    const orderId = paidOrderId(page);
    expect(new URL(page.url()).searchParams.get('session_id')).toMatch(/^cs_/);

    const notice = page.getByRole('status').filter({ hasText: 'Thank you! Your payment was received.' });
    await notice.waitFor();
    expect(await notice.textContent()).toContain(`Order #${orderNumber(orderId)}`);
    const order = orderCard(page, orderId);
    await expect.poll(() => progressOf(order), WITHIN_A_POLL).toBe('25');
    expect(await order.getByText('Payment Confirmed').count()).toBeGreaterThan(0);
    expect(await order.getByText('Payment Required').count()).toBe(0);
    expect(await storedCart(page, bella._id)).toBeNull();

    // The order's details, its day heading and count, and the paid order first.
    expect(await page.getByRole('main').getByRole('article').first().getAttribute('aria-labelledby')).toBe(
      await order.getAttribute('aria-labelledby'),
    );
    const text = (await order.textContent()) ?? '';
    for (const expected of [bella.restaurantName, 'Ada Lovelace', '12 Deansgate', 'Manchester', 'Ordered At', 'Expected By']) {
      expect(text).toContain(expected);
    }
    expect(text).toContain(`2 × ${a.name}${pounds(a.price * 2)}`);
    expect(text).toContain(`1 × ${b.name}${pounds(b.price)}`);
    expect(text).toContain(`Subtotal${pounds(total - bella.deliveryPrice)}`);
    expect(text).toContain(`Delivery Fee${pounds(bella.deliveryPrice)}`);
    expect(text).toContain(`Total${pounds(total)}`);
    const day = page.getByRole('main').getByRole('heading', { level: 2 }).getByRole('button');
    expect(await day.textContent()).toMatch(/^[A-Z][a-z]+day, \d\d\.\d\d\.\d{4}1 order$/);
    expect(await day.getAttribute('aria-expanded')).toBe('true');

    await expectNoSeriousA11yViolations(page, 'order status');
    await screenshot(page, 'order-status-desktop');

    await day.click();
    expect(await day.getAttribute('aria-expanded')).toBe('false');
    expect(await order.isVisible()).toBe(false);
    await day.click();
    expect(await order.isVisible()).toBe(true);
  });

  it('cancels, comes back to a refilled cart, then pays later with Complete Payment (phone)', async () => {
    const { page } = await product.newPage(MOBILE);
    const [a, b] = bella.menuItems as [MenuItem, MenuItem];
    await page.goto(`/detail/${bella._id}`);
    await addToCart(page, a);
    await addToCart(page, b, 3);
    await signUpToCheckOut(page, bella._id, 'cancelling.customer@example.com');
    const cartBefore = await storedCart(page, bella._id);
    const dialog = await openDeliveryDetails(page);
    await expectNoSeriousA11yViolations(page, 'delivery details dialog on a phone');
    await screenshot(page, 'checkout-details-mobile');
    await dialog.getByRole('button', { name: 'Continue to payment' }).click();
    await page.waitForURL('**/checkout/pay/cs_*');
    await page.getByLabel('Card number').waitFor();
    await expectNoSeriousA11yViolations(page, 'local checkout page on a phone');
    await screenshot(page, 'checkout-page-mobile');
    expect(await page.evaluate<number>('document.documentElement.scrollWidth')).toBeLessThanOrEqual(MOBILE.width);

    // The cart is gone meanwhile (another tab, an ended session): the order refills it.
    await page.evaluate(`sessionStorage.removeItem('cartItems-${bella._id}')`);
    await page.getByRole('link', { name: 'Cancel payment' }).click();
    await page.waitForURL(`**/detail/${bella._id}`);
    await toastShown(page, 'Payment cancelled');
    await expect.poll(() => page.url()).not.toContain('cancelledOrder');
    const summary = page.getByRole('region', { name: 'Your Order' });
    await expect.poll(() => summary.getByRole('listitem').count()).toBe(2);
    expect(await summary.getByTestId('order-total').textContent()).toBe(pounds(a.price + b.price * 3 + bella.deliveryPrice));
    expect(JSON.parse((await storedCart(page, bella._id)) ?? '[]')).toEqual(JSON.parse(cartBefore ?? '[]'));
    await expectNoSeriousA11yViolations(page, 'restaurant after a cancelled payment, on a phone');
    await page.reload();
    await page.getByRole('heading', { level: 1, name: bella.restaurantName }).waitFor();
    expect(await page.locator('[data-sonner-toast]', { hasText: 'Payment cancelled' }).count()).toBe(0);

    // The order waits, placed, on /order-status; Complete Payment pays it.
    await page.goto('/order-status');
    const order = page.getByRole('main').getByRole('article').first();
    await order.getByRole('button', { name: 'Complete Payment' }).waitFor();
    expect(await progressOf(order)).toBe('0');
    expect(await order.getByText('Awaiting Payment').count()).toBeGreaterThan(0);
    expect(await order.getByText('This order is placed but not paid. Please complete the payment to proceed.').isVisible()).toBe(true);
    await expectNoSeriousA11yViolations(page, 'order status with a placed order on a phone');
    await screenshot(page, 'order-status-placed-mobile');

    await order.getByRole('button', { name: 'Complete Payment' }).click();
    await page.waitForURL('**/checkout/pay/cs_*');
    await payWith(page, CARD.number);
    await page.waitForURL('**/order-status?paidOrder=*');
    const paid = orderCard(page, paidOrderId(page));
    await expect.poll(() => progressOf(paid), WITHIN_A_POLL).toBe('25');
    expect(await paid.getByRole('button', { name: 'Complete Payment' }).count()).toBe(0);
    expect(await storedCart(page, bella._id)).toBeNull();
    await expectNoSeriousA11yViolations(page, 'order status on a phone');
    await screenshot(page, 'order-status-mobile');
    expect(await page.evaluate<number>('document.documentElement.scrollWidth')).toBeLessThanOrEqual(MOBILE.width);
  });
});
