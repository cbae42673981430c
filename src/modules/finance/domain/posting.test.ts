import { describe, expect, it } from 'vitest';
import { COMMISSION, CUSTOMERS, PLATFORM_DELIVERY, PLATFORM_REFUNDS, PROVIDER, restaurantAccount } from './accounts.js';
import { commissionOn, defaultTerms, termsAt, type ContractTerms } from './contract.js';
import { assertBalanced, chargePosting, lateChargePosting, payoutPosting, refundPosting, type Posting } from './posting.js';
import { refundBasis } from './refund-basis.js';

const facts = { eventId: 41, orderId: 'order-1', restaurantId: 'r1', occurredAt: new Date('2025-01-06T12:00:00Z') };
const order = { subtotal: 3050, deliveryFee: 250 };
const sum = (posting: Posting) => posting.lines.reduce((total, line) => total + line.amount, 0);
const on = (posting: Posting, account: string) => posting.lines.filter((line) => line.account === account).reduce((total, line) => total + line.amount, 0);
const RESTAURANT = restaurantAccount('r1');

describe('commission', () => {
  it('is a percentage of the item subtotal, rounded half-up to the penny', () => {
    expect(commissionOn(3050, 1500)).toBe(458); // 457.5
    expect(commissionOn(3049, 1500)).toBe(457); // 457.35
    expect(commissionOn(1000, 1250)).toBe(125);
    expect(commissionOn(0, 1500)).toBe(0);
  });
});

describe('postings balance to zero', () => {
  const terms = defaultTerms(15);
  const charge = chargePosting(facts, order, terms);
  const platformKeepsDelivery: ContractTerms = { ...terms, deliveryFeeTo: 'platform', refundsBorneBy: { ...terms.refundsBorneBy, declined: 'platform' } };

  it('a charge: the provider took the total, the restaurant is owed its sales less commission and the delivery fee', () => {
    expect(sum(charge)).toBe(0);
    expect(on(charge, PROVIDER)).toBe(-3300);
    expect(on(charge, RESTAURANT)).toBe(3050 - 458 + 250);
    expect(on(charge, COMMISSION)).toBe(458);
    expect(charge.terms).toMatchObject({ commissionBp: 1500, subtotal: 3050, deliveryFee: 250, commission: 458 });
  });

  it('a charge where the platform keeps the delivery fee', () => {
    const posting = chargePosting(facts, order, platformKeepsDelivery);
    expect(sum(posting)).toBe(0);
    expect(on(posting, PLATFORM_DELIVERY)).toBe(250);
    expect(on(posting, RESTAURANT)).toBe(3050 - 458);
  });

  it.each([
    ['declined', 'restaurant', RESTAURANT],
    ['missed', 'restaurant', RESTAURANT],
    ['itemsMissing', 'restaurant', RESTAURANT],
    ['systemFailure', 'platform', PLATFORM_REFUNDS],
  ] as const)('a refund for %s is borne by the %s', (cause, _party, account) => {
    const posting = refundPosting({ ...facts, eventId: 42 }, 450, { cause }, charge.terms!);
    expect(sum(posting)).toBe(0);
    expect(on(posting, PROVIDER)).toBe(450);
    expect(on(posting, account)).toBe(-450);
  });

  it('a refund follows the terms the order was paid under', () => {
    const posting = refundPosting(facts, 3300, { cause: 'declined' }, chargePosting(facts, order, platformKeepsDelivery).terms!);
    expect(on(posting, PLATFORM_REFUNDS)).toBe(-3300);
    expect(on(posting, RESTAURANT)).toBe(0);
  });

  it("the customer's own cancellation undoes the whole charge: no commission", () => {
    const posting = refundPosting(facts, 3300, { cause: 'customerCancelled' }, charge.terms!);
    expect(posting.kind).toBe('reversal');
    expect(sum(posting)).toBe(0);
    expect(on(charge, RESTAURANT) + on(posting, RESTAURANT)).toBe(0);
    expect(on(charge, COMMISSION) + on(posting, COMMISSION)).toBe(0);
    expect(on(charge, PROVIDER) + on(posting, PROVIDER)).toBe(0);
  });

  it("a voucher's discount is the restaurant's: the provider took less, commission is on the items after it", () => {
    const discounted = chargePosting(facts, { ...order, discount: 305, itemsDiscount: 305 }, terms);
    expect(sum(discounted)).toBe(0);
    expect(on(discounted, PROVIDER)).toBe(-(3300 - 305));
    expect(on(discounted, COMMISSION)).toBe(commissionOn(3050 - 305, 1500));
    expect(on(discounted, RESTAURANT)).toBe(3050 - 305 - commissionOn(3050 - 305, 1500) + 250);
    // Free delivery is off the fee: commission stays on the whole items, and the platform keeping the fee still gets it.
    const freeDelivery = chargePosting(facts, { ...order, discount: 250, itemsDiscount: 0 }, platformKeepsDelivery);
    expect(on(freeDelivery, COMMISSION)).toBe(458);
    expect(on(freeDelivery, PLATFORM_DELIVERY)).toBe(250);
    expect(on(freeDelivery, RESTAURANT)).toBe(3050 - 250 - 458);
    // The customer's own cancellation gives back what was paid and undoes it all.
    const undone = refundPosting(facts, 3300 - 305, { cause: 'customerCancelled' }, discounted.terms!);
    expect(undone.kind).toBe('reversal');
    expect(on(discounted, RESTAURANT) + on(undone, RESTAURANT)).toBe(0);
    expect(on(discounted, PROVIDER) + on(undone, PROVIDER)).toBe(0);
  });

  it('a late payment is held for the customer and given back whole', () => {
    const late = lateChargePosting(facts, 3300);
    const back = refundPosting({ ...facts, eventId: 43 }, 3300, { cause: 'latePayment' }, late.terms!);
    expect([sum(late), sum(back)]).toEqual([0, 0]);
    expect(on(late, CUSTOMERS) + on(back, CUSTOMERS)).toBe(0);
    expect(on(late, RESTAURANT)).toBe(0);
  });

  it('a payout moves what the restaurant is owed to the provider', () => {
    const payout = payoutPosting('r1', '2025-01-06', 2842, new Date('2025-01-13T00:00:00Z'));
    expect(sum(payout)).toBe(0);
    expect(on(payout, RESTAURANT)).toBe(-2842);
    expect(payout.id).toBe('payout:r1:2025-01-06');
  });

  it('refuses a posting that does not balance', () => {
    expect(() => assertBalanced({ ...charge, lines: [...charge.lines, { account: PROVIDER, amount: 1, kind: 'charge' }] })).toThrow(/does not balance/);
    expect(() => assertBalanced({ ...charge, lines: [{ account: PROVIDER, amount: 0.5, kind: 'charge' }, { account: RESTAURANT, amount: -0.5, kind: 'sales' }] })).toThrow(/does not balance/);
  });
});

describe('who bears a refund', () => {
  const cancelled = (by: string, reason: string) => ({ reason: 'Order cancelled', cancellation: { by, reason }, late: false });
  it.each([
    [cancelled('restaurant', 'tooBusy'), 'declined'],
    [cancelled('system', 'notAccepted'), 'missed'],
    [cancelled('customer', 'customerRequest'), 'customerCancelled'],
    [cancelled('system', 'paymentNotCompleted'), 'systemFailure'],
    [{ reason: 'Chips arrived cold', cancellation: null, late: false }, 'itemsMissing'],
    [{ reason: 'Payment arrived after the order was cancelled', cancellation: { by: 'customer', reason: 'customerRequest' }, late: true }, 'latePayment'],
  ])('%o is %s', (facts, cause) => {
    expect(refundBasis(facts).cause).toBe(cause);
  });
});

describe('contract versions', () => {
  const fallback = defaultTerms(15);
  const v12 = { effectiveFrom: new Date('2025-01-10T00:00:00Z'), terms: { ...fallback, commissionBp: 1200 } };
  const v10 = { effectiveFrom: new Date('2025-02-01T00:00:00Z'), terms: { ...fallback, commissionBp: 1000 } };
  it('picks the version in force at the time, the default before any', () => {
    expect(termsAt([v10, v12], new Date('2025-01-09T23:59:59Z'), fallback).commissionBp).toBe(1500);
    expect(termsAt([v10, v12], new Date('2025-01-10T00:00:00Z'), fallback).commissionBp).toBe(1200);
    expect(termsAt([v10, v12], new Date('2025-03-01T00:00:00Z'), fallback).commissionBp).toBe(1000);
  });
});
