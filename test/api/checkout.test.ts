import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aRestaurant } from '../builders/restaurant-builder.js';
import { aCustomer, menuOf, placeOrder, type Customer } from '../support/customers.js';
import { testDatabaseKinds } from '../support/databases.js';
import { startTestServer, type TestServer } from '../support/test-server.js';

describe.each(testDatabaseKinds())('checkout API on %s', (kind) => {
  let server: TestServer;
  let customer: Customer;
  let restaurantId: string;
  let otherRestaurantId: string;
  let menu: Awaited<ReturnType<typeof menuOf>>;

  const checkout = (body: unknown, who: Customer = customer) =>
    who.api.POST('/api/order/checkout/create-checkout-session', { body: body as never });
  const orderCount = async () => Number((await server.db('orders').count({ n: '*' }).first())?.n ?? 0);
  const validBody = () => ({
    restaurantId,
    cartItems: [{ menuItemId: menu[0]!._id, name: menu[0]!.name, quantity: '2' }],
    deliveryDetails: customer.delivery,
  });

  beforeAll(async () => {
    server = await startTestServer(kind);
    restaurantId = await aRestaurant().named('Bella Napoli').withMenu(['Margherita', 950], ['Tiramisu', 550]).insert(server.db);
    otherRestaurantId = await aRestaurant().named('Elsewhere').withMenu(['Noodles', 800]).insert(server.db);
    customer = await aCustomer(server, 'checkout@example.com');
    menu = await menuOf(server, restaurantId);
  });
  afterAll(async () => server?.stop());

  it('prices every line from the database, stores a placed order and answers the hosted checkout URL', async () => {
    const forged = { ...validBody(), cartItems: [
      { menuItemId: menu[0]!._id, name: 'Free pizza', quantity: '2' },
      { menuItemId: menu[1]!._id, name: 'Free cake', quantity: '1' },
    ] };
    const { data, response } = await checkout(forged);
    expect(response.status).toBe(200);
    expect(data?.url).toMatch(new RegExp(`^${server.url}/checkout/pay/cs_`));
    const [order] = (await customer.api.GET('/api/order')).data ?? [];
    expect(order).toMatchObject({
      status: 'placed',
      totalAmount: 2 * 950 + 550,
      deliveryPrice: 250,
      cartItems: [
        { menuItemId: menu[0]!._id, name: 'Margherita', price: 950, quantity: 2 },
        { menuItemId: menu[1]!._id, name: 'Tiramisu', price: 550, quantity: 1 },
      ],
      deliveryDetails: customer.delivery,
      restaurant: { _id: restaurantId, restaurantName: 'Bella Napoli', deliveryPrice: 250, estimatedDeliveryTime: 30 },
    });
    const history = await server.db('order_status_history').where({ order_id: order!._id });
    expect(history.map((h) => h.status)).toEqual(['placed']);
  });

  it('prices a checkout with the menu as it is now, after a price change since the last one', async () => {
    const priceOfLatest = async () => ((await customer.api.GET('/api/order')).data ?? [])[0]?.cartItems[0]?.price;
    expect((await checkout(validBody())).response.status).toBe(200);
    expect(await priceOfLatest()).toBe(950);
    // Any writer moves the catalogue's version (a trigger), here as an owner's edit would.
    await server.db('menu_items').where({ id: menu[0]!._id }).update({ price: 1050 });
    expect((await checkout(validBody())).response.status).toBe(200);
    expect(await priceOfLatest()).toBe(1050);
    await server.db('menu_items').where({ id: menu[0]!._id }).update({ price: 950 });
  });

  // docs/product/decisions.md "Running a service" (Figures): cuisine shares come from what was ordered.
  it("keeps the restaurant's cuisines at checkout on the order, whatever the restaurant lists later", async () => {
    const cuisinesOfLatest = async () => {
      const [order] = (await customer.api.GET('/api/order')).data ?? [];
      const row = await server.db('orders').where({ id: order!._id }).first('id', 'cuisines');
      return { id: row.id as string, cuisines: JSON.parse(row.cuisines as string) as string[] };
    };
    await server.db('restaurant_cuisines').where({ restaurant_id: restaurantId }).delete();
    await server.db('restaurant_cuisines').insert(['Pizza', 'Italian'].map((cuisine) => ({ restaurant_id: restaurantId, cuisine })));
    expect((await checkout(validBody())).response.status).toBe(200);
    const first = await cuisinesOfLatest();
    expect(first.cuisines).toEqual(['Italian', 'Pizza']);
    await server.db('restaurant_cuisines').where({ restaurant_id: restaurantId, cuisine: 'Pizza' }).delete();
    await server.db('restaurant_cuisines').insert({ restaurant_id: restaurantId, cuisine: 'Desserts' });
    expect((await checkout(validBody())).response.status).toBe(200);
    expect((await cuisinesOfLatest()).cuisines).toEqual(['Desserts', 'Italian']);
    const kept = await server.db('orders').where({ id: first.id }).first('cuisines');
    expect(JSON.parse(kept.cuisines as string)).toEqual(['Italian', 'Pizza']);
  });

  const line = (overrides: Record<string, unknown>) => ({ menuItemId: menu[0]!._id, quantity: '1', ...overrides });
  const badCarts: Array<[string, () => unknown, RegExp]> = [
    ['an empty cart', () => ({ ...validBody(), cartItems: [] }), /cartItems/],
    ['more than 100 lines', () => ({ ...validBody(), cartItems: Array.from({ length: 101 }, () => line({})) }), /cartItems/],
    ['quantity 0', () => ({ ...validBody(), cartItems: [line({ quantity: '0' })] }), /quantity/],
    ['quantity 100', () => ({ ...validBody(), cartItems: [line({ quantity: '100' })] }), /quantity/],
    ['quantity 1.5', () => ({ ...validBody(), cartItems: [line({ quantity: '1.5' })] }), /quantity/],
    ['quantity as a number', () => ({ ...validBody(), cartItems: [line({ quantity: 2 })] }), /quantity/],
    ['an unknown menu item', () => ({ ...validBody(), cartItems: [line({ menuItemId: 'f'.repeat(24) })] }), /cartItems\[0\]\.menuItemId: menu item not found on this restaurant/],
    ['a repeated menu item', () => ({ ...validBody(), cartItems: [line({}), line({})] }), /cartItems\[1\]\.menuItemId: menu item appears more than once/],
    ['an unknown restaurant', () => ({ ...validBody(), restaurantId: 'e'.repeat(24) }), /restaurantId: restaurant not found/],
    ['a malformed restaurant id', () => ({ ...validBody(), restaurantId: '../etc' }), /restaurantId: restaurant not found/],
    ['a missing delivery field', () => ({ ...validBody(), deliveryDetails: { ...customer.delivery, city: undefined } }), /city/],
    ['a blank delivery field', () => ({ ...validBody(), deliveryDetails: { ...customer.delivery, addressLine1: '   ' } }), /deliveryDetails\.addressLine1: Address Line 1 is required/],
    ['a NUL in a delivery field', () => ({ ...validBody(), deliveryDetails: { ...customer.delivery, name: 'A\u0000da' } }), /deliveryDetails\.name: must not contain control characters/],
    ['a bad e-mail', () => ({ ...validBody(), deliveryDetails: { ...customer.delivery, email: 'not-an-email' } }), /email/],
  ];

  it.each(badCarts)('refuses %s with a 400 naming it, and stores nothing', async (_what, body, message) => {
    const before = await orderCount();
    const { response, error } = await checkout(body());
    expect(response.status).toBe(400);
    expect(error?.code).toBe('VALIDATION_ERROR');
    expect(error?.message).toMatch(message);
    expect(await orderCount()).toBe(before);
  });

  it("refuses another restaurant's menu item", async () => {
    const [foreign] = await menuOf(server, otherRestaurantId);
    const { response, error } = await checkout({ ...validBody(), cartItems: [line({ menuItemId: foreign!._id })] });
    expect(response.status).toBe(400);
    expect(error?.message).toBe('cartItems[0].menuItemId: menu item not found on this restaurant');
  });

  it('needs a valid token, and a user record', async () => {
    expect((await server.client().POST('/api/order/checkout/create-checkout-session', { body: validBody() })).response.status).toBe(401);
    expect((await server.client('forged.token.value').POST('/api/order/checkout/create-checkout-session', { body: validBody() })).response.status).toBe(401);
    const { issueDevAccessToken } = await import('../../src/identity-dev/index.js');
    const stranger = server.client(await issueDevAccessToken({ config: server.config, db: server.db, email: 'norecord@example.com' }));
    const { response, error } = await stranger.POST('/api/order/checkout/create-checkout-session', { body: validBody() });
    expect(response.status).toBe(404);
    expect(error?.message).toBe('User not found');
  });

  it('resumes payment of a placed order with its open session, and hides it from everyone else', async () => {
    const { orderId, url } = await placeOrder(server, customer, restaurantId, [1]);
    const resumed = await customer.api.POST('/api/order/{orderId}/checkout-session', { params: { path: { orderId } } });
    expect(resumed.data?.url).toBe(url);
    const mallory = await aCustomer(server, 'mallory@example.com');
    const theirs = await mallory.api.POST('/api/order/{orderId}/checkout-session', { params: { path: { orderId } } });
    expect(theirs.response.status).toBe(404);
    expect((await mallory.api.GET('/api/order')).data).toEqual([]);
    const unknown = await customer.api.POST('/api/order/{orderId}/checkout-session', { params: { path: { orderId: 'nonsense' } } });
    expect(unknown.response.status).toBe(404);
  });
});
