// An order on a demo account, made through the real checkout call (left placed, not paid).
import { issueDevAccessToken } from '../../../src/identity-dev/index.js';
import { DELIVERY, placeOrder } from '../../support/customers.js';
import type { DemoRestaurant, Product } from './product.js';

export async function placeDemoOrder(product: Product, email: string, restaurant: DemoRestaurant) {
  const { server } = product;
  // The account's own subject, as its browser login has it: the order shows on its /order-status.
  const token = await issueDevAccessToken({ config: server.config, db: server.db, email });
  const customer = { token, api: server.client(token), email, delivery: { ...DELIVERY, email } };
  return placeOrder(server, customer, restaurant._id);
}
