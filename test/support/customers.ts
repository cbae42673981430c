import { issueDevAccessToken } from '../../src/identity-dev/index.js';
import { requiredChoices } from './menu-choices.js';
import type { TestServer } from './test-server.js';

/** What these helpers need of a running product: one in this process, or processes behind a URL. */
export type ProductHandle = Pick<TestServer, 'config' | 'db' | 'client'>;

/** Postcode and phone as the server stores them (normalised, E.164), so an answer equals what was sent (docs/product/decisions.md "Addresses"). */
export const DELIVERY = { name: 'Ada Lovelace', addressLine1: '12 Deansgate', city: 'Manchester', country: 'United Kingdom', postcode: 'M3 2BY', phone: '+447911123456' };

/** A signed-in customer with a user record, as the web app leaves one after its login callback. */
export async function aCustomer(server: ProductHandle, email: string) {
  const token = await issueDevAccessToken({ config: server.config, db: server.db, email });
  const auth0Id = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()).sub as string;
  const api = server.client(token);
  const created = await api.POST('/api/my/user', { body: { auth0Id, email } });
  if (!created.data) throw new Error(`user record not created: ${created.response.status}`);
  return { token, api, email, delivery: { ...DELIVERY, email } };
}

export type Customer = Awaited<ReturnType<typeof aCustomer>>;

/** The menu of a restaurant as the public detail call shows it. */
export async function menuOf(server: ProductHandle, restaurantId: string) {
  const { data } = await server.client().GET('/api/restaurant/{restaurantId}', { params: { path: { restaurantId } } });
  if (!data) throw new Error(`restaurant ${restaurantId} not found`);
  return data.menuItems;
}

/** Places an order through the real checkout call; returns its id and the hosted checkout URL. */
export async function placeOrder(server: ProductHandle, customer: Customer, restaurantId: string, quantities: number[] = [2, 1]) {
  const { data, response, error } = await openCheckout(customer, restaurantId, await menuOf(server, restaurantId), quantities);
  if (!data) throw new Error(`checkout failed: ${response.status} ${JSON.stringify(error)}`);
  const orders = await customer.api.GET('/api/order');
  const order = orders.data?.[0];
  if (!order) throw new Error(`order not listed after checkout: ${orders.response.status} ${JSON.stringify(orders.error)}`);
  return { orderId: order._id, url: data.url };
}

/** The checkout call itself, with the answer as it came: a cart of the first menu items in these quantities. */
export function openCheckout(customer: Customer, restaurantId: string, menu: Awaited<ReturnType<typeof menuOf>>, quantities: number[]) {
  const cartItems = quantities.map((quantity, i) => ({ menuItemId: menu[i]!._id, name: menu[i]!.name, quantity: String(quantity), options: requiredChoices(menu[i]!) }));
  return customer.api.POST('/api/order/checkout/create-checkout-session', {
    body: { restaurantId, cartItems, deliveryDetails: customer.delivery },
  });
}
