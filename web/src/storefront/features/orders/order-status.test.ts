import { describe, expect, it } from 'vitest';
import { awaitsPayment, customerStatus, hasReceipt } from './order-status';

describe('customer order status', () => {
  it('labels each status as docs/product/states.md "Order status" does, with progress 0/25/50/75/100', () => {
    const view = (status: string) => {
      const { label, progress } = customerStatus(status);
      return [label, progress];
    };
    expect(view('placed')).toEqual(['Awaiting Payment', 0]);
    expect(view('paid')).toEqual(['Payment Confirmed', 25]);
    expect(view('inProgress')).toEqual(['In Progress', 50]);
    expect(view('outForDelivery')).toEqual(['Out for Delivery', 75]);
    expect(view('delivered')).toEqual(['Delivered', 100]);
    // docs/product/decisions.md "Running a service": final, with no progress.
    expect(view('cancelled')).toEqual(['Cancelled', 0]);
  });

  it('reads a collection order\'s last two steps as "Ready for collection" and "Collected", same progress', () => {
    expect(customerStatus('outForDelivery', 'collection')).toEqual({ status: 'outForDelivery', label: 'Ready for collection', progress: 75 });
    expect(customerStatus('delivered', 'collection')).toEqual({ status: 'delivered', label: 'Collected', progress: 100 });
    expect(customerStatus('inProgress', 'collection').label).toBe('In Progress');
    expect(customerStatus('outForDelivery', 'delivery').label).toBe('Out for Delivery');
  });

  it('shows any other value as Delivered', () => {
    for (const odd of ['refunded', '', 'PAID', 'toString', '__proto__']) {
      expect(customerStatus(odd)).toEqual({ status: 'delivered', label: 'Delivered', progress: 100 });
    }
  });

  it('asks for payment on placed orders only', () => {
    expect(awaitsPayment('placed')).toBe(true);
    for (const status of ['paid', 'inProgress', 'outForDelivery', 'delivered', 'cancelled', 'other']) expect(awaitsPayment(status)).toBe(false);
  });

  it('offers a receipt for an order that was paid, cancelled later or not, and none for one never paid', () => {
    for (const status of ['paid', 'inProgress', 'outForDelivery', 'delivered']) expect(hasReceipt({ status, refunds: [] })).toBe(true);
    expect(hasReceipt({ status: 'cancelled', refunds: [{ status: 'pending' }] })).toBe(true);
    expect(hasReceipt({ status: 'placed', refunds: [] })).toBe(false);
    expect(hasReceipt({ status: 'cancelled', refunds: [] })).toBe(false);
  });
});
