// docs/product/decisions.md "Running a service": missed orders (paid, not accepted in time) and
// abandoned ones (placed, unpaid for 24 h, or replaced by a new checkout) are cancelled by the
// system, once (docs/architecture/jobs.md).
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildContainer, jobHandlersOf } from '../../src/container.js';
import { KnexOrderEventLog } from '../../src/modules/ordering/adapters/knex-order-event-log.js';
import { KnexOrderLifecycle } from '../../src/modules/ordering/adapters/knex-order-lifecycle.js';
import { decide } from '../../src/modules/ordering/domain/order-transitions.js';
import { CANCEL_MISSED_ORDER_JOB, SWEEP_DUE_ORDERS_JOB } from '../../src/modules/ordering/index.js';
import { resolve } from '../../src/shared/di.js';
import { createLogger } from '../../src/shared/logger.js';
import { TOKENS } from '../../src/shared/tokens.js';
import { aCustomer, menuOf, openCheckout, type Customer } from '../support/customers.js';
import { testDatabaseKinds } from '../support/databases.js';
import { anOwner } from '../support/owners.js';
import { eventually } from '../support/payment-servers.js';
import { completedEvent, deliverEvent, TEST_WEBHOOK_SECRET } from '../support/signed-events.js';
import { startTestServer, type TestServer } from '../support/test-server.js';

const ACCEPT_TIMEOUT_MS = 1_000;
const DAY_MS = 24 * 3_600_000;

describe.each(testDatabaseKinds())('orders the system cancels, on %s', (kind) => {
  let server: TestServer;
  let owner: Awaited<ReturnType<typeof anOwner>>;
  let customer: Customer;
  let log: KnexOrderEventLog;
  /** A second process's services on the same database: another worker. */
  let otherWorkers: Array<ReturnType<typeof buildContainer>>;
  let now: number;

  const setNow = (at: number) => {
    now = at;
    vi.setSystemTime(at);
  };
  const due = async (orderId: string) => {
    const row: { total_amount: unknown; delivery_price: unknown } = await server.db('orders').where({ id: orderId }).first('total_amount', 'delivery_price');
    return Number(row.total_amount) + Number(row.delivery_price);
  };
  const pay = async (orderId: string) => expect((await deliverEvent(server, completedEvent(orderId, await due(orderId)))).status).toBe(200);
  const statusOf = async (orderId: string) => (await server.db('orders').where({ id: orderId }).first('status')).status as string;
  /** Ordering's decisions; the provider's answer to a refund request (refunded, refundFailed) comes later from payments. */
  const eventTypes = async (orderId: string) =>
    (await log.after(0, {}, 100_000)).filter((e) => e.orderId === orderId && e.type !== 'refunded' && e.type !== 'refundFailed').map((e) => e.type);
  const myOrder = async (who: Customer, orderId: string) => (await who.api.GET('/api/order')).data!.find((o) => o._id === orderId)!;
  const handler = (container: ReturnType<typeof buildContainer>, name: string) => jobHandlersOf(container).find((h) => h.name === name)!;
  /** The order a checkout placed: the customer's one not listed before it (Date stands still, so "newest" would not tell). */
  const placeOrder = async (who: Customer, restaurantId: string) => {
    const before = new Set((await who.api.GET('/api/order')).data!.map((o) => o._id));
    const { response } = await openCheckout(who, restaurantId, await menuOf(server, restaurantId), [2, 1]);
    expect(response.status).toBe(200);
    return { orderId: (await who.api.GET('/api/order')).data!.find((o) => !before.has(o._id))!._id };
  };
  const paidOrder = async (who: Customer = customer) => {
    const { orderId } = await placeOrder(who, owner.restaurantId);
    await pay(orderId);
    return orderId;
  };

  beforeAll(async () => {
    server = await startTestServer(kind, {
      LOCAL_CHECKOUT_WEBHOOK_SECRET: TEST_WEBHOOK_SECRET,
      ORDER_ACCEPT_TIMEOUT_S: String(ACCEPT_TIMEOUT_MS / 1000),
      RATE_LIMIT_CHECKOUT: '1000/60',
    });
    owner = await anOwner(server, 'due-owner@example.com');
    customer = await aCustomer(server, 'due@example.com');
    log = new KnexOrderEventLog(server.db);
    const logger = createLogger('silent');
    otherWorkers = [buildContainer(server.config, logger), buildContainer(server.config, logger)];
    // Only Date: the server's timers (delayed jobs, the sweep's period) run on real time, and
    // find an order due only once the test has moved the clock past its accept-by time.
    vi.useFakeTimers({ toFake: ['Date'] });
    setNow(Date.now());
  });
  afterAll(async () => {
    vi.useRealTimers();
    for (const container of otherWorkers ?? []) await resolve(container, TOKENS.database).destroy();
    await server?.stop();
  });
  beforeEach(async () => {
    await owner.api.DELETE('/api/my/restaurant/pause');
  });

  it('cancels a paid order nobody accepted with a full refund, once, and pauses the restaurant until the owner resumes', async () => {
    const orderId = await paidOrder();
    const charged = await due(orderId);
    expect((await myOrder(customer, orderId)).acceptBy).toBe(new Date(now + ACCEPT_TIMEOUT_MS).toISOString());
    setNow(now + ACCEPT_TIMEOUT_MS);
    await eventually(async () => (await statusOf(orderId)) === 'cancelled', 'the missed order to be cancelled');

    // Every other worker's job and sweep comes too late: nothing changes twice.
    await Promise.all(otherWorkers.flatMap((w) => [handler(w, SWEEP_DUE_ORDERS_JOB).handle({}), handler(w, CANCEL_MISSED_ORDER_JOB).handle({ orderId, acceptBy: new Date(now).toISOString() })]));
    const order = await myOrder(customer, orderId);
    expect(order).toMatchObject({ status: 'cancelled', cancellation: { by: 'system', reason: 'notAccepted' } });
    // Its state is payments' to settle (test/api/refunds-payments.test.ts); here, that it was asked for once.
    expect(order.refunds).toEqual([expect.objectContaining({ amount: charged, reason: 'Order cancelled' })]);
    expect(await eventTypes(orderId)).toEqual(['placed', 'paid', 'cancelled', 'refundRequested']);
    const { data } = await owner.api.GET('/api/my/restaurant/availability');
    expect(data!.openState).toEqual({ state: 'paused', resumesAt: null });

    // Paused until the owner resumes: then it takes orders again.
    expect((await owner.api.DELETE('/api/my/restaurant/pause')).response.status).toBe(200);
    expect((await owner.api.GET('/api/my/restaurant/availability')).data!.openState).toEqual({ state: 'open' });
  });

  it('pauses the restaurant of an order missed by a worker that died before pausing it, at the next sweep, once', async () => {
    const orderId = await paidOrder();
    const openState = async () => (await owner.api.GET('/api/my/restaurant/availability')).data!.openState;
    // The cancel commits, and the worker dies before it pauses the restaurant.
    const missed = (state: Parameters<typeof decide>[0]) => decide(state, { kind: 'cancel', cancellation: { by: 'system', reason: 'notAccepted', at: new Date(now) } }, new Date(now));
    await new KnexOrderLifecycle(server.db).change(orderId, {}, missed, 'system:notAccepted', new Date(now));

    // This server's own sweep (every second here) may come first; either way the pause is paid.
    await handler(otherWorkers[0]!, SWEEP_DUE_ORDERS_JOB).handle({});
    expect(await openState()).toEqual({ state: 'paused', resumesAt: null });
    // Paid once: after the owner resumes, later sweeps (another worker's, then this server's) leave the restaurant open.
    expect((await owner.api.DELETE('/api/my/restaurant/pause')).response.status).toBe(200);
    await handler(otherWorkers[1]!, SWEEP_DUE_ORDERS_JOB).handle({});
    await new Promise((resolve) => setTimeout(resolve, 2 * ACCEPT_TIMEOUT_MS));
    expect(await openState()).toEqual({ state: 'open' });
  });

  it('leaves an order accepted just before its time alone', async () => {
    const accepted = await paidOrder();
    const missed = await paidOrder();
    setNow(now + ACCEPT_TIMEOUT_MS - 1);
    const { response } = await owner.api.POST('/api/my/restaurant/order/{orderId}/accept', { params: { path: { orderId: accepted } }, body: {} });
    expect(response.status).toBe(200);
    setNow(now + 1);
    await eventually(async () => (await statusOf(missed)) === 'cancelled', 'the order beside it to be missed');
    // The accepted order's own job and the sweeps, run again by other workers now it is past its time.
    await Promise.all(otherWorkers.flatMap((w) => [handler(w, SWEEP_DUE_ORDERS_JOB).handle({}), handler(w, CANCEL_MISSED_ORDER_JOB).handle({ orderId: accepted, acceptBy: new Date(now).toISOString() })]));
    expect(await statusOf(accepted)).toBe('inProgress');
    expect(await eventTypes(accepted)).toEqual(['placed', 'paid', 'accepted']);
  });

  it('cancels each missed order once when jobs and sweeps of several workers run at the same time', async () => {
    const orderIds: string[] = [];
    for (let i = 0; i < 6; i += 1) orderIds.push(await paidOrder());
    setNow(now + ACCEPT_TIMEOUT_MS);
    const acceptBy = new Date(now).toISOString();
    // This server's own jobs and sweep race these two workers' sweeps and per-order jobs.
    await Promise.all(
      otherWorkers.flatMap((w) => [
        handler(w, SWEEP_DUE_ORDERS_JOB).handle({}),
        ...orderIds.map((orderId) => handler(w, CANCEL_MISSED_ORDER_JOB).handle({ orderId, acceptBy })),
      ]),
    );
    for (const orderId of orderIds) {
      expect(await eventTypes(orderId)).toEqual(['placed', 'paid', 'cancelled', 'refundRequested']);
      expect(Number((await server.db('order_refunds').where({ order_id: orderId }).count({ n: '*' }).first())?.n)).toBe(1);
    }
  });

  it("cancels the customer's earlier placed order at a restaurant when they check out there again", async () => {
    const other = await aCustomer(server, 'due-other@example.com');
    const first = (await placeOrder(customer, owner.restaurantId)).orderId;
    const othersOrder = (await placeOrder(other, owner.restaurantId)).orderId;
    setNow(now + 1);
    const newest = (await placeOrder(customer, owner.restaurantId)).orderId;
    expect(await myOrder(customer, first)).toMatchObject({ status: 'cancelled', cancellation: { by: 'system', reason: 'replacedByNewCheckout' }, refunds: [] });
    expect(await eventTypes(first)).toEqual(['placed', 'cancelled']);
    // The new order, and another customer's, are left alone.
    expect(await statusOf(newest)).toBe('placed');
    expect(await statusOf(othersOrder)).toBe('placed');
  });

  // Its payment event may be held up (a Redis down, a slow provider): the order waits for it.
  it('keeps an earlier order whose hosted checkout was paid, its payment event still on its way, through a new checkout and the 24 h sweep', async () => {
    const payer = await aCustomer(server, 'due-payer@example.com');
    const first = (await placeOrder(payer, owner.restaurantId)).orderId;
    // The provider's side: the customer paid on the hosted page; its signed event has not come yet.
    expect(await server.db('local_checkout_sessions').where({ order_id: first }).update({ status: 'complete' })).toBe(1);
    setNow(now + 1);
    const second = (await placeOrder(payer, owner.restaurantId)).orderId;
    setNow(now + DAY_MS + 1);
    await Promise.all(otherWorkers.map((w) => handler(w, SWEEP_DUE_ORDERS_JOB).handle({})));
    expect(await statusOf(first)).toBe('placed');
    await pay(first);
    expect(await statusOf(first)).toBe('paid');
    expect(await eventTypes(first)).toEqual(['placed', 'paid']);
    expect(await server.db('order_refunds').where({ order_id: first }).first()).toBeUndefined();
    // The second, never paid, is given up by the sweep.
    expect(await statusOf(second)).toBe('cancelled');
  });

  it('cancels a placed order not paid within 24 hours, and no younger one', async () => {
    const stale = await aCustomer(server, 'due-stale@example.com');
    const fresh = await aCustomer(server, 'due-fresh@example.com');
    const old = (await placeOrder(stale, owner.restaurantId)).orderId;
    setNow(now + 1);
    const young = (await placeOrder(fresh, owner.restaurantId)).orderId;
    setNow(now + DAY_MS);
    await eventually(async () => (await statusOf(old)) === 'cancelled', 'the unpaid order to be cancelled');
    await Promise.all(otherWorkers.map((w) => handler(w, SWEEP_DUE_ORDERS_JOB).handle({})));
    expect(await server.db('orders').where({ id: old }).first('cancelled_by', 'cancel_reason')).toEqual({ cancelled_by: 'system', cancel_reason: 'paymentNotCompleted' });
    expect(await eventTypes(old)).toEqual(['placed', 'cancelled']);
    expect(await statusOf(young)).toBe('placed');
  });
});
