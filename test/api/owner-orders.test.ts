import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORDER_STATUSES, type OrderStatus } from '../../src/modules/ordering/domain/order.js';
import { aCustomer, placeOrder, type Customer } from '../support/customers.js';
import { testDatabaseKinds } from '../support/databases.js';
import { anOwner } from '../support/owners.js';
import { completedEvent, deliverEvent, TEST_WEBHOOK_SECRET } from '../support/signed-events.js';
import { startTestServer, type TestServer } from '../support/test-server.js';

type Owner = Awaited<ReturnType<typeof anOwner>>;

describe.each(testDatabaseKinds())('owner order desk API on %s', (kind) => {
  let server: TestServer;
  let owner: Owner;
  let customer: Customer;

  const setStatus = (who: Owner, orderId: string, status: string) =>
    who.api.PATCH('/api/my/restaurant/order/{orderId}/status', { params: { path: { orderId } }, body: { status: status as OrderStatus } });
  /** A paid order moved on to `status` through the owner's own calls. */
  async function orderIn(status: OrderStatus): Promise<string> {
    const { orderId } = await placeOrder(server, customer, owner.restaurantId, [1]);
    if (status === 'placed') return orderId;
    await deliverEvent(server, completedEvent(orderId, 1000 + 250));
    if (status === 'cancelled') {
      const declined = await owner.api.POST('/api/my/restaurant/order/{orderId}/decline', { params: { path: { orderId } }, body: { reason: 'closing' } });
      expect(declined.response.status).toBe(200);
    } else if (status !== 'paid') expect((await setStatus(owner, orderId, status)).response.status).toBe(200);
    return orderId;
  }

  beforeAll(async () => {
    server = await startTestServer(kind, { LOCAL_CHECKOUT_WEBHOOK_SECRET: TEST_WEBHOOK_SECRET, RATE_LIMIT_CHECKOUT: '1000/60' });
    owner = await anOwner(server, 'desk-owner@example.com');
    customer = await aCustomer(server, 'desk-customer@example.com');
  });
  afterAll(async () => server?.stop());

  describe('the transition matrix', () => {
    const cases = ORDER_STATUSES.flatMap((from) => ORDER_STATUSES.map((to) => [from, to] as const));
    // Cancelling goes through decline (with a reason), never the selector; a cancelled order is final.
    const expected = (from: OrderStatus, to: OrderStatus) =>
      to === 'placed' || to === 'cancelled' ? 400 : from === 'placed' || from === 'delivered' || from === 'cancelled' ? 409 : 200;

    it.each(cases)('%s -> %s', async (from, to) => {
      const orderId = await orderIn(from);
      const { response, data } = await setStatus(owner, orderId, to);
      expect(response.status).toBe(expected(from, to));
      const history = await server.db('order_status_history').where({ order_id: orderId }).orderBy('id');
      if (response.status === 200) {
        expect(data).toMatchObject({ _id: orderId, status: to, deliveryDetails: { name: customer.delivery.name } });
        expect(history.at(-1)).toMatchObject({ status: to, changed_by: expect.stringMatching(/^owner:/) });
      } else {
        expect(history.at(-1)?.status).toBe(from);
      }
    });

    it('refuses an unknown status (400) and another owner (404), changing nothing', async () => {
      const orderId = await orderIn('paid');
      expect((await setStatus(owner, orderId, 'shipped')).response.status).toBe(400);
      const intruder = await anOwner(server, 'other-owner@example.com');
      const { response, error } = await setStatus(intruder, orderId, 'delivered');
      expect(response.status).toBe(404);
      expect(error?.message).toBe('Order not found');
      expect((await customer.api.GET('/api/order')).data?.find((o) => o._id === orderId)?.status).toBe('paid');
    });

    it('records both changes of two tabs and keeps the last', async () => {
      const orderId = await orderIn('paid');
      const results = await Promise.all([setStatus(owner, orderId, 'inProgress'), setStatus(owner, orderId, 'outForDelivery')]);
      expect(results.map((r) => r.response.status)).toEqual([200, 200]);
      const history = await server.db('order_status_history').where({ order_id: orderId }).orderBy('id');
      expect(history.map((h) => h.status).slice(-2).sort()).toEqual(['inProgress', 'outForDelivery']);
      const [order] = (await owner.api.GET('/api/my/restaurant/order', { params: { query: { filter: JSON.stringify({ q: '' }) } } })).data?.filter((o) => o._id === orderId) ?? [];
      expect(order?.status).toBe(history.at(-1)?.status);
    });
  });

  it('answers 404 to a signed-in user without a restaurant, 401 without a token', async () => {
    const list = await customer.api.GET('/api/my/restaurant/order');
    expect(list.response.status).toBe(404);
    expect((await customer.api.GET('/api/my/restaurant/order-summary')).response.status).toBe(404);
    expect((await server.client().GET('/api/my/restaurant/order')).response.status).toBe(401);
  });
});
