import { describe, expect, it } from 'vitest';
import { itemsRefundAmount, poundsToPence, timeLeft } from './order-desk';

describe('timeLeft', () => {
  const acceptBy = '2026-11-27T18:10:00.000Z';
  it('counts minutes and seconds down to acceptBy, rounding a part second up', () => {
    expect(timeLeft(acceptBy, Date.parse('2026-11-27T18:00:00.000Z'))).toBe('10:00');
    expect(timeLeft(acceptBy, Date.parse('2026-11-27T18:09:55.500Z'))).toBe('0:05');
  });
  it('is null once the time is up', () => {
    expect(timeLeft(acceptBy, Date.parse(acceptBy))).toBeNull();
    expect(timeLeft(acceptBy, Date.parse('2026-11-27T18:11:00.000Z'))).toBeNull();
  });
});

describe('poundsToPence', () => {
  it('reads pounds with up to two decimals, with or without the sign', () => {
    expect(poundsToPence('12')).toBe(1200);
    expect(poundsToPence('12.5')).toBe(1250);
    expect(poundsToPence(' £4.05 ')).toBe(405);
  });
  it('refuses nothing, zero, three decimals, negatives and words', () => {
    for (const text of ['', '0', '0.00', '1.234', '-3', 'ten', '1,50']) expect(poundsToPence(text)).toBeNull();
  });
});

describe('itemsRefundAmount', () => {
  const items = [
    { menuItemId: 'a', name: 'Pizza', price: 950, quantity: 2, options: [], allergens: [] },
    { menuItemId: 'b', name: 'Chips', price: 300, quantity: 1, options: [], allergens: [] },
  ];
  it('prices each chosen quantity as charged', () => {
    expect(itemsRefundAmount(items, { a: 1, b: 1 })).toBe(1250);
    expect(itemsRefundAmount(items, {})).toBe(0);
  });
  it('never counts more than was ordered', () => {
    expect(itemsRefundAmount(items, { a: 5 })).toBe(1900);
  });
});
