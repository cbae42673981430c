import { describe, expect, it } from 'vitest';
import type { Voucher } from './voucher.js';
import { refusalOf, UNKNOWN_CODE, type VerdictFacts } from './voucher-verdict.js';

const NOW = new Date('2026-06-01T12:00:00Z');
const voucher = (over: Partial<Voucher> = {}): Voucher => ({
  id: 'v', restaurantId: 'r', code: 'SAVE10', kind: 'percent', value: 10, minimumBasket: 1500, startsAt: null, endsAt: null,
  totalUses: null, usesPerCustomer: null, newCustomersOnly: false, endedAt: null, createdAt: NOW, ...over,
});
const facts = (over: Partial<VerdictFacts> = {}): VerdictFacts => ({ now: NOW, subtotal: 2000, taken: 0, ...over });

describe('why a code does not apply', () => {
  it('applies within its terms', () => {
    expect(refusalOf(voucher(), facts())).toBeUndefined();
    expect(refusalOf(voucher({ minimumBasket: 2000 }), facts())).toBeUndefined();
  });

  it.each([
    ['an unknown code', undefined, facts(), UNKNOWN_CODE],
    ['a basket short of the minimum', voucher(), facts({ subtotal: 1000 }), 'Spend £5.00 more to use SAVE10'],
    ['an expired code', voucher({ endsAt: NOW }), facts(), 'This code has expired'],
    ['an ended code', voucher({ endedAt: NOW }), facts(), 'This code has expired'],
    ['a code not started', voucher({ startsAt: new Date('2026-06-02T00:00:00Z') }), facts(), "This code isn't valid yet"],
    ['a code used up (holds count)', voucher({ totalUses: 5 }), facts({ taken: 5 }), 'This code has been used up'],
    ['a customer who used it', voucher({ usesPerCustomer: 1 }), facts({ customer: { uses: 1, paidBefore: true } }), "You've already used this code"],
    ['a returning customer', voucher({ newCustomersOnly: true }), facts({ customer: { uses: 0, paidBefore: true } }), 'This code is for new customers only'],
  ])('refuses %s', (_case, v, f, message) => {
    expect(refusalOf(v, f)).toBe(message);
  });

  it('leaves the customer limits to checkout when nobody is known', () => {
    expect(refusalOf(voucher({ usesPerCustomer: 1, newCustomersOnly: true }), facts())).toBeUndefined();
  });
});
