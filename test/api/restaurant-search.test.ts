import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '../support/databases.js';
import { startTestServer, type TestServer } from '../support/test-server.js';
import { aRestaurant } from '../builders/restaurant-builder.js';
import { newId } from '../../src/shared/ids.js';

type SortOption = 'bestMatch' | 'deliveryPrice' | 'estimatedDeliveryTime';
interface SearchBody {
  pagination: { total: number };
}
interface Query {
  searchQuery?: string;
  page?: number;
  selectedCuisines?: string;
  sortOption?: SortOption;
}

describe.each(testDatabaseKinds())('restaurant search API on %s', (kind) => {
  let server: TestServer;

  async function search(city: string, query: Query = {}) {
    const { data, response } = await server.client().GET('/api/restaurant/search/{city}', { params: { path: { city }, query: { ...query, page: query.page === undefined ? undefined : String(query.page) } } });
    expect(response.status).toBe(200);
    return data!;
  }
  const names = async (city: string, query: Query = {}) => (await search(city, query)).data.map((r) => r.restaurantName);

  beforeAll(async () => {
    server = await startTestServer(kind);
    const add = (spec: Parameters<typeof aRestaurant>[0]) => aRestaurant(spec).insert(server.db);
    // Literal-text fixtures, all in one city of their own.
    for (const restaurantName of ['100% Vegan', 'Snake_Case Diner', 'Regex.* Grill', "Dino's Pizzeria", 'Plain Plates']) {
      await add({ restaurantName, city: 'Literalton', cuisines: ['Cafe'] });
    }
    // Cuisine and relevance fixtures.
    await add({ restaurantName: 'Sushi Zen', city: 'Matchbury', cuisines: ['Japanese', 'Sushi'] });
    await add({ restaurantName: 'Best Sushi Bar', city: 'Matchbury', cuisines: ['Japanese'] });
    await add({ restaurantName: 'Tokyo Table', city: 'Matchbury', cuisines: ['Japanese', 'Sushi', 'Noodles'] });
    await add({ restaurantName: 'Anchor Fish', city: 'Matchbury', cuisines: ['Seafood'] });
    // Eleven with equal prices and times (plus one cheaper and one slower) for paging ties.
    for (let i = 0; i < 11; i++) await add({ restaurantName: 'Twin Kitchen', city: 'Tieville', deliveryPrice: 300, estimatedDeliveryTime: 40 });
    await add({ restaurantName: 'Zed Cheap', city: 'Tieville', deliveryPrice: 100, estimatedDeliveryTime: 90 });
    await add({ restaurantName: 'Alpha Slow', city: 'Tieville', deliveryPrice: 900, estimatedDeliveryTime: 95 });
    await add({ restaurantName: 'Harbour Kitchen', city: 'Newcastle upon Tyne', cuisines: ['Seafood'] });
    await add({ restaurantName: 'Castle Curry', city: 'Newcastle-under-Lyme', cuisines: ['Indian'] });
    // Without menu items: hidden from search, and their only city from the city list.
    await add({ restaurantName: 'Bare Sushi', city: 'Matchbury', cuisines: ['Sushi'], menu: [] });
    await add({ restaurantName: 'Empty Manor', city: 'Emptyshire', menu: [] });
  });
  afterAll(async () => server?.stop());

  it('lists every city once, sorted', async () => {
    const { data } = await server.client().GET('/api/restaurant/cities/all');
    expect(data?.cities).toEqual(['Literalton', 'Matchbury', 'Newcastle upon Tyne', 'Newcastle-under-Lyme', 'Tieville']);
  });

  it('lists only restaurants that have at least one menu item', async () => {
    expect(await names('Emptyshire')).toEqual([]);
    expect(await names('Matchbury', { searchQuery: 'bare' })).toEqual([]);
    expect(await names('all', { selectedCuisines: 'Sushi' })).toEqual(['Sushi Zen', 'Tokyo Table']);
    const [bare] = await server.db('restaurants').where({ restaurant_name: 'Empty Manor' }).pluck('id');
    await server.db('menu_items').insert({ id: newId(), restaurant_id: bare, name: 'Toast', price: 300, position: 0 });
    expect(await names('Emptyshire')).toEqual(['Empty Manor']);
    expect((await server.client().GET('/api/restaurant/cities/all')).data?.cities).toContain('Emptyshire');
    await server.db('menu_items').where({ restaurant_id: bare }).delete();
  });

  it('matches the city case-insensitively as part of its name, and all means every city', async () => {
    expect(await names('newcastle')).toEqual(['Castle Curry', 'Harbour Kitchen']);
    expect(await names('LYME')).toEqual(['Castle Curry']);
    expect(await names('Atlantis')).toEqual([]);
    expect((await search('all')).pagination.total).toBe(24);
    expect((await search('ALL')).pagination.total).toBe(24);
  });

  it.each([
    ['%', ['100% Vegan']],
    ['_', ['Snake_Case Diner']],
    ['.*', ['Regex.* Grill']],
    ["'", ["Dino's Pizzeria"]],
    ["o's p", ["Dino's Pizzeria"]],
    ['e_c', ['Snake_Case Diner']],
    ['0% v', ['100% Vegan']],
  ])('treats %j as literal text', async (text, expected) => {
    expect(await names('Literalton', { searchQuery: text })).toEqual(expected);
  });

  it('matches names case-insensitively with short and long text alike', async () => {
    expect(await names('Literalton', { searchQuery: 'PL' })).toEqual(['Plain Plates']);
    expect(await names('Literalton', { searchQuery: 'plain pla' })).toEqual(['Plain Plates']);
  });

  it('sees a renamed restaurant under its new name only', async () => {
    const id = await aRestaurant({ restaurantName: 'Old Sign', city: 'Renameham' }).insert(server.db);
    await server.db('restaurants').where({ id }).update({ restaurant_name: 'New Sign' });
    expect(await names('Renameham', { searchQuery: 'old sign' })).toEqual([]);
    expect(await names('Renameham', { searchQuery: 'new sign' })).toEqual(['New Sign']);
    await server.db('restaurant_cuisines').where({ restaurant_id: id }).delete();
    await server.db('menu_items').where({ restaurant_id: id }).delete();
    await server.db('restaurants').where({ id }).delete();
    expect(await names('Renameham', { searchQuery: 'sign' })).toEqual([]);
  });

  it('says on the card when a restaurant offers collection, and no longer once it stops', async () => {
    const id = await aRestaurant({ restaurantName: 'Counter Pick', city: 'Collectham' }).insert(server.db);
    expect((await search('Collectham')).data[0]).not.toHaveProperty('collection');
    // The restaurants triggers move the catalogue's version (docs/product/decisions.md "Collection"), so search patches it in.
    await server.db('restaurants').where({ id }).update({ collection: true });
    expect((await search('Collectham')).data[0]).toMatchObject({ restaurantName: 'Counter Pick', collection: true });
    await server.db('restaurants').where({ id }).update({ collection: false });
    expect((await search('Collectham')).data[0]).not.toHaveProperty('collection');
  });

  it('ranks best match: name starts with the text, then contains it, then cuisine only', async () => {
    expect(await names('Matchbury', { searchQuery: 'sushi' })).toEqual(['Sushi Zen', 'Best Sushi Bar', 'Tokyo Table']);
  });

  it('forgives one typo in a word of five letters or more, ranked below the exact matches', async () => {
    expect(await names('Matchbury', { searchQuery: 'sushii' })).toEqual(['Sushi Zen', 'Best Sushi Bar', 'Tokyo Table']);
    expect(await names('Literalton', { searchQuery: 'pizzeira' })).toEqual(["Dino's Pizzeria"]);
    expect(await names('Matchbury', { searchQuery: 'seaffood' })).toEqual(['Anchor Fish']);
    // 'fish' is four letters: taken as typed.
    expect(await names('Matchbury', { searchQuery: 'fisj' })).toEqual([]);
  });

  it('requires all selected cuisines, spelled in any case', async () => {
    expect(await names('Matchbury', { selectedCuisines: 'Japanese,Sushi' })).toEqual(['Sushi Zen', 'Tokyo Table']);
    expect(await names('Matchbury', { selectedCuisines: 'japanese, sushi,noodles' })).toEqual(['Tokyo Table']);
    expect(await names('Matchbury', { selectedCuisines: 'Japanese,Martian' })).toEqual([]);
    expect(await names('all', { selectedCuisines: 'Seafood', searchQuery: 'harbour' })).toEqual(['Harbour Kitchen']);
  });

  it('accepts the characters browsers leave unencoded in a shared link', async () => {
    const response = await fetch(`${server.url}/api/restaurant/search/Matchbury?selectedCuisines=Japanese,Sushi&searchQuery=*`);
    expect(response.status).toBe(200);
    expect(((await response.json()) as SearchBody).pagination.total).toBe(0);
    const plain = await fetch(`${server.url}/api/restaurant/search/Matchbury?selectedCuisines=Japanese,Sushi`);
    expect(((await plain.json()) as SearchBody).pagination.total).toBe(2);
  });

  it.each<SortOption>(['bestMatch', 'deliveryPrice', 'estimatedDeliveryTime'])(
    'pages %s with ties broken by id: no repeat, no gap',
    async (sortOption) => {
      const first = await search('Tieville', { sortOption, page: 1 });
      const second = await search('Tieville', { sortOption, page: 2 });
      expect(first.pagination).toEqual({ total: 13, page: 1, pages: 2 });
      expect(second.pagination).toEqual({ total: 13, page: 2, pages: 2 });
      expect(first.data).toHaveLength(10);
      expect(second.data).toHaveLength(3);
      const ids = [...first.data, ...second.data].map((r) => r._id);
      expect(new Set(ids).size).toBe(13);
      const twins = [...first.data, ...second.data].filter((r) => r.restaurantName.startsWith('Twin')).map((r) => r._id);
      expect(twins).toEqual([...twins].sort());
      if (sortOption === 'deliveryPrice') expect(first.data[0]?.restaurantName).toBe('Zed Cheap');
      if (sortOption === 'estimatedDeliveryTime') expect(second.data.at(-1)?.restaurantName).toBe('Alpha Slow');
      if (sortOption === 'bestMatch') expect(first.data[0]?.restaurantName).toBe('Alpha Slow');
    },
  );

  it('answers a page past the end with empty data and the real pagination', async () => {
    expect(await search('Tieville', { page: 9 })).toEqual({ data: [], pagination: { total: 13, page: 9, pages: 2 } });
  });

  it.each([
    ['sortOption=cheapest', 'sortOption'],
    ['page=0', 'page'],
    ['page=-1', 'page'],
    ['page=two', 'page'],
    ['page=1.5', 'page'],
    // docs/product/decisions.md "Search": a plain decimal from 1 to 1000, nothing the validator would coerce.
    ['page=1e18', 'page'],
    ['page=0x10', 'page'],
    ['page=Infinity', 'page'],
    ['page=1001', 'page'],
    ['page=', 'page'],
    ['page=+2', 'page'],
    ['page=02', 'page'],
    ['page=1&page=2', 'page'],
    ['sortOption=', 'sortOption'],
    ['searchQuery=pi%00zza', 'searchQuery'],
    ['searchQuery=%00', 'searchQuery'],
    ['searchQuery=a%09b', 'searchQuery'],
    ['searchQuery=a%C2%85b', 'searchQuery'],
    ['selectedCuisines=Pizza%00', 'selectedCuisines'],
    ['searchQuery=' + 'x'.repeat(201), 'searchQuery'],
    ['colour=red', 'colour'],
  ])('refuses %s with a 400 naming the parameter', async (query, field) => {
    const response = await fetch(`${server.url}/api/restaurant/search/all?${query}`);
    expect(response.status).toBe(400);
    const body = (await response.json()) as { code: string; message: string };
    expect(body.code).toBe('VALIDATION_ERROR');
    expect(body.message).toContain(field);
  });

  it.each(['%00', 'Lon%01don', 'York%7F'])('refuses the city %s holding a control character', async (city) => {
    const response = await fetch(`${server.url}/api/restaurant/search/${city}?searchQuery=pizza`);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ code: 'VALIDATION_ERROR', message: expect.stringContaining('city') });
  });

  it('accepts page 1000, the last page a link may ask for', async () => {
    expect(await search('Tieville', { page: 1000 })).toEqual({ data: [], pagination: { total: 13, page: 1000, pages: 2 } });
  });

  it('answers result cards: what the card shows, no menu', async () => {
    const [card] = (await search('Literalton', { searchQuery: 'plain' })).data;
    expect(Object.keys(card!).sort()).toEqual(['_id', 'city', 'cuisines', 'deliveryPrice', 'estimatedDeliveryTime', 'imageUrl', 'openState', 'rating', 'restaurantName', 'timeZone']);
    // Without hours or pause: open around the clock in Europe/London; without 3 ratings, no rating (test/api/reviews.test.ts).
    expect(card).toMatchObject({ restaurantName: 'Plain Plates', city: 'Literalton', cuisines: ['Cafe'], imageUrl: '', openState: { state: 'open' }, timeZone: 'Europe/London', rating: null });
  });

  it('returns one restaurant with its menu and image URL', async () => {
    const id = await aRestaurant({ restaurantName: 'Detail House', city: 'Detailford', menu: [['Soup', 450], ['Bread', 200]] }).insert(server.db);
    const { data, response } = await server.client().GET('/api/restaurant/{restaurantId}', { params: { path: { restaurantId: id } } });
    expect(response.status).toBe(200);
    expect(data).toMatchObject({ _id: id, restaurantName: 'Detail House', city: 'Detailford', deliveryPrice: 250 });
    expect(data?.menuItems.map((item) => [item.name, item.price])).toEqual([['Soup', 450], ['Bread', 200]]);
    expect(data?.imageUrl).toBe('');
    expect(data).not.toHaveProperty('cardImageUrl');

    await server.db('restaurants').where({ id }).update({ image_key: 'restaurants/0123456789abcdef' });
    const pictured = await server.client().GET('/api/restaurant/{restaurantId}', { params: { path: { restaurantId: id } } });
    expect(pictured.data).toMatchObject({
      imageUrl: '/images/restaurants/0123456789abcdef-banner.webp',
      cardImageUrl: '/images/restaurants/0123456789abcdef-card.webp',
    });
  });

  it.each([['6755c8f2a1b2c3d4e5f60718'], ['not-an-id'], ['x'.repeat(300)], ["1' or '1'='1"]])(
    'answers 404 for the unknown or malformed id %j',
    async (restaurantId) => {
      const response = await fetch(`${server.url}/api/restaurant/${encodeURIComponent(restaurantId)}`);
      expect(response.status).toBe(404);
      expect(await response.json()).toMatchObject({ message: 'Restaurant not found', code: 'NOT_FOUND' });
    },
  );
});
