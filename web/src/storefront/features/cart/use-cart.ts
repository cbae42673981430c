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
import { useHydrated } from '../../../shared/first-paint/use-hydrated';

/** The cart kept in session storage for this restaurant, reconciled with its menu as it is now. */
const storedCart = (key: string, menu: readonly MenuItem[]) => reconcileWithMenu(parseStoredCart(window.sessionStorage.getItem(key)), menu);

/**
 * One restaurant's cart (docs/product/states.md "Cart"): starts from session storage, is saved there on every
 * change, and is dropped from storage and memory when the page that uses it unmounts.
 * A reload or the login redirect leaves the page without unmounting, so the cart survives
 * those. Mount it once the menu is known, keyed by restaurant. The server renders the page
 * with no cart (it cannot see session storage): while the app hydrates that markup the cart
 * is empty, and the stored one comes in right after.
 */
export function useCart(restaurantId: string, menu: readonly MenuItem[]) {
  const key = cartStorageKey(restaurantId);
  const hydrated = useHydrated();
  // Null until read from storage (during hydration).
  const [kept, setKept] = useState<CartItem[] | null>(() => (hydrated ? storedCart(key, menu) : null));

  useEffect(() => {
    // An update, not a value: a dish added between the hydration's commit and this effect (a
    // click React replays once it has hydrated the button) already started from storage.
    if (kept === null) setKept((current) => current ?? storedCart(key, menu));
    else window.sessionStorage.setItem(key, JSON.stringify(kept));
  }, [key, menu, kept]);

  useEffect(() => () => window.sessionStorage.removeItem(key), [key]);

  const change = useCallback(
    (next: (cart: CartItem[]) => CartItem[]) => setKept((cart) => next(cart ?? storedCart(key, menu))),
    [key, menu],
  );
  return {
    items: kept ?? EMPTY,
    /** Adds one of the dish with these option ids (docs/product/decisions.md "Menus"). */
    add: useCallback((item: MenuItem, optionIds: readonly string[] = []) => change((cart) => addToCart(cart, item, optionIds)), [change]),
    // The line's key is cartLineKey(line): its dish and its options.
    increment: useCallback((key: string) => change((cart) => changeQuantity(cart, key, 1)), [change]),
    decrement: useCallback((key: string) => change((cart) => changeQuantity(cart, key, -1)), [change]),
    remove: useCallback((key: string) => change((cart) => removeFromCart(cart, key)), [change]),
    /** Puts these lines in place of the cart (a cancelled order's, refilled). */
    replace: useCallback((lines: CartItem[]) => setKept(lines), []),
  };
}

const EMPTY: CartItem[] = [];

export type Cart = ReturnType<typeof useCart>;
