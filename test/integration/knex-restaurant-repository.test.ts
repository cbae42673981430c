import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KnexUserRepository } from '../../src/modules/accounts/seeding.js';
import { KnexRestaurantCatalogue } from '../../src/modules/catalogue/adapters/knex-restaurant-catalogue.js';
import { GOOD_STANDING } from '../../src/modules/catalogue/domain/standing.js';
import { noDetails, type RestaurantRecord } from '../../src/modules/catalogue/index.js';
import { KnexRestaurantRepository } from '../../src/modules/catalogue/seeding.js';
import { systemClock } from '../../src/shared/clock.js';
import { ConflictError } from '../../src/shared/errors.js';
import { newId } from '../../src/shared/ids.js';
import { aUser } from '../builders/user-builder.js';
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from '../support/databases.js';

const savedAt = new Date('2026-01-02T03:04:05.678Z');

function aRecord(ownerUserId: string, overrides: Partial<RestaurantRecord> = {}): RestaurantRecord {
  return {
    id: newId(),
    ownerUserId,
    restaurantName: 'Harbour Kitchen',
    addressLine1: '1 Pier Road',
    postcode: 'YO21 3PU',
    city: 'Whitby',
    country: 'United Kingdom',
    deliveryPrice: 250,
    estimatedDeliveryTime: 35,
    cuisines: ['Healthy', 'Seafood'],
    menuItems: [
      { id: newId(), name: 'Cod & Chips', price: 1050, ...noDetails() },
      { id: newId(), name: 'Mushy Peas', price: 250, ...noDetails() },
      { id: newId(), name: 'Tartare Sauce', price: 95, ...noDetails() },
    ],
    menuSections: [],
    imageKey: 'restaurants/aaaaaaaaaaaaaaaa',
    savedAt,
    ...overrides,
  };
}

describe.each(testDatabaseKinds())('KnexRestaurantRepository on %s', (kind) => {
  let database: TestDatabase;
  let restaurants: KnexRestaurantRepository;
  let users: KnexUserRepository;
  const anOwner = async () => (await users.createIfAbsent(aUser().build())).user.id;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    restaurants = new KnexRestaurantRepository(database.db);
    users = new KnexUserRepository(database.db, systemClock);
  });
  afterAll(async () => database?.destroy());

  it('creates a restaurant its owner finds whole', async () => {
    const record = aRecord(await anOwner());
    await restaurants.create(record);
    const { savedAt: _, ...stored } = record;
    // A new restaurant's owner has not opted in to the new-order e-mail; it starts in good standing.
    expect(await restaurants.findByOwner(record.ownerUserId)).toEqual({ ...stored, emailNewOrders: false, lastUpdated: savedAt, standing: GOOD_STANDING });
  });

  // docs/product/decisions.md "Addresses": a form that does not send them keeps them.
  it('keeps the street address and postcode when an update leaves them out, and answers empty ones for a record without', async () => {
    const record = aRecord(await anOwner());
    await restaurants.create(record);
    const { addressLine1: _a, postcode: _p, ...withoutAddress } = record;
    await restaurants.update({ ...withoutAddress, restaurantName: 'Harbour Kitchen & Bar' });
    expect(await restaurants.findByOwner(record.ownerUserId)).toMatchObject({ restaurantName: 'Harbour Kitchen & Bar', addressLine1: '1 Pier Road', postcode: 'YO21 3PU' });
    const bare = aRecord(await anOwner());
    const { addressLine1: _b, postcode: _q, ...bareWithout } = bare;
    await restaurants.create(bareWithout);
    expect(await restaurants.findByOwner(bare.ownerUserId)).toMatchObject({ addressLine1: '', postcode: '' });
  });

  it('refuses a second restaurant for one owner and writes none of it', async () => {
    const owner = await anOwner();
    await restaurants.create(aRecord(owner));
    const second = aRecord(owner, { restaurantName: 'Second Go' });
    await expect(restaurants.create(second)).rejects.toBeInstanceOf(ConflictError);
    expect(await new KnexRestaurantCatalogue(database.db).findByIds([second.id])).toEqual([]);
    expect((await restaurants.findByOwner(owner))?.restaurantName).toBe('Harbour Kitchen');
    expect(await restaurants.findIdByOwner(owner)).toBe((await restaurants.findByOwner(owner))?.id);
  });

  it('updates in place: kept items keep their ids, dropped ones go, new ones are added', async () => {
    const record = aRecord(await anOwner());
    await restaurants.create(record);
    const [cod, peas] = record.menuItems;
    const scampi = { id: newId(), name: 'Scampi', price: 995, ...noDetails() };
    const later = new Date(savedAt.getTime() + 60_000);
    await restaurants.update({
      ...record,
      restaurantName: 'Harbour Kitchen & Bar',
      cuisines: ['Seafood'],
      menuItems: [{ ...peas!, price: 275 }, scampi, cod!],
      savedAt: later,
    });
    const updated = await restaurants.findByOwner(record.ownerUserId);
    expect(updated).toMatchObject({ id: record.id, restaurantName: 'Harbour Kitchen & Bar', cuisines: ['Seafood'], lastUpdated: later });
    expect(updated?.menuItems).toEqual([{ ...peas!, price: 275 }, scampi, cod]);
  });

  it("refuses to update a restaurant through another owner's id", async () => {
    const record = aRecord(await anOwner());
    await restaurants.create(record);
    await expect(restaurants.update({ ...record, ownerUserId: await anOwner(), restaurantName: 'Taken' })).rejects.toBeInstanceOf(ConflictError);
    expect((await restaurants.findByOwner(record.ownerUserId))?.restaurantName).toBe('Harbour Kitchen');
  });

  it('finds nothing for an owner without a restaurant', async () => {
    expect(await restaurants.findByOwner(await anOwner())).toBeUndefined();
    expect(await restaurants.findByOwner(newId())).toBeUndefined();
    expect(await restaurants.findIdByOwner(newId())).toBeUndefined();
  });

  it('knows whether an image key is still in use', async () => {
    const record = aRecord(await anOwner(), { imageKey: 'restaurants/bbbbbbbbbbbbbbbb' });
    await restaurants.create(record);
    expect(await restaurants.isImageInUse('restaurants/bbbbbbbbbbbbbbbb')).toBe(true);
    await restaurants.update({ ...record, imageKey: 'restaurants/cccccccccccccccc' });
    expect(await restaurants.isImageInUse('restaurants/bbbbbbbbbbbbbbbb')).toBe(false);
    expect(await restaurants.isImageInUse('restaurants/cccccccccccccccc')).toBe(true);
    expect(await restaurants.isImageInUse('restaurants/dddddddddddddddd')).toBe(false);
  });

  it('reports the image an update replaced, and leaves the image alone when the record has none', async () => {
    const record = aRecord(await anOwner(), { imageKey: 'restaurants/eeeeeeeeeeeeeeee' });
    await restaurants.create(record);
    expect(await restaurants.update({ ...record, imageKey: 'restaurants/ffffffffffffffff' })).toEqual({ replacedImageKey: 'restaurants/eeeeeeeeeeeeeeee' });
    expect(await restaurants.update({ ...record, imageKey: 'restaurants/ffffffffffffffff' })).toEqual({});
    expect(await restaurants.update({ ...record, imageKey: undefined, restaurantName: 'Renamed' })).toEqual({});
    expect(await restaurants.findByOwner(record.ownerUserId)).toMatchObject({ restaurantName: 'Renamed', imageKey: 'restaurants/ffffffffffffffff' });
    const inUse = await restaurants.imageKeysInUse(['restaurants/eeeeeeeeeeeeeeee', 'restaurants/ffffffffffffffff']);
    expect([...inUse]).toEqual(['restaurants/ffffffffffffffff']);
    expect(await restaurants.imageKeysInUse([])).toEqual(new Set());
  });
});
