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
  it('weights each cuisine by the orders that had it at checkout, most first, then by name', () => {
    const totals = [
      { cuisine: 'Pizza', orders: 12 },
      { cuisine: 'Italian', orders: 12 },
      { cuisine: 'Pasta', orders: 12 },
      { cuisine: 'Burgers', orders: 4 },
    ];
    expect(cuisineShares(totals)).toEqual([
      { cuisine: 'Italian', orders: 12, percentage: 30 },
      { cuisine: 'Pasta', orders: 12, percentage: 30 },
      { cuisine: 'Pizza', orders: 12, percentage: 30 },
      { cuisine: 'Burgers', orders: 4, percentage: 10 },
    ]);
  });

  it('shares ties of a hundred by largest remainder, the earlier first', () => {
    expect(cuisineShares(['Pizza', 'Pasta', 'Italian'].map((cuisine) => ({ cuisine, orders: 12 }))).map((s) => s.percentage)).toEqual([33.4, 33.3, 33.3]);
  });

  it('is empty without orders', () => {
    expect(cuisineShares([])).toEqual([]);
    expect(cuisineShares([{ cuisine: 'Italian', orders: 0 }])).toEqual([]);
  });
});
