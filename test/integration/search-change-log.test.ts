import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CHANGE_LOG_KEEP } from '../../migrations/20261125000000_catalogue-changes.js';
import { KnexSearchSource } from '../../src/modules/catalogue/adapters/knex-search-source.js';
import { searchCriteria, type SearchInput } from '../../src/modules/catalogue/domain/search-criteria.js';
import { IndexedSearch } from '../../src/modules/catalogue/search/indexed-search.js';
import { aRestaurant } from '../builders/restaurant-builder.js';
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from '../support/databases.js';

const ONE = '000000000000000000000001';
const TWO = '000000000000000000000002';
const THREE = '000000000000000000000003';

/** The real source, counting full loads and patches, so a test can tell which path served it. */
class CountingSource extends KnexSearchSource {
  fullLoads = 0;
  patches = 0;
  override listedRestaurants() {
    this.fullLoads++;
    return super.listedRestaurants();
  }
  override async changesSince(version: bigint, most: number) {
    const changes = await super.changesSince(version, most);
    if (changes) this.patches++;
    return changes;
  }
}

describe.each(testDatabaseKinds())('search kept fresh from the catalogue change log on %s', (kind) => {
  let database: TestDatabase;
  let source: CountingSource;
  let index: IndexedSearch;
  const search = async (input: Partial<SearchInput> = {}) => {
    const { hits, total } = await index.search(searchCriteria({ city: 'all', ...input }));
    return { names: hits.map((hit) => hit.restaurantName), total };
  };

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    const { db } = database;
    await aRestaurant({ restaurantName: 'Alpha', city: 'York', cuisines: ['Pizza'], deliveryPrice: 300 }).insert(db, ONE);
    await aRestaurant({ restaurantName: 'Beta', city: 'Bath', cuisines: ['Sushi'], deliveryPrice: 100 }).insert(db, TWO);
  });
  afterAll(async () => database?.destroy());
  beforeEach(async () => {
    source = new CountingSource(database.db);
    index = new IndexedSearch(source);
    expect((await search()).total).toBeGreaterThan(0);
    expect(source.fullLoads).toBe(1);
  });

  it('patches in each kind of write on the next search, without loading everything again', async () => {
    const { db } = database;
    await db('restaurants').where({ id: ONE }).update({ restaurant_name: 'Omega', delivery_price: 50 });
    expect(await search({ sortOption: 'deliveryPrice' })).toEqual({ names: ['Omega', 'Beta'], total: 2 });

    await db('restaurant_cuisines').where({ restaurant_id: TWO }).delete();
    await db('restaurant_cuisines').insert({ restaurant_id: TWO, cuisine: 'Thai' });
    expect(await search({ selectedCuisines: 'Thai' })).toEqual({ names: ['Beta'], total: 1 });

    await aRestaurant({ restaurantName: 'Gamma', city: 'Leeds', cuisines: ['Thai'] }).insert(db, THREE);
    expect(await index.cities()).toEqual(['Bath', 'Leeds', 'York']);
    expect(await search({ searchQuery: 'a' })).toEqual({ names: ['Beta', 'Gamma', 'Omega'], total: 3 });

    // An emptied menu unlists the restaurant; a new menu item lists it again.
    const menu = await db('menu_items').where({ restaurant_id: THREE });
    await db('menu_items').where({ restaurant_id: THREE }).delete();
    expect((await search()).names).toEqual(['Beta', 'Omega']);
    expect(await index.cities()).toEqual(['Bath', 'York']);
    await db('menu_items').insert(menu);
    expect((await search()).names).toEqual(['Beta', 'Gamma', 'Omega']);

    await db('menu_items').where({ restaurant_id: THREE }).delete();
    await db('restaurant_cuisines').where({ restaurant_id: THREE }).delete();
    await db('restaurants').where({ id: THREE }).delete();
    expect((await search()).names).toEqual(['Beta', 'Omega']);

    await db('restaurants').where({ id: ONE }).update({ restaurant_name: 'Alpha', delivery_price: 300 });
    expect(source.fullLoads).toBe(1);
    expect(source.patches).toBeGreaterThan(0);
  });

  it('loads everything again when the log no longer reaches back to the index', async () => {
    const { db } = database;
    // As if more than CHANGE_LOG_KEEP changes had come and their entries were pruned.
    // (The next write lands on a multiple of 1000, when SQLite prunes; PostgreSQL prunes on every write.)
    const behind = BigInt((await db('catalogue_version').first('version'))!.version) + BigInt(CHANGE_LOG_KEEP + 1);
    await db('catalogue_version').where({ id: 1 }).update({ version: String(behind + 999n - ((behind + 999n) % 1000n) - 1n) });
    await db('restaurants').where({ id: TWO }).update({ restaurant_name: 'Beta Two' });
    expect((await search()).names).toEqual(['Alpha', 'Beta Two']);
    expect(source.fullLoads).toBe(2);
    // The same write pruned every entry as old as the index was.
    const oldest = await db('catalogue_changes').min({ version: 'version' }).first();
    const newest = await db('catalogue_version').first('version');
    expect(BigInt(newest!.version) - BigInt(oldest!.version)).toBeLessThan(CHANGE_LOG_KEEP);
    await db('restaurants').where({ id: TWO }).update({ restaurant_name: 'Beta' });
    expect((await search()).names).toEqual(['Alpha', 'Beta']);
    expect(source.fullLoads).toBe(2);
  });

  it('gives up on patching when more restaurants changed than the caller would patch (a bulk load)', async () => {
    const { db } = database;
    const since = await source.version();
    await db('restaurants').update({ delivery_price: 250 });
    expect(await source.changesSince(since, 1)).toBeUndefined();
    const changes = await source.changesSince(since, 2);
    expect(changes?.changed.sort()).toEqual([ONE, TWO]);
    expect(changes?.listed.map((r) => r.deliveryPrice)).toEqual([250, 250]);
    expect(changes?.version).toBe(await source.version());
  });

  it('reads every listed restaurant across chunk edges, also where a chunk holds none', async () => {
    const { db } = database;
    const ids = ['000000000000000000000010', '000000000000000000000011', '000000000000000000000012', '000000000000000000000013'];
    for (const id of ids) await aRestaurant({ restaurantName: `Chunk ${id.slice(-2)}` }).insert(db, id);
    // Chunks of two: Alpha and Beta, then 10 and 11 (both unlisted, an empty chunk), then 12 and 13.
    await db('menu_items').whereIn('restaurant_id', ids.slice(0, 2)).delete();
    const chunks: string[][] = [];
    for await (const chunk of new KnexSearchSource(db, undefined, 2).listedRestaurants()) chunks.push(chunk.map((r) => r.restaurantName));
    expect(chunks.flat()).toEqual(['Alpha', 'Beta', 'Chunk 12', 'Chunk 13']);
    await db('menu_items').whereIn('restaurant_id', ids).delete();
    await db('restaurant_cuisines').whereIn('restaurant_id', ids).delete();
    await db('restaurants').whereIn('id', ids).delete();
  });

  it.runIf(kind === 'postgres')('loads everything again after a truncate, which names no restaurant', async () => {
    const { db } = database;
    const cuisines = await db('restaurant_cuisines').select();
    await db.raw('truncate restaurant_cuisines');
    expect(await search({ selectedCuisines: 'Pizza' })).toEqual({ names: [], total: 0 });
    expect(source.fullLoads).toBe(2);
    await db('restaurant_cuisines').insert(cuisines);
    expect(await search({ selectedCuisines: 'Pizza' })).toEqual({ names: ['Alpha'], total: 1 });
    expect(source.fullLoads).toBe(2);
  });
});
