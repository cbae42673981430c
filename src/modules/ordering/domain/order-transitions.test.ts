import { describe, expect, it } from 'vitest';
import { decide, refundable, type OrderAction, type OrderState } from './order-transitions.js';
import { ORDER_STATUSES, type OrderStatus } from './order.js';

const NOW = new Date('2026-11-27T19:00:00Z');
const state = (status: OrderStatus, extra: Partial<OrderState> = {}): OrderState => ({
  status,
  totalAmount: 2300,
  deliveryPrice: 250,
  refundedAmount: 0,
  acceptBy: null,
  expectedBy: null,
  ...extra,
});
const outcome = (status: OrderStatus, action: OrderAction) => {
  try {
    return decide(state(status), action, NOW).status;
  } catch (err) {
    return (err as { status: number }).status;
  }
};
const allowedFrom = (action: OrderAction) => ORDER_STATUSES.filter((status) => typeof outcome(status, action) === 'string');
const cancel = (by: 'customer' | 'restaurant' | 'system', reason: 'customerRequest' | 'tooBusy' | 'notAccepted' | 'paymentNotCompleted'): OrderAction => ({
  kind: 'cancel',
  cancellation: { by, reason, at: NOW },
});

describe('who may do what from where (docs/product/decisions.md "Running a service")', () => {
  it('accepts only a paid order waiting for the restaurant', () => {
    expect(allowedFrom({ kind: 'accept', estimatedMinutes: 25 })).toEqual(['paid']);
  });

  it('delays only an accepted order still on its way', () => {
    expect(allowedFrom({ kind: 'delay', minutes: 10 })).toEqual(['inProgress', 'outForDelivery']);
  });

  it('lets the customer cancel before acceptance, the restaurant until the order leaves, the system by its own rules', () => {
    expect(allowedFrom(cancel('customer', 'customerRequest'))).toEqual(['placed', 'paid']);
    expect(allowedFrom(cancel('restaurant', 'tooBusy'))).toEqual(['paid', 'inProgress']);
    expect(allowedFrom(cancel('system', 'notAccepted'))).toEqual(['paid']);
    expect(allowedFrom(cancel('system', 'paymentNotCompleted'))).toEqual(['placed']);
  });

  it('refunds only what was charged and not refunded yet, on paid-or-later orders', () => {
    expect(allowedFrom({ kind: 'refund', amount: 100, reason: 'x' })).toEqual(['paid', 'inProgress', 'outForDelivery', 'delivered']);
    expect(refundable(state('delivered', { refundedAmount: 550 }))).toBe(2000);
    expect(refundable(state('placed'))).toBe(0);
    expect(() => decide(state('delivered', { refundedAmount: 550 }), { kind: 'refund', amount: 2001, reason: 'x' }, NOW)).toThrow('A refund of £20.01 is more than is left to refund (£20.00)');
  });

  it('refunds what is left when a charged order is cancelled, nothing for an unpaid one', () => {
    expect(decide(state('paid', { refundedAmount: 300 }), cancel('customer', 'customerRequest'), NOW).refund).toEqual({ amount: 2250, reason: 'Order cancelled' });
    expect(decide(state('placed'), cancel('customer', 'customerRequest'), NOW).refund).toBeUndefined();
  });

  it('expects an accepted order the minutes after acceptance, and a delay after what was expected', () => {
    expect(decide(state('paid'), { kind: 'accept', estimatedMinutes: 25 }, NOW).fields).toEqual({
      acceptBy: null,
      acceptedAt: NOW,
      expectedBy: new Date('2026-11-27T19:25:00Z'),
    });
    const expectedBy = new Date('2026-11-27T19:40:00Z');
    expect(decide(state('inProgress', { expectedBy }), { kind: 'delay', minutes: 10 }, NOW).fields.expectedBy).toEqual(new Date('2026-11-27T19:50:00Z'));
  });

  it('makes the selector accept a waiting order, refuse cancelled (400) and leave a cancelled order alone (409)', () => {
    expect(decide(state('paid'), { kind: 'setStatus', status: 'inProgress', defaultMinutes: 30 }, NOW).type).toBe('accepted');
    expect(decide(state('paid'), { kind: 'setStatus', status: 'delivered', defaultMinutes: 30 }, NOW)).toMatchObject({ type: 'statusSet', fields: { acceptBy: null } });
    expect(outcome('paid', { kind: 'setStatus', status: 'cancelled', defaultMinutes: 30 })).toBe(400);
    expect(outcome('cancelled', { kind: 'setStatus', status: 'delivered', defaultMinutes: 30 })).toBe(409);
  });
});
