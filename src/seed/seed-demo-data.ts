import type { Config } from '../config.js';
import type { FileStorage } from '../modules/catalogue/index.js';
import type { Database } from '../shared/db/database.js';
import { toDb } from '../shared/db/timestamps.js';
import { newId } from '../shared/ids.js';
import type { Logger } from '../shared/logger.js';
import { demoAccounts, demoLogins, demoSubjects, type DemoAccount, type DemoLogin } from './demo-accounts.js';
import { DEMO_RESTAURANTS } from './demo-restaurants.js';
import { storeRestaurantArtwork } from './restaurant-artwork.js';

export interface SeedDeps {
  db: Database;
  storage: FileStorage;
  config: Pick<Config, 'auth'>;
  logger: Logger;
}

export interface SeedResult {
  seeded: boolean;
  logins: DemoLogin[];
}

async function hasRestaurants(db: Database): Promise<boolean> {
  return (await db('restaurants').first('id')) !== undefined;
}

/** Logins of demo accounts present in the database (an earlier run seeded them). */
async function existingLogins(db: Database, logins: DemoLogin[]): Promise<DemoLogin[]> {
  if (logins.length === 0) return [];
  const rows: Array<{ email: string }> = await db('users').whereIn('email', logins.map((l) => l.email)).select('email');
  const present = new Set(rows.map((r) => r.email));
  return logins.filter((l) => present.has(l.email));
}

/**
 * Demo restaurants, menus, pictures and accounts, once: skipped when any restaurant
 * exists. Logins and pictures are made first (both idempotent), the rows in one transaction.
 */
export async function seedDemoData({ db, storage, config, logger }: SeedDeps): Promise<SeedResult> {
  const accounts = demoAccounts(DEMO_RESTAURANTS.length);
  const logins = demoLogins(accounts, config);
  if (await hasRestaurants(db)) return { seeded: false, logins: await existingLogins(db, logins) };
  const subjects = await demoSubjects(db, config, accounts);
  const imageKeys: string[] = [];
  // One at a time: rasterising is CPU-bound and this runs beside a starting server.
  for (const restaurant of DEMO_RESTAURANTS) imageKeys.push(await storeRestaurantArtwork(storage, restaurant));
  try {
    const seeded = await db.transaction((trx) => insertRows(trx, accounts, subjects, imageKeys));
    if (!seeded) return { seeded: false, logins: await existingLogins(db, logins) };
  } catch (err) {
    // Another process seeding at the same moment wins; ours rolled back.
    if (await hasRestaurants(db)) return { seeded: false, logins: await existingLogins(db, logins) };
    throw err;
  }
  logger.info({ restaurants: DEMO_RESTAURANTS.length, accounts: accounts.length }, 'demo data seeded');
  return { seeded: true, logins };
}

async function insertRows(trx: Database, accounts: DemoAccount[], subjects: string[], imageKeys: string[]): Promise<boolean> {
  if (await hasRestaurants(trx)) return false;
  const now = new Date();
  for (const [i, account] of accounts.entries()) {
    const userId = await findOrInsertUser(trx, account, subjects[i] ?? '', now);
    if (account.restaurantIndex !== undefined) {
      await insertRestaurant(trx, account.restaurantIndex, userId, imageKeys[account.restaurantIndex] ?? null, now);
    }
  }
  return true;
}

/** A user row may already exist if the person signed in before demo data was seeded. */
async function findOrInsertUser(trx: Database, account: DemoAccount, auth0Id: string, now: Date): Promise<string> {
  const existing: { id: string } | undefined = await trx('users').where({ auth0_id: auth0Id }).first('id');
  if (existing) return existing.id;
  const id = newId(now);
  await trx('users').insert({
    id,
    auth0_id: auth0Id,
    email: account.email,
    name: account.name,
    address_line1: account.address?.addressLine1 ?? null,
    city: account.address?.city ?? null,
    country: account.address?.country ?? null,
    created_at: toDb(now),
    updated_at: toDb(now),
  });
  return id;
}

async function insertRestaurant(trx: Database, index: number, ownerId: string, imageKey: string | null, now: Date): Promise<void> {
  const demo = DEMO_RESTAURANTS[index];
  if (!demo) throw new Error(`no demo restaurant ${index}`);
  const id = newId(now);
  await trx('restaurants').insert({
    id,
    owner_user_id: ownerId,
    restaurant_name: demo.name,
    city: demo.city,
    country: demo.country,
    delivery_price: demo.deliveryPrice,
    estimated_delivery_time: demo.estimatedDeliveryTime,
    image_key: imageKey,
    created_at: toDb(now),
    updated_at: toDb(now),
  });
  await trx('restaurant_cuisines').insert(demo.cuisines.map((cuisine) => ({ restaurant_id: id, cuisine })));
  await trx('menu_items').insert(
    demo.menu.map(([name, price], position) => ({ id: newId(now), restaurant_id: id, name, price, position })),
  );
}
