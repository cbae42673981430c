import { describe, expect, it } from 'vitest';
import { mailKindOf } from './mail-kind.js';

const event = (type: string, status: string, from: string | null = 'paid') => ({ type, status, changes: { from } });

describe('mailKindOf', () => {
  it('sends the customer word of payment, acceptance, delay, the ride, delivery and a confirmed refund', () => {
    expect(mailKindOf(event('paid', 'paid', 'placed'))).toBe('paid');
    expect(mailKindOf(event('accepted', 'inProgress'))).toBe('accepted');
    expect(mailKindOf(event('delayed', 'inProgress', 'inProgress'))).toBe('delayed');
    expect(mailKindOf(event('statusSet', 'outForDelivery', 'inProgress'))).toBe('outForDelivery');
    expect(mailKindOf(event('statusSet', 'delivered', 'outForDelivery'))).toBe('delivered');
    expect(mailKindOf(event('refunded', 'delivered', 'delivered'))).toBe('refunded');
  });

  it('tells of a cancellation only once the order was paid', () => {
    expect(mailKindOf(event('cancelled', 'cancelled', 'paid'))).toBe('cancelled');
    expect(mailKindOf(event('cancelled', 'cancelled', 'inProgress'))).toBe('cancelled');
    expect(mailKindOf(event('cancelled', 'cancelled', 'placed'))).toBeUndefined();
  });

  it('sends nothing for a placed order, an asked-for or failed refund, or a status set back to in progress', () => {
    expect(mailKindOf(event('placed', 'placed', null))).toBeUndefined();
    expect(mailKindOf(event('refundRequested', 'cancelled', 'cancelled'))).toBeUndefined();
    expect(mailKindOf(event('refundFailed', 'delivered', 'delivered'))).toBeUndefined();
    expect(mailKindOf(event('statusSet', 'inProgress', 'paid'))).toBeUndefined();
  });

  it('tells of a declined order help report, and of a report made only to the restaurant nothing', () => {
    expect(mailKindOf(event('helpDeclined', 'delivered', 'delivered'))).toBe('helpDeclined');
    expect(mailKindOf(event('helpRequested', 'delivered', 'delivered'))).toBeUndefined();
  });
});
