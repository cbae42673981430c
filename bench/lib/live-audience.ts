// Who follows the live streams in the live scenario, and which orders change under them: seeded
// customers and restaurant owners, one stream each (one tab of one user), those with an order in
// the kitchen first, so that every change of those orders reaches a customer's and an owner's stream.
import { loadConfig } from '../../src/config.js';
import { signDevAccessToken } from '../../src/identity-dev/index.js';
import type { ApiProcess } from './api-process.js';
import type { DataSet } from './scale-data.js';

export interface Follower {
  /** The stream's path: the customer's orders or the owner's restaurant's. */
  path: '/api/order/events' | '/api/my/restaurant/order/events';
  /** The list the same user polls without a stream (the 5 s polling of docs/product/constants.md). */
  listPath: '/api/order' | '/api/my/restaurant/order?range=%5B0%2C9%5D';
  token: string;
}

/** An order a delay can be added to (in the kitchen or on its way), with its owner's token. */
export interface ChangingOrder {
  id: string;
  ownerToken: string;
  /** Indexes in `followers` of its customer and its owner: their lists change with it. */
  followers: [number, number];
}

export interface Audience {
  /** Customers then owners, half each. */
  followers: Follower[];
  /** Orders whose customer and restaurant both have a follower. */
  orders: ChangingOrder[];
}

interface Account {
  id: string;
  auth0_id: string;
  email: string;
}

/** `count` followers (half customers, half owners) and the in-flight orders whose both sides follow. */
export async function liveAudience(api: ApiProcess, data: DataSet, count: number): Promise<Audience> {
  const half = Math.floor(count / 2);
  const inFlight: Array<{ id: string; user_id: string; restaurant_id: string }> = await data.db('orders')
    .whereIn('status', ['inProgress', 'outForDelivery'])
    .orderBy('id')
    .select('id', 'user_id', 'restaurant_id');
  const customers = await customerAccounts(data, half, [...new Set(inFlight.map((o) => o.user_id))]);
  const owners = await ownerAccounts(data, half, [...new Set(inFlight.map((o) => o.restaurant_id))]);
  if (customers.length < half || owners.size < half) throw new Error(`the data set has ${customers.length} customers and ${owners.size} owners; ${half} of each are needed`);
  const config = loadConfig(api.env);
  const sign = (account: Account) => signDevAccessToken(config, { sub: account.auth0_id, email: account.email });
  const followers: Follower[] = [];
  const customerIndex = new Map<string, number>();
  for (const customer of customers) {
    customerIndex.set(customer.id, followers.length);
    followers.push({ path: '/api/order/events', listPath: '/api/order', token: await sign(customer) });
  }
  const ownerIndex = new Map<string, number>();
  for (const [restaurantId, owner] of owners) {
    ownerIndex.set(restaurantId, followers.length);
    followers.push({ path: '/api/my/restaurant/order/events', listPath: '/api/my/restaurant/order?range=%5B0%2C9%5D', token: await sign(owner) });
  }
  const orders = inFlight
    .filter((o) => customerIndex.has(o.user_id) && ownerIndex.has(o.restaurant_id))
    .map((o): ChangingOrder => {
      const owner = ownerIndex.get(o.restaurant_id)!;
      return { id: o.id, ownerToken: followers[owner]!.token, followers: [customerIndex.get(o.user_id)!, owner] };
    });
  if (orders.length === 0) throw new Error('no order in flight whose customer and restaurant both follow a stream: seed more orders');
  return { followers, orders };
}

/** `count` seeded customers: those in `first` (user ids), then the rest in id order. */
async function customerAccounts(data: DataSet, count: number, first: string[]): Promise<Account[]> {
  const chosen: Account[] = [];
  for (let i = 0; i < first.length && chosen.length < count; i += 500) {
    chosen.push(...(await data.db('users').whereIn('id', first.slice(i, Math.min(i + 500, i + count - chosen.length))).select('id', 'auth0_id', 'email')));
  }
  const more: Account[] = await data.db('users')
    .where('email', 'like', 'customer%@scale.tuckin.test')
    .orderBy('id')
    .limit(count + chosen.length)
    .select('id', 'auth0_id', 'email');
  const taken = new Set(chosen.map((a) => a.id));
  for (const account of more) if (chosen.length < count && !taken.has(account.id)) chosen.push(account);
  return chosen;
}

/** `count` restaurants' owners by restaurant id: those of `first`, then the rest in id order. */
async function ownerAccounts(data: DataSet, count: number, first: string[]): Promise<Map<string, Account>> {
  const ordered = [...first.slice(0, count)];
  const rest: Array<{ id: string }> = await data.db('restaurants').orderBy('id').limit(count + ordered.length).select('id');
  const seen = new Set(ordered);
  for (const { id } of rest) if (ordered.length < count && !seen.has(id)) ordered.push(id);
  const owners = new Map<string, Account>();
  for (let i = 0; i < ordered.length; i += 500) {
    const rows: Array<Account & { restaurant_id: string }> = await data.db('restaurants')
      .join('users', 'users.id', 'restaurants.owner_user_id')
      .whereIn('restaurants.id', ordered.slice(i, i + 500))
      .select('restaurants.id as restaurant_id', 'users.id', 'users.auth0_id', 'users.email');
    for (const row of rows) owners.set(row.restaurant_id, { id: row.id, auth0_id: row.auth0_id, email: row.email });
  }
  return owners;
}
