import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { components } from '../../src/generated/api.js';
import { aRestaurant } from '../builders/restaurant-builder.js';
import { aCustomer, type Customer } from '../support/customers.js';
import { testDatabaseKinds } from '../support/databases.js';
import { anOwner, picture, validFields, type FormFields } from '../support/restaurant-form.js';
import { startTestServer, type TestServer } from '../support/test-server.js';

type Restaurant = components['schemas']['Restaurant'];

// docs/product/decisions.md "Menus": what the owner saves, what customers see, what checkout takes.
describe.each(testDatabaseKinds())('menus with options on %s', (kind) => {
  let server: TestServer;
  let owner: Awaited<ReturnType<typeof anOwner>>;
  let customer: Customer;
  let restaurant: Restaurant;

  const pizzaGroups = [
    { name: 'Size', min: 1, max: 1, options: [{ name: '10 inch', price: 0 }, { name: '12 inch', price: 250 }] },
    { name: 'Extras', min: 0, max: 2, options: [{ name: 'Olives', price: 100 }, { name: 'Basil', price: 50 }, { name: 'Nduja', price: 150, soldOut: true }] },
  ];
  const detailed = (): FormFields => ({
    ...validFields(),
    menuSections: JSON.stringify(['Pizza', 'Desserts']),
    menuItems: [
      { name: 'Margherita', price: '950', description: 'Tomato and mozzarella', category: 'Pizza', allergens: 'milk,gluten', dietary: 'vegetarian', optionGroups: JSON.stringify(pizzaGroups) },
      { name: 'Carbonara', price: '1150' },
      { name: 'Tiramisu', price: '550', category: 'Desserts', allergens: 'eggs,milk,gluten', dietary: 'vegetarian' },
    ],
  });
  const pizza = () => restaurant.menuItems[0]!;
  const optionId = (group: number, option: number) => pizza().optionGroups[group]!.options[option]!._id;
  const checkout = (cartItems: Array<{ menuItemId: string; quantity: string; options?: string[] }>) =>
    customer.api.POST('/api/order/checkout/create-checkout-session', { body: { restaurantId: restaurant._id, cartItems, deliveryDetails: customer.delivery } });
  const orderCount = async () => Number((await server.db('orders').count({ n: '*' }).first())?.n ?? 0);
  const publicRestaurant = async () => (await server.client().GET('/api/restaurant/{restaurantId}', { params: { path: { restaurantId: restaurant._id } } })).data!;

  beforeAll(async () => {
    server = await startTestServer(kind);
    owner = await anOwner(server, 'menu-owner@example.com');
    await owner.create(validFields(), { bytes: await picture('#c0392b') });
    const saved = await owner.update(detailed());
    expect(saved.status).toBe(200);
    restaurant = saved.body;
    customer = await aCustomer(server, 'menu-customer@example.com');
  });
  afterAll(async () => server?.stop());

  it('saves sections, descriptions, allergens, labels and option groups, and shows them to everyone', async () => {
    expect(restaurant.menuSections).toEqual(['Pizza', 'Desserts']);
    expect(pizza()).toMatchObject({
      name: 'Margherita', description: 'Tomato and mozzarella', category: 'Pizza', allergens: ['gluten', 'milk'], dietary: ['vegetarian'],
      optionGroups: [
        { name: 'Size', min: 1, max: 1, options: [{ name: '10 inch', price: 0, soldOut: false }, { name: '12 inch', price: 250, soldOut: false }] },
        { name: 'Extras', min: 0, max: 2, options: [{ name: 'Olives', price: 100 }, { name: 'Basil', price: 50 }, { name: 'Nduja', price: 150, soldOut: true }] },
      ],
    });
    expect(restaurant.menuItems[1]).toMatchObject({ description: '', category: '', allergens: [], dietary: [], optionGroups: [] });
    const seen = await publicRestaurant();
    expect(seen.menuSections).toEqual(restaurant.menuSections);
    expect(seen.menuItems.map(({ soldOut: _s, soldOutUntil: _u, ...item }) => item)).toEqual(restaurant.menuItems.map(({ soldOut: _s, soldOutUntil: _u, ...item }) => item));
  });

  it('keeps every detail and id when a form sends only names and prices (the screens of today)', async () => {
    const plain = restaurant.menuItems.map((item) => ({ _id: item._id, name: item.name, price: String(item.price) }));
    const answer = await owner.update({ ...validFields(), menuItems: plain });
    expect(answer.status).toBe(200);
    expect(answer.body.menuSections).toEqual(restaurant.menuSections);
    expect(answer.body.menuItems).toEqual(restaurant.menuItems);
  });

  it('refuses bad menu details with a 400 naming each field, changing nothing', async () => {
    const before = (await owner.get()).body;
    const cake = restaurant.menuItems[2]!;
    const bad: FormFields = {
      ...validFields(),
      menuItems: [
        { _id: pizza()._id, name: 'Margherita', price: '950', optionGroups: JSON.stringify([{ name: 'Size', min: 2, max: 3, options: [{ name: 'S', price: 0 }, { name: 'L', price: 100 }] }]) },
        { _id: cake._id, name: 'Tiramisu', price: '550', category: 'Starters', optionGroups: JSON.stringify([{ _id: pizza().optionGroups[0]!._id, name: 'Cream', min: 0, max: 1, options: [{ _id: optionId(0, 0), name: 'Cream', price: 50 }] }]) },
      ],
    };
    const answer = await owner.update(bad);
    expect(answer.status).toBe(400);
    expect(answer.body.code).toBe('VALIDATION_ERROR');
    expect(answer.body.details).toEqual([
      { path: 'menuItems[0].optionGroups[0].max', message: 'must not be more than the number of options (2)' },
      { path: 'menuItems[1].category', message: 'must be one of menuSections' },
      { path: 'menuItems[1].optionGroups[0]._id', message: 'is not an option group of this dish' },
      { path: 'menuItems[1].optionGroups[0].options[0]._id', message: 'is not an option of this dish' },
    ]);
    const codes = await owner.update({ ...validFields(), menuItems: [{ _id: pizza()._id, name: 'Margherita', price: '950', allergens: 'milk,treenuts' }] });
    expect(codes.status).toBe(400);
    expect(JSON.stringify(codes.body)).toContain('allergens');
    expect((await owner.get()).body).toEqual(before);
  });

  it('prices base plus options and keeps each line with its options; the same dish with other options is another line', async () => {
    const answer = await checkout([
      { menuItemId: pizza()._id, quantity: '2', options: [optionId(1, 1), optionId(0, 1), optionId(1, 0)] },
      { menuItemId: pizza()._id, quantity: '1', options: [optionId(0, 0)] },
    ]);
    expect(answer.response.status).toBe(200);
    // The hosted page names each line's options.
    expect(await (await fetch(answer.data!.url)).text()).toContain('Margherita (12 inch, Olives, Basil)');
    const [order] = (await customer.api.GET('/api/order')).data ?? [];
    expect(order).toMatchObject({
      totalAmount: 2 * (950 + 250 + 100 + 50) + 950,
      cartItems: [
        {
          menuItemId: pizza()._id, name: 'Margherita', price: 1350, quantity: 2, allergens: ['gluten', 'milk'],
          options: [
            { _id: optionId(0, 1), groupName: 'Size', name: '12 inch', price: 250 },
            { _id: optionId(1, 0), groupName: 'Extras', name: 'Olives', price: 100 },
            { _id: optionId(1, 1), groupName: 'Extras', name: 'Basil', price: 50 },
          ],
        },
        { menuItemId: pizza()._id, name: 'Margherita', price: 950, quantity: 1, allergens: ['gluten', 'milk'], options: [{ _id: optionId(0, 0), groupName: 'Size', name: '10 inch', price: 0 }] },
      ],
    });
    // The owner renames and reprices: the order keeps what was ordered, on the owner's desk too.
    const renamed = pizzaGroups.map((group, g) => ({ ...group, _id: pizza().optionGroups[g]!._id, options: group.options.map((o, i) => ({ ...o, _id: optionId(g, i), name: `${o.name}!`, price: o.price + 1 })) }));
    const items = detailed().menuItems!.map((item, i) => ({ ...item, _id: restaurant.menuItems[i]!._id }));
    items[0]!.optionGroups = JSON.stringify(renamed);
    items[0]!.allergens = 'milk';
    expect((await owner.update({ ...detailed(), menuItems: items })).status).toBe(200);
    const [kept] = (await customer.api.GET('/api/order')).data ?? [];
    expect(kept!.cartItems).toEqual(order!.cartItems);
    const desk = await server.client(owner.token).GET('/api/my/restaurant/order');
    expect(desk.data?.find((o) => o._id === order!._id)?.cartItems).toEqual(order!.cartItems);
    restaurant = (await owner.get()).body;
  });

  it('refuses a required group left out, a group chosen too often, unknown, foreign and repeated options (400, naming line and group), storing nothing', async () => {
    const cake = restaurant.menuItems[2]!;
    const before = await orderCount();
    const cases: Array<[Parameters<typeof checkout>[0], Array<{ path: string; message: string }>]> = [
      [[{ menuItemId: pizza()._id, quantity: '1' }], [{ path: 'cartItems[0].options', message: 'Size: choose 1' }]],
      [[{ menuItemId: pizza()._id, quantity: '1', options: [optionId(0, 0), optionId(0, 1)] }], [{ path: 'cartItems[0].options', message: 'Size: choose 1' }]],
      [[{ menuItemId: cake._id, quantity: '1' }, { menuItemId: pizza()._id, quantity: '1', options: [optionId(0, 0), optionId(1, 0), optionId(1, 1), optionId(1, 2)] }],
        [{ path: 'cartItems[1].options', message: 'Extras: choose at most 2' }]],
      [[{ menuItemId: pizza()._id, quantity: '1', options: [optionId(0, 0), 'f'.repeat(24)] }], [{ path: 'cartItems[0].options[1]', message: 'option not found on Margherita' }]],
      [[{ menuItemId: cake._id, quantity: '1', options: [optionId(1, 0)] }], [{ path: 'cartItems[0].options[0]', message: "Extras: Margherita's option, not Tiramisu's" }]],
      [[{ menuItemId: pizza()._id, quantity: '1', options: [optionId(0, 0), optionId(1, 0), optionId(1, 0)] }], [{ path: 'cartItems[0].options[2]', message: 'Extras: Olives! is chosen twice' }]],
      [[{ menuItemId: pizza()._id, quantity: '1', options: [optionId(0, 0)] }, { menuItemId: pizza()._id, quantity: '2', options: [optionId(0, 0)] }],
        [{ path: 'cartItems[1].menuItemId', message: 'menu item appears more than once' }]],
    ];
    for (const [cartItems, details] of cases) {
      const { response, error } = await checkout(cartItems);
      expect(response.status, JSON.stringify(cartItems)).toBe(400);
      expect(error).toMatchObject({ code: 'VALIDATION_ERROR', details });
    }
    expect(await orderCount()).toBe(before);
  });

  it('searches by dietary labels: restaurants with a dish carrying every one, each card counting them', async () => {
    await aRestaurant().named('Green Leaf').in('Manchester').withMenu(['Tofu Bowl', 900, { dietary: ['vegan', 'vegetarian', 'glutenFree'] }], ['Chips', 300]).insert(server.db);
    const cards = async (dietary: string) => {
      const { data, response } = await server.client().GET('/api/restaurant/search/{city}', { params: { path: { city: 'Manchester' }, query: { dietary } } });
      expect(response.status).toBe(200);
      return data!.data.map((card) => [card.restaurantName, card.dietaryDishes]);
    };
    expect(await cards('vegetarian')).toEqual([['Bella Napoli', 2], ['Green Leaf', 1]]);
    expect(await cards('vegetarian,glutenFree')).toEqual([['Green Leaf', 1]]);
    expect(await cards('halal')).toEqual([]);
    const bad = await fetch(`${server.url}/api/restaurant/search/Manchester?dietary=keto`);
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ code: 'VALIDATION_ERROR', details: [{ path: 'dietary' }] });
  });

  it('refuses a sold-out option with 409 naming the line and the group', async () => {
    const before = await orderCount();
    const { response, error } = await checkout([{ menuItemId: pizza()._id, quantity: '1', options: [optionId(0, 1), optionId(1, 2)] }]);
    expect(response.status).toBe(409);
    expect(error).toMatchObject({ code: 'ITEM_UNAVAILABLE', details: [{ path: 'cartItems[0].options[1]', message: 'Extras: Nduja! is sold out' }] });
    expect(await orderCount()).toBe(before);
  });
});
