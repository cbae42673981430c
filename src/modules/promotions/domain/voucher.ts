import type { ErrorDetail } from '../../../shared/errors.js';

/** docs/product/decisions.md "Vouchers": what a code takes off. */
export const VOUCHER_KINDS = ['percent', 'amount', 'freeDelivery'] as const;
export type VoucherKind = (typeof VOUCHER_KINDS)[number];

/** A voucher's terms as the owner sets them (the contract has checked shapes and bounds). */
export interface VoucherTerms {
  code: string;
  kind: VoucherKind;
  /** Percent 1-100, pence for an amount, 0 for free delivery. */
  value: number;
  /** The item subtotal a basket needs, in pence. */
  minimumBasket: number;
  startsAt: Date | null;
  endsAt: Date | null;
  totalUses: number | null;
  usesPerCustomer: number | null;
  newCustomersOnly: boolean;
}

export interface Voucher extends VoucherTerms {
  id: string;
  restaurantId: string;
  endedAt: Date | null;
  createdAt: Date;
}

/** Codes are compared in upper case: 'save10' is SAVE10. */
export function codeKey(code: string): string {
  return code.trim().toUpperCase();
}

/** What the contract's shapes cannot say, each naming its field. */
export function termsProblems(terms: VoucherTerms): ErrorDetail[] {
  const problems: ErrorDetail[] = [];
  if (terms.kind === 'percent' && (terms.value < 1 || terms.value > 100)) problems.push({ path: 'value', message: 'a percentage must be from 1 to 100' });
  if (terms.kind === 'amount' && terms.value < 1) problems.push({ path: 'value', message: 'an amount off must be at least 1 penny' });
  if (terms.kind === 'freeDelivery' && terms.value !== 0) problems.push({ path: 'value', message: 'free delivery takes no value (0)' });
  if (terms.startsAt && terms.endsAt && terms.endsAt <= terms.startsAt) problems.push({ path: 'endsAt', message: 'must be after startsAt' });
  if (terms.totalUses !== null && terms.usesPerCustomer !== null && terms.usesPerCustomer > terms.totalUses) {
    problems.push({ path: 'usesPerCustomer', message: 'must not be more than totalUses' });
  }
  return problems;
}

export type VoucherState = 'scheduled' | 'active' | 'expired' | 'usedUp' | 'ended';

/** Where a voucher stands at `now` with `taken` uses held or used. */
export function voucherState(voucher: Voucher, now: Date, taken: number): VoucherState {
  if (voucher.endedAt) return 'ended';
  if (voucher.endsAt && voucher.endsAt <= now) return 'expired';
  if (voucher.totalUses !== null && taken >= voucher.totalUses) return 'usedUp';
  if (voucher.startsAt && voucher.startsAt > now) return 'scheduled';
  return 'active';
}
