import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aCustomer, menuOf, openCheckout, type Customer } from '../support/customers.js';
import { testDatabaseKinds } from '../support/databases.js';
import { anOwner } from '../support/owners.js';
import { startTestServer, type TestServer } from '../support/test-server.js';

type Owner = Awaited<ReturnType<typeof anOwner>>;

// docs/product/decisions.md "One price": the basket's figures come from the pricing function
// checkout uses, through the quote call; signed in or not, nothing stored.
describe.each(testDatabaseKinds())('the checkout quote on %s', (kind) => {
  let server: TestServer;
  let owner: Owner;
  let customer: Customer;
  let menu: Awaited<ReturnType<typeof menuOf>>;

  const quote = (body: Record<string, unknown>) => server.client().POST('/api/order/checkout/quote', { body: body as never });
  const basket = (quantities: number[], extra: Record<string, unknown> = {}) => ({
    restaurantId: owner.restaurantId,
    cartItems: quantities.map((quantity, i) => ({ menuItemId: menu[i]!._id, quantity: String(quantity) })),
    ...extra,
  });

  beforeAll(async () => {
    server = await startTestServer(kind, { RATE_LIMIT_CHECKOUT: '1000/60' });
    owner = await anOwner(server, `quote-owner-${kind}@example.com`, [['Korma', 1000], ['Naan', 350]]);
    customer = await aCustomer(server, `quote-customer-${kind}@example.com`);
    menu = await menuOf(server, owner.restaurantId);
  });
  afterAll(async () => server?.stop());

  it('prices the basket from the menu without a sign-in, delivering anywhere at the restaurant price', async () => {
    const { data, response } = await quote(basket([2, 3]));
    expect(response.status).toBe(200);
    const { data: restaurant } = await server.client().GET('/api/restaurant/{restaurantId}', { params: { path: { restaurantId: owner.restaurantId } } });
    expect(data).toEqual({
      fulfilment: 'delivery',
      lines: [
        { menuItemId: menu[0]!._id, name: 'Korma', options: [], price: 1000, quantity: 2, amount: 2000 },
        { menuItemId: menu[1]!._id, name: 'Naan', options: [], price: 350, quantity: 3, amount: 1050 },
      ],
      subtotal: 3050,
      deliveryFee: restaurant!.deliveryPrice,
      discount: 0,
      total: 3050 + restaurant!.deliveryPrice,
      voucher: null,
      delivery: { status: 'anywhere', postcode: null, area: null, minimumOrder: 0, shortBy: 0, freeDeliveryOver: null },
      orderable: true,
    });
  });

  it('answers the figures checkout charges', async () => {
    const { data: quoted } = await quote(basket([1, 2]));
    expect((await openCheckout(customer, owner.restaurantId, menu, [1, 2])).response.status).toBe(200);
    const [order] = (await customer.api.GET('/api/order')).data!;
    expect({ subtotal: order!.totalAmount, deliveryFee: order!.deliveryPrice }).toEqual({ subtotal: quoted!.subtotal, deliveryFee: quoted!.deliveryFee });
  });

  it('normalises the postcode it was given, and takes a blank one as none', async () => {
    expect((await quote(basket([1], { postcode: ' sw1a1aa ' }))).data?.delivery.postcode).toBe('SW1A 1AA');
    expect((await quote(basket([1], { postcode: '  ' }))).data?.delivery.postcode).toBeNull();
  });

  it('refuses, naming the field, a postcode that is not one, an unknown restaurant and a bad line', async () => {
    const bad = await quote(basket([1], { postcode: 'London' }));
    expect(bad.response.status).toBe(400);
    expect(bad.error?.details).toEqual([{ path: 'postcode', message: 'Enter a valid UK postcode' }]);
    const unknown = await quote({ ...basket([1]), restaurantId: 'f'.repeat(24) });
    expect(unknown.error?.details).toEqual([{ path: 'restaurantId', message: 'restaurant not found' }]);
    const line = await quote({ restaurantId: owner.restaurantId, cartItems: [{ menuItemId: 'nope', quantity: '1' }] });
    expect(line.error?.details).toEqual([{ path: 'cartItems[0].menuItemId', message: 'menu item not found on this restaurant' }]);
    const quantity = await quote({ restaurantId: owner.restaurantId, cartItems: [{ menuItemId: menu[0]!._id, quantity: '100' }] });
    expect(quantity.response.status).toBe(400);
    expect(quantity.error?.details?.[0]?.path).toMatch(/cartItems/);
  });
});
