import { useCallback, useEffect, useState } from 'react';
import {
  addToCart,
  cartStorageKey,
  changeQuantity,
  parseStoredCart,
  reconcileWithMenu,
  removeFromCart,
  type CartItem,
  type MenuItem,
} from './cart';

/**
 * One restaurant's cart (docs/product/states.md "Cart"): starts from session storage, is saved there on every
 * change, and is dropped from storage and memory when the page that uses it unmounts.
 * A reload or the login redirect leaves the page without unmounting, so the cart survives
 * those. Mount it once the menu is known, keyed by restaurant.
 */
export function useCart(restaurantId: string, menu: readonly MenuItem[]) {
  const key = cartStorageKey(restaurantId);
  const [items, setItems] = useState<CartItem[]>(() =>
    reconcileWithMenu(parseStoredCart(window.sessionStorage.getItem(key)), menu),
  );

  useEffect(() => {
    window.sessionStorage.setItem(key, JSON.stringify(items));
  }, [key, items]);

  useEffect(() => () => window.sessionStorage.removeItem(key), [key]);

  return {
    items,
    add: useCallback((item: MenuItem) => setItems((cart) => addToCart(cart, item)), []),
    increment: useCallback((itemId: string) => setItems((cart) => changeQuantity(cart, itemId, 1)), []),
    decrement: useCallback((itemId: string) => setItems((cart) => changeQuantity(cart, itemId, -1)), []),
    remove: useCallback((itemId: string) => setItems((cart) => removeFromCart(cart, itemId)), []),
    /** Puts these lines in place of the cart (a cancelled order's, refilled). */
    replace: useCallback((lines: CartItem[]) => setItems(lines), []),
  };
}

export type Cart = ReturnType<typeof useCart>;
