// Couriers (docs/product/team-and-roles.md "Couriers"): the owner invites a courier, who signs up
// from the e-mail's link; the desk assigns a paid order to them; on a phone the courier picks it
// up and delivers it with the customer's code, while the customer's order page follows live.
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { issueDevAccessToken } from '../../src/identity-dev/index.js';
import { DEMO_PASSWORD } from '../../src/seed/demo-accounts.js';
import { expectNoSeriousA11yViolations } from '../support/axe.js';
import { describeWithChromium } from '../support/chromium.js';
import { DELIVERY, placeOrder } from '../support/customers.js';
import { paidInTime, submitCard } from '../support/payment-servers.js';
import { invitationToken } from '../support/team.js';
import { picture } from '../support/restaurant-form.js';
import { DEMO_OWNER, logIn, orderNumber } from './support/owner-orders.js';
import { DESKTOP, MOBILE, screenshot, startProduct, waitForApp, type Product } from './support/product.js';
import { formatOffenders, undersizedTargets } from './support/tap-targets.js';

const COURIER = 'sam.rider@example.com';
const CUSTOMER = { email: 'customer@tuckin.demo', password: DEMO_PASSWORD };

describeWithChromium('couriers', () => {
  let product: Product;
  let ownerToken: string;

  beforeAll(async () => {
    product = await startProduct({ SEED_DEMO_DATA: 'true' });
    ownerToken = await issueDevAccessToken({ config: product.server.config, db: product.server.db, email: DEMO_OWNER.email });
  }, 300_000);
  afterAll(async () => {
    await product?.stop();
  });

  /** A paid, accepted order of the demo customer at the demo owner's restaurant. */
  async function anAcceptedOrder(): Promise<string> {
    const { server } = product;
    const restaurantId = (await server.client(ownerToken).GET('/api/my/restaurant')).data!._id;
    const token = await issueDevAccessToken({ config: server.config, db: server.db, email: CUSTOMER.email });
    const customer = { token, api: server.client(token), email: CUSTOMER.email, delivery: { ...DELIVERY, email: CUSTOMER.email } };
    const { orderId, url } = await placeOrder(server, customer, restaurantId, [1]);
    expect((await submitCard(server.url + new URL(url).pathname)).status).toBe(303);
    await paidInTime(server.db, orderId);
    const accepted = await server.client(ownerToken).POST('/api/my/restaurant/order/{orderId}/accept', { params: { path: { orderId } }, body: { estimatedMinutes: 30 } });
    expect(accepted.response.status).toBe(200);
    return orderId;
  }

  /** Invited by the owner, signed up from the e-mail's link on a phone, joined, and named. */
  async function aCourierOnAPhone(): Promise<Page> {
    const { server } = product;
    const invited = await server.client(ownerToken).POST('/api/my/restaurant/team/invitations', { body: { email: COURIER, role: 'courier' } });
    expect(invited.response.status).toBe(201);
    const token = await invitationToken(server.mailInboxUrl!, COURIER);
    const { page } = await product.newPage(MOBILE);
    await page.goto(`/join-team#${token}`);
    await waitForApp(page);
    await page.getByRole('button', { name: 'Log in to accept' }).click();
    await page.getByRole('link', { name: 'Sign up' }).click();
    await page.getByLabel('Email address').fill(COURIER);
    await page.getByLabel('Password').fill('a-good-long-password');
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL((url) => url.pathname === '/join-team');
    await page.getByRole('button', { name: 'Accept the invitation' }).click();
    await page.getByRole('status').getByText('You have joined the team as a courier.').waitFor();
    const courierToken = await issueDevAccessToken({ config: server.config, db: server.db, email: COURIER });
    const named = await server.client(courierToken).PUT('/api/my/user', { body: { name: 'Sam Rider', addressLine1: '1 Road', city: 'London', country: 'United Kingdom' } });
    expect(named.response.status).toBe(200);
    return page;
  }

  async function deskCard(page: Page, orderId: string) {
    const card = page.getByRole('article').filter({ hasText: `Order #${orderNumber(orderId)}` });
    await card.waitFor();
    return card;
  }

  async function checkPhone(page: Page, where: string) {
    await expectNoSeriousA11yViolations(page, where);
    const small = await undersizedTargets(page, where);
    expect(small, formatOffenders(small)).toEqual([]);
    expect(await page.evaluate<number>('document.documentElement.scrollWidth - document.documentElement.clientWidth')).toBe(0);
  }

  it('assigns on the desk, picks up and delivers with the customer’s code on a phone, the customer following live', async () => {
    const courier = await aCourierOnAPhone();
    const orderId = await anAcceptedOrder();

    const { page: desk } = await product.newPage(DESKTOP);
    await logIn(desk, DEMO_OWNER);
    await desk.goto('/manage-restaurant/order');
    const card = await deskCard(desk, orderId);
    await card.getByRole('combobox', { name: 'Courier' }).click();
    await desk.getByRole('option', { name: 'Sam Rider' }).click();
    await card.getByText('Courier: Sam').waitFor();
    await screenshot(desk, 'courier-desk-assigned-1280');

    const { page: customer } = await product.newPage(MOBILE);
    await logIn(customer, CUSTOMER, true);
    await customer.goto('/order-status');
    const code = (await product.server.db('orders').where({ id: orderId }).first('delivery_code')).delivery_code as string;
    await customer.getByText(`Your delivery code: ${code}`).waitFor();

    // The courier's link is in the drawer; the courier view lists the order.
    await courier.goto('/');
    await waitForApp(courier);
    await courier.getByRole('button', { name: 'Open menu' }).click();
    await courier.getByRole('dialog').getByRole('link', { name: 'Deliveries' }).click();
    await courier.waitForURL((url) => url.pathname === '/courier');
    const delivery = courier.getByRole('article').filter({ hasText: 'Ada Lovelace' });
    await delivery.getByText('12 Deansgate, Manchester M3 2BY').waitFor();
    expect(await delivery.getByRole('link', { name: /^Call / }).getAttribute('href')).toBe(`tel:${DELIVERY.phone}`);
    await checkPhone(courier, 'courier view, assigned');
    await screenshot(courier, 'courier-assigned-390');

    await delivery.getByRole('button', { name: 'Picked up' }).click();
    await delivery.getByLabel('Customer\'s 4-digit code').waitFor();
    await customer.getByText('Sam is on the way').waitFor();
    await customer.getByText('Sam is on the way').scrollIntoViewIfNeeded();
    await checkPhone(courier, 'courier view, picked up');
    await screenshot(courier, 'courier-picked-up-390');
    await screenshot(customer, 'courier-customer-on-the-way-390');

    const wrong = code === '0000' ? '1111' : '0000';
    await delivery.getByLabel('Customer\'s 4-digit code').fill(wrong);
    await delivery.getByRole('button', { name: 'Delivered', exact: true }).click();
    await delivery.getByRole('alert').getByText('That code is not right: 4 tries left').waitFor();
    await screenshot(courier, 'courier-wrong-code-390');
    await delivery.getByLabel('Customer\'s 4-digit code').fill(code);
    await delivery.getByRole('button', { name: 'Delivered', exact: true }).click();
    await courier.getByText('Nothing assigned to you right now.').waitFor();
    await checkPhone(courier, 'courier view, delivered');
    await screenshot(courier, 'courier-delivered-390');

    await customer.getByText('Delivered · Code confirmed').waitFor();
    await customer.getByText('Delivered · Code confirmed').scrollIntoViewIfNeeded();
    await checkPhone(customer, 'customer order page, delivered');
    await screenshot(customer, 'courier-customer-delivered-390');

    await (await deskCard(desk, orderId)).getByRole('button', { name: 'View Details' }).click();
    const details = desk.getByRole('dialog');
    await details.getByText('Delivered · Code confirmed').waitFor();
    await details.getByText('Assigned to Sam').waitFor();
    await details.getByText('Picked up', { exact: false }).first().waitFor();
    await expectNoSeriousA11yViolations(desk, 'desk details with the proof');
    await screenshot(desk, 'courier-desk-proof-1280');
    await desk.keyboard.press('Escape');
    // The list view has a courier column: who delivered it, and how it was proved.
    await desk.getByRole('button', { name: 'List', exact: true }).click();
    const row = desk.getByRole('row').filter({ hasText: `Order #${orderId.slice(-6).toUpperCase()}` });
    await row.getByText('Courier: Sam · Code confirmed').waitFor();
    expect(await desk.getByRole('columnheader', { name: 'Courier' }).count()).toBe(1);
    await expectNoSeriousA11yViolations(desk, 'desk list with the courier column');
    await screenshot(desk, 'courier-desk-list-1280');
    await desk.getByRole('button', { name: 'Grid', exact: true }).click();
    await desk.getByRole('table').waitFor({ state: 'detached' });

    // A second order, left open: the courier takes it and proves it with a photo from the camera.
    const second = await anAcceptedOrder();
    const secondCard = await deskCard(desk, second);
    await secondCard.getByRole('combobox', { name: 'Courier' }).waitFor();
    await courier.reload();
    const open = courier.getByRole('article').filter({ hasText: 'Ada Lovelace' });
    await open.getByRole('button', { name: 'Take this delivery' }).click();
    await courier.getByRole('heading', { name: 'Assigned to me' }).waitFor();
    await open.getByRole('button', { name: 'Picked up' }).click();
    const camera = open.locator('input[type="file"]');
    expect(await camera.getAttribute('accept')).toBe('image/*');
    expect(await camera.getAttribute('capture')).toBe('environment');
    await checkPhone(courier, 'courier view, photo proof');
    await screenshot(courier, 'courier-photo-step-390');
    await camera.setInputFiles({ name: 'door.jpg', mimeType: 'image/jpeg', buffer: await picture('#2e86c1', 'jpeg', 1200, 900) });
    await courier.getByText('Nothing assigned to you right now.').waitFor();

    await (await deskCard(desk, second)).getByRole('button', { name: 'View Details' }).click();
    const photoDetails = desk.getByRole('dialog');
    await photoDetails.getByText('Delivered · Photo taken').waitFor();
    await photoDetails.getByRole('img', { name: 'Photo of the delivery at the door' }).waitFor();
    await expectNoSeriousA11yViolations(desk, 'desk details with the photo');
    await screenshot(desk, 'courier-desk-photo-1280');

    const photo = customer.getByRole('img', { name: 'Photo of the delivery at the door' });
    await photo.waitFor();
    await photo.scrollIntoViewIfNeeded();
    await checkPhone(customer, 'customer order page, photo');
    await screenshot(customer, 'courier-customer-photo-390');
  });
});
