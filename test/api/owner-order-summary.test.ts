import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KnexOrderLifecycle } from '../../src/modules/ordering/adapters/knex-order-lifecycle.js';
import { testDatabaseKinds } from '../support/databases.js';
import { DELIVERY_PRICE, insertOrder, type FixtureOrder } from '../support/insights-fixture.js';
import { anOwner } from '../support/owners.js';
import { stripeHoldingRefunds, type StripeStandIn } from '../support/stripe-stand-in.js';
import { startTestServer, type TestServer } from '../support/test-server.js';

const order = (status: FixtureOrder['status'], subtotal: number): FixtureOrder => ({ daysAgo: 0, hour: 0, status, city: 'Leeds', customer: 'A', subtotal });
const charge = (subtotal: number) => subtotal + DELIVERY_PRICE;

/**
 * docs/product/decisions.md "Running a service" (Figures): the dashboard's totals count
 * paid-or-later orders net of refunds that have not failed; cancelled and unpaid apart.
 */
describe.each(testDatabaseKinds())('the owner order summary net of refunds on %s', (kind) => {
  let server: TestServer;
  let stripe: StripeStandIn;
  let owner: Awaited<ReturnType<typeof anOwner>>;

  beforeAll(async () => {
    const held = await stripeHoldingRefunds();
    stripe = held.standIn;
    server = await startTestServer(kind, held.env);
    owner = await anOwner(server, 'figures-owner@example.com');
  });
  afterAll(async () => {
    await server?.stop();
    await stripe?.close();
  });

  const summary = async () => (await owner.api.GET('/api/my/restaurant/order-summary')).data!;
  const refund = async (orderId: string, amount: number) => {
    const { data, response } = await owner.api.POST('/api/my/restaurant/order/{orderId}/refunds', { params: { path: { orderId } }, body: { amount, reason: 'Chips arrived cold' } });
    expect(response.status).toBe(201);
    // Refunds of one millisecond may list in either order: found by amount.
    return data!.refunds.find((r) => r.amount === amount && r.status === 'pending')!.id;
  };

  it('counts paid-or-later orders less refunds pending or succeeded, and cancelled and unpaid apart', async () => {
    const userId = (await server.db('users').where({ email: 'figures-owner@example.com' }).first('id')).id as string;
    const add = (status: FixtureOrder['status'], subtotal: number) => insertOrder(server.db, owner.restaurantId, userId, order(status, subtotal), new Date());
    await add('placed', 1000);
    await add('placed', 1100);
    await add('paid', 2000);
    await add('inProgress', 1500);
    const refundedPending = await add('delivered', 3000);
    const refundedTwice = await add('delivered', 2500);
    await add('cancelled', 900);
    const declined = await add('paid', 1800);

    await refund(refundedPending, 300);
    const lifecycle = new KnexOrderLifecycle(server.db);
    await lifecycle.markRefunded(await refund(refundedTwice, 200), 'succeeded', 'test', new Date());
    await lifecycle.markRefunded(await refund(refundedTwice, 400), 'failed', 'test', new Date());
    // Declining a charged order cancels it with a full refund: it leaves the totals for the cancelled count.
    const declining = await owner.api.POST('/api/my/restaurant/order/{orderId}/decline', { params: { path: { orderId: declined } }, body: { reason: 'tooBusy' } });
    expect(declining.response.status).toBe(200);

    const revenue = charge(2000) + charge(1500) + charge(3000) - 300 + charge(2500) - 200;
    expect(await summary()).toEqual({
      totalOrders: 4,
      totalRevenue: revenue,
      averageOrder: Math.round(revenue / 4),
      activeOrders: 2,
      cancelledOrders: 2,
      unpaidOrders: 2,
      byStatus: { placed: 2, paid: 1, inProgress: 1, outForDelivery: 0, delivered: 2, cancelled: 2 },
    });
  });
});
