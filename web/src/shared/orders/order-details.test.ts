import { describe, expect, it } from 'vitest';
import { expectedBy, formatExpectedBy, formatOrderDate, formatTime, orderNumber, orderTotals } from './order-details';

describe('order details', () => {
  it('numbers an order by the last six characters of its id, uppercase', () => {
    expect(orderNumber('6755d0c4e5f6a7b8c9d0e1f2')).toBe('D0E1F2');
    expect(orderNumber('abc')).toBe('ABC');
  });

  it('expects delivery at the creation time plus the estimated minutes', () => {
    expect(expectedBy('2025-01-06T12:10:00.000Z', 30).toISOString()).toBe('2025-01-06T12:40:00.000Z');
    expect(expectedBy('2025-01-06T23:50:00.000Z', 45).toISOString()).toBe('2025-01-07T00:35:00.000Z');
    expect(expectedBy('2025-01-06T12:10:00.000Z', 0).toISOString()).toBe('2025-01-06T12:10:00.000Z');
  });

  it('totals the subtotal (totalAmount) and the delivery fee, in pence', () => {
    expect(orderTotals({ totalAmount: 3050, deliveryPrice: 250 })).toEqual({ subtotal: 3050, deliveryFee: 250, discount: 0, voucherCode: null, total: 3300 });
    expect(orderTotals({ totalAmount: 1100, deliveryPrice: 0 })).toEqual({ subtotal: 1100, deliveryFee: 0, discount: 0, voucherCode: null, total: 1100 });
    // docs/product/decisions.md "Vouchers": the total is what was charged.
    expect(orderTotals({ totalAmount: 3050, deliveryPrice: 250, discount: 305, voucherCode: 'SAVE10' })).toEqual({ subtotal: 3050, deliveryFee: 250, discount: 305, voucherCode: 'SAVE10', total: 2995 });
  });

  it('shows times as 24-hour local times, and the date when delivery falls on another day', () => {
    const ordered = new Date(2025, 0, 6, 18, 45);
    expect(formatTime(ordered)).toBe('18:45');
    expect(formatOrderDate(ordered)).toBe('06.01.2025, 18:45');
    expect(formatExpectedBy(ordered, new Date(2025, 0, 6, 19, 15))).toBe('19:15');
    expect(formatExpectedBy(new Date(2025, 0, 6, 23, 50), new Date(2025, 0, 7, 0, 20))).toBe('07.01.2025, 00:20');
  });
});
