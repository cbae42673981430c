import { describe, expect, it } from 'vitest';
import { reconnectDelay } from './order-stream';
import { withOrder } from './use-order-stream';

describe('reconnectDelay', () => {
  it('doubles from 1 s to at most 30 s', () => {
    const middle = () => 0.5;
    expect([1, 2, 3, 4, 5, 6, 7, 12].map((n) => reconnectDelay(n, middle))).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000, 30000]);
  });
  it('spreads each wait by a fifth either way', () => {
    expect(reconnectDelay(1, () => 0)).toBe(800);
    expect(reconnectDelay(1, () => 1)).toBe(1200);
  });
});

describe('withOrder', () => {
  const a = { _id: 'a', status: 'paid' };
  const b = { _id: 'b', status: 'placed' };
  it('puts the order in place of the one with its id', () => {
    expect(withOrder([a, b], { _id: 'b', status: 'paid' })).toEqual([a, { _id: 'b', status: 'paid' }]);
  });
  it('puts a new order first, and leaves a list not read yet to its read', () => {
    expect(withOrder([a], b)).toEqual([b, a]);
    expect(withOrder(undefined, a)).toBeUndefined();
  });
});
