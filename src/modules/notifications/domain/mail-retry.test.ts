import { describe, expect, it } from 'vitest';
import { mailRetryDelayMs } from './mail-retry.js';

describe('mailRetryDelayMs', () => {
  it('doubles from the base after each failure, at most 15 min apart, and never gives up', () => {
    expect([1, 2, 3, 4].map((n) => mailRetryDelayMs(n, 10_000))).toEqual([10_000, 20_000, 40_000, 80_000]);
    expect(mailRetryDelayMs(7, 10_000)).toBe(640_000);
    expect(mailRetryDelayMs(8, 10_000)).toBe(900_000);
    expect(mailRetryDelayMs(10_000, 10_000)).toBe(900_000);
  });
});
