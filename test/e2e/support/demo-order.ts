// An order on a demo account, made through the real checkout call (left placed, not paid).
import { issueDevAccessToken } from '../../../src/identity-dev/index.js';
import { DELIVERY, placeOrder } from '../../support/customers.js';
import { DEMO_OWNER } from './owner-orders.js';
import { demoRestaurant, startProduct, type DemoRestaurant, type Product } from './product.js';

export async function placeDemoOrder(product: Product, email: string, restaurant: DemoRestaurant) {
  const { server } = product;
  // The account's own subject, as its browser login has it: the order shows on its /order-status.
  const token = await issueDevAccessToken({ config: server.config, db: server.db, email });
  const customer = { token, api: server.client(token), email, delivery: { ...DELIVERY, email } };
  return placeOrder(server, customer, restaurant._id);
}

/** The product with its demo data, and one order by the demo owner from Bella Napoli. */
export async function startWithDemoOwnerOrder(): Promise<{ product: Product; bella: DemoRestaurant }> {
  const product = await startProduct({ SEED_DEMO_DATA: 'true' });
  const bella = await demoRestaurant(product, 'London', 'Bella Napoli');
  await placeDemoOrder(product, DEMO_OWNER.email, bella);
  return { product, bella };
}
