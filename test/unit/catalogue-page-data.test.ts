import { describe, expect, it } from 'vitest';
import type { Restaurant } from '../../src/modules/catalogue/domain/restaurant.js';
import { cataloguePageData, type PageCatalogue } from '../../src/modules/catalogue/http/page-data.js';
import type { FileStorage } from '../../src/modules/catalogue/ports.js';
import { NotFoundError } from '../../src/shared/errors.js';

// The landing's and a restaurant page's reads, over an in-memory catalogue whose version moves
// as a writer's transaction moves it.
function setUp() {
  const state = { version: 1n, cities: ['Leeds'], name: 'Bella', reads: 0 };
  const restaurant = (): Restaurant => ({
    id: 'r1', ownerUserId: 'u1', restaurantName: state.name, city: 'Leeds', country: 'UK', deliveryPrice: 100, estimatedDeliveryTime: 20,
    cuisines: ['Pizza'], menuItems: [{ id: 'm1', name: 'Margherita', price: 900 }], lastUpdated: new Date(0),
  });
  const catalogue: PageCatalogue = {
    version: async () => state.version,
    cities: async () => (state.reads++, [...state.cities]),
    restaurant: async (id) => {
      state.reads++;
      if (id !== 'r1') throw new NotFoundError('Restaurant not found');
      return restaurant();
    },
    searchRendered: async () => {
      throw new Error('not used here');
    },
  };
  const storage: FileStorage = { put: async () => undefined, delete: async () => undefined, publicUrl: (key) => `/images/${key}`, list: async function* () {} };
  return { state, read: cataloguePageData(catalogue, storage) };
}

const rendered = (answer: unknown) => ({ answer });

describe('cataloguePageData', () => {
  it('answers the city list as the HTTP read does, rendered once per catalogue version', async () => {
    const { state, read } = setUp();
    expect(await read.read('/api/restaurant/cities/all', 'out /', rendered)).toEqual({ answer: { cities: ['Leeds'] } });
    await read.read('/api/restaurant/cities/all', 'out /', rendered);
    expect(state.reads).toBe(1);
    state.cities.push('York');
    state.version++;
    expect(await read.read('/api/restaurant/cities/all', 'out /', rendered)).toEqual({ answer: { cities: ['Leeds', 'York'] } });
    expect(state.reads).toBe(2);
  });

  it("answers a restaurant as the HTTP read does, rendered again once the catalogue changes, and refuses an unknown one", async () => {
    const { state, read } = setUp();
    const first = (await read.read('/api/restaurant/r1', 'out /detail/r1', rendered)) as { answer: { restaurantName: string; menuItems: unknown[] } };
    expect(first.answer).toMatchObject({ _id: 'r1', restaurantName: 'Bella', menuItems: [{ _id: 'm1', name: 'Margherita', price: 900 }] });
    state.name = 'Bella Napoli';
    expect(await read.read('/api/restaurant/r1', 'out /detail/r1', rendered)).toBe(first); // unchanged version: the kept page
    state.version++;
    expect(await read.read('/api/restaurant/r1', 'out /detail/r1', rendered)).toMatchObject({ answer: { restaurantName: 'Bella Napoli' } });
    await expect(read.read('/api/restaurant/nope', 'out /detail/nope', rendered)).rejects.toBeInstanceOf(NotFoundError);
  });
});
