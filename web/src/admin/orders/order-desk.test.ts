import { describe, expect, it } from 'vitest';
import { itemsRefundAmount, paidForItems, poundsToPence, refundRows, timeLeft } from './order-desk';

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
  it('takes a dish on several lines from its lines in order, each at its own price', () => {
    const twoSizes = [
      { menuItemId: 'a', name: 'Pizza', price: 950, quantity: 1, options: [{ _id: 's', groupName: 'Size', name: '10 inch', price: 0 }], allergens: [] },
      { menuItemId: 'b', name: 'Chips', price: 300, quantity: 1, options: [], allergens: [] },
      { menuItemId: 'a', name: 'Pizza', price: 1200, quantity: 2, options: [{ _id: 'l', groupName: 'Size', name: '12 inch', price: 250 }], allergens: [] },
    ];
    expect(itemsRefundAmount(twoSizes, { a: 2 })).toBe(950 + 1200);
    expect(itemsRefundAmount(twoSizes, { a: 9 })).toBe(950 + 2400);
    expect(refundRows(twoSizes).map((row) => [row.menuItemId, row.quantity, row.lines.length])).toEqual([['a', 3, 2], ['b', 1, 1]]);
  });
});

describe('paidForItems', () => {
  it("gives items back less their share of a voucher's discount off the items, as the server does", () => {
    expect(paidForItems({ totalAmount: 2300, discount: 230, voucherKind: 'percent' }, 1000)).toBe(900);
    expect(paidForItems({ totalAmount: 3000, discount: 500, voucherKind: 'amount' }, 1000)).toBe(833);
    expect(paidForItems({ totalAmount: 2000, discount: 250, voucherKind: 'freeDelivery' }, 1000)).toBe(1000);
    expect(paidForItems({ totalAmount: 2000, discount: 0, voucherKind: null }, 1000)).toBe(1000);
  });
});
