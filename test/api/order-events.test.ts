// docs/architecture/order-events.md: one event per order change, in the change's transaction,
// ids growing in commit order; the list ETags follow the latest id.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KnexOrderEventLog } from '../../src/modules/ordering/adapters/knex-order-event-log.js';
import { recordChange } from '../../src/modules/ordering/adapters/order-changes.js';
import { pollTag } from '../../src/modules/ordering/http/conditional-get.js';
import type { OrderEvent } from '../../src/modules/ordering/index.js';
import type { Database } from '../../src/shared/db/database.js';
import { aRestaurant } from '../builders/restaurant-builder.js';
import { aCustomer, placeOrder, type Customer } from '../support/customers.js';
import { testDatabaseKinds } from '../support/databases.js';
import { anOwner } from '../support/owners.js';
import { completedEvent, deliverEvent, TEST_WEBHOOK_SECRET } from '../support/signed-events.js';
import { startTestServer, type TestServer } from '../support/test-server.js';

/** Makes the database refuse inserts into `table` of rows matching `when` (SQL over `new`), as a failing write would. */
async function refuseInserts(db: Database, kind: 'sqlite' | 'postgres', name: string, table: string, when: string): Promise<void> {
  if (kind === 'sqlite') {
    await db.raw(`create trigger ${name} before insert on ${table} when ${when} begin select raise(abort, 'refused by the test'); end`);
    return;
  }
  await db.raw(`create or replace function ${name}() returns trigger language plpgsql as $$ begin raise exception 'refused by the test'; end $$`);
  await db.raw(`create trigger ${name} before insert on ${table} for each row when (${when}) execute function ${name}()`);
}

describe.each(testDatabaseKinds())('order events on %s', (kind) => {
  let server: TestServer;
  let customer: Customer;
  let customerId: string;
  let owner: Awaited<ReturnType<typeof anOwner>>;
  let log: KnexOrderEventLog;

  const due = async (orderId: string) => {
    const row: { total_amount: unknown; delivery_price: unknown } = await server.db('orders').where({ id: orderId }).first('total_amount', 'delivery_price');
    return Number(row.total_amount) + Number(row.delivery_price);
  };
  const pay = async (orderId: string, eventId?: string) => deliverEvent(server, completedEvent(orderId, await due(orderId), { id: eventId }));
  const setStatus = (orderId: string, status: 'inProgress' | 'outForDelivery' | 'delivered') =>
    owner.api.PATCH('/api/my/restaurant/order/{orderId}/status', { params: { path: { orderId } }, body: { status } });
  const eventsOf = async (orderId: string) => (await log.after(0, {}, 10_000)).filter((e) => e.orderId === orderId);
  /** A conditional GET as a browser makes it. */
  const get = (path: string, token: string, etag?: string) =>
    fetch(`${server.url}${path}`, { cache: 'no-cache', headers: { authorization: `Bearer ${token}`, ...(etag ? { 'if-none-match': etag } : {}) } } as RequestInit);

  beforeAll(async () => {
    server = await startTestServer(kind, { LOCAL_CHECKOUT_WEBHOOK_SECRET: TEST_WEBHOOK_SECRET });
    owner = await anOwner(server, 'events-owner@example.com');
    customer = await aCustomer(server, 'events@example.com');
    customerId = (await server.db('users').where({ email: 'events@example.com' }).first('id')).id as string;
    log = new KnexOrderEventLog(server.db);
  });
  afterAll(async () => server?.stop());

  it('records one event per change, in order, with the status after it and what changed by whom', async () => {
    const before = await log.latestId({});
    const { orderId } = await placeOrder(server, customer, owner.restaurantId);
    expect((await pay(orderId, 'evt_events_first')).status).toBe(200);
    expect((await setStatus(orderId, 'inProgress')).response.status).toBe(200);

    const events = await log.after(before, { customerId }, 10);
    const common = { orderId, restaurantId: owner.restaurantId, customerId };
    expect(events).toEqual([
      { ...common, id: expect.any(Number), type: 'placed', status: 'placed', occurredAt: expect.any(Date), changes: { from: null, to: 'placed', by: `customer:${customerId}` } },
      { ...common, id: expect.any(Number), type: 'paid', status: 'paid', occurredAt: expect.any(Date), changes: { from: 'placed', to: 'paid', by: 'payment:evt_events_first', acceptBy: expect.any(String) } },
      // The selector's inProgress on a paid order accepts it, with the restaurant's estimate.
      {
        ...common,
        id: expect.any(Number),
        type: 'accepted',
        status: 'inProgress',
        occurredAt: expect.any(Date),
        changes: { from: 'paid', to: 'inProgress', by: expect.stringMatching(/^owner:.+/), expectedBy: expect.any(String) },
      },
    ]);
    const ids = events.map((e) => e.id);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    // Beside each status history row, at its time.
    const history: Array<{ status: string; changed_at: unknown; changed_by: string }> = await server.db('order_status_history').where({ order_id: orderId }).orderBy('id');
    expect(history.map((h) => [h.status, h.changed_by, new Date(h.changed_at as string).toISOString()])).toEqual(
      events.map((e) => [e.status, e.changes.by, e.occurredAt.toISOString()]),
    );

    // The reads the live streams make (docs/architecture/live.md): per restaurant, after a cursor, a page at a time.
    expect(await log.after(ids[0]!, { restaurantId: owner.restaurantId }, 1)).toEqual([events[1]]);
    expect(await log.after(ids[2]!, { restaurantId: owner.restaurantId }, 10)).toEqual([]);
    expect(await log.latestId({ customerId })).toBe(ids[2]);
    expect(await log.latestId({ restaurantId: owner.restaurantId })).toBe(ids[2]);
    expect(await log.latestId({})).toBe(ids[2]);
    expect(await log.after(before, { customerId: 'someone-else' }, 10)).toEqual([]);
    expect(await log.latestId({ restaurantId: 'another-restaurant' })).toBe(0);
  });

  it('writes one paid event however often, and however at once, the payment arrives', async () => {
    const { orderId } = await placeOrder(server, customer, owner.restaurantId);
    const answers = await Promise.all(Array.from({ length: 6 }, () => pay(orderId, 'evt_events_repeat')));
    expect(answers.map((r) => r.status)).toEqual([200, 200, 200, 200, 200, 200]);
    expect((await pay(orderId, 'evt_events_repeat')).status).toBe(200);
    // Another event for the same, already paid, order changes nothing either.
    expect((await pay(orderId, 'evt_events_other')).status).toBe(200);
    expect((await eventsOf(orderId)).map((e) => e.type)).toEqual(['placed', 'paid']);
  });

  it('gives concurrent changes distinct ids, growing in the order they are read', async () => {
    const orderIds: string[] = [];
    // Six customers: a customer's new checkout at a restaurant gives up their unpaid one there.
    for (let i = 0; i < 6; i++) orderIds.push((await placeOrder(server, await aCustomer(server, `events-${i}@example.com`), owner.restaurantId)).orderId);
    const before = await log.latestId({});
    await Promise.all(orderIds.map((orderId) => pay(orderId)));
    await Promise.all(orderIds.map((orderId) => setStatus(orderId, 'inProgress')));
    const events = await log.after(before, { restaurantId: owner.restaurantId }, 100);
    expect(events).toHaveLength(12);
    expect(new Set(events.map((e) => e.id)).size).toBe(12);
    for (const orderId of orderIds) expect(events.filter((e) => e.orderId === orderId).map((e) => e.type)).toEqual(['paid', 'accepted']);
    expect(events.map((e) => e.id)).toEqual(events.map((e) => e.id).sort((a, b) => a - b));
  });

  it('reads a thousand concurrent polls’ latest ids in a few statements, each from the index’s end', async () => {
    const latest = await log.latestId({ customerId });
    const statements: string[] = [];
    // The latest-id reads only: the server's own jobs (e-mails, sweeps) may query meanwhile.
    const onQuery = (query: { sql: string }) => void (/from \(values /i.test(query.sql) && statements.push(query.sql));
    server.db.on('query', onQuery);
    const ids = await Promise.all(Array.from({ length: 1000 }, (_, i) => log.latestId(i % 2 ? { customerId } : { customerId: `nobody-${i}` })));
    server.db.removeListener('query', onQuery);
    expect(ids.filter((_, i) => i % 2)).toEqual(Array(500).fill(latest));
    expect(ids.filter((_, i) => i % 2 === 0)).toEqual(Array(500).fill(0));
    // 501 scopes: two statements of at most 500.
    expect(statements.length).toBeGreaterThan(0);
    expect(statements.length).toBeLessThanOrEqual(3);
    // SQLite's planner is deterministic on so small a table (PostgreSQL's may well scan it).
    if (kind === 'sqlite') {
      const plan = await server.db.raw(`explain query plan ${statements[0]}`, Array(statements[0]!.split('?').length - 1).fill(customerId));
      expect(JSON.stringify(plan)).toMatch(/USING COVERING INDEX order_events_user_id_id_index/);
    }
  });

  it('takes an event id only once the event before it has committed, so a reader after id X never misses one', async () => {
    // Customers of their own: a customer's new checkout gives up their earlier unpaid order, which
    // these hand-written changes leave 'placed' in the orders table.
    const first = (await placeOrder(server, await aCustomer(server, 'events-held-1@example.com'), owner.restaurantId)).orderId;
    const second = (await placeOrder(server, await aCustomer(server, 'events-held-2@example.com'), owner.restaurantId)).orderId;
    const owners = new Map<string, string>(
      (await server.db('orders').whereIn('id', [first, second]).select('id', 'user_id')).map((row: { id: string; user_id: string }) => [row.id, row.user_id]),
    );
    const change = (orderId: string) => ({
      type: 'statusSet' as const,
      orderId,
      restaurantId: owner.restaurantId,
      customerId: owners.get(orderId)!,
      status: 'inProgress' as const,
      occurredAt: new Date(),
      changes: { from: 'placed' as const, to: 'inProgress' as const, by: 'test:held' },
    });
    const trx = await server.db.transaction();
    const held: OrderEvent = await recordChange(trx, change(first));
    let laterDone = false;
    const later = server.db.transaction((other) => recordChange(other, change(second))).then((event) => ((laterDone = true), event));
    await new Promise((resolve) => setTimeout(resolve, 300));
    // The second change waits for the first to commit (PostgreSQL: the append lock; SQLite: its one writer).
    expect(laterDone).toBe(false);
    await trx.commit();
    expect((await later).id).toBeGreaterThan(held.id);
  });

  it('writes no event for a checkout that fails, and no change whose event cannot be written', async () => {
    const failing = await aRestaurant().named('Refused Kitchen').withMenu(['Poison', 500], ['Water', 100]).insert(server.db);
    await refuseInserts(server.db, kind, 'refuse_poison', 'order_items', `new.name = 'Poison'`);
    const refused = await placeOrder(server, customer, failing, [1]).catch((err: Error) => err);
    expect(refused).toBeInstanceOf(Error);
    expect((await server.db('orders').where({ restaurant_id: failing })).length).toBe(0);
    expect(await log.after(0, { restaurantId: failing }, 10)).toEqual([]);

    const unlogged = await aRestaurant().named('Unlogged Kitchen').withMenu(['Soup', 400]).insert(server.db);
    await refuseInserts(server.db, kind, 'refuse_event', 'order_events', `new.restaurant_id = '${unlogged}'`);
    expect(await placeOrder(server, customer, unlogged, [1]).catch((err: Error) => err)).toBeInstanceOf(Error);
    // The order, its lines and its history went with the event.
    expect((await server.db('orders').where({ restaurant_id: unlogged })).length).toBe(0);
    expect((await server.db('order_status_history').join('orders', 'orders.id', 'order_status_history.order_id').where('orders.restaurant_id', unlogged)).length).toBe(0);
  });

  it('changes the lists’ ETags with every event, keeps them otherwise, and never matches a tag of the old change markers', async () => {
    const mine = await get('/api/order', customer.token);
    const desk = await get('/api/my/restaurant/order', owner.token);
    expect((await get('/api/order', customer.token, mine.headers.get('etag')!)).status).toBe(304);
    expect((await get('/api/my/restaurant/order', owner.token, desk.headers.get('etag')!)).status).toBe(304);

    // Tags as the change-marker counters made them (`<id>.<version>`), for every version they reached here.
    const oldTagAnswers = async (scope: string, path: string, token: string) => {
      const statuses = new Set<number>();
      for (let version = 0; version <= 40; version++) statuses.add((await get(path, token, pollTag(`${scope}.${version}`, path))).status);
      return [...statuses];
    };
    expect(await oldTagAnswers(customerId, '/api/order', customer.token)).toEqual([200]);
    expect(await oldTagAnswers(owner.restaurantId, '/api/my/restaurant/order', owner.token)).toEqual([200]);

    const { orderId } = await placeOrder(server, customer, owner.restaurantId);
    const afterPlaced = await get('/api/order', customer.token, mine.headers.get('etag')!);
    expect(afterPlaced.status).toBe(200);
    const deskAfterPlaced = await get('/api/my/restaurant/order', owner.token, desk.headers.get('etag')!);
    expect(deskAfterPlaced.status).toBe(200);
    await pay(orderId);
    expect((await get('/api/order', customer.token, afterPlaced.headers.get('etag')!)).status).toBe(200);
    expect((await get('/api/my/restaurant/order', owner.token, deskAfterPlaced.headers.get('etag')!)).status).toBe(200);
  });

  it('backfills the stored orders’ history as the events the changes wrote', async () => {
    // The backfill has only the status history to go by: a status change is 'statusSet', and changes
    // that leave the status alone (delays, refunds) have no history row.
    const written = (await log.after(0, {}, 10_000)).flatMap(({ id: _id, ...event }): Array<Omit<OrderEvent, 'id'>> => {
      if (event.changes.from === event.changes.to && event.type !== 'statusSet') return [];
      const { from, to, by } = event.changes;
      const type = event.type === 'placed' || event.type === 'paid' ? event.type : 'statusSet';
      return [{ ...event, type, changes: { from, to, by } }];
    });
    // The table-refusing triggers of the test above would refuse the backfill.
    await server.db.raw(kind === 'sqlite' ? 'drop trigger refuse_event' : 'drop trigger refuse_event on order_events');
    // By name: later migrations (other tables) stay as they are.
    await server.db.migrate.down({ name: '20261127020000_drop-order-change-markers' });
    await server.db.migrate.down({ name: '20261127010000_order-events' });
    expect(await server.db.schema.hasTable('order_events')).toBe(false);
    await server.db.migrate.latest();
    const backfilled = (await log.after(0, {}, 10_000)).map(({ id: _id, ...event }) => event);
    const byOrderAndTime = (a: Omit<OrderEvent, 'id'>, b: Omit<OrderEvent, 'id'>) => a.occurredAt.getTime() - b.occurredAt.getTime() || (a.orderId < b.orderId ? -1 : 1);
    expect(backfilled.length).toBeGreaterThan(20);
    expect([...backfilled].sort(byOrderAndTime)).toEqual([...written].sort(byOrderAndTime));
  });
});
