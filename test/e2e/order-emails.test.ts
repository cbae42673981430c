// The order e-mails as a mail client shows them (docs/architecture/mail.md "Messages"): each
// kind's HTML, rendered by the template the notifications job sends (the SMTP path itself is
// test/api/order-mail.test.ts), laid out in Chromium at desktop and phone widths.
import fs from 'node:fs';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { MailKind } from '../../src/modules/notifications/domain/mail-kind.js';
import { renderOrderMail, type MailInput, type MailOrder } from '../../src/modules/notifications/templates/order-mail.js';
import { describeWithChromium, launchChromium } from '../support/chromium.js';
import { DESKTOP, MOBILE } from './support/product.js';

const SHOTS_DIR = path.resolve('test-results/screenshots');

const order: MailOrder = {
  id: '6755d0c4e5f6a7b8c9d0e1f2',
  restaurantName: 'Bella Napoli',
  fulfilment: 'delivery',
  restaurantAddress: { addressLine1: '1 Albert Square', postcode: 'M2 5DB', city: 'Manchester' },
  totalAmount: 4050,
  deliveryPrice: 199,
  discount: 0,
  voucherCode: null,
  items: [
    { name: 'Quattro Formaggi Pizza', price: 1450, quantity: 2, options: ['12 inch', 'Olives'] },
    { name: 'Tiramisu', price: 550, quantity: 2, options: [] },
  ],
  deliveryDetails: { name: 'Ada Lovelace', addressLine1: '12 Deansgate', city: 'Manchester', country: 'United Kingdom', email: 'ada@example.co.uk' },
  note: 'No onions please. Ring the bell twice, flat 2',
  expectedBy: '2026-11-29T19:40:00.000Z',
  cancellation: null,
  refunds: [],
};
const orderUrl = 'https://tuckin.example/order-status';

const kinds: Array<[MailKind, Partial<MailInput>, string]> = [
  ['paid', {}, '£42.49'],
  ['accepted', { expectedBy: '2026-11-29T19:40:00.000Z' }, 'expected by'],
  ['delayed', { expectedBy: '2026-11-29T19:55:00.000Z' }, 'Now expected by'],
  ['outForDelivery', {}, 'on its way'],
  ['delivered', {}, 'delivered'],
  ['cancelled', { order: { ...order, cancellation: { by: 'restaurant', reason: 'itemUnavailable', note: 'No basil today' }, refunds: [{ amount: 4249, status: 'pending' }] } }, '£42.49'],
  ['refunded', { refundAmount: 4249 }, '£42.49'],
  ['newOrder', { orderUrl: 'https://tuckin.example/manage-restaurant' }, '£42.49'],
  ['helpDeclined', { declineReason: 'The courier photo shows both pizzas at the door' }, 'both pizzas'],
];

describeWithChromium('order e-mails in a browser: every kind, desktop and phone', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchChromium();
    fs.mkdirSync(SHOTS_DIR, { recursive: true });
  });
  afterAll(async () => browser?.close());

  it.each(kinds)('lays out the %s e-mail in one column that fits a phone, with its figures and its link', async (kind, extra, shown) => {
    const mail = await renderOrderMail({ kind, order, orderUrl, ...extra });
    for (const [size, name] of [
      [DESKTOP, 'desktop'],
      [MOBILE, 'mobile'],
    ] as const) {
      const page = await browser.newPage({ viewport: size });
      await page.setContent(mail.html);
      expect(await page.locator('html').getAttribute('lang')).toBe('en-GB');
      expect((await page.locator('body').innerText()).toLowerCase()).toContain(shown.toLowerCase());
      // The button back to the order (the owner's: to the order desk).
      expect(await page.locator(`a[href="${extra.orderUrl ?? orderUrl}"]`).count()).toBeGreaterThan(0);
      // Nothing wider than the screen: a phone's mail client must not scroll sideways.
      const widths = await page.evaluate<{ scroll: number; client: number }>('({ scroll: document.documentElement.scrollWidth, client: document.documentElement.clientWidth })');
      expect(widths.scroll).toBeLessThanOrEqual(widths.client);
      await page.screenshot({ path: path.join(SHOTS_DIR, `email-${kind}-${name}.png`), fullPage: true });
      await page.close();
    }
  });
});
