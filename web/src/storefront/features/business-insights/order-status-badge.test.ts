import { describe, expect, it } from 'vitest';
import { statusBadgeClass, statusLabel } from './order-status-badge';

describe('recent order badges (docs/product/states.md "Order status")', () => {
  it('colours delivered green, outForDelivery blue, inProgress yellow', () => {
    expect(statusBadgeClass('delivered')).toContain('bg-green-');
    expect(statusBadgeClass('outForDelivery')).toContain('bg-blue-');
    expect(statusBadgeClass('inProgress')).toContain('bg-yellow-');
  });

  it('colours placed, paid and anything else grey', () => {
    for (const status of ['placed', 'paid', 'cancelled', 'refunded']) expect(statusBadgeClass(status)).toContain('bg-slate-');
  });

  it('uses the owner labels, Delivered for an unknown value', () => {
    expect(statusLabel('paid')).toBe('Awaiting Restaurant Confirmation');
    expect(statusLabel('outForDelivery')).toBe('Out for Delivery');
    expect(statusLabel('cancelled')).toBe('Cancelled');
    expect(statusLabel('refunded')).toBe('Delivered');
  });
});
