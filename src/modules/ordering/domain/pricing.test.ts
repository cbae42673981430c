import { describe, expect, it } from 'vitest';
import { parsePostcode, type Postcode } from '../../../shared/places/postcode.js';
import type { Dish } from './line-options.js';
import { basketProblems, priceBasket, type DeliveryTerms } from './pricing.js';

const PIZZA = 'p'.repeat(24);
const CAKE = 'c'.repeat(24);
const dishes = new Map<string, Dish>([
  [
    PIZZA,
    {
      name: 'Margherita',
      price: 900,
      allergens: ['gluten'],
      optionGroups: [{ id: 'g1', name: 'Size', min: 0, max: 1, options: [{ id: 'big', name: '14 inch', price: 300, soldOut: false }] }],
    },
  ],
  [CAKE, { name: 'Tiramisu', price: 550, allergens: [], optionGroups: [] }],
]);
const home = parsePostcode('e1 6an') as Postcode;
const central: DeliveryTerms = { kind: 'area', area: { name: 'Central', deliveryPrice: 199, minimumOrder: 1500, freeDeliveryOver: 3000 } };
const lines = (pizzas: number, cakes = 0) => [
  ...(pizzas > 0 ? [{ menuItemId: PIZZA, quantity: String(pizzas), options: ['big'] }] : []),
  ...(cakes > 0 ? [{ menuItemId: CAKE, quantity: String(cakes) }] : []),
];

describe('priceBasket', () => {
  it('prices each line from the menu with its options, and delivery anywhere at the restaurant price', () => {
    const quote = priceBasket(lines(2, 1), dishes, { kind: 'anywhere', deliveryPrice: 250 });
    expect(quote.items.map(({ name, price, quantity }) => ({ name, price, quantity }))).toEqual([
      { name: 'Margherita', price: 1200, quantity: 2 },
      { name: 'Tiramisu', price: 550, quantity: 1 },
    ]);
    expect(quote.items[0]!.options).toEqual([{ id: 'big', groupName: 'Size', name: '14 inch', price: 300 }]);
    expect(quote).toMatchObject({ subtotal: 2950, deliveryFee: 250, total: 3200, orderable: true });
    expect(quote.delivery).toEqual({ status: 'anywhere', postcode: null, area: null, minimumOrder: 0, shortBy: 0, freeDeliveryOver: null });
  });

  it("charges the area's fee and says how much is missing under its minimum", () => {
    const quote = priceBasket(lines(1), dishes, central, home);
    expect(quote).toMatchObject({ subtotal: 1200, deliveryFee: 199, total: 1399, orderable: false });
    expect(quote.delivery).toEqual({ status: 'area', postcode: 'E1 6AN', area: 'Central', minimumOrder: 1500, shortBy: 300, freeDeliveryOver: 3000 });
    expect(priceBasket(lines(1, 1), dishes, central, home)).toMatchObject({ subtotal: 1750, deliveryFee: 199, orderable: true, delivery: { shortBy: 0 } });
  });

  it('delivers free from the threshold on, not a penny under it', () => {
    const under = priceBasket([{ menuItemId: CAKE, quantity: '5' }], dishes, { kind: 'area', area: { ...central.area, freeDeliveryOver: 2751 } }, home);
    expect(under).toMatchObject({ subtotal: 2750, deliveryFee: 199, total: 2949 });
    const at = priceBasket([{ menuItemId: CAKE, quantity: '5' }], dishes, { kind: 'area', area: { ...central.area, freeDeliveryOver: 2750 } }, home);
    expect(at).toMatchObject({ subtotal: 2750, deliveryFee: 0, total: 2750, orderable: true });
  });

  it('adds no fee where the basket cannot be delivered, and is not orderable', () => {
    expect(priceBasket(lines(3), dishes, { kind: 'outside' }, home)).toMatchObject({
      deliveryFee: 0,
      total: 3600,
      orderable: false,
      delivery: { status: 'outside', postcode: 'E1 6AN', area: null },
    });
    expect(priceBasket(lines(3), dishes, { kind: 'unplaced' })).toMatchObject({ deliveryFee: 0, orderable: false, delivery: { status: 'needsPostcode', postcode: null } });
  });

  it('prices a collection with no fee, no area and no minimum, whatever the delivery terms and postcode', () => {
    for (const terms of [central, { kind: 'outside' } as const, { kind: 'unplaced' } as const, { kind: 'anywhere', deliveryPrice: 250 } as const]) {
      const quote = priceBasket(lines(1), dishes, terms, home, 'collection');
      expect(quote).toMatchObject({ fulfilment: 'collection', subtotal: 1200, deliveryFee: 0, total: 1200, orderable: true });
      expect(quote.delivery).toEqual({ status: 'anywhere', postcode: null, area: null, minimumOrder: 0, shortBy: 0, freeDeliveryOver: null });
    }
  });

  it('prices a delivery when no fulfilment is given, and says so', () => {
    expect(priceBasket(lines(1), dishes, central, home)).toMatchObject({ fulfilment: 'delivery', deliveryFee: 199 });
  });
});

describe('basketProblems', () => {
  it('names each line at fault, and an empty basket', () => {
    expect(basketProblems([], dishes)).toEqual([{ path: 'cartItems', message: 'the cart is empty' }]);
    expect(basketProblems([{ menuItemId: 'nope', quantity: '1' }, ...lines(1), ...lines(1)], dishes)).toEqual([
      { path: 'cartItems[0].menuItemId', message: 'menu item not found on this restaurant' },
      { path: 'cartItems[2].menuItemId', message: 'menu item appears more than once' },
    ]);
    expect(basketProblems(lines(1, 1), dishes)).toEqual([]);
  });
});
