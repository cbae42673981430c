// Valid request bodies for the operations the matrix and the fuzzer call as a real user.
import Stripe from 'stripe';
import { newId } from '../../src/shared/ids.js';
import { DELIVERY, menuOf } from './customers.js';
import { formBytes } from './raw-http.js';
import { picture, restaurantForm, validFields, type FormFields } from './restaurant-form.js';
import { completedEvent, TEST_WEBHOOK_SECRET } from './signed-events.js';
import type { TestServer } from './test-server.js';

export interface EncodedBody {
  body: Buffer | string;
  contentType: string;
  headers?: Record<string, string>;
}

export const json = (value: unknown): EncodedBody => ({ body: JSON.stringify(value), contentType: 'application/json' });

let png: Buffer | undefined;
/** A small real PNG, made once. */
export async function smallPng(): Promise<Buffer> {
  png ??= await picture('#c0392b', 'png', 120, 80);
  return png;
}

/** The restaurant form with a new image, as the create screen sends it. */
export async function newRestaurantForm(fields: FormFields = validFields()): Promise<EncodedBody> {
  return formBytes(restaurantForm(fields, { bytes: await smallPng() }));
}

/** The edit form of an existing restaurant with a new image, its menu items sent with their ids (as the web form does). */
export async function editRestaurantForm(server: TestServer, restaurantId: string): Promise<EncodedBody> {
  const menu = await menuOf(server, restaurantId);
  const fields = { ...validFields(), menuItems: menu.map((item) => ({ _id: item._id, name: item.name, price: String(item.price) })) };
  return formBytes(restaurantForm(fields, { bytes: await smallPng() }));
}

/** The menu form of an existing restaurant: its dishes with their ids, the first at a new price. */
export async function editMenuForm(server: TestServer, restaurantId: string): Promise<EncodedBody> {
  const menu = await menuOf(server, restaurantId);
  const menuItems = menu.map((item, i) => ({ _id: item._id, name: item.name, price: String(i === 0 ? item.price + 50 : item.price) }));
  return formBytes(restaurantForm({ menuItems }));
}

/** A checkout of the first menu item of a restaurant. */
export async function checkoutBody(server: TestServer, restaurantId: string, email: string): Promise<EncodedBody> {
  const [item] = await menuOf(server, restaurantId);
  return json({
    restaurantId,
    cartItems: [{ menuItemId: item!._id, name: item!.name, quantity: '1' }],
    deliveryDetails: { ...DELIVERY, email },
  });
}

/** A quote of one dish of the restaurant, as the basket asks for it. */
export async function quoteBody(server: TestServer, restaurantId: string): Promise<EncodedBody> {
  const [item] = await menuOf(server, restaurantId);
  return json({ restaurantId, cartItems: [{ menuItemId: item!._id, quantity: '1' }] });
}

const stripe = new Stripe('sk_test_unused');

/** A payment event signed with the test webhook secret, for an order nobody placed (answered 200, changes nothing). */
export function signedStrayEvent(): EncodedBody {
  const payload = JSON.stringify(completedEvent(newId(), 1250));
  const signature = stripe.webhooks.generateTestHeaderString({ payload, secret: TEST_WEBHOOK_SECRET });
  return { body: payload, contentType: 'application/json', headers: { 'stripe-signature': signature } };
}
