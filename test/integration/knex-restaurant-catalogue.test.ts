import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KnexRestaurantCatalogue } from '../../src/modules/catalogue/adapters/knex-restaurant-catalogue.js';
import { KnexSearchSource } from '../../src/modules/catalogue/adapters/knex-search-source.js';
import { IndexedSearch } from '../../src/modules/catalogue/search/indexed-search.js';
import { CatalogueService, type FileStorage } from '../../src/modules/catalogue/index.js';
import { searchCriteria, type SearchInput } from '../../src/modules/catalogue/domain/search-criteria.js';
import type { RestaurantLookup } from '../../src/modules/ordering/ports.js';
import { aRestaurant } from '../builders/restaurant-builder.js';
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from '../support/databases.js';

// Fixed ids, so the tie-break by id is known in advance: Pasta < Sushi < Pizza < Zeta.
const PASTA = '000000000000000000000001';
const SUSHI = '000000000000000000000002';
const PIZZA = '000000000000000000000003';
const ZETA = '000000000000000000000004';
const UNKNOWN = 'ffffffffffffffffffffffff';

const storage: FileStorage = {
  put: async () => undefined,
  delete: async () => undefined,
  publicUrl: (key) => `https://cdn.test/${key}`,
  list: async function* () {},
  read: async () => undefined,
};

describe.each(testDatabaseKinds())('KnexRestaurantCatalogue on %s', (kind) => {
  let database: TestDatabase;
  let catalogue: KnexRestaurantCatalogue;
  // Search runs on the in-memory index built from these tables by KnexSearchSource.
  let index: IndexedSearch;
  const search = async (input: Partial<SearchInput>) => {
    const { hits, total } = await index.search(searchCriteria({ city: 'all', ...input }));
    return { ids: hits.map((hit) => hit.id), total };
  };

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    catalogue = new KnexRestaurantCatalogue(database.db);
    index = new IndexedSearch(new KnexSearchSource(database.db));
    const { db } = database;
    await aRestaurant({ restaurantName: 'Pasta Place', city: 'York', cuisines: ['Italian'], deliveryPrice: 200, estimatedDeliveryTime: 20 }).insert(db, PASTA);
    await aRestaurant({ restaurantName: 'Sushi Stop', city: 'Bath', cuisines: ['Japanese', 'Sushi'], deliveryPrice: 100, estimatedDeliveryTime: 40 })
      .with({ imageKey: 'restaurants/0123456789abcdef' })
      .insert(db, SUSHI);
    await aRestaurant({ restaurantName: 'Pizza Palace', city: 'York', cuisines: ['Italian', 'Pizza'], deliveryPrice: 200, estimatedDeliveryTime: 30 })
      .withMenu(['Margherita', 950], ['Calzone', 1100], ['Tiramisu', 550])
      .insert(db, PIZZA);
    await aRestaurant({ restaurantName: 'Zeta Pizza', city: 'Bath', cuisines: ['Pizza'], deliveryPrice: 300, estimatedDeliveryTime: 20 }).insert(db, ZETA);
  });
  afterAll(async () => database?.destroy());

  it('lists every city once, sorted', async () => {
    expect(await index.cities()).toEqual(['Bath', 'York']);
  });

  it('matches part of a city and counts every match', async () => {
    expect(await search({ city: 'YOR' })).toEqual({ ids: [PASTA, PIZZA], total: 2 });
    expect(await search({ city: 'Atlantis' })).toEqual({ ids: [], total: 0 });
    expect((await search({})).total).toBe(4);
  });

  it('keeps only restaurants offering every selected cuisine', async () => {
    expect((await search({ selectedCuisines: 'Italian,Pizza' })).ids).toEqual([PIZZA]);
    expect((await search({ selectedCuisines: 'pizza' })).ids).toEqual([PIZZA, ZETA]);
    expect((await search({ selectedCuisines: 'Pizza,Sushi' })).ids).toEqual([]);
  });

  it('matches text in names (starting with it first) and in cuisines', async () => {
    expect((await search({ searchQuery: 'pizza' })).ids).toEqual([PIZZA, ZETA]);
    expect((await search({ searchQuery: 'japan' })).ids).toEqual([SUSHI]);
  });

  it('breaks ties of every sort by id', async () => {
    expect((await search({ sortOption: 'deliveryPrice' })).ids).toEqual([SUSHI, PASTA, PIZZA, ZETA]);
    expect((await search({ sortOption: 'estimatedDeliveryTime' })).ids).toEqual([PASTA, ZETA, PIZZA, SUSHI]);
  });

  it('loads whole restaurants in the order asked, leaving unknown ids out', async () => {
    const found = await catalogue.findByIds([ZETA, UNKNOWN, PIZZA]);
    expect(found.map((r) => r.id)).toEqual([ZETA, PIZZA]);
    expect(found[1]).toMatchObject({ cuisines: ['Italian', 'Pizza'], menuItems: [{ name: 'Margherita' }, { name: 'Calzone' }, { name: 'Tiramisu' }] });
  });

  it('summarises restaurants in the order asked, once each, with the image key', async () => {
    const summaries = await catalogue.summaries([SUSHI, UNKNOWN, PASTA, SUSHI]);
    expect(summaries).toEqual([
      { id: SUSHI, restaurantName: 'Sushi Stop', addressLine1: '', postcode: '', city: 'Bath', country: 'United Kingdom', deliveryPrice: 100, estimatedDeliveryTime: 40, collectionMinutes: 15, imageKey: 'restaurants/0123456789abcdef' },
      { id: PASTA, restaurantName: 'Pasta Place', addressLine1: '', postcode: '', city: 'York', country: 'United Kingdom', deliveryPrice: 200, estimatedDeliveryTime: 20, collectionMinutes: 15, imageKey: undefined },
    ]);
    expect(await catalogue.summaries([])).toEqual([]);
  });

  it('prices a menu by item id, in the owner order', async () => {
    const [pizza] = await catalogue.findByIds([PIZZA]);
    const menu = await catalogue.pricedMenu(PIZZA);
    expect(menu).toMatchObject({ restaurantId: PIZZA, restaurantName: 'Pizza Palace', deliveryPrice: 200 });
    expect([...menu!.items]).toEqual(pizza!.menuItems.map((item) => [item.id, { name: item.name, price: item.price, optionGroups: item.optionGroups, allergens: item.allergens }]));
    // No areas: it delivers anywhere at its delivery price (the delivery-areas API test saves some).
    expect(menu!.deliveryAreas).toEqual([]);
    expect(await catalogue.pricedMenu(UNKNOWN)).toBeUndefined();
  });

  describe('through CatalogueService, as ordering reads it', () => {
    // Compile-time check too: the service is what ordering's RestaurantLookup port is bound to.
    let lookup: RestaurantLookup;
    beforeAll(() => {
      lookup = new CatalogueService(catalogue, storage, index);
    });

    it('resolves banner URLs and ignores malformed ids', async () => {
      const summaries = await lookup.summaries([SUSHI, 'not-an-id', "x' or 1=1 --", PASTA]);
      expect(summaries.map((s) => [s.id, s.imageUrl])).toEqual([
        [SUSHI, 'https://cdn.test/restaurants/0123456789abcdef-banner.webp'],
        [PASTA, ''],
      ]);
      expect(summaries[0]).not.toHaveProperty('imageKey');
    });

    it('finds no priced menu for unknown or malformed ids', async () => {
      expect((await lookup.pricedMenu(PIZZA))?.items.size).toBe(3);
      expect(await lookup.pricedMenu(UNKNOWN)).toBeUndefined();
      expect(await lookup.pricedMenu('not-an-id')).toBeUndefined();
      expect(await lookup.pricedMenu('ABCDEF000000000000000003')).toBeUndefined();
    });
  });
});
