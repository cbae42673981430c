// The operator's orders across the marketplace (docs/architecture/operator.md "Orders").
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aCustomer, placeOrder } from '../support/customers.js';
import { testDatabaseKinds } from '../support/databases.js';
import { anOperator } from '../support/operators.js';
import { anOwner } from '../support/owners.js';
import { completedEvent, deliverEvent, TEST_WEBHOOK_SECRET } from '../support/signed-events.js';
import { startTestServer, type TestServer } from '../support/test-server.js';

describe.each(testDatabaseKinds())('the operator’s orders on %s', (kind) => {
  let server: TestServer;
  let operator: Awaited<ReturnType<typeof anOperator>>;
  const ids = { paidAtA: '', placedAtB: '', restaurantA: '' };

  const list = async (filter: object, sort: [string, string] = ['createdAt', 'DESC']) => {
    const { data, response } = await operator.api.GET('/api/operator/orders', { params: { query: { filter: JSON.stringify(filter), sort: JSON.stringify(sort) } as never } });
    return { ids: (data ?? []).map((order) => order._id), range: response.headers.get('content-range') };
  };

  beforeAll(async () => {
    server = await startTestServer(kind, { LOCAL_CHECKOUT_WEBHOOK_SECRET: TEST_WEBHOOK_SECRET, RATE_LIMIT_CHECKOUT: '1000/60' });
    operator = await anOperator(server);
    const [a, b] = [await anOwner(server, 'orders-owner-a@example.com'), await anOwner(server, 'orders-owner-b@example.com')];
    ids.restaurantA = a.restaurantId;
    const ada = await aCustomer(server, 'ada.lovelace@example.com');
    const bob = await aCustomer(server, 'bob@example.com');
    ids.paidAtA = (await placeOrder(server, ada, a.restaurantId, [1])).orderId;
    expect((await deliverEvent(server, completedEvent(ids.paidAtA, 1000 + 250))).status).toBe(200);
    ids.placedAtB = (await placeOrder(server, bob, b.restaurantId, [2])).orderId;
  });
  afterAll(async () => server?.stop());

  it('lists every restaurant’s orders, newest first, with the total', async () => {
    expect(await list({})).toEqual({ ids: [ids.placedAtB, ids.paidAtA], range: 'orders 0-1/2' });
    expect((await list({}, ['total', 'ASC'])).ids).toEqual([ids.paidAtA, ids.placedAtB]);
  });

  it('finds an order by the number customers see, the customer’s e-mail, the restaurant, the status and the day', async () => {
    const number = ids.paidAtA.slice(-6).toUpperCase();
    expect((await list({ q: `#${number}` })).ids).toEqual([ids.paidAtA]);
    expect((await list({ q: ids.placedAtB })).ids).toEqual([ids.placedAtB]);
    expect((await list({ email: 'LOVELACE' })).ids).toEqual([ids.paidAtA]);
    expect((await list({ restaurantId: ids.restaurantA })).ids).toEqual([ids.paidAtA]);
    expect((await list({ status: ['placed', 'cancelled'] })).ids).toEqual([ids.placedAtB]);
    const today = new Date().toISOString().slice(0, 10);
    expect((await list({ createdFrom: today, createdTo: today })).ids).toHaveLength(2);
    expect(await list({ createdTo: '2020-01-01' })).toEqual({ ids: [], range: 'orders */0' });
  });

  it('refuses a day that is not in the calendar, naming the filter', async () => {
    const { response, error } = await operator.api.GET('/api/operator/orders', { params: { query: { filter: JSON.stringify({ createdFrom: '2025-02-30' }) } as never } });
    expect([response.status, error?.message]).toEqual([400, expect.stringContaining('filter.createdFrom')]);
  });

  it('shows one order with its event timeline, oldest first; an unknown one is not found', async () => {
    const { data } = await operator.api.GET('/api/operator/orders/{orderId}', { params: { path: { orderId: ids.paidAtA } } });
    expect(data!.order).toMatchObject({ _id: ids.paidAtA, status: 'paid', deliveryDetails: { email: 'ada.lovelace@example.com' } });
    expect(data!.events.map((e) => [e.type, e.status])).toEqual([['placed', 'placed'], ['paid', 'paid']]);
    expect(data!.events[1]!.changes).toMatchObject({ from: 'placed', to: 'paid' });
    const unknown = await operator.api.GET('/api/operator/orders/{orderId}', { params: { path: { orderId: '000000000000000000000000' } } });
    expect(unknown.response.status).toBe(404);
  });
});
