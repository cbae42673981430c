import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { problemsOf } from '../../../../test/support/validation-problems.js';
import { priceCart, type CheckoutInput, type MenuPrices } from './checkout-cart.js';
import { soldOutOptions, type Dish } from './line-options.js';
import type { DeliveryTerms } from './pricing.js';

const ANYWHERE = (): DeliveryTerms => ({ kind: 'anywhere', deliveryPrice: 250 });

const PIZZA = 'a'.repeat(24);
const CAKE = 'b'.repeat(24);
const option = (id: string, name: string, price: number, soldOut = false) => ({ id, name, price, soldOut });
const pizza: Dish = {
  name: 'Margherita',
  price: 950,
  allergens: ['gluten', 'milk'],
  optionGroups: [
    { id: 'g-size', name: 'Size', min: 1, max: 1, options: [option('small', '10 inch', 0), option('large', '12 inch', 250)] },
    { id: 'g-extras', name: 'Extras', min: 0, max: 2, options: [option('olives', 'Olives', 100), option('nduja', 'Nduja', 150, true), option('basil', 'Basil', 50)] },
  ],
};
const cake: Dish = { name: 'Tiramisu', price: 550, allergens: [], optionGroups: [{ id: 'g-cream', name: 'Cream', min: 0, max: 1, options: [option('cream', 'Cream', 80)] }] };
const menu: MenuPrices = { items: new Map([[PIZZA, pizza], [CAKE, cake]]) };
const delivery = { name: 'Ada', addressLine1: '1 Road', city: 'Leeds', country: 'UK', email: 'ada@example.com', postcode: 'LS1 4DY', phone: '07911 123456' };
const cart = (...cartItems: CheckoutInput['cartItems']): CheckoutInput => ({ restaurantId: 'r'.repeat(24), cartItems, deliveryDetails: delivery });


describe('a line with options', () => {
  it('is priced as the dish plus its options, which it keeps named, in the menu order', () => {
    const priced = priceCart(cart({ menuItemId: PIZZA, quantity: '2', options: ['basil', 'large', 'olives'] }), menu, ANYWHERE);
    expect(priced.items).toEqual([{
      menuItemId: PIZZA, name: 'Margherita', price: 950 + 250 + 100 + 50, quantity: 2, allergens: ['gluten', 'milk'],
      options: [
        { id: 'large', groupName: 'Size', name: '12 inch', price: 250 },
        { id: 'olives', groupName: 'Extras', name: 'Olives', price: 100 },
        { id: 'basil', groupName: 'Extras', name: 'Basil', price: 50 },
      ],
    }]);
    expect(priced.totalAmount).toBe(2 * 1350);
  });

  it('makes the same dish with other options another line, and the same options the same line', () => {
    const two = priceCart(cart({ menuItemId: PIZZA, quantity: '1', options: ['small'] }, { menuItemId: PIZZA, quantity: '1', options: ['large', 'olives'] }), menu, ANYWHERE);
    expect(two.items.map((item) => item.price)).toEqual([950, 1300]);
    expect(problemsOf(() => priceCart(cart({ menuItemId: PIZZA, quantity: '1', options: ['small', 'olives'] }, { menuItemId: PIZZA, quantity: '1', options: ['olives', 'small'] }), menu, ANYWHERE)))
      .toEqual([{ path: 'cartItems[1].menuItemId', message: 'menu item appears more than once' }]);
  });

  it('refuses a required group left out and a group chosen too often, naming the line and the group', () => {
    expect(problemsOf(() => priceCart(cart({ menuItemId: PIZZA, quantity: '1' }), menu, ANYWHERE))).toEqual([{ path: 'cartItems[0].options', message: 'Size: choose 1' }]);
    expect(problemsOf(() => priceCart(cart({ menuItemId: PIZZA, quantity: '1', options: ['small', 'large', 'olives', 'basil', 'nduja'] }), menu, ANYWHERE))).toEqual([
      { path: 'cartItems[0].options', message: 'Size: choose 1' },
      { path: 'cartItems[0].options', message: 'Extras: choose at most 2' },
    ]);
    const atLeast: Dish = { ...cake, optionGroups: [{ ...cake.optionGroups[0]!, name: 'Sauces', min: 2, max: 3, options: [option('x', 'X', 0), option('y', 'Y', 0), option('z', 'Z', 0)] }] };
    const sauces = { items: new Map([[CAKE, atLeast]]) };
    expect(problemsOf(() => priceCart(cart({ menuItemId: CAKE, quantity: '1', options: ['x'] }), sauces, ANYWHERE))).toEqual([{ path: 'cartItems[0].options', message: 'Sauces: choose at least 2' }]);
  });

  it('refuses unknown, foreign and repeated options, naming the line, the option and the group', () => {
    expect(problemsOf(() => priceCart(cart({ menuItemId: CAKE, quantity: '1', options: ['nope', 'olives', 'cream', 'cream'] }), menu, ANYWHERE))).toEqual([
      { path: 'cartItems[0].options[0]', message: 'option not found on Tiramisu' },
      { path: 'cartItems[0].options[1]', message: "Extras: Margherita's option, not Tiramisu's" },
      { path: 'cartItems[0].options[3]', message: 'Cream: Cream is chosen twice' },
    ]);
  });

  it('names sold-out options with their group (the checkout answers 409)', () => {
    expect(soldOutOptions('cartItems[2]', ['large', 'nduja'], pizza)).toEqual([{ path: 'cartItems[2].options[1]', message: 'Extras: Nduja is sold out' }]);
    expect(soldOutOptions('cartItems[0]', ['large'], pizza)).toEqual([]);
  });
});

// docs/product/decisions.md "Menus": the server's total for any valid cart is what the basket adds up.
describe('the total of any valid cart', () => {
  const groupArb = (g: number) =>
    fc.array(fc.nat({ max: 100_000 }), { minLength: 1, maxLength: 6 }).chain((prices) =>
      fc.record({ min: fc.nat({ max: prices.length }), extra: fc.nat({ max: prices.length }) }).map(({ min, extra }) => ({
        id: `g${g}`, name: `Group ${g}`, min: Math.min(min, prices.length), max: Math.max(1, Math.min(prices.length, min + extra)),
        options: prices.map((price, o) => option(`g${g}o${o}`, `Option ${o}`, price)),
      })),
    );
  const dishArb = (d: number) =>
    fc.record({ price: fc.integer({ min: 1, max: 100_000 }), groups: fc.tuple(...[0, 1, 2].map((g) => groupArb(d * 10 + g))), groupCount: fc.nat({ max: 3 }) })
      .map(({ price, groups, groupCount }): Dish => ({ name: `Dish ${d}`, price, allergens: [], optionGroups: groups.slice(0, groupCount) }));
  /** A valid choice in every group: between min and max of its options, picked by the seeds. */
  const lineArb = (dish: Dish) =>
    fc.tuple(fc.integer({ min: 1, max: 99 }), fc.array(fc.array(fc.nat(), { maxLength: 6 }), { minLength: 3, maxLength: 3 })).map(([quantity, seeds]) => {
      const options = dish.optionGroups.flatMap((group, g) => {
        const count = group.min + ((seeds[g]![0] ?? 0) % (group.max - group.min + 1));
        const order = [...group.options].sort((a, b) => ((seeds[g]![group.options.indexOf(a) + 1] ?? 0) - (seeds[g]![group.options.indexOf(b) + 1] ?? 0)));
        return order.slice(0, count);
      });
      return { quantity, options };
    });

  it('is the sum of each line: quantity times the dish price plus its options', () => {
    const world = fc.tuple(...[1, 2, 3].map(dishArb)).chain((dishes) =>
      fc.tuple(fc.constant(dishes), fc.tuple(...dishes.map(lineArb))));
    fc.assert(fc.property(world, ([dishes, lines]) => {
      const ids = dishes.map((_, d) => String(d).repeat(24));
      const prices: MenuPrices = { items: new Map(dishes.map((dish, d) => [ids[d]!, dish])) };
      const input = cart(...lines.map((line, d) => ({ menuItemId: ids[d]!, quantity: String(line.quantity), options: line.options.map((o) => o.id) })));
      const expected = lines.reduce((sum, line, d) => sum + line.quantity * (dishes[d]!.price + line.options.reduce((s, o) => s + o.price, 0)), 0);
      const priced = priceCart(input, prices, () => ({ kind: 'anywhere', deliveryPrice: 199 }));
      expect(priced.totalAmount).toBe(expected);
      expect(priced.deliveryPrice).toBe(199);
    }));
  });
});
