// docs/product/decisions.md "Menus" and "One price": for any valid basket, the lines the storefront
// sends are the lines the server prices (the quote the basket shows, and checkout), options
// included, and the two tell lines apart the same way.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
// The one place the storefront meets the server's pricing: a test holding the two to the same sums.
// eslint-disable-next-line boundaries/dependencies
import { priceBasket } from '../../../../../src/modules/ordering/domain/pricing.js';
// eslint-disable-next-line boundaries/dependencies
import { lineKey as serverLineKey } from '../../../../../src/modules/ordering/domain/line-options.js';
import { addToCart, cartLineKey, type CartItem, type MenuItem } from './cart';
import { toCartItems } from '../../../shared/orders/cart-items';

const groupArb = fc
  .array(fc.integer({ min: 0, max: 1000 }), { minLength: 1, maxLength: 4 })
  .chain((prices) =>
    fc.tuple(fc.constant(prices), fc.integer({ min: 0, max: prices.length })).chain(([p, max]) => fc.tuple(fc.constant(p), fc.integer({ min: 0, max }), fc.constant(max))),
  );
const dishArb = fc.tuple(fc.integer({ min: 0, max: 5000 }), fc.array(groupArb, { maxLength: 3 }));

/** Dishes with ids and names from their places on the menu. */
function menuOf(dishes: Array<[number, Array<[number[], number, number]>]>): MenuItem[] {
  return dishes.map(([price, groups], d) => ({
    _id: `d${d}`,
    name: `Dish ${d}`,
    price,
    optionGroups: groups.map(([prices, min, max], g) => ({
      _id: `d${d}g${g}`,
      name: `Group ${g}`,
      min,
      max,
      options: prices.map((optionPrice, o) => ({ _id: `d${d}g${g}o${o}`, name: `Option ${o}`, price: optionPrice, soldOut: false })),
    })),
  }));
}

/** A valid choice for a dish: each group from min to max of its options. */
const choiceArb = (dish: MenuItem) =>
  fc
    .tuple(...(dish.optionGroups ?? []).map((group) => fc.shuffledSubarray(group.options.map((option) => option._id), { minLength: group.min, maxLength: group.max })))
    .map((picks) => picks.flat());

const basketArb = fc.array(dishArb, { minLength: 1, maxLength: 4 }).chain((dishes) => {
  const menu = menuOf(dishes);
  const pick = fc.integer({ min: 0, max: menu.length - 1 }).chain((d) => fc.tuple(fc.constant(menu[d]!), choiceArb(menu[d]!)));
  return fc.tuple(fc.constant(menu), fc.array(pick, { minLength: 1, maxLength: 8 }), fc.integer({ min: 0, max: 999 }));
});

function serverMenu(menu: MenuItem[]) {
  return new Map(
    menu.map((item) => [
      item._id,
      {
        name: item.name,
        price: item.price,
        allergens: [],
        optionGroups: (item.optionGroups ?? []).map((group) => ({ id: group._id, name: group.name, min: group.min, max: group.max, options: group.options.map(({ _id, ...option }) => ({ id: _id, ...option })) })),
      },
    ]),
  );
}

describe('basket and checkout agree', () => {
  it('prices any valid basket line by line as the menu shows its dishes and options', () => {
    fc.assert(
      fc.property(basketArb, ([menu, picks, deliveryPrice]) => {
        const cart = picks.reduce<CartItem[]>((lines, [item, optionIds]) => addToCart(lines, item, optionIds), []);
        expect(cart.reduce((sum, line) => sum + line.quantity, 0)).toBe(picks.length);
        const priced = priceBasket(toCartItems(cart), serverMenu(menu), { kind: 'anywhere', deliveryPrice });
        expect(priced.total).toBe(cart.reduce((sum, line) => sum + line.price * line.quantity, 0) + deliveryPrice);
        expect(priced.items.map((item) => item.price)).toEqual(cart.map((line) => line.price));
        for (const line of cart) expect(cartLineKey(line)).toBe(serverLineKey(line._id, (line.options ?? []).map((option) => option._id)));
      }),
      { numRuns: 300 },
    );
  });
});
