import { describe, expect, it } from 'vitest';
import { addToCart, cartLineKey, changeQuantity, parseStoredCart, reconcileWithMenu, removeFromCart, type CartItem } from './cart';
import { chosenOptions, groupRule, lineKey, requiredFirst } from '../../../shared/catalogue/line-options';

const size = {
  _id: 'g1', name: 'Size', min: 1, max: 1,
  options: [
    { _id: 's10', name: '10 inch', price: 0, soldOut: false },
    { _id: 's12', name: '12 inch', price: 250, soldOut: false },
  ],
};
const extras = {
  _id: 'g2', name: 'Extras', min: 0, max: 2,
  options: [
    { _id: 'e1', name: 'Olives', price: 80, soldOut: false },
    { _id: 'e2', name: 'Nduja', price: 150, soldOut: false },
    { _id: 'e3', name: 'Basil', price: 0, soldOut: true },
  ],
};
const pizza = { _id: 'p1', name: 'Margherita', price: 950, optionGroups: [extras, size] };

describe('line options', () => {
  it('puts required groups first, keeping the owner order within each kind', () => {
    expect(requiredFirst(pizza.optionGroups).map((group) => group.name)).toEqual(['Size', 'Extras']);
  });

  it("states a group's rule in the server's words", () => {
    expect(groupRule(size, 0)).toBe('choose 1');
    expect(groupRule(size, 1)).toBeUndefined();
    expect(groupRule(extras, 3)).toBe('choose at most 2');
    expect(groupRule({ min: 2, max: 3 }, 1)).toBe('choose at least 2');
  });

  it('gives the chosen options in dish order, or none when the choice cannot be ordered', () => {
    expect(chosenOptions(pizza.optionGroups, ['s12', 'e2', 'e1'])).toEqual([
      { _id: 'e1', groupName: 'Extras', name: 'Olives', price: 80 },
      { _id: 'e2', groupName: 'Extras', name: 'Nduja', price: 150 },
      { _id: 's12', groupName: 'Size', name: '12 inch', price: 250 },
    ]);
    expect(chosenOptions(pizza.optionGroups, ['e1'])).toBeUndefined();
    expect(chosenOptions(pizza.optionGroups, ['s10', 's12'])).toBeUndefined();
    expect(chosenOptions(pizza.optionGroups, ['s10', 'nope'])).toBeUndefined();
    expect(chosenOptions([], [])).toEqual([]);
  });

  it('keys a line by its dish and the set of its options, in any order', () => {
    expect(lineKey('p1', ['s12', 'e1'])).toBe(lineKey('p1', ['e1', 's12']));
    expect(lineKey('p1', ['s12'])).not.toBe(lineKey('p1', ['s10']));
  });
});

describe('cart with options', () => {
  it('prices a line as the dish plus its options, per item', () => {
    const cart = addToCart([], pizza, ['s12', 'e1', 'e2']);
    expect(cart).toEqual([{ _id: 'p1', name: 'Margherita', price: 950 + 250 + 80 + 150, quantity: 1, options: chosenOptions(pizza.optionGroups, ['s12', 'e1', 'e2']) }]);
    expect(changeQuantity(cart, cartLineKey(cart[0]!), 1)).toEqual([{ ...cart[0], quantity: 2 }]);
  });

  it('grows the line with the same options and starts another with other options', () => {
    let cart = addToCart([], pizza, ['s12', 'e1']);
    cart = addToCart(cart, pizza, ['e1', 's12']);
    cart = addToCart(cart, pizza, ['s10']);
    expect(cart.map((line) => [line.quantity, line.price])).toEqual([[2, 1280], [1, 950]]);
    expect(removeFromCart(cart, lineKey('p1', ['s12', 'e1']))).toEqual([cart[1]]);
  });

  it('leaves the cart as it is for a choice that cannot be ordered', () => {
    expect(addToCart([], pizza)).toEqual([]);
    expect(addToCart([], pizza, ['s10', 'e1', 'e2', 'e3'])).toEqual([]);
  });

  it('reads stored option lines back, and an old stored cart without options too', () => {
    const cart = addToCart([], pizza, ['s12']);
    expect(parseStoredCart(JSON.stringify(cart))).toEqual(cart);
    const old = [{ _id: 'x', name: 'Chips', price: 300, quantity: 2 }];
    expect(parseStoredCart(JSON.stringify(old))).toEqual(old);
    expect(parseStoredCart(JSON.stringify([{ ...cart[0], options: [{ _id: 's12' }] }]))).toEqual([]);
  });

  it("reprices options from today's menu, drops lines whose choice no longer fits, and merges lines that became the same", () => {
    const chips = { _id: 'x', name: 'Chips', price: 300 };
    const stored: CartItem[] = [
      // Stored before the pizza had a required size: dropped rather than refused at checkout.
      { _id: 'p1', name: 'Margherita', price: 950, quantity: 1 },
      { _id: 'p1', name: 'Margherita', price: 1000, quantity: 2, options: [{ _id: 's12', groupName: 'Size', name: 'Large', price: 50 }] },
      { _id: 'p1', name: 'Margherita', price: 1200, quantity: 1, options: [{ _id: 's12', groupName: 'Size', name: '12 inch', price: 250 }] },
      { _id: 'p1', name: 'Margherita', price: 1200, quantity: 1, options: [{ _id: 'gone', groupName: 'Size', name: 'Huge', price: 900 }] },
      { ...chips, quantity: 1 },
    ];
    expect(reconcileWithMenu(stored, [pizza, chips])).toEqual([
      { _id: 'p1', name: 'Margherita', price: 1200, quantity: 3, options: [{ _id: 's12', groupName: 'Size', name: '12 inch', price: 250 }] },
      { ...chips, quantity: 1 },
    ]);
  });
});
