// Paid orders at a demo restaurant, as its customers make them: the demo customer signs in
// through the embedded provider (test/support/login-flow.ts), checks out through the API and
// pays on the hosted page, which sends the signed payment event to the webhook.
import { loadConfig } from '../../src/config.js';
import { DEMO_PASSWORD } from '../../src/seed/demo-accounts.js';
import { loginWithPassword } from '../../test/support/login-flow.js';
import { requiredChoices } from '../../test/support/menu-choices.js';
import { checkoutOnce } from './checkout-driver.js';
import type { DemoApp, DemoRestaurantRef } from './demo-app.js';

const CUSTOMER = 'customer@tuckin.demo';
const NAMES = ['Ada Lovelace', 'Alan Turing', 'Grace Hopper', 'Tim Berners-Lee', 'Karen Spärck Jones', 'Tony Hoare', 'Sophie Wilson'];
const STREETS = ['Deansgate', 'Old Compton Street', 'Brick Lane', 'Upper Street', 'Camden High Street'];
const PAID_WITHIN_MS = 30_000;

export async function placePaidOrders(app: DemoApp, restaurant: DemoRestaurantRef, count: number): Promise<void> {
  const { auth } = loadConfig(app.api.env);
  const { accessToken: token } = await loginWithPassword({ idpUrl: auth.domain, webOrigin: app.url, audience: auth.audience, email: CUSTOMER, password: DEMO_PASSWORD });
  for (let i = 0; i < count; i++) {
    const cartItems = [0, 1 + (i % 3)].map((item, n) => {
      const dish = restaurant.menu[item % restaurant.menu.length]!;
      return { menuItemId: dish._id, name: dish.name, quantity: String(1 + ((i + n) % 3)), options: requiredChoices(dish) };
    });
    const deliveryDetails = { email: CUSTOMER, name: NAMES[i % NAMES.length]!, addressLine1: `${10 + i} ${STREETS[i % STREETS.length]}`, city: 'London', country: 'United Kingdom', postcode: 'W1D 4HS', phone: '07911 123456' };
    const outcome = await checkoutOnce(app.url, { token, body: { restaurantId: restaurant.id, cartItems, deliveryDetails } });
    if (typeof outcome === 'string') throw new Error(`A demo order failed: ${outcome}`);
  }
  await allPaid(app.url, token, count);
}

/** The payment events reach the webhook on their own schedule: waits until the customer's orders show paid. */
async function allPaid(appUrl: string, token: string, count: number): Promise<void> {
  const deadline = Date.now() + PAID_WITHIN_MS;
  for (;;) {
    const orders = (await (await fetch(`${appUrl}/api/order`, { headers: { authorization: `Bearer ${token}` } })).json()) as Array<{ status: string }>;
    if (orders.filter((o) => o.status !== 'placed').length >= count) return;
    if (Date.now() > deadline) throw new Error(`The demo orders were not paid within ${PAID_WITHIN_MS / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}
