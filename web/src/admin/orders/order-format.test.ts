import { describe, expect, it } from 'vitest';
import { formatCreatedAt, formatOrderTotal, orderNumber } from './order-format';

describe('order formatting on the owner screens', () => {
  it('numbers an order by the last 6 characters of its id, uppercase', () => {
    expect(orderNumber('6755d0c4e5f6a7b8c9d0abcdef')).toBe('ABCDEF');
  });

  it('shows the charged total, subtotal plus delivery, in pounds', () => {
    expect(formatOrderTotal({ totalAmount: 3050, deliveryPrice: 250 })).toBe('£33.00');
    expect(formatOrderTotal({ totalAmount: 5, deliveryPrice: 0 })).toBe('£0.05');
  });

  it('dates an order in local time from its ISO date', () => {
    expect(formatCreatedAt(new Date(2024, 0, 5, 8, 7).toISOString())).toBe('05.01.2024, 08:07');
  });
});
