import { formatPence } from '../../../shared/money.js';
import { voucherState, type Voucher } from './voucher.js';

/** What a basket's check of a code needs to know besides the voucher. */
export interface VerdictFacts {
  now: Date;
  /** The basket's item subtotal, pence. */
  subtotal: number;
  /** Uses of the code held or used, by everyone. */
  taken: number;
  /** The customer's own uses held or used, and whether they paid for an order here before; absent when nobody is signed in. */
  customer?: { uses: number; paidBefore: boolean };
}

/** docs/product/texts-and-errors.md "Vouchers": why a code does not apply, in the customer's words. */
export const UNKNOWN_CODE = "We don't recognise this code";

/**
 * Whether the voucher applies (undefined) or why not. A customer's own limits are checked only
 * when one is known (checkout); the quote checks the rest (docs/product/decisions.md "Vouchers").
 */
export function refusalOf(voucher: Voucher | undefined, facts: VerdictFacts): string | undefined {
  if (!voucher) return UNKNOWN_CODE;
  const state = voucherState(voucher, facts.now, facts.taken);
  if (state === 'ended' || state === 'expired') return 'This code has expired';
  if (state === 'scheduled') return "This code isn't valid yet";
  if (state === 'usedUp') return 'This code has been used up';
  const { customer } = facts;
  if (customer && voucher.newCustomersOnly && customer.paidBefore) return 'This code is for new customers only';
  if (customer && voucher.usesPerCustomer !== null && customer.uses >= voucher.usesPerCustomer) return "You've already used this code";
  if (facts.subtotal < voucher.minimumBasket) return `Spend ${formatPence(voucher.minimumBasket - facts.subtotal)} more to use ${voucher.code}`;
  return undefined;
}
