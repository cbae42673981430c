import { describe, expect, it } from 'vitest';
import { canOwnerSet, isFinal, ORDER_STATUSES, ownerStatusLabel, TAB_STATUSES } from './order-status';

describe('owner status labels (docs/product/states.md "Order status")', () => {
  it('names every status as the owner sees it, in lifecycle order', () => {
    expect(ORDER_STATUSES.map((status) => ownerStatusLabel(status))).toEqual([
      'Placed',
      'Awaiting Restaurant Confirmation',
      'In Progress',
      'Out for Delivery',
      'Delivered',
      'Cancelled',
    ]);
  });

  it('reads an unknown status as Delivered, the fallback of docs/product/states.md "Order status"', () => {
    expect(ownerStatusLabel('refunded')).toBe('Delivered');
    expect(ownerStatusLabel('toString')).toBe('Delivered');
  });

  it('reads the last two steps of a collection order as the customer does (docs/product/decisions.md "Collection")', () => {
    expect(ORDER_STATUSES.map((status) => ownerStatusLabel(status, 'collection'))).toEqual([
      'Placed',
      'Awaiting Restaurant Confirmation',
      'In Progress',
      'Ready for collection',
      'Collected',
      'Cancelled',
    ]);
  });
});

describe('what the owner may choose', () => {
  it('never placed nor cancelled (Decline cancels); a delivered or cancelled order is final', () => {
    expect(ORDER_STATUSES.filter(canOwnerSet)).toEqual(['paid', 'inProgress', 'outForDelivery', 'delivered']);
    expect(isFinal('delivered')).toBe(true);
    expect(isFinal('cancelled')).toBe(true);
    expect(isFinal('outForDelivery')).toBe(false);
  });

  it("splits the tabs: 'Orders' paid or later and cancelled, the other one placed", () => {
    expect(TAB_STATUSES.orders).toEqual(['paid', 'inProgress', 'outForDelivery', 'delivered', 'cancelled']);
    expect(TAB_STATUSES.unpaid).toEqual(['placed']);
  });
});
