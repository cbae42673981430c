import type { Knex } from 'knex';
import type { Config } from '../config.js';
import { KnexUserRepository } from '../modules/accounts/seeding.js';
import type { FileStorage, RestaurantRecord } from '../modules/catalogue/index.js';
import { KnexDeliveryAreas, KnexFulfilmentSettings, KnexRestaurantRepository, KnexServiceStates, validateDeliveryAreas, validateFulfilmentSettings } from '../modules/catalogue/seeding.js';
import { systemClock } from '../shared/clock.js';
import type { Database } from '../shared/db/database.js';
import { newId } from '../shared/ids.js';
import type { Logger } from '../shared/logger.js';
import { demoAccounts, demoLogins, demoSubjects, ensureDemoUser, type DemoAccount, type DemoLogin } from './demo-accounts.js';
import { demoDeliveryAreas } from './demo-delivery-areas.js';
import { demoFulfilment } from './demo-fulfilment.js';
import { DEMO_PAUSED, DEMO_RESTAURANTS, DEMO_SOLD_OUT, DEMO_TIME_ZONE, demoRestaurantRecord } from './demo-restaurants.js';
import { seedDemoReviews } from './demo-reviews.js';
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
  const accounts = demoAccounts(DEMO_RESTAURANTS);
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

/** Users and restaurants through their owners' repositories, all on this one transaction. */
async function insertRows(trx: Knex.Transaction, accounts: DemoAccount[], subjects: string[], imageKeys: string[]): Promise<boolean> {
  if (await hasRestaurants(trx)) return false;
  const users = new KnexUserRepository(trx, systemClock);
  const restaurants = new KnexRestaurantRepository(trx);
  const now = systemClock.now();
  const created: Array<{ record: RestaurantRecord; ownerUserId: string }> = [];
  for (const [i, account] of accounts.entries()) {
    const userId = await ensureDemoUser(users, account, subjects[i] ?? '');
    if (account.restaurantIndex !== undefined) {
      const record = demoRestaurantRecord(account.restaurantIndex, userId, imageKeys[account.restaurantIndex], now);
      await restaurants.create(record);
      await seedService(new KnexServiceStates(trx), record, account.restaurantIndex, now);
      await seedDeliveryAreas(new KnexDeliveryAreas(trx), record, account.restaurantIndex);
      await seedFulfilment(new KnexFulfilmentSettings(trx), record, account.restaurantIndex);
      created.push({ record, ownerUserId: userId });
    }
  }
  await seedDemoReviews(trx, created, now);
  return true;
}

/** Hours (none: open around the clock), the paused restaurant and the sold-out dish, through the catalogue's adapter. */
async function seedService(states: KnexServiceStates, record: RestaurantRecord, index: number, now: Date): Promise<void> {
  const demo = DEMO_RESTAURANTS[index]!;
  if (demo.hours) await states.saveAvailability(record.id, { timeZone: DEMO_TIME_ZONE, weeklyHours: demo.hours, closures: [] }, now);
  if (demo.name === DEMO_PAUSED) await states.savePause(record.id, null, now);
  if (demo.name === DEMO_SOLD_OUT.restaurant) {
    const dish = record.menuItems.find((item) => item.name === DEMO_SOLD_OUT.dish)!;
    await states.saveSoldOut(record.id, dish.id, { until: null });
  }
}

/** The demo restaurants that offer collection (demo-fulfilment.ts), checked as the owner's save checks them. */
async function seedFulfilment(settings: KnexFulfilmentSettings, record: RestaurantRecord, index: number): Promise<void> {
  const input = demoFulfilment(DEMO_RESTAURANTS[index]!);
  if (input) await settings.save(record.id, validateFulfilmentSettings(input));
}

/** Each demo restaurant's areas (demo-delivery-areas.ts), checked as the owner's save checks them. */
async function seedDeliveryAreas(areas: KnexDeliveryAreas, record: RestaurantRecord, index: number): Promise<void> {
  const input = demoDeliveryAreas(DEMO_RESTAURANTS[index]!);
  if (input.length === 0) return;
  await areas.replace(record.id, (known) => validateDeliveryAreas(input, known).map((area) => ({ ...area, id: newId() })));
}
