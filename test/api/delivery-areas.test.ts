// Delivery areas (docs/product/decisions.md "Delivery areas"): the owner's list, replaced whole,
// normalised, refused whole; the public restaurant shows it and the priced menu checkout reads moves with it.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { KnexRestaurantCatalogue } from '../../src/modules/catalogue/adapters/knex-restaurant-catalogue.js';
import { KnexSearchSource } from '../../src/modules/catalogue/adapters/knex-search-source.js';
import { CatalogueService, type FileStorage } from '../../src/modules/catalogue/index.js';
import { IndexedSearch } from '../../src/modules/catalogue/search/indexed-search.js';
import type { components } from '../../src/generated/api.js';
import { aCustomer, type Customer } from '../support/customers.js';
import { changedParts, snapshotData } from '../support/data-snapshot.js';
import { testDatabaseKinds } from '../support/databases.js';
import { anOwner } from '../support/owners.js';
import { startTestServer, type TestServer } from '../support/test-server.js';
import { tokenVariants } from '../support/token-variants.js';

type AreaInput = components['schemas']['DeliveryAreaInput'];
const area = (name: string, postcodes: string[], extra: Partial<AreaInput> = {}): AreaInput => ({
  name,
  postcodes,
  deliveryPrice: 150,
  minimumOrder: 1000,
  freeDeliveryOver: null,
  ...extra,
});
const storage: FileStorage = { put: async () => undefined, delete: async () => undefined, publicUrl: (key) => `/images/${key}`, list: async function* () {}, read: async () => undefined };

describe.each(testDatabaseKinds())('delivery areas on %s', (kind) => {
  let server: TestServer;
  let owner: Awaited<ReturnType<typeof anOwner>>;
  let otherOwner: Awaited<ReturnType<typeof anOwner>>;
  let customer: Customer;

  const areasOf = async (api = owner.api) => (await api.GET('/api/my/restaurant/delivery-areas')).data!.areas;
  const put = (areas: AreaInput[], api = owner.api) => api.PUT('/api/my/restaurant/delivery-areas', { body: { areas } });
  const detail = async () => (await server.client().GET('/api/restaurant/{restaurantId}', { params: { path: { restaurantId: owner.restaurantId } } })).data!;

  beforeAll(async () => {
    server = await startTestServer(kind);
    owner = await anOwner(server, 'areas@example.com');
    otherOwner = await anOwner(server, 'other-areas@example.com', [['Pho', 900]]);
    customer = await aCustomer(server, 'no-restaurant@example.com');
  });
  afterAll(async () => server?.stop());
  beforeEach(async () => {
    expect((await put([])).response.status).toBe(200);
  });

  it('has no areas until the owner sets some: the restaurant delivers anywhere', async () => {
    expect(await areasOf(otherOwner.api)).toEqual([]);
    expect((await detail()).deliveryAreas).toEqual([]);
  });

  it('saves areas normalised and in the owner order, answers like GET, and keeps ids sent back', async () => {
    const { data, response } = await put([
      area('Wider London', ['e2', 'e8', 'n16  7'], { deliveryPrice: 350, minimumOrder: 2000, freeDeliveryOver: 4000 }),
      area(' Central ', ['sw1a', 'sw1a 1', 'SW1A', 'ec1a']),
    ]);
    expect(response.status).toBe(200);
    expect(data!.areas.map(({ _id: _, ...rest }) => rest)).toEqual([
      { name: 'Wider London', postcodes: ['E2', 'E8', 'N16 7'], deliveryPrice: 350, minimumOrder: 2000, freeDeliveryOver: 4000 },
      { name: 'Central', postcodes: ['SW1A', 'SW1A 1', 'EC1A'], deliveryPrice: 150, minimumOrder: 1000, freeDeliveryOver: null },
    ]);
    expect(await areasOf()).toEqual(data!.areas);

    // Reordered, one kept by id and edited, one new: the kept one keeps its id, the new one gets another.
    const [wider, central] = data!.areas;
    const again = await put([area('Central', ['SW1A'], { _id: central!._id, deliveryPrice: 199 }), area('North', ['N1'])]);
    expect(again.data!.areas.map((a) => [a._id, a.name, a.deliveryPrice])).toEqual([
      [central!._id, 'Central', 199],
      [expect.not.stringMatching(new RegExp(`^(${wider!._id}|${central!._id})$`)), 'North', 150],
    ]);
    expect(await areasOf(otherOwner.api)).toEqual([]);
  });

  it('shows the areas on the public restaurant, without ids', async () => {
    await put([area('Central', ['e1', 'ec1a 1'], { freeDeliveryOver: 3000 })]);
    expect((await detail()).deliveryAreas).toEqual([{ name: 'Central', postcodes: ['E1', 'EC1A 1'], deliveryPrice: 150, minimumOrder: 1000, freeDeliveryOver: 3000 }]);
  });

  it('gives the priced menu checkout reads the new areas at once (no stale cache)', async () => {
    // A catalogue of its own on the same database, as another API process would hold: its cache moves only with the version.
    const catalogue = new CatalogueService(new KnexRestaurantCatalogue(server.db), storage, new IndexedSearch(new KnexSearchSource(server.db)));
    expect((await catalogue.pricedMenu(owner.restaurantId))!.deliveryAreas).toEqual([]);
    await put([area('Central', ['E1']), area('Wider', ['E2', 'E3 4'], { deliveryPrice: 300 })]);
    const menu = await catalogue.pricedMenu(owner.restaurantId);
    expect(menu!.deliveryAreas.map((a) => [a.name, a.postcodes.map((p) => p.text), a.deliveryPrice])).toEqual([
      ['Central', ['E1'], 150],
      ['Wider', ['E2', 'E3 4'], 300],
    ]);
    await put([area('Wider', ['E2'], { _id: menu!.deliveryAreas[1]!.id, deliveryPrice: 250 })]);
    expect((await catalogue.pricedMenu(owner.restaurantId))!.deliveryAreas).toEqual([
      { id: menu!.deliveryAreas[1]!.id, name: 'Wider', postcodes: [{ text: 'E2', kind: 'outcode' }], deliveryPrice: 250, minimumOrder: 1000, freeDeliveryOver: null },
    ]);
    await put([]);
    expect((await catalogue.pricedMenu(owner.restaurantId))!.deliveryAreas).toEqual([]);
  });

  it('takes two saves at once one after the other: the list is one of them whole, never a mix', async () => {
    const first = [area('Central', ['E1', 'E2']), area('Wider', ['E3'])];
    const second = [area('North', ['E1', 'N1'])];
    const answers = await Promise.all(Array.from({ length: 6 }, (_, i) => put(i % 2 ? second : first)));
    expect(answers.map((answer) => answer.response.status)).toEqual([200, 200, 200, 200, 200, 200]);
    const names = (await areasOf()).map((a) => [a.name, a.postcodes]);
    expect([JSON.stringify([['Central', ['E1', 'E2']], ['Wider', ['E3']]]), JSON.stringify([['North', ['E1', 'N1']]])]).toContain(JSON.stringify(names));
  });

  const refusals: Array<[string, () => AreaInput[], string, RegExp]> = [
    ['a full postcode', () => [area('Central', ['E1', 'EC1A', 'SW1A 1AA'])], 'areas[0].postcodes[2]', /^SW1A 1AA is not a postcode district or sector/],
    ['a town name', () => [area('Central', ['Leeds'])], 'areas[0].postcodes[0]', /^LEEDS is not a postcode district or sector/],
    ['a prefix in two areas', () => [area('Central', ['E1']), area('Wider', ['E2', 'e1'])], 'areas[1].postcodes[1]', /^E1 is already in Central$/],
    ['two areas with one name', () => [area('Central', ['E1']), area('central', ['E2'])], 'areas[1].name', /^Another area is already called Central$/],
    ['a blank name', () => [area('   ', ['E1'])], 'areas[0].name', /^Give the area a name$/],
    ['an id of another restaurant', () => [area('Central', ['E1'], { _id: otherAreaId })], 'areas[0]._id', /not one of your delivery areas/],
    ['a fee above £100', () => [area('Central', ['E1'], { deliveryPrice: 10001 })], 'areas[0].deliveryPrice', /./],
    ['a negative minimum', () => [area('Central', ['E1'], { minimumOrder: -1 })], 'areas[0].minimumOrder', /./],
    ['free delivery over nothing', () => [area('Central', ['E1'], { freeDeliveryOver: 0 })], 'areas[0].freeDeliveryOver', /./],
    ['an area without postcodes', () => [area('Central', [])], 'areas[0].postcodes', /./],
    ['a name of 51 characters', () => [area('x'.repeat(51), ['E1'])], 'areas[0].name', /./],
    ['21 areas', () => Array.from({ length: 21 }, (_, i) => area(`Area ${i}`, [`E${i + 1}`])), 'areas', /./],
  ];
  let otherAreaId = '';

  it.each(refusals)('refuses %s with a 400 naming the field, writing nothing', async (_, areas, path, message) => {
    const kept = (await put([area('Kept', ['N1'])])).data!.areas;
    otherAreaId = (await put([area('Theirs', ['W1'])], otherOwner.api)).data!.areas[0]!._id;
    const before = await snapshotData(server);
    const { response, error } = await put(areas());
    expect(response.status).toBe(400);
    const failure = error as { code: string; details?: Array<{ path: string; message: string }> };
    expect(failure.code).toBe('VALIDATION_ERROR');
    const detail = failure.details?.find((d) => d.path === path);
    expect(detail, JSON.stringify(failure.details)).toBeDefined();
    expect(detail!.message).toMatch(message);
    expect(changedParts(before, await snapshotData(server))).toEqual([]);
    expect(await areasOf()).toEqual(kept);
  });

  it('answers 401 without or with a forged token, and 404 to a signed-in user without a restaurant', async () => {
    const variants = await tokenVariants(server, owner.token);
    for (const api of [server.client(), server.client(variants.forged)]) {
      expect((await api.GET('/api/my/restaurant/delivery-areas')).response.status).toBe(401);
      expect((await put([area('Central', ['E1'])], api)).response.status).toBe(401);
    }
    const before = await snapshotData(server);
    expect((await customer.api.GET('/api/my/restaurant/delivery-areas')).response.status).toBe(404);
    const refused = await put([area('Central', ['E1'])], customer.api);
    expect(refused.response.status).toBe(404);
    expect(refused.error).toMatchObject({ code: 'NOT_FOUND', message: 'Restaurant not found' });
    expect(changedParts(before, await snapshotData(server))).toEqual([]);
  });
});
