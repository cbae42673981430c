import { describe, expect, it } from 'vitest';
import {
  addToCart,
  cartStorageKey,
  cartFromOrder,
  changeQuantity,
  parseStoredCart,
  reconcileWithMenu,
  removeFromCart,
  type CartItem,
} from './cart';

const pizza = { _id: 'a1', name: 'Margherita', price: 950 };
const salad = { _id: 'b2', name: 'Caesar Salad', price: 725 };

describe('cart', () => {
  it('adds a new item with quantity 1 and increments it on the next click', () => {
    const once = addToCart([], pizza);
    expect(once).toEqual([{ ...pizza, quantity: 1 }]);
    expect(addToCart(once, pizza)).toEqual([{ ...pizza, quantity: 2 }]);
    expect(addToCart(once, salad).map((line) => line._id)).toEqual(['a1', 'b2']);
  });

  it('keeps quantities between 1 and 99', () => {
    const cart: CartItem[] = [{ ...pizza, quantity: 1 }];
    expect(changeQuantity(cart, 'a1', -1)[0]?.quantity).toBe(1);
    expect(changeQuantity(cart, 'a1', 1)[0]?.quantity).toBe(2);
    expect(changeQuantity([{ ...pizza, quantity: 99 }], 'a1', 1)[0]?.quantity).toBe(99);
  });

  it('removes a line', () => {
    const cart: CartItem[] = [{ ...pizza, quantity: 2 }, { ...salad, quantity: 3 }];
    expect(removeFromCart(cart, 'a1')).toEqual([{ ...salad, quantity: 3 }]);
  });

  it('stores each restaurant under cartItems-{id}', () => {
    expect(cartStorageKey('6755c8f2a1b2c3d4e5f60718')).toBe('cartItems-6755c8f2a1b2c3d4e5f60718');
  });

  it('reads a stored cart back and refuses anything malformed', () => {
    const cart: CartItem[] = [{ ...pizza, quantity: 2 }];
    expect(parseStoredCart(JSON.stringify(cart))).toEqual(cart);
    for (const bad of [null, '', 'not json', '{}', '[{"_id":"a1"}]', JSON.stringify([{ ...pizza, quantity: 0 }]), JSON.stringify([{ ...pizza, quantity: 1.5 }])]) {
      expect(parseStoredCart(bad)).toEqual([]);
    }
  });

  it('drops lines no longer on the menu and takes current names and prices', () => {
    const stored: CartItem[] = [{ ...pizza, price: 800, quantity: 2 }, { _id: 'gone', name: 'Old dish', price: 100, quantity: 1 }];
    expect(reconcileWithMenu(stored, [pizza, salad])).toEqual([{ ...pizza, quantity: 2 }]);
  });

  it('refills a cart from a cancelled order: lines still on the menu, at today\'s prices', () => {
    const ordered = [
      { menuItemId: 'a1', name: 'Margherita (old name)', price: 800, quantity: 2 },
      { menuItemId: 'gone', name: 'Old dish', price: 100, quantity: 1 },
      { menuItemId: 'b2', name: 'Caesar Salad', price: 725, quantity: 1 },
    ];
    expect(cartFromOrder(ordered, [pizza, salad])).toEqual([
      { ...pizza, quantity: 2 },
      { ...salad, quantity: 1 },
    ]);
    expect(cartFromOrder(ordered, [])).toEqual([]);
    expect(cartFromOrder([], [pizza])).toEqual([]);
  });

  it('keeps refilled quantities within 1..99', () => {
    const line = (quantity: number) => [{ menuItemId: 'a1', name: 'Margherita', price: 950, quantity }];
    expect(cartFromOrder(line(150), [pizza])[0]?.quantity).toBe(99);
    expect(cartFromOrder(line(0), [pizza])[0]?.quantity).toBe(1);
  });
});
