import { KnexUserRepository } from '../../src/modules/accounts/seeding.js';
import { KnexOrderRepository } from '../../src/modules/ordering/adapters/knex-order-repository.js';
import { notStarted, type Order, type OrderStatus } from '../../src/modules/ordering/domain/order.js';
import { PAID_OR_LATER } from '../../src/modules/ordering/domain/order-lifecycle.js';
import { systemClock } from '../../src/shared/clock.js';
import type { Database } from '../../src/shared/db/database.js';
import { newId } from '../../src/shared/ids.js';
import { insertOrders } from '../builders/order-builder.js';
import { aRestaurant, type Owner } from '../builders/restaurant-builder.js';
import { anOwner } from './owners.js';
import type { TestServer } from './test-server.js';

/** The instant the insights fixture is computed at: a Wednesday, mid-month, 15:00 UTC. */
export const FIXED_NOW = new Date('2025-03-12T15:00:00.000Z');
export const FIXTURE_CUISINES = ['Italian', 'Pasta', 'Pizza'];
export const DELIVERY_PRICE = 250;

const CUSTOMERS = {
  A: 'Ada Lovelace',
  B: 'Tom Hughes',
  C: 'Grace Hopper',
  D: 'Alan Turing',
  E: 'Mary Somerville',
  F: 'Charles Babbage',
} as const;
type CustomerKey = keyof typeof CUSTOMERS;

export interface FixtureOrder {
  daysAgo: number;
  /** UTC hour on that day; 15, the hour of FIXED_NOW, unless said. */
  hour?: number;
  status: OrderStatus;
  city: string;
  customer: CustomerKey;
  subtotal: number;
}

/** A dozen orders across statuses, days, cities and customers; o4 and o6 sit on period and month starts. */
export const FIXTURE_ORDERS: Record<string, FixtureOrder> = {
  o1: { daysAgo: 0, hour: 10, status: 'delivered', city: 'Manchester', customer: 'A', subtotal: 2000 },
  o2: { daysAgo: 1, status: 'placed', city: 'Manchester', customer: 'B', subtotal: 1000 },
  o3: { daysAgo: 3, status: 'paid', city: 'Salford', customer: 'A', subtotal: 1500 },
  o4: { daysAgo: 6, hour: 0, status: 'inProgress', city: 'Stockport', customer: 'C', subtotal: 3000 },
  o5: { daysAgo: 8, status: 'outForDelivery', city: 'Manchester', customer: 'D', subtotal: 1200 },
  o6: { daysAgo: 11, hour: 0, status: 'placed', city: 'Salford', customer: 'B', subtotal: 800 },
  o7: { daysAgo: 20, status: 'delivered', city: 'Manchester', customer: 'E', subtotal: 2500 },
  o8: { daysAgo: 35, status: 'delivered', city: 'Stockport', customer: 'A', subtotal: 1800 },
  o9: { daysAgo: 50, status: 'paid', city: 'Manchester', customer: 'C', subtotal: 900 },
  o10: { daysAgo: 100, status: 'delivered', city: 'Manchester', customer: 'F', subtotal: 4000 },
  o11: { daysAgo: 200, status: 'delivered', city: 'Leeds', customer: 'D', subtotal: 1000 },
  o12: { daysAgo: 400, status: 'delivered', city: 'Manchester', customer: 'E', subtotal: 2200 },
};

/** The second restaurant's one order. */
export const OTHER_RESTAURANT_ORDER: FixtureOrder = { daysAgo: 1, status: 'delivered', city: 'Manchester', customer: 'A', subtotal: 5000 };

export function createdAtOf(order: FixtureOrder, now = FIXED_NOW): Date {
  const day = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() - order.daysAgo);
  return new Date(day + (order.hour ?? 15) * 3_600_000);
}

export interface InsertedFixture {
  restaurantId: string;
  otherRestaurantId: string;
  /** Fixture key (o1...) to stored order id. */
  orderIds: Record<string, string>;
}

/** The fixture order as ordering's domain holds it, as checkout would have placed it. */
async function fixtureOrder(db: Database, restaurantId: string, userId: string, spec: FixtureOrder, now: Date): Promise<Order> {
  const createdAt = createdAtOf(spec, now);
  const id = newId(createdAt);
  const deliveryDetails = { name: nameOf(spec.customer), addressLine1: '1 High Street', city: spec.city, country: 'United Kingdom', email: `${spec.customer}@example.com`, postcode: 'M3 2BY', phone: '+447911123456' };
  // The restaurant's cuisines as they are now, as checkout keeps them on the order.
  const cuisines = ((await db('restaurant_cuisines').where({ restaurant_id: restaurantId }).pluck('cuisine')) as string[]).sort();
  return {
    id,
    userId,
    restaurantId,
    status: spec.status,
    fulfilment: 'delivery',
    items: [{ menuItemId: newId(), name: 'Margherita', price: spec.subtotal, quantity: 1, options: [], allergens: [] }],
    deliveryDetails,
    note: null,
    totalAmount: spec.subtotal,
    deliveryPrice: DELIVERY_PRICE,
    cuisines,
    // Its hosted checkout session, as a paid order has: a refund of it goes to that payment.
    checkoutSessionId: `cs_test_${id}`,
    createdAt,
    updatedAt: createdAt,
    ...notStarted(),
  };
}

/** The payment event a paid-or-later order was paid by: a cancel after it keeps the mark. */
async function markPaid(db: Database, orders: readonly Order[]): Promise<void> {
  const paid = orders.filter((order) => PAID_OR_LATER.includes(order.status)).map((order) => order.id);
  if (paid.length > 0) await db('orders').whereIn('id', paid).update({ paid_event_id: db.raw("'evt_fixture_' || id") });
}

/** Writes one order through ordering's repository, as checkout would have. */
export async function insertOrder(db: Database, restaurantId: string, userId: string, spec: FixtureOrder, now = FIXED_NOW): Promise<string> {
  const order = await fixtureOrder(db, restaurantId, userId, spec, now);
  await new KnexOrderRepository(db).create(order, 'fixture');
  await markPaid(db, [order]);
  return order.id;
}

export const nameOf = (customer: CustomerKey) => CUSTOMERS[customer];

/**
 * The fixture restaurant (owned by `owner`), its orders, and a second restaurant with one
 * order of its own that must never show in the first one's figures.
 */
export async function insertInsightsFixture(db: Database, owner?: Owner): Promise<InsertedFixture> {
  const restaurantId = await aRestaurant().withCuisines(...FIXTURE_CUISINES).insert(db, undefined, owner);
  const otherRestaurantId = await aRestaurant().withCuisines('Sushi').insert(db);
  const users = new KnexUserRepository(db, systemClock);
  const userIds: Partial<Record<CustomerKey, string>> = {};
  for (const key of Object.keys(CUSTOMERS) as CustomerKey[]) {
    userIds[key] = (await users.createIfAbsent({ auth0Id: `fixture|${key}-${newId()}`, email: `${key}@example.com` })).user.id;
  }
  const orderIds: Record<string, string> = {};
  for (const [key, spec] of Object.entries(FIXTURE_ORDERS)) orderIds[key] = await insertOrder(db, restaurantId, userIds[spec.customer]!, spec);
  await insertOrder(db, otherRestaurantId, userIds.A!, OTHER_RESTAURANT_ORDER);
  return { restaurantId, otherRestaurantId, orderIds };
}

/** The recentOrders entries of the fixture orders named, as the API shows them. */
export function recentOrdersOf(keys: string[], orderIds: Record<string, string>) {
  return keys.map((key) => {
    const spec = FIXTURE_ORDERS[key]!;
    return {
      customer: nameOf(spec.customer),
      id: orderIds[key]!,
      amount: spec.subtotal + DELIVERY_PRICE,
      status: spec.status,
      date: createdAtOf(spec).toISOString(),
    };
  });
}

/** A signed-in owner whose restaurant has `count` paid orders of today. */
export async function ownerWithPaidOrders(server: TestServer, email: string, count: number) {
  const owner = await anOwner(server, email);
  const userId = (await server.db('users').where({ email }).first('id')).id as string;
  const spec: FixtureOrder = { daysAgo: 0, hour: 0, status: 'paid', city: 'Leeds', customer: 'A', subtotal: 1000 };
  const orders: Order[] = [];
  for (let n = 0; n < count; n += 1) orders.push(await fixtureOrder(server.db, owner.restaurantId, userId, spec, new Date()));
  // In bulk (test/builders/order-builder.ts): a burst test's hundred orders in one transaction.
  await insertOrders(server.db, orders, 'fixture');
  await markPaid(server.db, orders);
  return { owner, orderIds: orders.map((order) => order.id) };
}
