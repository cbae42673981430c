import { describe, expect, it } from 'vitest';
import { checkOwnerChange } from './order-lifecycle.js';
import { ORDER_STATUSES } from './order.js';

describe('checkOwnerChange', () => {
  it('allows every paid-or-later status from paid, inProgress and outForDelivery', () => {
    for (const from of ['paid', 'inProgress', 'outForDelivery'] as const) {
      for (const to of ['paid', 'inProgress', 'outForDelivery', 'delivered'] as const) expect(() => checkOwnerChange(from, to)).not.toThrow();
    }
  });

  it('refuses placed as a target (400), and unpaid or delivered orders (409)', () => {
    for (const from of ORDER_STATUSES) expect(() => checkOwnerChange(from, 'placed')).toThrow(expect.objectContaining({ status: 400 }));
    expect(() => checkOwnerChange('placed', 'paid')).toThrow(expect.objectContaining({ status: 409, message: 'Order has not been paid yet' }));
    expect(() => checkOwnerChange('delivered', 'inProgress')).toThrow(expect.objectContaining({ status: 409, message: 'Order has already been delivered' }));
  });
});
