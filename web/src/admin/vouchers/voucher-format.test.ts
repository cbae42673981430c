import { describe, expect, it } from 'vitest';
import type { Voucher } from './voucher-data-provider';
import { discountText, toFormValues, toVoucherInput, usesText } from './voucher-format';

describe('voucher format', () => {
  it('says what a code takes off and how often it was used', () => {
    expect(discountText({ kind: 'percent', value: 10 })).toBe('10 % off');
    expect(discountText({ kind: 'amount', value: 500 })).toBe('£5.00 off');
    expect(discountText({ kind: 'freeDelivery', value: 0 })).toBe('Free delivery');
    expect(usesText({ uses: 3, held: 0, totalUses: 100 })).toBe('3 of 100');
    expect(usesText({ uses: 3, held: 2, totalUses: null })).toBe('3 (2 in checkout)');
  });

  it('sends pounds as pence, empty limits and dates as none, and reads a code back the same', () => {
    const input = toVoucherInput({ code: ' save5 ', kind: 'amount', amountPounds: '£5.50', minimumPounds: '15', startsAt: '', endsAt: '2031-01-01T00:00:00.000Z', totalUses: null, usesPerCustomer: 1 });
    expect(input).toEqual({ code: 'save5', kind: 'amount', value: 550, minimumBasket: 1500, startsAt: null, endsAt: '2031-01-01T00:00:00.000Z', totalUses: null, usesPerCustomer: 1, newCustomersOnly: false });
    const voucher: Voucher = { code: 'save5', kind: 'amount', value: 550, minimumBasket: 1500, startsAt: null, endsAt: '2031-01-01T00:00:00.000Z', totalUses: null, usesPerCustomer: 1, newCustomersOnly: false, id: 'v', state: 'active', uses: 0, held: 0, sales: 0, discounts: 0, createdAt: '2030-01-01T00:00:00.000Z' };
    expect(toVoucherInput(toFormValues(voucher))).toEqual(input);
    expect(toVoucherInput({ code: 'FREE', kind: 'freeDelivery', value: 10 })).toMatchObject({ value: 0, minimumBasket: 0 });
  });
});
