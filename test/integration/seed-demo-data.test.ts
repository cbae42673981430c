import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.js';
import { KnexUserRepository } from '../../src/modules/accounts/seeding.js';
import { LocalFileStorage } from '../../src/modules/catalogue/adapters/local-file-storage.js';
import { CUISINES } from '../../src/modules/catalogue/domain/cuisines.js';
import { restaurantImageFiles } from '../../src/modules/catalogue/images/restaurant-image.js';
import { KnexServiceStates } from '../../src/modules/catalogue/seeding.js';
import { validateAvailability } from '../../src/modules/catalogue/domain/availability-input.js';
import { openStateAt } from '../../src/modules/catalogue/domain/opening-hours.js';
import { DEMO_PAUSED, DEMO_RESTAURANTS, DEMO_SOLD_OUT } from '../../src/seed/demo-restaurants.js';
import { seedDemoData } from '../../src/seed/seed-demo-data.js';
import { systemClock } from '../../src/shared/clock.js';
import { createDatabase, type Database } from '../../src/shared/db/database.js';
import { createLogger } from '../../src/shared/logger.js';
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from '../support/databases.js';

const SLOW = 120_000; // draws 17 pictures and hashes 18 passwords
const logger = createLogger('silent');
const embedded = loadConfig({ DATA_DIR: os.tmpdir() });
const auth0 = loadConfig({ DATA_DIR: os.tmpdir(), AUTH0_DOMAIN: 'demo.eu.auth0.com', AUTH0_AUDIENCE: 'api', AUTH0_CLIENT_ID: 'spa' });

/** Every row of the seeded tables, in a stable order, for before/after comparisons. */
async function snapshot(db: Database) {
  return {
    users: await db('users').orderBy('id'),
    restaurants: await db('restaurants').orderBy('id'),
    cuisines: await db('restaurant_cuisines').orderBy(['restaurant_id', 'cuisine']),
    menuItems: await db('menu_items').orderBy('id'),
    availability: await db('restaurant_availability').orderBy('restaurant_id'),
    reviews: await db('order_reviews').orderBy('id'),
  };
}

function filesUnder(dir: string): string[] {
  return (fs.readdirSync(dir, { recursive: true }) as string[]).sort();
}

describe.each(testDatabaseKinds())('seedDemoData on %s', (kind) => {
  let test: TestDatabase;
  let root: string;
  let storage: LocalFileStorage;

  beforeAll(async () => {
    test = await createTestDatabase(kind);
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'fm-seed-'));
    storage = new LocalFileStorage(path.join(root, 'uploads'));
  }, SLOW);

  afterAll(async () => {
    await test?.destroy();
    fs.rmSync(root, { recursive: true, force: true });
  });

  it('seeds restaurants in several cities, with menus, cuisines, pictures and demo logins', async () => {
    const result = await seedDemoData({ db: test.db, storage, config: embedded, logger });
    expect(result.seeded).toBe(true);
    expect(result.logins).toEqual(expect.arrayContaining([
      { role: 'customer', email: 'customer@tuckin.demo', password: 'TuckIn-demo-2026' },
      { role: 'owner', email: 'owner@tuckin.demo', password: 'TuckIn-demo-2026' },
      { role: 'owner', email: 'owner2@tuckin.demo', password: 'TuckIn-demo-2026' },
    ]));
    const { restaurants, cuisines, menuItems } = await snapshot(test.db);
    expect(restaurants.length).toBeGreaterThanOrEqual(12);
    expect(new Set(restaurants.map((r) => r.city)).size).toBeGreaterThanOrEqual(5);
    for (const r of restaurants) {
      const own = cuisines.filter((c) => c.restaurant_id === r.id).map((c) => c.cuisine);
      expect(own.length).toBeGreaterThanOrEqual(1);
      expect(own.length).toBeLessThanOrEqual(3);
      for (const c of own) expect(CUISINES).toContain(c);
      const menu = menuItems.filter((m) => m.restaurant_id === r.id);
      expect(menu.length).toBeGreaterThanOrEqual(6);
      for (const m of menu) expect(Number.isInteger(m.price) && m.price > 0).toBe(true);
      // Every width of the srcset: banner, small banner, card and 2x card.
      const files = restaurantImageFiles(r.image_key);
      expect(files).toHaveLength(4);
      for (const file of files) expect(fs.statSync(storage.fileOf(file)).size).toBeGreaterThan(1000);
    }
  }, SLOW);

  it('gives the customer a complete profile and owner@ the first restaurant', async () => {
    const customer = await test.db('users').where({ email: 'customer@tuckin.demo' }).first();
    expect(customer).toMatchObject({ name: expect.any(String), address_line1: expect.any(String), city: 'London', country: 'United Kingdom' });
    expect(customer.auth0_id).toMatch(/^auth0\|[0-9a-f]{24}$/);
    const owner = await test.db('users').where({ email: 'owner@tuckin.demo' }).first();
    expect(owner).toMatchObject({ name: 'Demo Owner', address_line1: expect.any(String), city: 'London', country: 'United Kingdom' });
    const own = await test.db('restaurants').where({ owner_user_id: owner.id });
    expect(own.map((r) => r.restaurant_name)).toEqual(['Bella Napoli']);
  });

  it('gives most restaurants real hours, the demo owner\'s none (around the clock), one a pause and one a sold-out dish', async () => {
    const states = new KnexServiceStates(test.db);
    const restaurants: Array<{ id: string; restaurant_name: string }> = await test.db('restaurants').select('id', 'restaurant_name');
    const byName = new Map(restaurants.map((r) => [r.restaurant_name, r.id]));
    const saved = await states.ofMany(restaurants.map((r) => r.id));
    const withHours = [...saved.values()].filter((state) => state.availability.weeklyHours !== null);
    expect(withHours.length).toBeGreaterThan(restaurants.length / 2);
    for (const state of withHours) {
      expect(validateAvailability(state.availability)).toEqual(state.availability);
      // Lunch and dinner: some range on some day runs past midnight.
      expect(state.availability.timeZone).toBe('Europe/London');
    }
    expect(withHours.some((state) => Object.values(state.availability.weeklyHours!).flat().some((range) => range!.closes <= range!.opens))).toBe(true);
    expect((await states.of(byName.get('Bella Napoli')!)).availability.weeklyHours).toBeNull();
    // Paused until the owner resumes: seen paused whatever the hour the demo starts.
    const paused = await states.of(byName.get(DEMO_PAUSED)!);
    expect(paused.pausedUntil).toBeNull();
    for (const hour of [0, 3, 9, 12, 18, 23]) expect(openStateAt(paused.availability, new Date(Date.UTC(2031, 0, 7, hour)), paused.pausedUntil).state).toBe('paused');
    const soldOut = await test.db('menu_items').where({ sold_out: true }).select('name', 'restaurant_id', 'sold_out_until');
    expect(soldOut).toEqual([{ name: DEMO_SOLD_OUT.dish, restaurant_id: byName.get(DEMO_SOLD_OUT.restaurant), sold_out_until: null }]);
  });

  it('rates demo restaurants so ratings show out of the box, through delivered orders of owners elsewhere', async () => {
    const tallies: Array<{ restaurant_name: string; rating_count: number | string }> = await test.db('restaurant_ratings as t')
      .join('restaurants as r', 'r.id', 't.restaurant_id')
      .select('r.restaurant_name', 't.rating_count');
    const counts = Object.fromEntries(tallies.map((t) => [t.restaurant_name, Number(t.rating_count)]));
    expect(counts['Sakura Sushi Bar']).toBeGreaterThanOrEqual(3);
    expect(counts['Bella Napoli']).toBeUndefined(); // the demo owner's desk starts empty
    const reviews: Array<{ order_id: string; user_id: string; restaurant_id: string }> = await test.db('order_reviews').select('order_id', 'user_id', 'restaurant_id');
    expect(reviews.length).toBe(Object.values(counts).reduce((a, b) => a + b, 0));
    const orders: Array<{ id: string; status: string; user_id: string; restaurant_id: string }> = await test.db('orders').select('id', 'status', 'user_id', 'restaurant_id');
    const customer = await test.db('users').where({ email: 'customer@tuckin.demo' }).first('id');
    for (const review of reviews) {
      const order = orders.find((o) => o.id === review.order_id);
      expect(order).toMatchObject({ status: 'delivered', user_id: review.user_id, restaurant_id: review.restaurant_id });
      expect(review.user_id).not.toBe(customer.id);
    }
  });

  it('changes nothing when run again, and still returns the logins', async () => {
    const before = await snapshot(test.db);
    const files = filesUnder(storage.dir);
    const result = await seedDemoData({ db: test.db, storage, config: embedded, logger });
    expect(result.seeded).toBe(false);
    expect(result.logins.map((l) => l.email)).toContain('owner@tuckin.demo');
    expect(await snapshot(test.db)).toEqual(before);
    expect(filesUnder(storage.dir)).toEqual(files);
  }, SLOW);
});

describe.each(testDatabaseKinds())('seedDemoData with Auth0 on %s', (kind) => {
  let test: TestDatabase;
  let root: string;

  beforeAll(async () => {
    test = await createTestDatabase(kind);
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'fm-seed-'));
  }, SLOW);

  afterAll(async () => {
    await test?.destroy();
    fs.rmSync(root, { recursive: true, force: true });
  });

  it('seeds once when two processes start together, keeping the record of an earlier sign-in', async () => {
    const storage = new LocalFileStorage(root);
    const users = new KnexUserRepository(test.db, systemClock);
    await users.createIfAbsent({ auth0Id: 'demo|customer', email: 'early@example.com' });
    const early = await users.updateProfile('demo|customer', { name: 'Early Bird', addressLine1: '1 First Street', city: 'York', country: 'UK' });
    // A second connection pool stands in for a second API process.
    const other = createDatabase(test.config);
    try {
      const results = await Promise.all([
        seedDemoData({ db: test.db, storage, config: auth0, logger }),
        seedDemoData({ db: other, storage, config: auth0, logger }),
      ]);
      expect(results.map((r) => r.seeded).sort()).toEqual([false, true]);
      expect(results.map((r) => r.logins)).toEqual([[], []]);
    } finally {
      await other.destroy();
    }
    expect(await users.findByAuth0Id('demo|customer')).toEqual(early);
    const owners = await test.db('users').where('auth0_id', 'like', 'demo|owner-%');
    const restaurants = await test.db('restaurants');
    expect(restaurants).toHaveLength(DEMO_RESTAURANTS.length);
    expect(owners).toHaveLength(DEMO_RESTAURANTS.length);
    expect(new Set(restaurants.map((r) => r.owner_user_id))).toEqual(new Set(owners.map((o) => o.id)));
  }, SLOW);

  it('uses synthetic subjects and returns no logins', async () => {
    const storage = new LocalFileStorage(root);
    const owner = await test.db('users').where({ email: 'owner@tuckin.demo' }).first();
    expect(owner.auth0_id).toBe('demo|owner-1');
    expect(await test.db('idp_accounts').count({ n: '*' })).toEqual([{ n: kind === 'postgres' ? '0' : 0 }]);
    expect(await seedDemoData({ db: test.db, storage, config: auth0, logger })).toEqual({ seeded: false, logins: [] });
  }, SLOW);
});
