// Search by postcode (docs/product/decisions.md "Search by postcode"): only restaurants delivering
// there, each card with its terms there, the fee sort by that postcode's fee; the restaurant page's
// delivery-terms call. Areas are saved through the owner's call, as the owner's form does.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { components } from '../../src/generated/api.js';
import { issueDevAccessToken } from '../../src/identity-dev/index.js';
import { aRestaurant } from '../builders/restaurant-builder.js';
import { testDatabaseKinds } from '../support/databases.js';
import { startTestServer, type TestServer } from '../support/test-server.js';

type AreaInput = components['schemas']['DeliveryAreaInput'];
type SortOption = 'bestMatch' | 'deliveryPrice' | 'estimatedDeliveryTime';
const CITY = 'Postcodeton';

describe.each(testDatabaseKinds())('search by postcode on %s', (kind) => {
  let server: TestServer;
  const owners = new Map<string, { id: string; api: ReturnType<TestServer['client']> }>();

  async function aRestaurantWithAreas(restaurantName: string, deliveryPrice: number, areas: AreaInput[]) {
    const email = `${restaurantName.toLowerCase().replace(/\W+/g, '-')}@example.com`;
    const token = await issueDevAccessToken({ config: server.config, db: server.db, email });
    const auth0Id = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()).sub as string;
    const id = await aRestaurant({ restaurantName, city: CITY, deliveryPrice }).insert(server.db, undefined, { auth0Id, email });
    const api = server.client(token);
    if (areas.length > 0) expect((await api.PUT('/api/my/restaurant/delivery-areas', { body: { areas } })).response.status).toBe(200);
    owners.set(restaurantName, { id, api });
  }
  const area = (name: string, postcodes: string[], deliveryPrice: number, minimumOrder = 0, freeDeliveryOver: number | null = null): AreaInput => ({ name, postcodes, deliveryPrice, minimumOrder, freeDeliveryOver });

  async function search(postcode: string | undefined, sortOption?: SortOption) {
    const { data, response, error } = await server.client().GET('/api/restaurant/search/{city}', { params: { path: { city: CITY }, query: { ...(postcode === undefined ? {} : { postcode }), ...(sortOption ? { sortOption } : {}) } } });
    return { status: response.status, data, error };
  }
  const cards = async (postcode: string | undefined, sortOption?: SortOption) => {
    const { status, data } = await search(postcode, sortOption);
    expect(status).toBe(200);
    return data!.data.map((card) => [card.restaurantName, card.deliveryTerms]);
  };
  const terms = (restaurantName: string, postcode?: string) =>
    server.client().GET('/api/restaurant/{restaurantId}/delivery-terms', { params: { path: { restaurantId: owners.get(restaurantName)!.id }, query: postcode === undefined ? ({} as { postcode: string }) : { postcode } } });

  beforeAll(async () => {
    server = await startTestServer(kind);
    // East End: E1 at 199 (its sector E1 6 cheaper), E14 at 350 with a minimum.
    await aRestaurantWithAreas('East End Curry', 250, [area('Whitechapel', ['E1'], 199, 1000, 3500), area('Brick Lane', ['E1 6'], 99, 1200), area('Docklands', ['E14'], 350, 2000)]);
    // Only E14, cheap.
    await aRestaurantWithAreas('Canary Noodles', 250, [area('Wharf', ['e14'], 149, 800)]);
    // No areas: anywhere at its own price.
    await aRestaurantWithAreas('Anywhere Pizza', 275, []);
  });
  afterAll(async () => server?.stop());

  it('lists only the restaurants delivering to the postcode, each card with its terms there', async () => {
    expect(await cards('e1 6an')).toEqual([
      ['Anywhere Pizza', { area: null, deliveryPrice: 275, minimumOrder: 0, freeDeliveryOver: null }],
      ['East End Curry', { area: 'Brick Lane', deliveryPrice: 99, minimumOrder: 1200, freeDeliveryOver: null }],
    ]);
    expect(await cards('E17AA')).toEqual([
      ['Anywhere Pizza', { area: null, deliveryPrice: 275, minimumOrder: 0, freeDeliveryOver: null }],
      ['East End Curry', { area: 'Whitechapel', deliveryPrice: 199, minimumOrder: 1000, freeDeliveryOver: 3500 }],
    ]);
    expect((await cards('M1 1AD')).map(([name]) => name)).toEqual(['Anywhere Pizza']);
  });

  it("sorts by the postcode's fee, not the restaurant's own price", async () => {
    expect(await cards('E14 5AB', 'deliveryPrice')).toEqual([
      ['Canary Noodles', { area: 'Wharf', deliveryPrice: 149, minimumOrder: 800, freeDeliveryOver: null }],
      ['Anywhere Pizza', { area: null, deliveryPrice: 275, minimumOrder: 0, freeDeliveryOver: null }],
      ['East End Curry', { area: 'Docklands', deliveryPrice: 350, minimumOrder: 2000, freeDeliveryOver: null }],
    ]);
  });

  it('answers as before without a postcode: every restaurant, no terms on cards', async () => {
    const { data } = await search(undefined);
    expect(data!.data.map((card) => card.restaurantName)).toEqual(['Anywhere Pizza', 'Canary Noodles', 'East End Curry']);
    expect(data!.data.some((card) => 'deliveryTerms' in card)).toBe(false);
  });

  it('follows a change of areas without a restart', async () => {
    const { api } = owners.get('Canary Noodles')!;
    expect((await api.PUT('/api/my/restaurant/delivery-areas', { body: { areas: [area('Wharf', ['E14'], 149, 800), area('Whitechapel', ['E1'], 50)] } })).response.status).toBe(200);
    expect(await cards('E1 7AA', 'deliveryPrice')).toEqual([
      ['Canary Noodles', { area: 'Whitechapel', deliveryPrice: 50, minimumOrder: 0, freeDeliveryOver: null }],
      ['East End Curry', { area: 'Whitechapel', deliveryPrice: 199, minimumOrder: 1000, freeDeliveryOver: 3500 }],
      ['Anywhere Pizza', { area: null, deliveryPrice: 275, minimumOrder: 0, freeDeliveryOver: null }],
    ]);
    expect((await api.PUT('/api/my/restaurant/delivery-areas', { body: { areas: [area('Wharf', ['E14'], 149, 800)] } })).response.status).toBe(200);
    expect((await cards('E1 7AA')).map(([name]) => name)).toEqual(['Anywhere Pizza', 'East End Curry']);
  });

  it('refuses a postcode that is not a UK postcode, naming it', async () => {
    for (const postcode of ['not a postcode', 'E1', '12345']) {
      const { status, error } = await search(postcode);
      expect(status).toBe(400);
      expect(error).toMatchObject({ code: 'VALIDATION_ERROR', details: [{ path: 'postcode', message: 'Enter a valid UK postcode' }] });
    }
  });

  it('tells the restaurant page whether and on what terms it delivers to a postcode', async () => {
    expect((await terms('East End Curry', 'e1 6an')).data).toEqual({ postcode: 'E1 6AN', status: 'area', area: 'Brick Lane', deliveryPrice: 99, minimumOrder: 1200, freeDeliveryOver: null });
    expect((await terms('East End Curry', 'M11AD')).data).toEqual({ postcode: 'M1 1AD', status: 'outside', area: null, deliveryPrice: null, minimumOrder: null, freeDeliveryOver: null });
    expect((await terms('Anywhere Pizza', 'M1 1AD')).data).toEqual({ postcode: 'M1 1AD', status: 'anywhere', area: null, deliveryPrice: 275, minimumOrder: 0, freeDeliveryOver: null });
  });

  it("agrees with checkout's quote for the same postcode", async () => {
    const { id } = owners.get('East End Curry')!;
    const restaurant = (await server.client().GET('/api/restaurant/{restaurantId}', { params: { path: { restaurantId: id } } })).data!;
    const cartItems = [{ menuItemId: restaurant.menuItems[0]!._id, quantity: '1' }];
    const { data, response } = await server.client().POST('/api/order/checkout/quote', { body: { restaurantId: id, cartItems, postcode: 'E1 6AN' } as never });
    expect(response.status).toBe(200);
    expect(data!.delivery).toMatchObject({ status: 'area', area: 'Brick Lane', minimumOrder: 1200 });
    expect((await cards('E1 6AN')).find(([name]) => name === 'East End Curry')![1]).toMatchObject({ area: data!.delivery.area, minimumOrder: data!.delivery.minimumOrder });
  });

  it('refuses a bad or missing postcode (400) and an unknown restaurant (404)', async () => {
    const bad = await terms('East End Curry', 'nowhere');
    expect(bad.response.status).toBe(400);
    expect(bad.error).toMatchObject({ code: 'VALIDATION_ERROR', details: [{ path: 'postcode', message: 'Enter a valid UK postcode' }] });
    const missing = await terms('East End Curry');
    expect(missing.response.status).toBe(400);
    expect(missing.error).toMatchObject({ code: 'VALIDATION_ERROR', details: [expect.objectContaining({ path: 'postcode' })] });
    for (const restaurantId of ['6755c8f2a1b2c3d4e5f60718', 'not-an-id']) {
      const unknown = await server.client().GET('/api/restaurant/{restaurantId}/delivery-terms', { params: { path: { restaurantId }, query: { postcode: 'E1 6AN' } } });
      expect(unknown.response.status).toBe(404);
    }
  });
});
