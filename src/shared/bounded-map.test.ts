import { describe, expect, it } from 'vitest';
import { setNewest } from './bounded-map.js';

describe('setNewest', () => {
  it('keeps at most `max` entries, forgetting the one set longest ago', () => {
    const map = new Map<string, number>();
    for (const [n, key] of ['a', 'b', 'c', 'd'].entries()) setNewest(map, key, n, 3);
    expect([...map.keys()]).toEqual(['b', 'c', 'd']);
  });

  it('moves a key set again to the end, with its new value', () => {
    const map = new Map([['a', 1], ['b', 2], ['c', 3]]);
    setNewest(map, 'a', 10, 3);
    setNewest(map, 'd', 4, 3);
    expect([...map]).toEqual([['c', 3], ['a', 10], ['d', 4]]);
  });
});
