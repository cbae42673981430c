import { describe, expect, it } from 'vitest';
import { formatOrderDate, formatOrderTotal, orderNumber, orderTotal } from './order-format';

describe('order formatting', () => {
  it('numbers an order by the last 6 characters of its id, uppercase', () => {
    expect(orderNumber('6755d0c4e5f6a7b8c9d0abcdef')).toBe('ABCDEF');
  });

  it('totals the subtotal and the delivery price, shown in pounds', () => {
    expect(orderTotal({ totalAmount: 3050, deliveryPrice: 250 })).toBe(3300);
    expect(formatOrderTotal({ totalAmount: 3050, deliveryPrice: 250 })).toBe('£33.00');
    expect(formatOrderTotal({ totalAmount: 5, deliveryPrice: 0 })).toBe('£0.05');
  });

  it('dates an order in local time', () => {
    expect(formatOrderDate(new Date(2024, 0, 5, 8, 7).toISOString())).toBe('05.01.2024, 08:07');
  });
});
