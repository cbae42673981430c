import { describe, expect, it } from 'vitest';
import { clearCartStorage } from './clear-cart-storage';

/** Just enough of the Storage interface, with the same index shifting on removal. */
function fakeStorage(initial: Record<string, string>) {
  const map = new Map(Object.entries(initial));
  return {
    get length() {
      return map.size;
    },
    key: (index: number) => [...map.keys()][index] ?? null,
    removeItem: (key: string) => void map.delete(key),
    keys: () => [...map.keys()],
  };
}

describe('clearCartStorage', () => {
  it('removes every cartItems- key, including neighbours', () => {
    const storage = fakeStorage({
      'cartItems-r1': '[]',
      'cartItems-r2': '[]',
      other: 'keep',
      'cartItems-r3': '[]',
    });
    expect(clearCartStorage(storage).sort()).toEqual(['cartItems-r1', 'cartItems-r2', 'cartItems-r3']);
    expect(storage.keys()).toEqual(['other']);
  });

  it('keeps keys that only contain the prefix elsewhere', () => {
    const storage = fakeStorage({ 'my-cartItems-r1': 'x', cartItems: 'y', 'cartitems-r1': 'z' });
    expect(clearCartStorage(storage)).toEqual([]);
    expect(storage.keys()).toHaveLength(3);
  });

  it('does nothing on empty storage', () => {
    expect(clearCartStorage(fakeStorage({}))).toEqual([]);
  });
});
