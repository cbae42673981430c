import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aRestaurant } from '../builders/restaurant-builder.js';
import { aCustomer, placeOrder, type Customer } from '../support/customers.js';
import { testDatabaseKinds } from '../support/databases.js';
import { completedEvent, deliverEvent, TEST_WEBHOOK_SECRET } from '../support/signed-events.js';
import { startTestServer, type TestServer } from '../support/test-server.js';
import { tokenVariants } from '../support/token-variants.js';

describe.each(testDatabaseKinds())('my orders API on %s', (kind) => {
  let server: TestServer;
  let customer: Customer;
  let restaurantId: string;

  /** A conditional GET as a browser makes it (Node's fetch would add no-cache to a hand-set If-None-Match). */
  const getOrders = (token: string, etag?: string, query = '') =>
    fetch(`${server.url}/api/order${query}`, {
      // Sends max-age=0 rather than no-cache (undici's types lack `cache`).
      cache: 'no-cache',
      headers: { authorization: `Bearer ${token}`, ...(etag ? { 'if-none-match': etag } : {}) },
    } as RequestInit);

  beforeAll(async () => {
    server = await startTestServer(kind, { LOCAL_CHECKOUT_WEBHOOK_SECRET: TEST_WEBHOOK_SECRET });
    restaurantId = await aRestaurant().named('Curry House').withMenu(['Korma', 1000], ['Naan', 300]).insert(server.db);
    customer = await aCustomer(server, 'orders@example.com');
  });
  afterAll(async () => server?.stop());

  it('lists only the caller’s orders, newest first, with the restaurant populated', async () => {
    const first = await placeOrder(server, customer, restaurantId, [1]);
    const second = await placeOrder(server, customer, restaurantId, [2, 2]);
    const other = await aCustomer(server, 'someone-else@example.com');
    await placeOrder(server, other, restaurantId, [3]);
    const { data } = await customer.api.GET('/api/order');
    expect(data?.map((o) => o._id)).toEqual([second.orderId, first.orderId]);
    expect(data?.[0]).toMatchObject({ totalAmount: 2600, deliveryPrice: 250, restaurant: { restaurantName: 'Curry House', city: 'London' } });
    expect((await other.api.GET('/api/order')).data).toHaveLength(1);
  });

  it('pages newest first and refuses paging values that are not plain whole numbers', async () => {
    const all = (await customer.api.GET('/api/order')).data ?? [];
    const page2 = await customer.api.GET('/api/order', { params: { query: { page: '2', pageSize: '1' } } });
    expect(page2.data?.map((o) => o._id)).toEqual([all[1]!._id]);
    for (const query of ['?page=0', '?pageSize=101', '?page=0x10', '?page=1e2', '?page=1.5', '?pageSize=Infinity', '?page=01', '?page=%2B1', '?page=1001']) {
      const response = await getOrders(customer.token, undefined, query);
      expect(response.status, query).toBe(400);
      const body = (await response.json()) as { code: string; details: Array<{ path: string }> };
      expect(body.code).toBe('VALIDATION_ERROR');
      expect(body.details.map((d) => d.path), query).toEqual([query.slice(1, query.indexOf('='))]);
    }
  });

  it('answers 304 while nothing changed, and a new ETag after a new order or a payment', async () => {
    const first = await getOrders(customer.token);
    const etag = first.headers.get('etag')!;
    expect(first.status).toBe(200);
    expect(first.headers.get('cache-control')).toBe('private, no-cache');
    const again = await getOrders(customer.token, etag);
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');

    const { orderId } = await placeOrder(server, customer, restaurantId, [1]);
    const afterOrder = await getOrders(customer.token, etag);
    expect(afterOrder.status).toBe(200);
    const etag2 = afterOrder.headers.get('etag')!;
    expect(etag2).not.toBe(etag);

    expect((await deliverEvent(server, completedEvent(orderId, 1000 + 250))).status).toBe(200);
    const afterPayment = await getOrders(customer.token, etag2);
    expect(afterPayment.status).toBe(200);
    expect(((await afterPayment.json()) as Array<{ _id: string; status: string }>).find((o) => o._id === orderId)?.status).toBe('paid');
  });

  it('keeps ETags apart per user and per page', async () => {
    const other = await aCustomer(server, 'etag-other@example.com');
    const mine = (await getOrders(customer.token)).headers.get('etag')!;
    expect((await getOrders(other.token, mine)).status).toBe(200);
    expect((await getOrders(customer.token, mine, '?pageSize=1')).status).toBe(200);
  });

  it('answers a revalidation 304 only to the caller it was sent to, with a valid token', async () => {
    const etag = (await getOrders(customer.token)).headers.get('etag')!;
    const hit = await getOrders(customer.token, etag);
    expect(hit.status).toBe(304);
    expect(hit.headers.get('etag')).toBe(etag);
    expect(hit.headers.get('cache-control')).toBe('private, no-cache');
    const bad = await tokenVariants(server, customer.token);
    for (const [variant, token] of Object.entries(bad)) {
      const response = await getOrders(token, etag);
      expect(response.status, variant).toBe(401);
      expect(((await response.json()) as { code: string }).code, variant).toBe('UNAUTHORIZED');
    }
    const anonymous = await fetch(`${server.url}/api/order`, { headers: { 'if-none-match': etag } });
    expect(anonymous.status).toBe(401);
    // The same tag for a request the contract refuses: the refusal, never a 304.
    expect((await getOrders(customer.token, etag, '?page=0')).status).toBe(400);
    // HEAD keeps its own (full) path.
    expect((await fetch(`${server.url}/api/order`, { method: 'HEAD', headers: { authorization: `Bearer ${customer.token}`, 'if-none-match': etag } })).status).toBe(304);
  });

  it('refuses to resume payment of a paid order (409)', async () => {
    const { orderId } = await placeOrder(server, customer, restaurantId, [1]);
    await deliverEvent(server, completedEvent(orderId, 1250));
    const { response, error } = await customer.api.POST('/api/order/{orderId}/checkout-session', { params: { path: { orderId } } });
    expect(response.status).toBe(409);
    expect(error?.message).toBe('Order has already been paid');
  });

  it('needs a valid token', async () => {
    expect((await fetch(`${server.url}/api/order`)).status).toBe(401);
    expect((await getOrders('not.a.token')).status).toBe(401);
  });
});
