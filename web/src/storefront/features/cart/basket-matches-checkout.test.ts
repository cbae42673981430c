// docs/product/decisions.md "Menus": for any valid basket, the total the storefront shows is what the
// server charges at checkout, options included, and the two tell lines apart the same way.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
// The one place the storefront meets the server's pricing: a test holding the two to the same sums.
// eslint-disable-next-line boundaries/dependencies
import { priceCart, type MenuPrices } from '../../../../../src/modules/ordering/domain/checkout-cart.js';
// eslint-disable-next-line boundaries/dependencies
import { lineKey as serverLineKey } from '../../../../../src/modules/ordering/domain/line-options.js';
import { addToCart, cartLineKey, orderTotal, type CartItem, type MenuItem } from './cart';

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

function serverMenu(menu: MenuItem[], deliveryPrice: number): MenuPrices {
  return {
    deliveryPrice,
    items: new Map(
      menu.map((item) => [
        item._id,
        {
          name: item.name,
          price: item.price,
          allergens: [],
          optionGroups: (item.optionGroups ?? []).map((group) => ({ id: group._id, name: group.name, min: group.min, max: group.max, options: group.options.map(({ _id, ...option }) => ({ id: _id, ...option })) })),
        },
      ]),
    ),
  };
}

const delivery = { name: 'Ada', addressLine1: '1 Road', city: 'Leeds', country: 'UK', email: 'ada@example.com', postcode: 'LS1 4DY', phone: '07911 123456' };

describe('basket and checkout agree', () => {
  it("charges for any valid basket the total the basket shows, line by line", () => {
    fc.assert(
      fc.property(basketArb, ([menu, picks, deliveryPrice]) => {
        const cart = picks.reduce<CartItem[]>((lines, [item, optionIds]) => addToCart(lines, item, optionIds), []);
        expect(cart.reduce((sum, line) => sum + line.quantity, 0)).toBe(picks.length);
        const priced = priceCart(
          {
            restaurantId: 'r'.repeat(24),
            cartItems: cart.map((line) => ({ menuItemId: line._id, quantity: String(line.quantity), options: (line.options ?? []).map((option) => option._id) })),
            deliveryDetails: delivery,
          },
          serverMenu(menu, deliveryPrice),
        );
        expect(priced.totalAmount + priced.deliveryPrice).toBe(orderTotal(cart, deliveryPrice));
        expect(priced.items.map((item) => item.price)).toEqual(cart.map((line) => line.price));
        for (const line of cart) expect(cartLineKey(line)).toBe(serverLineKey(line._id, (line.options ?? []).map((option) => option._id)));
      }),
      { numRuns: 300 },
    );
  });
});
