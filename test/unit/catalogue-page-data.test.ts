import { describe, expect, it } from 'vitest';
import type { OpenState } from '../../src/modules/catalogue/domain/opening-hours.js';
import type { Restaurant } from '../../src/modules/catalogue/domain/restaurant.js';
import { noDetails } from '../../src/modules/catalogue/index.js';
import { cataloguePageReads, type PageCatalogue } from '../../src/modules/catalogue/http/page-data.js';
import type { FileStorage } from '../../src/modules/catalogue/ports.js';
import { NotFoundError } from '../../src/shared/errors.js';

// The landing's and a restaurant page's reads, over an in-memory catalogue whose version moves
// as a writer's transaction moves it.
function setUp() {
  const state = { version: 1n, cities: ['Leeds'], name: 'Bella', reads: 0, openState: { state: 'open' } as OpenState };
  const restaurant = (): Restaurant => ({
    id: 'r1', ownerUserId: 'u1', restaurantName: state.name, city: 'Leeds', country: 'UK', deliveryPrice: 100, estimatedDeliveryTime: 20,
    cuisines: ['Pizza'], menuSections: [], menuItems: [{ id: 'm1', name: 'Margherita', price: 900, ...noDetails() }], emailNewOrders: false, lastUpdated: new Date(0),
  });
  const catalogue: PageCatalogue = {
    version: async () => state.version,
    cities: async () => (state.reads++, [...state.cities]),
    restaurant: async (id) => {
      state.reads++;
      if (id !== 'r1') throw new NotFoundError('Restaurant not found');
      return { ...restaurant(), rating: null };
    },
    searchRendered: async () => {
      throw new Error('not used here');
    },
  };
  const storage: FileStorage = { put: async () => undefined, delete: async () => undefined, publicUrl: (key) => `/images/${key}`, list: async function* () {} };
  const availability = { openState: async () => ({ openState: state.openState, at: new Date(0), timeZone: 'Europe/London' }) };
  return { state, read: cataloguePageReads(catalogue, availability, storage) };
}

describe('cataloguePageReads', () => {
  it('answers the city list as the HTTP read does, read once per catalogue version', async () => {
    const { state, read } = setUp();
    expect(await read.cities!()).toEqual({ cities: ['Leeds'] });
    await read.cities!();
    expect(state.reads).toBe(1);
    state.cities.push('York');
    state.version++;
    expect(await read.cities!()).toEqual({ cities: ['Leeds', 'York'] });
    expect(state.reads).toBe(2);
  });

  it("answers a restaurant as the HTTP read does, anew once the catalogue changes, and refuses an unknown one", async () => {
    const { state, read } = setUp();
    const first = await read.restaurant!('r1');
    expect(first).toMatchObject({ _id: 'r1', restaurantName: 'Bella', menuItems: [{ _id: 'm1', name: 'Margherita', price: 900 }] });
    state.name = 'Bella Napoli';
    expect(await read.restaurant!('r1')).toBe(first); // unchanged version: the kept answer
    state.version++;
    expect(await read.restaurant!('r1')).toMatchObject({ restaurantName: 'Bella Napoli' });
    await expect(read.restaurant!('nope')).rejects.toBeInstanceOf(NotFoundError);
  });

  it('answers a restaurant anew when it pauses, which changes no catalogue version', async () => {
    const { state, read } = setUp();
    const open = await read.restaurant!('r1');
    expect(open).toMatchObject({ openState: { state: 'open' }, timeZone: 'Europe/London' });
    state.openState = { state: 'paused', resumesAt: new Date('2026-11-27T19:30:00Z') };
    expect(await read.restaurant!('r1')).toMatchObject({ openState: { state: 'paused', resumesAt: '2026-11-27T19:30:00.000Z' } });
    state.openState = { state: 'open' };
    expect(await read.restaurant!('r1')).toMatchObject({ openState: { state: 'open' } });
  });
});
