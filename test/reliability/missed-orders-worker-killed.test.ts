import { afterEach, describe, expect, it } from 'vitest';
import { aRestaurant } from '../builders/restaurant-builder.js';
import { printFigures } from '../support/checkout-load.js';
import { aCustomer, placeOrder } from '../support/customers.js';
import { testDatabaseKinds } from '../support/databases.js';
import { createDeployment, type Deployment } from '../support/deployment.js';
import { eventually } from '../support/payment-servers.js';
import { checkPostings, ledgerCaughtUp, NO_LEDGER_PROBLEMS } from '../support/ledger-check.js';
import { completedEvent, deliverEvent } from '../support/signed-events.js';

const ORDERS = 8;
const ACCEPT_TIMEOUT_S = 3;
// Payments this far apart: the orders come due one after another, before, during and after the kill.
const PAY_EVERY_MS = 250;
// Two Margherita at 9.50, one Tiramisu at 5.50, delivery 2.50.
const DUE = 2 * 950 + 550 + 250;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * docs/architecture/jobs.md, refunds.md: paid orders nobody accepts come due one after another
 * while the only worker is killed with SIGKILL (a cancel or a refund may be under way) and
 * started again beside a second one. Each order is cancelled exactly once (one `cancelled` and
 * one `refundRequested` event) and its whole charge refunded exactly once: one refund at the
 * local checkout, confirmed by its signed event (one `refunded`).
 */
describe.runIf(process.env.TEST_REDIS_URL).each(testDatabaseKinds())('missed orders while a worker is killed, on %s', (kind) => {
  let deployment: Deployment | undefined;
  afterEach(async () => deployment?.destroy());

  it('cancels and refunds every missed order exactly once', { timeout: 120_000 }, async () => {
    deployment = await createDeployment({
      kind,
      redisUrl: process.env.TEST_REDIS_URL,
      env: { ORDER_ACCEPT_TIMEOUT_S: String(ACCEPT_TIMEOUT_S), JOB_STALL_MS: '1000', RATE_LIMIT_CHECKOUT: '1000/60' },
    });
    const d = deployment;
    await d.startApi(d.config.port);
    const worker = await d.startWorker();
    const restaurantId = await aRestaurant().withMenu(['Margherita', 950], ['Tiramisu', 550]).insert(d.db);
    const customers = await Promise.all(Array.from({ length: ORDERS }, (_, i) => aCustomer(d, `missed-${kind}-${i}@example.com`)));
    // All placed before the first is missed: a missed order pauses the restaurant.
    const orderIds: string[] = [];
    for (const customer of customers) orderIds.push((await placeOrder(d, customer, restaurantId)).orderId);
    for (const orderId of orderIds) {
      // The provider's side of the payment its signed event tells of: the hosted session completed.
      await d.db('local_checkout_sessions').where({ order_id: orderId }).update({ status: 'complete' });
      expect((await deliverEvent(d, completedEvent(orderId, DUE))).status).toBe(200);
      await sleep(PAY_EVERY_MS);
    }

    const cancelled = async () => Number((await d.db('orders').whereIn('id', orderIds).where({ status: 'cancelled' }).count({ n: '*' }).first())?.n);
    await eventually(async () => (await cancelled()) > 0, 'the first order to be missed', 30_000);
    await worker.kill();
    const atKill = await cancelled();
    const refundsAtKill = Number((await d.db('local_checkout_refunds').count({ n: '*' }).first())?.n);
    // The killed worker back, and another beside it: their sweeps and retries race each other.
    await Promise.all([d.startWorker(), d.startWorker()]);
    await eventually(async () => (await cancelled()) === ORDERS, 'every order to be missed', 60_000);
    const settled = async () => Number((await d.db('order_refunds').whereIn('order_id', orderIds).where({ status: 'succeeded' }).count({ n: '*' }).first())?.n);
    await eventually(async () => (await settled()) >= ORDERS, 'every refund to be confirmed', 60_000);

    const duplicated: string[] = [];
    for (const orderId of orderIds) {
      const types: string[] = await d.db('order_events').where({ order_id: orderId }).orderBy('id').pluck('type');
      const refunds = await d.db('order_refunds').where({ order_id: orderId }).select('amount', 'status');
      const made = await d.db('local_checkout_refunds')
        .join('local_checkout_sessions', 'local_checkout_sessions.id', 'local_checkout_refunds.session_id')
        .where('local_checkout_sessions.order_id', orderId)
        .pluck('local_checkout_refunds.amount');
      const order = await d.db('orders').where({ id: orderId }).first('cancelled_by', 'cancel_reason');
      if (types.join() !== 'placed,paid,cancelled,refundRequested,refunded' || refunds.length !== 1 || made.length !== 1) duplicated.push(orderId);
      expect(refunds.map((r) => ({ amount: Number(r.amount), status: r.status }))).toEqual([{ amount: DUE, status: 'succeeded' }]);
      expect(made.map(Number)).toEqual([DUE]);
      expect(order).toEqual({ cancelled_by: 'system', cancel_reason: 'notAccepted' });
    }
    // The ledger (docs/architecture/ledger.md): every payment and refund posted once, each posting balanced.
    const ledgerFrom = performance.now();
    await ledgerCaughtUp(d.db);
    console.info(`[reliability] missed orders (${kind}): the ledger caught up ${((performance.now() - ledgerFrom) / 1000).toFixed(1)} s after the last refund`);
    expect(await checkPostings(d.db)).toEqual(NO_LEDGER_PROBLEMS);
    console.info(`[reliability] missed orders (${kind}): ${atKill} of ${ORDERS} cancelled and ${refundsAtKill} refunded when the worker was killed`);
    printFigures(`missed orders, worker killed (${kind})`, { requests: ORDERS, faults: 1, orders: ORDERS, lost: ORDERS - (await cancelled()), duplicated: duplicated.length });
    expect(duplicated).toEqual([]);
  });
});
