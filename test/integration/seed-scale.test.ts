import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issueDevAccessToken } from '../../src/identity-dev/index.js';
import { CUISINES } from '../../src/modules/catalogue/index.js';
import { UNPAID_ORDER_TTL_MS } from '../../src/modules/ordering/index.js';
import { SCALE_CUSTOMER_EMAIL, SCALE_OWNER_EMAIL, seedScale, type ScaleOptions, type ScaleResult } from '../../src/seed/scale/seed-scale.js';
import type { Database } from '../../src/shared/db/database.js';
import { toDb } from '../../src/shared/db/timestamps.js';
import { createTestDatabase, testDatabaseKinds } from '../support/databases.js';
import { startTestServer, type TestServer } from '../support/test-server.js';

const OPTIONS: ScaleOptions = { restaurants: 40, orders: 600, seed: 7, now: new Date('2026-11-01T00:00:00Z') };

/** What must be the same for the same seed and sizes: ids, money and statuses (not the identity subjects, which are random). */
async function digest(db: Database) {
  const number = (v: unknown) => Number(v);
  const orders: Array<{ id: string; status: string; total_amount: unknown; created_at: unknown }> = await db('orders').orderBy('id').select('id', 'status', 'total_amount', 'created_at');
  return {
    restaurants: await db('restaurants').orderBy('id').pluck('id'),
    menuItems: number((await db('menu_items').count({ n: '*' }).first())?.n),
    orders: orders.map((o) => `${o.id}:${o.status}:${number(o.total_amount)}:${new Date(o.created_at as string).toISOString()}`),
    history: number((await db('order_status_history').count({ n: '*' }).first())?.n),
  };
}

/** Rows whose references lead nowhere, per relation: all must be zero. */
async function dangling(db: Database) {
  const count = async (q: Promise<Array<{ n: unknown }>>) => Number((await q)[0]?.n);
  return {
    ordersWithoutRestaurant: await count(db('orders').leftJoin('restaurants', 'restaurants.id', 'orders.restaurant_id').whereNull('restaurants.id').count({ n: '*' })),
    ordersWithoutUser: await count(db('orders').leftJoin('users', 'users.id', 'orders.user_id').whereNull('users.id').count({ n: '*' })),
    // Each line is an item of the very restaurant the order went to.
    foreignLines: await count(
      db('order_items')
        .join('orders', 'orders.id', 'order_items.order_id')
        .leftJoin('menu_items', (j) => j.on('menu_items.id', 'order_items.menu_item_id').andOn('menu_items.restaurant_id', 'orders.restaurant_id'))
        .whereNull('menu_items.id')
        .count({ n: '*' }),
    ),
    ordersWithoutLines: await count(db('orders').whereNotExists(db('order_items').whereRaw('order_items.order_id = orders.id')).count({ n: '*' })),
    wrongTotals: await count(
      db
        .from(db('order_items').select('order_id').sum({ s: db.raw('price * quantity') }).groupBy('order_id').as('t'))
        .join('orders', 'orders.id', 't.order_id')
        .whereRaw('orders.total_amount <> t.s')
        .count({ n: '*' }),
    ),
    paidWithoutEvent: await count(db('orders').whereNotIn('status', ['placed', 'cancelled']).whereNotExists(db('payment_events').whereRaw('payment_events.id = orders.paid_event_id')).count({ n: '*' })),
    // Every seeded restaurant lists at least one cuisine, which its orders keep.
    ordersWithoutCuisines: await count(db('orders').where({ cuisines: '[]' }).count({ n: '*' })),
  };
}

describe('seed:scale', () => {
  let reference: Awaited<ReturnType<typeof digest>>;

  beforeAll(async () => {
    const fresh = await createTestDatabase('sqlite');
    await seedScale(fresh.db, OPTIONS);
    reference = await digest(fresh.db);
    await fresh.destroy();
  }, 60_000);

  describe.each(testDatabaseKinds())('on %s', (kind) => {
    let server: TestServer;
    let result: ScaleResult;

    beforeAll(async () => {
      server = await startTestServer(kind);
      result = await seedScale(server.db, OPTIONS);
    }, 60_000);
    afterAll(async () => server?.stop());

    it('writes the same rows for the same seed and sizes, in the counts asked for', async () => {
      expect(await digest(server.db)).toEqual(reference);
      expect(result).toMatchObject({ restaurants: 40, orders: 600, customers: 75, users: 115 });
      expect(reference.orders).toHaveLength(600);
    });

    it('keeps every reference, total and order event consistent', async () => {
      expect(await dangling(server.db)).toEqual({ ordersWithoutRestaurant: 0, ordersWithoutUser: 0, foreignLines: 0, ordersWithoutLines: 0, wrongTotals: 0, paidWithoutEvent: 0, ordersWithoutCuisines: 0 });
      // One order event per history row, of the order's restaurant and customer, with that row's status, time and author.
      const unmatched = await server.db('order_status_history as h')
        .join('orders as o', 'o.id', 'h.order_id')
        .leftJoin('order_events as e', (j) =>
          j.on('e.order_id', 'h.order_id').andOn('e.status', 'h.status').andOn('e.occurred_at', 'h.changed_at').andOn('e.restaurant_id', 'o.restaurant_id').andOn('e.user_id', 'o.user_id'),
        )
        .whereNull('e.id')
        .count({ n: '*' })
        .first();
      expect(Number(unmatched?.n)).toBe(0);
      expect(Number((await server.db('order_events').count({ n: '*' }).first())?.n)).toBe(result.statusChanges);
      const menuSizes: Array<{ n: unknown }> = await server.db('menu_items').groupBy('restaurant_id').select(server.db.raw('count(*) as n'));
      expect(menuSizes.every((r) => Number(r.n) >= 10 && Number(r.n) <= 40)).toBe(true);
      const cuisines: string[] = await server.db('restaurant_cuisines').distinct('cuisine').pluck('cuisine');
      expect(cuisines.every((c) => (CUISINES as readonly string[]).includes(c))).toBe(true);
      const statuses: string[] = await server.db('orders').distinct('status').pluck('status');
      expect(statuses.sort()).toEqual(['cancelled', 'delivered', 'inProgress', 'outForDelivery', 'paid', 'placed']);
    });

    it('leaves the past as a running marketplace would: nothing for the sweeps to cancel, no e-mails to send', async () => {
      // Abandoned checkouts older than a day were cancelled by the system, as the due-order sweep does ...
      const dayBefore = new Date(OPTIONS.now.getTime() - UNPAID_ORDER_TTL_MS);
      expect(Number((await server.db('orders').where({ status: 'placed' }).where('created_at', '<', toDb(dayBefore)).count({ n: '*' }).first())?.n)).toBe(0);
      const cancelled = await server.db('orders').where({ status: 'cancelled' }).select('id', 'user_id', 'cancelled_by', 'cancel_reason', 'paid_event_id');
      expect(cancelled.length).toBeGreaterThan(0);
      expect(cancelled.filter((o) => !(o.cancelled_by === 'system' && o.cancel_reason === 'paymentNotCompleted' && o.paid_event_id === null))).toEqual([]);
      // The seeded customer sees theirs as such.
      const { id: customerId } = await server.db('users').where({ email: SCALE_CUSTOMER_EMAIL }).first('id');
      const theirs = await server.db('orders').where({ status: 'cancelled', user_id: customerId }).pluck('id');
      expect(theirs.length).toBeGreaterThan(0);
      const customer = server.client(await issueDevAccessToken({ config: server.config, db: server.db, email: SCALE_CUSTOMER_EMAIL }));
      const found = async (page: number): Promise<unknown> => {
        const { data } = await customer.GET('/api/order', { params: { query: { page: String(page) } } });
        return data!.find((order) => order._id === theirs[0]) ?? (data!.length ? found(page + 1) : undefined);
      };
      expect(await found(1)).toMatchObject({ status: 'cancelled', cancellation: { by: 'system', reason: 'paymentNotCompleted' } });
      // ... and the order e-mails start after the seeded history, which went out at the time.
      const newest = await server.db('order_events').max({ id: 'id' }).first();
      expect(Number((await server.db('order_event_cursors').where({ name: 'notifications.order-mail' }).first('last_event_id'))?.last_event_id)).toBe(Number(newest?.id));
    });

    it('is served by the API: search, the seeded customer’s orders and the seeded owner’s order desk', async () => {
      const search = await server.client().GET('/api/restaurant/search/{city}', { params: { path: { city: 'london' } } });
      expect(search.data?.pagination.total).toBeGreaterThan(0);
      const customer = await issueDevAccessToken({ config: server.config, db: server.db, email: SCALE_CUSTOMER_EMAIL });
      const mine = await server.client(customer).GET('/api/order');
      expect(mine.data?.length).toBeGreaterThan(0);
      const owner = await issueDevAccessToken({ config: server.config, db: server.db, email: SCALE_OWNER_EMAIL });
      const desk = await server.client(owner).GET('/api/my/restaurant/order', {});
      expect(desk.data?.length).toBeGreaterThan(0);
      expect(desk.response.headers.get('content-range')).toMatch(/\/60$/);
    });
  });
});
