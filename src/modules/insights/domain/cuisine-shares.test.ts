import { describe, expect, it } from 'vitest';
import { cuisineShares, sharesOfHundred } from './cuisine-shares.js';

const total = (values: number[]) => Math.round(values.reduce((sum, v) => sum + v, 0) * 10) / 10;

describe('sharesOfHundred', () => {
  it.each([
    [[1, 1, 1], [33.4, 33.3, 33.3]],
    [[1, 1], [50, 50]],
    [[2, 1], [66.7, 33.3]],
    [[1, 1, 1, 1, 1, 1, 1], [14.3, 14.3, 14.3, 14.3, 14.3, 14.3, 14.2]],
    [[5], [100]],
    [[0, 0], [0, 0]],
  ])('%j -> %j', (weights, shares) => {
    expect(sharesOfHundred(weights)).toEqual(shares);
  });

  it('always adds up to 100', () => {
    for (let n = 1; n <= 26; n += 1) {
      const weights = Array.from({ length: n }, (_, i) => (i * 7919) % 13 + 1);
      expect(total(sharesOfHundred(weights))).toBe(100);
    }
  });
});

describe('cuisineShares', () => {
  it("weights each of the restaurant's cuisines by the period's orders", () => {
    expect(cuisineShares(['Italian', 'Pasta', 'Pizza'], 12)).toEqual([
      { cuisine: 'Italian', orders: 12, percentage: 33.4 },
      { cuisine: 'Pasta', orders: 12, percentage: 33.3 },
      { cuisine: 'Pizza', orders: 12, percentage: 33.3 },
    ]);
  });

  it('is empty without orders', () => {
    expect(cuisineShares(['Italian'], 0)).toEqual([]);
  });
});
