import { describe, expect, it } from 'vitest';
import { cancellationText, customerMayCancel, refundableOf, refundText } from './order-lifecycle';

describe('refund texts (docs/product/decisions.md "Refunds")', () => {
  it('says requested, then refunded, in pounds', () => {
    expect(refundText({ amount: 1250, status: 'pending' })).toBe('Refund of £12.50 requested');
    expect(refundText({ amount: 1250, status: 'succeeded' })).toBe('Refunded £12.50');
    expect(refundText({ amount: 5, status: 'failed' })).toBe('Refund of £0.05 failed');
  });
});

describe('cancellation text', () => {
  const at = '2026-11-27T18:00:00.000Z';
  it('names who cancelled and why', () => {
    expect(cancellationText({ by: 'restaurant', reason: 'tooBusy', at })).toBe('Cancelled by the restaurant: Too busy');
    expect(cancellationText({ by: 'system', reason: 'notAccepted', at })).toBe('Cancelled by us: Not accepted in time');
    expect(cancellationText({ by: 'customer', reason: 'customerRequest', at })).toBe('Cancelled by the customer');
  });
});

describe('refundableOf', () => {
  const refund = (amount: number, status: 'pending' | 'succeeded' | 'failed') => ({ id: String(amount), amount, reason: 'r', status, createdAt: '' });
  it('is the charge less every refund that has not failed', () => {
    const order = { totalAmount: 2000, deliveryPrice: 250, refunds: [refund(500, 'succeeded'), refund(300, 'pending'), refund(900, 'failed')] };
    expect(refundableOf(order)).toBe(1450);
    expect(refundableOf({ ...order, refunds: [refund(2250, 'pending')] })).toBe(0);
  });
});

describe('customerMayCancel (docs/product/decisions.md "Customers cancel")', () => {
  it('until the restaurant accepts', () => {
    expect(['placed', 'paid', 'inProgress', 'outForDelivery', 'delivered', 'cancelled'].filter(customerMayCancel)).toEqual(['placed', 'paid']);
  });
});
