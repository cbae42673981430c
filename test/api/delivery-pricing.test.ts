import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aCustomer, menuOf, type Customer } from '../support/customers.js';
import { testDatabaseKinds } from '../support/databases.js';
import { anOwner } from '../support/owners.js';
import { paidInTime, submitCard } from '../support/payment-servers.js';
import { TEST_WEBHOOK_SECRET } from '../support/signed-events.js';
import { startTestServer, type TestServer } from '../support/test-server.js';

type Owner = Awaited<ReturnType<typeof anOwner>>;

// docs/product/decisions.md "Delivery areas", "Collection" and "One price": the quote and
// checkout price delivery from the most specific area; checkout refuses outside every area and
// under the minimum, storing nothing; a collection has no fee, no area and no address.
describe.each(testDatabaseKinds())('delivery areas at checkout on %s', (kind) => {
  let server: TestServer;
  let owner: Owner;
  let customer: Customer;
  let menu: Awaited<ReturnType<typeof menuOf>>;

  const AREAS = [
    { name: 'Near', postcodes: ['E1 6'], deliveryPrice: 99, minimumOrder: 1000, freeDeliveryOver: 3000 },
    { name: 'Wide', postcodes: ['E1', 'e2'], deliveryPrice: 299, minimumOrder: 2000, freeDeliveryOver: null },
  ];
  const lines = (korma: number, naan = 0) => [
    ...(korma > 0 ? [{ menuItemId: menu[0]!._id, quantity: String(korma) }] : []),
    ...(naan > 0 ? [{ menuItemId: menu[1]!._id, quantity: String(naan) }] : []),
  ];
  const quote = (postcode: string, korma: number, naan = 0) =>
    server.client().POST('/api/order/checkout/quote', { body: { restaurantId: owner.restaurantId, cartItems: lines(korma, naan), postcode } });
  const checkout = (postcode: string, korma: number, naan = 0) =>
    customer.api.POST('/api/order/checkout/create-checkout-session', {
      body: { restaurantId: owner.restaurantId, cartItems: lines(korma, naan), deliveryDetails: { ...customer.delivery, postcode } },
    });
  const orderCount = async () => Number((await server.db('orders').count({ n: '*' }).first())?.n ?? 0);
  const setAreas = async (areas: typeof AREAS) => {
    const { response, error } = await owner.api.PUT('/api/my/restaurant/delivery-areas', { body: { areas } });
    expect(response.status, JSON.stringify(error)).toBe(200);
  };

  beforeAll(async () => {
    server = await startTestServer(kind, { LOCAL_CHECKOUT_WEBHOOK_SECRET: TEST_WEBHOOK_SECRET, RATE_LIMIT_CHECKOUT: '1000/60' });
    owner = await anOwner(server, `areas-owner-${kind}@example.com`, [['Korma', 1000], ['Naan', 350]]);
    customer = await aCustomer(server, `areas-customer-${kind}@example.com`);
    menu = await menuOf(server, owner.restaurantId);
    await setAreas(AREAS);
  });
  afterAll(async () => server?.stop());

  it('prices delivery from the most specific area, free from its threshold', async () => {
    expect((await quote('e1 6an', 1)).data).toMatchObject({
      subtotal: 1000,
      deliveryFee: 99,
      total: 1099,
      orderable: true,
      delivery: { status: 'area', postcode: 'E1 6AN', area: 'Near', minimumOrder: 1000, shortBy: 0, freeDeliveryOver: 3000 },
    });
    expect((await quote('E1 7AA', 1)).data).toMatchObject({ deliveryFee: 299, orderable: false, delivery: { area: 'Wide', minimumOrder: 2000, shortBy: 1000 } });
    expect((await quote('E2 7DG', 2)).data).toMatchObject({ deliveryFee: 299, orderable: true, delivery: { area: 'Wide', shortBy: 0 } });
    expect((await quote('E1 6AN', 3)).data).toMatchObject({ subtotal: 3000, deliveryFee: 0, total: 3000 });
    expect((await quote('N1 9GU', 3)).data).toMatchObject({ deliveryFee: 0, orderable: false, delivery: { status: 'outside', postcode: 'N1 9GU', area: null } });
    expect((await quote('', 3)).data).toMatchObject({ orderable: false, delivery: { status: 'needsPostcode' } });
  });

  it("charges the area's fee at checkout, as quoted", async () => {
    expect((await checkout('e16an', 1, 1)).response.status).toBe(200);
    const [order] = (await customer.api.GET('/api/order')).data!;
    expect({ totalAmount: order!.totalAmount, deliveryPrice: order!.deliveryPrice }).toEqual({ totalAmount: 1350, deliveryPrice: 99 });
    expect(order!.deliveryDetails.postcode).toBe('E1 6AN');
  });

  it('refuses a postcode in no area, naming it, and stores nothing', async () => {
    const before = await orderCount();
    const { response, error } = await checkout('n1 9gu', 3);
    expect(response.status).toBe(409);
    expect(error).toMatchObject({ code: 'OUTSIDE_DELIVERY_AREA', postcode: 'N1 9GU', message: expect.stringContaining("doesn't deliver to N1 9GU") });
    expect(await orderCount()).toBe(before);
  });

  it("refuses a basket under the area's minimum, with the amount short, and stores nothing", async () => {
    const before = await orderCount();
    const { response, error } = await checkout('E1 7AA', 1, 2);
    expect(response.status).toBe(409);
    expect(error).toMatchObject({ code: 'BELOW_MINIMUM_ORDER', postcode: 'E1 7AA', minimumOrder: 2000, shortBy: 300, message: expect.stringContaining('Spend £3.00 more') });
    expect(await orderCount()).toBe(before);
  });

  it('delivers anywhere at the delivery price again once the areas are gone', async () => {
    await setAreas([]);
    const { data: restaurant } = await server.client().GET('/api/restaurant/{restaurantId}', { params: { path: { restaurantId: owner.restaurantId } } });
    expect((await quote('N1 9GU', 1)).data).toMatchObject({ deliveryFee: restaurant!.deliveryPrice, orderable: true, delivery: { status: 'anywhere' } });
    expect((await checkout('N1 9GU', 1)).response.status).toBe(200);
    await setAreas(AREAS);
  });

  describe('collection', () => {
    type Settings = { delivery: boolean; collection: boolean; collectionMinutes: number };
    const setFulfilment = (body: Settings) => owner.api.PUT('/api/my/restaurant/fulfilment', { body });
    const collect = (korma: number, naan = 0, details: Record<string, string> = { name: 'Ada Lovelace', email: customer.email, phone: '07911 123456' }) =>
      customer.api.POST('/api/order/checkout/create-checkout-session', {
        body: { restaurantId: owner.restaurantId, fulfilment: 'collection', cartItems: lines(korma, naan), deliveryDetails: details as typeof customer.delivery },
      });
    const quoteCollection = (korma: number) => server.client().POST('/api/order/checkout/quote', { body: { restaurantId: owner.restaurantId, cartItems: lines(korma), fulfilment: 'collection', postcode: 'N1 9GU' } });
    const detail = async () => (await server.client().GET('/api/restaurant/{restaurantId}', { params: { path: { restaurantId: owner.restaurantId } } })).data!;

    it('delivers only until the owner offers collection, and refuses collection before anything is stored', async () => {
      expect((await owner.api.GET('/api/my/restaurant/fulfilment')).data).toEqual({ delivery: true, collection: false, collectionMinutes: 15 });
      expect((await detail()).fulfilment).toEqual({ delivery: true, collection: false, collectionMinutes: 15 });
      const before = await orderCount();
      const quoted = await quoteCollection(1);
      expect(quoted.response.status).toBe(409);
      expect(quoted.error).toMatchObject({ code: 'FULFILMENT_UNAVAILABLE', details: [{ path: 'fulfilment' }] });
      const { response, error } = await collect(1);
      expect(response.status).toBe(409);
      expect(error).toMatchObject({ code: 'FULFILMENT_UNAVAILABLE', message: expect.stringMatching(/doesn't offer collection$/) });
      expect(await orderCount()).toBe(before);
    });

    it('refuses a setting with neither, or minutes out of range, naming the field and changing nothing', async () => {
      for (const [body, path] of [
        [{ delivery: false, collection: false, collectionMinutes: 15 }, 'collection'],
        [{ delivery: true, collection: true, collectionMinutes: 4 }, 'collectionMinutes'],
        [{ delivery: true, collection: true, collectionMinutes: 121 }, 'collectionMinutes'],
      ] as const) {
        const { response, error } = await setFulfilment(body);
        expect(response.status).toBe(400);
        expect((error as { details: Array<{ path: string }> }).details.map((d) => d.path)).toContain(path);
      }
      expect((await owner.api.GET('/api/my/restaurant/fulfilment')).data).toEqual({ delivery: true, collection: false, collectionMinutes: 15 });
    });

    it('prices a collection with no fee, area or minimum, and takes it without an address', async () => {
      expect((await setFulfilment({ delivery: true, collection: true, collectionMinutes: 20 })).data).toEqual({ delivery: true, collection: true, collectionMinutes: 20 });
      expect((await detail()).fulfilment).toEqual({ delivery: true, collection: true, collectionMinutes: 20 });
      // Outside every area and under every minimum: still collectable.
      expect((await quoteCollection(1)).data).toMatchObject({ fulfilment: 'collection', subtotal: 1000, deliveryFee: 0, total: 1000, orderable: true, delivery: { status: 'anywhere', postcode: null, minimumOrder: 0 } });
      expect((await quote('E1 6AN', 1)).data).toMatchObject({ fulfilment: 'delivery', deliveryFee: 99 });

      const placed = await collect(1);
      expect(placed.response.status, JSON.stringify(placed.error)).toBe(200);
      const [order] = (await customer.api.GET('/api/order')).data!;
      expect(order).toMatchObject({ fulfilment: 'collection', totalAmount: 1000, deliveryPrice: 0 });
      expect(order!.deliveryDetails).toEqual({ name: 'Ada Lovelace', email: customer.email, phone: '+447911123456', addressLine1: '', city: '', country: '' });
      // Until the restaurant accepts, a collection is expected its collection minutes after checkout, not the delivery estimate.
      expect(order!.restaurant).toMatchObject({ estimatedDeliveryTime: expect.any(Number), collectionMinutes: 20 });
    });

    it('takes a collection whose details carry a postcode outside every area, with no fee and no postcode kept', async () => {
      await setFulfilment({ delivery: true, collection: true, collectionMinutes: 20 });
      const placed = await collect(1, 0, { name: 'Ada Lovelace', email: customer.email, phone: '07911 123456', postcode: 'N1 9GU' });
      expect(placed.response.status, JSON.stringify(placed.error)).toBe(200);
      const [order] = (await customer.api.GET('/api/order')).data!;
      expect(order).toMatchObject({ fulfilment: 'collection', totalAmount: 1000, deliveryPrice: 0 });
      expect(order!.deliveryDetails.postcode).toBeUndefined();
      // The same postcode for delivery is refused.
      expect((await checkout('N1 9GU', 1)).error).toMatchObject({ code: 'OUTSIDE_DELIVERY_AREA' });
    });

    it('still asks a collection for name, email and phone, and a delivery for its address', async () => {
      const before = await orderCount();
      const noPhone = await collect(1, 0, { name: 'Ada', email: customer.email });
      expect(noPhone.response.status).toBe(400);
      expect((noPhone.error as { details: Array<{ path: string }> }).details.map((d) => d.path)).toEqual(['deliveryDetails.phone']);
      const { addressLine1: _a, city: _c, ...noAddress } = customer.delivery;
      const delivered = await customer.api.POST('/api/order/checkout/create-checkout-session', { body: { restaurantId: owner.restaurantId, cartItems: lines(2), deliveryDetails: { ...noAddress, postcode: 'E1 6AN' } } });
      expect(delivered.response.status).toBe(400);
      expect((delivered.error as { details: Array<{ path: string }> }).details.map((d) => d.path)).toEqual(['deliveryDetails.addressLine1', 'deliveryDetails.city']);
      expect(await orderCount()).toBe(before);
    });

    it("expects a collection order its restaurant's collection minutes after acceptance", async () => {
      const { data } = await collect(1);
      const orderId = (await customer.api.GET('/api/order')).data![0]!._id;
      expect((await submitCard(server.url + new URL(data!.url).pathname)).status).toBe(303);
      await paidInTime(server.db, orderId);
      const accepted = await owner.api.POST('/api/my/restaurant/order/{orderId}/accept', { params: { path: { orderId } } });
      expect(accepted.response.status).toBe(200);
      const { acceptedAt, expectedBy, fulfilment } = accepted.data!;
      expect(fulfilment).toBe('collection');
      expect(new Date(expectedBy!).getTime() - new Date(acceptedAt!).getTime()).toBe(20 * 60_000);
    });

    it('refuses delivery once the owner offers collection only', async () => {
      await setFulfilment({ delivery: false, collection: true, collectionMinutes: 20 });
      expect((await quote('E1 6AN', 1)).error).toMatchObject({ code: 'FULFILMENT_UNAVAILABLE', message: expect.stringMatching(/doesn't offer delivery$/) });
      expect((await checkout('E1 6AN', 1)).response.status).toBe(409);
      await setFulfilment({ delivery: true, collection: false, collectionMinutes: 20 });
    });
  });
});
