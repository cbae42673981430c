/** Prefix of the per-restaurant cart keys in session storage (docs/product/entities.md "Cart (client side)"). */
export const CART_KEY_PREFIX = 'cartItems-';

type KeyedStorage = Pick<Storage, 'length' | 'key' | 'removeItem'>;

/** Removes every cart kept in `storage`; returns the removed keys. */
export function clearCartStorage(storage: KeyedStorage): string[] {
  const keys: string[] = [];
  for (let i = 0; i < storage.length; i += 1) {
    const key = storage.key(i);
    if (key?.startsWith(CART_KEY_PREFIX)) keys.push(key);
  }
  // Collected first: removing while iterating shifts the indexes.
  keys.forEach((key) => storage.removeItem(key));
  return keys;
}
