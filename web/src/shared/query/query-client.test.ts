import { describe, expect, it } from 'vitest';
import { retryDelay } from './query-client';

describe('retryDelay', () => {
  it('starts at 1 s and doubles', () => {
    expect([0, 1, 2, 3].map(retryDelay)).toEqual([1000, 2000, 4000, 8000]);
  });

  it('never waits more than 30 s', () => {
    expect(retryDelay(5)).toBe(30_000);
    expect(retryDelay(20)).toBe(30_000);
  });
});
