import { describe, expect, it } from 'vitest';
import { codeKey, termsProblems, voucherState, type Voucher, type VoucherTerms } from './voucher.js';

const TERMS: VoucherTerms = { code: 'SAVE10', kind: 'percent', value: 10, minimumBasket: 0, startsAt: null, endsAt: null, totalUses: null, usesPerCustomer: null, newCustomersOnly: false };
const NOW = new Date('2026-06-01T12:00:00Z');

describe('voucher terms', () => {
  it('compares codes whatever their case', () => {
    expect(codeKey(' save10 ')).toBe('SAVE10');
  });

  it('names each field at fault', () => {
    expect(termsProblems(TERMS)).toEqual([]);
    expect(termsProblems({ ...TERMS, value: 0 }).map((p) => p.path)).toEqual(['value']);
    expect(termsProblems({ ...TERMS, kind: 'freeDelivery', value: 0 })).toEqual([]);
    const bad = { ...TERMS, startsAt: NOW, endsAt: NOW, totalUses: 1, usesPerCustomer: 2 };
    expect(termsProblems(bad).map((p) => p.path)).toEqual(['endsAt', 'usesPerCustomer']);
  });

  it('states where a code stands: ended over expired over used up over scheduled', () => {
    const v: Voucher = { ...TERMS, id: 'v', restaurantId: 'r', endedAt: null, createdAt: NOW, totalUses: 2, startsAt: new Date('2026-07-01T00:00:00Z') };
    expect(voucherState(v, NOW, 0)).toBe('scheduled');
    expect(voucherState(v, NOW, 2)).toBe('usedUp');
    expect(voucherState({ ...v, endsAt: NOW }, NOW, 2)).toBe('expired');
    expect(voucherState({ ...v, endedAt: NOW }, NOW, 0)).toBe('ended');
    expect(voucherState({ ...v, startsAt: null }, NOW, 1)).toBe('active');
  });
});
