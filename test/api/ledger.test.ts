// The ledger, contracts, weekly payouts and statements (docs/architecture/ledger.md) on both
// databases: postings made from real signed payment and refund events, through the shared consumer.
import { DateTime } from 'luxon';
import type { Container } from 'inversify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildContainer } from '../../src/container.js';
import { CONTRACT_BOOK, WEEKLY_PAYOUTS } from '../../src/modules/finance/index.js';
import { resolve, resolveAll } from '../../src/shared/di.js';
import { JOB_HANDLERS } from '../../src/shared/jobs/job-queue.js';
import { createLogger } from '../../src/shared/logger.js';
import { TOKENS } from '../../src/shared/tokens.js';
import { aCustomer, placeOrder, type Customer } from '../support/customers.js';
import { testDatabaseKinds } from '../support/databases.js';
import { checkPostings, ledgerCaughtUp, NO_LEDGER_PROBLEMS } from '../support/ledger-check.js';
import { anOwner } from '../support/owners.js';
import { eventually, paidInTime, submitCard } from '../support/payment-servers.js';
import { TEST_WEBHOOK_SECRET } from '../support/signed-events.js';
import { aTeamMember } from '../support/team.js';
import { startTestServer, type TestServer } from '../support/test-server.js';

type Owner = Awaited<ReturnType<typeof anOwner>>;
type Entry = { account: string; amount: number; kind: string };
const DAY = 86_400_000;

describe.each(testDatabaseKinds())('the ledger on %s', (kind) => {
  let server: TestServer;
  let owner: Owner;
  let customer: Customer;
  let worker: Container;
  /** The worker's clock runs this far ahead of the server's. */
  let ahead = 0;

  const paidOrder = async (at: Owner = owner) => {
    const { orderId, url } = await placeOrder(server, customer, at.restaurantId);
    expect((await submitCard(server.url + new URL(url).pathname)).status).toBe(303);
    await paidInTime(server.db, orderId);
    await postingOf((await eventIds(orderId, 'paid'))[0]!);
    const order = (await server.db('orders').where({ id: orderId }).first('total_amount', 'delivery_price')) as { total_amount: number | string; delivery_price: number | string };
    return { orderId, subtotal: Number(order.total_amount), delivery: Number(order.delivery_price) };
  };
  const eventIds = async (orderId: string, type: string) => (await server.db('order_events').where({ order_id: orderId, type }).orderBy('id').pluck('id')).map(Number);
  const postingOf = (eventId: number) =>
    eventually(async () => server.db('ledger_postings').where({ event_id: eventId }).first('id', 'kind', 'terms'), `the posting of event ${eventId}`);
  const entriesOf = async (postingId: string): Promise<Entry[]> =>
    (await server.db('ledger_entries').where({ posting_id: postingId }).orderBy('id').select('account', 'amount', 'kind')).map((row: Entry) => ({ ...row, amount: Number(row.amount) }));
  const balance = async (account: string) => Number(((await server.db('ledger_entries').where({ account }).sum({ total: 'amount' }).first()) as { total: unknown }).total ?? 0);
  const onAccount = (entries: Entry[], account: string) => entries.filter((e) => e.account === account).reduce((sum, e) => sum + e.amount, 0);
  const refunded = async (orderId: string) => (await postingOf((await eventually(async () => (await eventIds(orderId, 'refunded'))[0], 'the refund to be made'))!)) as { id: string; kind: string };
  const job = (name: string) => resolveAll(worker, JOB_HANDLERS).find((handler) => handler.name === name)!;
  const restaurant = (at: Owner = owner) => `restaurant:${at.restaurantId}`;
  const commission = (subtotal: number, percent: number) => Math.floor((subtotal * percent * 100 + 5_000) / 10_000);

  beforeAll(async () => {
    server = await startTestServer(kind, { LOCAL_CHECKOUT_WEBHOOK_SECRET: TEST_WEBHOOK_SECRET, RATE_LIMIT_CHECKOUT: '1000/60' });
    owner = await anOwner(server, 'ledger-owner@example.com');
    customer = await aCustomer(server, 'ledger-customer@example.com');
    worker = buildContainer(server.config, createLogger('silent'), undefined, { now: () => new Date(Date.now() + ahead) });
  });
  afterAll(async () => {
    if (worker) await resolve(worker, TOKENS.database).destroy();
    await server?.stop();
  });

  it('posts a payment as one balanced charge: the provider took the total, commission 15 % of the items, the delivery fee to the restaurant', async () => {
    const { orderId, subtotal, delivery } = await paidOrder();
    const [paid] = await eventIds(orderId, 'paid');
    const posting = (await postingOf(paid!)) as { id: string; kind: string; terms: string };
    expect(posting).toMatchObject({ id: `event:${paid}`, kind: 'charge' });
    expect(JSON.parse(posting.terms)).toMatchObject({ commissionBp: 1500, deliveryFeeTo: 'restaurant', subtotal, deliveryFee: delivery, commission: commission(subtotal, 15) });
    const entries = await entriesOf(posting.id);
    expect(entries.reduce((sum, e) => sum + e.amount, 0)).toBe(0);
    expect(onAccount(entries, 'provider')).toBe(-(subtotal + delivery));
    expect(onAccount(entries, restaurant())).toBe(subtotal - commission(subtotal, 15) + delivery);
    expect(onAccount(entries, 'platform:commission')).toBe(commission(subtotal, 15));
  });

  it("posts a decline's full refund as the restaurant's, once the provider made it", async () => {
    const { orderId, subtotal, delivery } = await paidOrder();
    const before = await balance(restaurant());
    expect((await owner.api.POST('/api/my/restaurant/order/{orderId}/decline', { params: { path: { orderId } }, body: { reason: 'tooBusy' } })).response.status).toBe(200);
    const posting = await refunded(orderId);
    expect(posting.kind).toBe('refund');
    const entries = await entriesOf(posting.id);
    expect(entries).toEqual([
      { account: 'provider', amount: subtotal + delivery, kind: 'refund' },
      { account: restaurant(), amount: -(subtotal + delivery), kind: 'refund' },
    ]);
    expect(await balance(restaurant())).toBe(before - (subtotal + delivery));
  });

  it("posts an owner's part refund for missing items as the restaurant's", async () => {
    const { orderId } = await paidOrder();
    expect((await owner.api.POST('/api/my/restaurant/order/{orderId}/accept', { params: { path: { orderId } }, body: { estimatedMinutes: 30 } })).response.status).toBe(200);
    expect((await owner.api.POST('/api/my/restaurant/order/{orderId}/refunds', { params: { path: { orderId } }, body: { amount: 450, reason: 'Naan missing' } })).response.status).toBe(201);
    const entries = await entriesOf((await refunded(orderId)).id);
    expect(entries).toEqual([
      { account: 'provider', amount: 450, kind: 'refund' },
      { account: restaurant(), amount: -450, kind: 'refund' },
    ]);
  });

  it("undoes the whole charge when the customer cancels before acceptance: no commission, nothing owed", async () => {
    const { orderId } = await paidOrder();
    expect((await customer.api.POST('/api/order/{orderId}/cancel', { params: { path: { orderId } } })).response.status).toBe(200);
    const posting = await refunded(orderId);
    expect(posting.kind).toBe('reversal');
    const all: Entry[] = (await server.db('ledger_entries').where({ order_id: orderId }).select('account', 'amount', 'kind')).map((row: Entry) => ({ ...row, amount: Number(row.amount) }));
    expect(onAccount(all, restaurant())).toBe(0);
    expect(onAccount(all, 'platform:commission')).toBe(0);
    expect(onAccount(all, 'provider')).toBe(0);
  });

  it('posts nothing twice when the consumer reads the same events again, and the check finds the ledger whole', async () => {
    await ledgerCaughtUp(server.db);
    const count = async () => [Number((await server.db('ledger_postings').count({ n: '*' }))[0]!.n), Number((await server.db('ledger_entries').count({ n: '*' }))[0]!.n)];
    const before = await count();
    expect(before[0]).toBeGreaterThan(4);
    await server.db('order_event_cursors').where({ name: 'finance.ledger' }).update({ last_event_id: 0 });
    await Promise.all([job('finance.post-ledger').handle({}), job('finance.post-ledger').handle({})]);
    await ledgerCaughtUp(server.db);
    expect(await count()).toEqual(before);
    expect(await checkPostings(server.db)).toEqual(NO_LEDGER_PROBLEMS);
  });

  it('finds what is wrong: a posting lost, and the database refuses an unbalanced or changed row', async () => {
    const { orderId } = await paidOrder();
    const [paid] = await eventIds(orderId, 'paid');
    await postingOf(paid!);
    const posting = `event:${paid}`;
    await expect(server.db('ledger_entries').where({ posting_id: posting }).update({ amount: 1 })).rejects.toThrow(/append-only/);
    await expect(server.db('ledger_entries').where({ posting_id: posting }).del()).rejects.toThrow(/append-only/);
    if (kind === 'postgres') {
      await expect(
        server.db.transaction(async (trx) => {
          await trx('ledger_postings').insert({ id: 'broken', restaurant_id: owner.restaurantId, kind: 'refund', occurred_at: new Date().toISOString(), created_at: new Date().toISOString() });
          await trx('ledger_entries').insert({ posting_id: 'broken', restaurant_id: owner.restaurantId, account: 'provider', amount: 1, kind: 'refund', occurred_at: new Date().toISOString(), created_at: new Date().toISOString() });
        }),
      ).rejects.toThrow(/does not balance/);
    }
    // A paid order whose charge never reached the ledger: the check names it.
    const problems = await checkPostings(server.db);
    expect(problems.missing).toEqual([]);
    expect((await checkPostingsWithout(server, posting)).missing).toEqual([`order ${orderId}: paid event ${paid} not posted`, `order ${orderId}: paid, no charge posting`]);
  });

  it('applies a contract change to later orders only; the earlier order keeps its terms, refunds included', async () => {
    const other = await anOwner(server, 'ledger-contract-owner@example.com');
    const before = await paidOrder(other);
    const book = resolve(worker, CONTRACT_BOOK);
    const terms = { commissionBp: 1000, deliveryFeeTo: 'platform' as const, refundsBorneBy: { declined: 'platform' as const, missed: 'restaurant' as const, itemsMissing: 'restaurant' as const, systemFailure: 'platform' as const } };
    await expect(book.change(other.restaurantId, terms, new Date(Date.now() - DAY))).rejects.toThrow(/effectiveFrom/);
    await book.change(other.restaurantId, terms);
    const after = await paidOrder(other);

    const chargeOf = async (orderId: string) => entriesOf((await postingOf((await eventIds(orderId, 'paid'))[0]!)).id);
    const early = await chargeOf(before.orderId);
    expect(onAccount(early, 'platform:commission')).toBe(commission(before.subtotal, 15));
    expect(onAccount(early, restaurant(other))).toBe(before.subtotal - commission(before.subtotal, 15) + before.delivery);
    const late = await chargeOf(after.orderId);
    expect(onAccount(late, 'platform:commission')).toBe(commission(after.subtotal, 10));
    expect(onAccount(late, 'platform:delivery')).toBe(after.delivery);
    expect(onAccount(late, restaurant(other))).toBe(after.subtotal - commission(after.subtotal, 10));

    // The earlier order was sold when declines were the restaurant's; the later one, the platform's.
    for (const { orderId } of [before, after]) {
      expect((await other.api.POST('/api/my/restaurant/order/{orderId}/decline', { params: { path: { orderId } }, body: { reason: 'closing' } })).response.status).toBe(200);
    }
    expect(onAccount(await entriesOf((await refunded(before.orderId)).id), restaurant(other))).toBe(-(before.subtotal + before.delivery));
    expect(onAccount(await entriesOf((await refunded(after.orderId)).id), 'platform:refunds')).toBe(-(after.subtotal + after.delivery));
  });

  it("shows the owner this week's statement line, its orders and their CSV, each adding up the ledger", async () => {
    await ledgerCaughtUp(server.db);
    const { data: weeks, response } = await owner.api.GET('/api/my/restaurant/payouts');
    expect(response.status).toBe(200);
    const week = weeks![0]!;
    const monday = DateTime.now().setZone('Europe/London').startOf('week').toISODate()!;
    expect(week).toMatchObject({ weekStart: monday, status: 'open', netPaid: null, paidAt: null });
    expect(week.earned).toBe(week.sales - week.commission + week.deliveryFees - week.refundsByRestaurant);
    expect(week.earned + week.adjustments).toBe(await balance(restaurant()));
    expect(week.refundsByRestaurant).toBeGreaterThan(0);
    expect(week.commission).toBeGreaterThan(0);

    const detail = await owner.api.GET('/api/my/restaurant/payouts/{weekStart}', { params: { path: { weekStart: monday } } });
    expect(detail.data!.week).toEqual(week);
    expect(detail.data!.orders).toHaveLength(week.orders);
    expect(detail.data!.orders.reduce((sum, o) => sum + o.earned, 0)).toBe(week.earned);

    const csv = await fetch(`${server.url}/api/my/restaurant/payouts/${monday}/statement.csv`, { headers: { authorization: `Bearer ${owner.token}` } });
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(csv.headers.get('content-disposition')).toContain(`statement-${monday}.csv`);
    const lines = (await csv.text()).trimEnd().split('\r\n');
    expect(lines[0]).toBe('week_start,order_id,sales,commission,delivery_fees,refunds_by_restaurant,refunds_by_platform,earned');
    expect(lines).toHaveLength(week.orders + 1);
    const first = detail.data!.orders[0]!;
    expect(lines[1]).toBe(`${monday},"${first.orderId}",${(first.sales / 100).toFixed(2)},${(first.commission / 100).toFixed(2)},${(first.deliveryFees / 100).toFixed(2)},${(first.refundsByRestaurant / 100).toFixed(2)},${(first.refundsByPlatform / 100).toFixed(2)},${(first.earned / 100).toFixed(2)}`);

    // Not a Monday: 400 naming the field; a week not begun: 404.
    const tuesday = DateTime.fromISO(monday).plus({ days: 1 }).toISODate()!;
    const bad = await owner.api.GET('/api/my/restaurant/payouts/{weekStart}', { params: { path: { weekStart: tuesday } } });
    expect(bad.response.status).toBe(400);
    expect(bad.error?.details).toEqual([{ path: 'weekStart', message: 'must be a Monday (YYYY-MM-DD)' }]);
    const later = DateTime.fromISO(monday).plus({ weeks: 2 }).toISODate()!;
    expect((await owner.api.GET('/api/my/restaurant/payouts/{weekStart}', { params: { path: { weekStart: later } } })).response.status).toBe(404);
  });

  it("refuses the restaurant's manager and kitchen, as it refuses a stranger (404)", async () => {
    const monday = DateTime.now().setZone('Europe/London').startOf('week').toISODate()!;
    for (const [email, role] of [['ledger-manager@example.com', 'manager'], ['ledger-kitchen@example.com', 'kitchen']] as const) {
      const member = await aTeamMember(server, owner.token, email, role);
      expect((await member.api.GET('/api/my/restaurant/payouts')).response.status).toBe(404);
      expect((await member.api.GET('/api/my/restaurant/payouts/{weekStart}', { params: { path: { weekStart: monday } } })).response.status).toBe(404);
      const csv = await fetch(`${server.url}/api/my/restaurant/payouts/${monday}/statement.csv`, { headers: { authorization: `Bearer ${member.token}` } });
      expect(csv.status).toBe(404);
    }
    expect((await customer.api.GET('/api/my/restaurant/payouts')).response.status).toBe(404);
  });

  it('closes the week once after Monday 00:00 London: pays out what the restaurant is owed, and the statement shows it paid', async () => {
    await ledgerCaughtUp(server.db);
    const owed = await balance(restaurant());
    expect(owed).toBeGreaterThan(0);
    const monday = DateTime.now().setZone('Europe/London').startOf('week');
    const close = monday.plus({ weeks: 1 });
    const weeklyPayouts = resolve(worker, WEEKLY_PAYOUTS);
    ahead = close.toMillis() - Date.now() - 60_000;
    expect(await weeklyPayouts.closeDue()).toBe(0);
    ahead = close.toMillis() - Date.now() + 10 * 60_000;
    expect(await weeklyPayouts.closeDue()).toBeGreaterThanOrEqual(2);
    expect(await weeklyPayouts.closeDue()).toBe(0);
    ahead = 0;

    const payout = await server.db('payouts').where({ restaurant_id: owner.restaurantId, week_start: monday.toISODate()! }).first();
    expect(payout).toMatchObject({ status: 'paid', reference: `ledger:payout:${owner.restaurantId}:${monday.toISODate()}` });
    expect(Number(payout.amount)).toBe(owed);
    const entries = await entriesOf(`payout:${owner.restaurantId}:${monday.toISODate()}`);
    expect(entries).toEqual([
      { account: restaurant(), amount: -owed, kind: 'payout' },
      { account: 'provider', amount: owed, kind: 'payout' },
    ]);
    expect(await balance(restaurant())).toBe(0);

    const { data: weeks } = await owner.api.GET('/api/my/restaurant/payouts');
    expect(weeks![0]).toMatchObject({ weekStart: monday.toISODate(), status: 'paid', netPaid: owed, paidAt: close.toUTC().toISO({ suppressMilliseconds: false }) });
    expect(weeks![0]!.earned + weeks![0]!.adjustments).toBe(owed);
    expect(await checkPostings(server.db)).toEqual(NO_LEDGER_PROBLEMS);
  });
});

describe.each(testDatabaseKinds())('a missed order on %s', (kind) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer(kind, { LOCAL_CHECKOUT_WEBHOOK_SECRET: TEST_WEBHOOK_SECRET, ORDER_ACCEPT_TIMEOUT_S: '1' });
  });
  afterAll(async () => server?.stop());

  it("posts the missed order's full refund as the restaurant's", async () => {
    const owner = await anOwner(server, 'missed-ledger-owner@example.com');
    const customer = await aCustomer(server, 'missed-ledger-customer@example.com');
    const { orderId, url } = await placeOrder(server, customer, owner.restaurantId);
    expect((await submitCard(server.url + new URL(url).pathname)).status).toBe(303);
    const refundedEvent = (await eventually(async () => server.db('order_events').where({ order_id: orderId, type: 'refunded' }).first('id'), 'the missed order to be refunded')) as { id: number | string };
    expect(await server.db('orders').where({ id: orderId }).first('status')).toEqual({ status: 'cancelled' });
    const posting = await eventually(async () => server.db('ledger_postings').where({ event_id: Number(refundedEvent.id) }).first('id', 'kind'), 'the refund posting');
    const order = (await server.db('orders').where({ id: orderId }).first('total_amount', 'delivery_price')) as { total_amount: number | string; delivery_price: number | string };
    const entries = (await server.db('ledger_entries').where({ posting_id: posting.id }).orderBy('id').select('account', 'amount')).map((row: { account: string; amount: number | string }) => ({ ...row, amount: Number(row.amount) }));
    const charge = Number(order.total_amount) + Number(order.delivery_price);
    expect(entries).toEqual([
      { account: 'provider', amount: charge },
      { account: `restaurant:${owner.restaurantId}`, amount: -charge },
    ]);
    await ledgerCaughtUp(server.db);
    expect(await checkPostings(server.db)).toEqual(NO_LEDGER_PROBLEMS);
  });
});

/** The check as it would read a ledger without one posting (the rows cannot be deleted: the check is run on a copy of its view). */
async function checkPostingsWithout(server: TestServer, postingId: string) {
  const db = server.db;
  return db.transaction(async (trx) => {
    // Each database refuses deletes by trigger; the check reads what a ledger missing the posting would hold.
    const view = trx.client.config.client === 'pg' ? 'alter table ledger_entries disable trigger all; alter table ledger_postings disable trigger all' : 'drop trigger ledger_entries_no_delete; drop trigger ledger_postings_no_delete';
    for (const sql of view.split('; ')) await trx.raw(sql);
    await trx('ledger_entries').where({ posting_id: postingId }).del();
    await trx('ledger_postings').where({ id: postingId }).del();
    const problems = await checkPostings(trx);
    throw Object.assign(new Error('rolled back'), { problems });
  }).catch((error: { problems?: Awaited<ReturnType<typeof checkPostings>> }) => {
    if (!error.problems) throw error;
    return error.problems;
  });
}
