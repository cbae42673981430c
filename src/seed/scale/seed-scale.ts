import type { Knex } from 'knex';
import { ensureIdentityAccount } from '../../identity-dev/index.js';
import type { Database } from '../../shared/db/database.js';
import { clientOf } from '../../shared/db/text-contains.js';
import { bulkLoadUsers } from '../../modules/accounts/seeding.js';
import { bulkLoadRestaurants } from '../../modules/catalogue/seeding.js';
import { moveLedgerCursor } from '../../modules/finance/seeding.js';
import { moveVoucherUsesCursor } from '../../modules/promotions/seeding.js';
import { moveOrderMailCursor } from '../../modules/notifications/seeding.js';
import { bulkLoadOrders } from '../../modules/ordering/seeding.js';
import { bulkLoadPaymentEvents } from '../../modules/payments/seeding.js';
import { allocateOrders } from './order-allocation.js';
import { Prng } from './prng.js';
import { aCustomer, aRestaurant, type CatalogueRows, type ScaleCustomer, type ScaleRestaurant } from './scale-catalogue.js';
import { anOrder, type OrderRows } from './scale-orders.js';
import { addScaleAreas } from './scale-areas.js';

export interface ScaleOptions {
  restaurants: number;
  orders: number;
  /** Default: one customer per 8 orders (at least 10). */
  customers?: number;
  /** PRNG seed: the same seed, sizes and `now` give the same rows. */
  seed?: number;
  /** The end of the 18 months of orders. */
  now: Date;
  log?(line: string): void;
}

/** Accounts of the embedded identity provider for the busiest restaurant's owner and the first customer. */
export const SCALE_OWNER_EMAIL = 'owner0@scale.tuckin.test';
export const SCALE_CUSTOMER_EMAIL = 'customer0@scale.tuckin.test';

export interface ScaleResult {
  users: number;
  restaurants: number;
  menuItems: number;
  customers: number;
  orders: number;
  orderItems: number;
  statusChanges: number;
  /** Restaurants by order count, busiest first (ids). */
  busiest: Array<{ id: string; orders: number }>;
}

/** Restaurants written per batch; their orders follow before the next batch is drawn. */
const RESTAURANT_BATCH = 2_000;
/** Orders buffered before a flush. */
const ORDER_FLUSH = 20_000;
const SQLITE_CACHE_KB = 512 * 1024;

/** Sign-in subjects for a seeded user: real identity accounts for the first owner and customer, made-up ones for the rest. */
async function subjects(db: Database): Promise<{ owner: string; customer: string }> {
  const owner = (await ensureIdentityAccount(db, SCALE_OWNER_EMAIL)).sub;
  const customer = (await ensureIdentityAccount(db, SCALE_CUSTOMER_EMAIL)).sub;
  return { owner, customer };
}

/**
 * A marketplace at scale in one transaction (all or nothing), written with multi-row
 * inserts through each table owner's bulk loader, including the order events of their history.
 * The history is left as a running marketplace would have left it, so a process started on it
 * has no past to catch up on: abandoned checkouts older than a day are cancelled (scale-orders.ts)
 * and the order e-mails' cursor is past the seeded events. Insights snapshots are left to be
 * recomputed (the worker finds every restaurant stale).
 */
export async function seedScale(db: Database, options: ScaleOptions): Promise<ScaleResult> {
  const log = options.log ?? (() => {});
  const customerCount = options.customers ?? Math.max(10, Math.ceil(options.orders / 8));
  const subs = await subjects(db);
  const counts = allocateOrders(options.restaurants, options.orders);
  // SQLite's default page cache is 2 MB: the order indexes of a million rows would thrash it.
  const sqlite = clientOf(db) === 'sqlite';
  if (sqlite) await db.raw(`pragma cache_size = -${SQLITE_CACHE_KB}`);
  const result: ScaleResult = { users: 0, restaurants: 0, menuItems: 0, customers: customerCount, orders: 0, orderItems: 0, statusChanges: 0, busiest: [] };
  await db.transaction(async (trx) => {
    const prng = new Prng(options.seed ?? 1);
    const customers = await writeCustomers(trx, prng, customerCount, subs.customer, options.now);
    result.users += customerCount;
    const ids: string[] = [];
    let newestEventId = 0;
    for (let first = 0; first < options.restaurants; first += RESTAURANT_BATCH) {
      const last = Math.min(options.restaurants, first + RESTAURANT_BATCH);
      const rows: CatalogueRows = { users: [], restaurants: [], cuisines: [], menuItems: [] };
      const batch: ScaleRestaurant[] = [];
      for (let i = first; i < last; i++) batch.push(aRestaurant(prng, i, i === 0 ? subs.owner : `scale|owner-${i}`, options.now, rows));
      await writeCatalogue(trx, rows);
      result.users += rows.users.length;
      result.restaurants += rows.restaurants.length;
      result.menuItems += rows.menuItems.length;
      ids.push(...batch.map((r) => r.id));
      newestEventId = await writeOrders(trx, prng, batch, counts.slice(first, last), customers, options.now, result);
      log(`restaurants ${last}/${options.restaurants}, orders ${result.orders}/${options.orders}`);
    }
    // The seeded orders are the past: their e-mails went out, their money was settled at the time, and none carried a code.
    await moveOrderMailCursor(trx, newestEventId);
    await moveLedgerCursor(trx, newestEventId);
    await moveVoucherUsesCursor(trx, newestEventId);
    result.busiest = ids.map((id, i) => ({ id, orders: counts[i]! })).sort((a, b) => b.orders - a.orders).slice(0, 10);
  }).finally(async () => {
    if (sqlite) await db.raw('pragma cache_size = -2000');
  });
  await addScaleAreas(db, log);
  await settle(db, sqlite);
  return result;
}

const SEEDED_TABLES = ['users', 'restaurants', 'restaurant_cuisines', 'menu_items', 'orders', 'order_items', 'order_status_history', 'payment_events', 'order_events'];

/**
 * Statistics for the planner, and on PostgreSQL the visibility map that lets index-only
 * scans (the insights aggregates) skip the table: after a bulk load neither exists until
 * autovacuum comes round, if it is on at all.
 */
async function settle(db: Database, sqlite: boolean): Promise<void> {
  // Only the tables written here: the database may hold other schemas (the bench's, tests').
  const tables = SEEDED_TABLES.join(', ');
  await db.raw(sqlite ? 'analyze' : `vacuum (analyze) ${tables}`);
}

async function writeCustomers(trx: Knex.Transaction, prng: Prng, count: number, firstSub: string, now: Date): Promise<ScaleCustomer[]> {
  const users: Record<string, unknown>[] = [];
  const customers: ScaleCustomer[] = [];
  for (let i = 0; i < count; i++) customers.push(aCustomer(prng, i, i === 0 ? firstSub : `scale|customer-${i}`, now, users));
  await bulkLoadUsers(trx, users);
  return customers;
}

async function writeCatalogue(trx: Knex.Transaction, rows: CatalogueRows): Promise<void> {
  await bulkLoadUsers(trx, rows.users);
  await bulkLoadRestaurants(trx, rows);
}

const byKey = (key: string) => (a: Record<string, unknown>, b: Record<string, unknown>) => ((a[key] as string) < (b[key] as string) ? -1 : 1);

const emptyOrderRows = (): OrderRows => ({ orders: [], items: [], history: [], paymentEvents: [], events: [] });

/** The restaurants' orders, flushed in batches; answers the log's newest event id after them. */
async function writeOrders(
  trx: Knex.Transaction,
  prng: Prng,
  restaurants: ScaleRestaurant[],
  counts: number[],
  customers: ScaleCustomer[],
  now: Date,
  result: ScaleResult,
): Promise<number> {
  let rows = emptyOrderRows();
  let newestEventId = 0;
  const flush = async () => {
    // In key order, so index pages fill one after another rather than at random.
    rows.orders.sort(byKey('id'));
    rows.items.sort(byKey('order_id'));
    rows.history.sort(byKey('order_id'));
    rows.paymentEvents.sort(byKey('id'));
    // Event ids follow time within a flush, as they would have been appended.
    rows.events.sort((a, b) => a.occurredAt.getTime() - b.occurredAt.getTime());
    newestEventId = await bulkLoadOrders(trx, rows);
    await bulkLoadPaymentEvents(trx, rows.paymentEvents);
    result.orders += rows.orders.length;
    result.orderItems += rows.items.length;
    result.statusChanges += rows.history.length;
    rows = emptyOrderRows();
  };
  for (const [i, restaurant] of restaurants.entries()) {
    for (let n = 0; n < counts[i]!; n++) {
      // Regulars: a few customers order far more often than most.
      anOrder(prng, restaurant, customers[prng.skewed(customers.length, 1.5)]!, now, rows);
      if (rows.orders.length >= ORDER_FLUSH) await flush();
    }
  }
  await flush();
  return newestEventId;
}
