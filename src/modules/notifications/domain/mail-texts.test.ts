import { describe, expect, it } from 'vitest';
import { cancellationReason, formatExpectedBy, orderNumber } from './mail-texts.js';

describe('order e-mail texts', () => {
  it('numbers an order by its id’s last 6 characters, upper case, as the order page does', () => {
    expect(orderNumber('6755d0c4e5f6a7b8c9d0e1f2')).toBe('D0E1F2');
  });

  it('gives Expected By in UK time, across the clock change', () => {
    expect(formatExpectedBy('2025-01-06T12:40:00.000Z')).toBe('Mon 6 Jan, 12:40');
    expect(formatExpectedBy('2025-07-06T12:40:00.000Z')).toBe('Sun 6 Jul, 13:40');
  });

  it('says who cancelled and why, in the order page’s words', () => {
    expect(cancellationReason({ by: 'restaurant', reason: 'tooBusy' })).toBe('Cancelled by the restaurant: Too busy');
    expect(cancellationReason({ by: 'restaurant', reason: 'other', note: 'Oven broke' })).toBe('Cancelled by the restaurant: Other (Oven broke)');
    expect(cancellationReason({ by: 'system', reason: 'notAccepted' })).toBe('Cancelled by us: Not accepted in time');
    expect(cancellationReason({ by: 'customer', reason: 'customerRequest' })).toBe('Cancelled by the customer');
  });
});
