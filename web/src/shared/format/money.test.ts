import { describe, expect, it } from 'vitest';
import { formatPence } from './money';

describe('formatPence', () => {
  it('shows pence as pounds with two decimals', () => {
    expect(formatPence(1250)).toBe('£12.50');
    expect(formatPence(199)).toBe('£1.99');
    expect(formatPence(5)).toBe('£0.05');
    expect(formatPence(0)).toBe('£0.00');
  });

  it('groups thousands the en-GB way', () => {
    expect(formatPence(123456789)).toBe('£1,234,567.89');
  });
});
