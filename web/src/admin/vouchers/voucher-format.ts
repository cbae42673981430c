import { formatPence } from '../../shared/format/money';
import type { Voucher, VoucherInput } from './voucher-data-provider';

/** '10 % off', '£5.00 off', 'Free delivery'. */
export function discountText({ kind, value }: Pick<Voucher, 'kind' | 'value'>): string {
  if (kind === 'percent') return `${value} % off`;
  if (kind === 'amount') return `${formatPence(value)} off`;
  return 'Free delivery';
}

/** '3 of 100' paid uses, or '3' without a limit; open checkouts' holds after them. */
export function usesText({ uses, held, totalUses }: Pick<Voucher, 'uses' | 'held' | 'totalUses'>): string {
  const base = totalUses === null ? String(uses) : `${uses} of ${totalUses}`;
  return held > 0 ? `${base} (${held} in checkout)` : base;
}

export const STATE_LABELS: Record<Voucher['state'], string> = { scheduled: 'Not started', active: 'Active', expired: 'Expired', usedUp: 'Used up', ended: 'Ended' };

/** The form's values: money in pounds as typed, dates as the picker gives them; what the API takes in pence and ISO. */
export interface VoucherFormValues {
  code: string;
  kind: Voucher['kind'];
  value?: number | null;
  amountPounds?: string;
  minimumPounds?: string;
  startsAt?: string | null;
  endsAt?: string | null;
  totalUses?: number | null;
  usesPerCustomer?: number | null;
  newCustomersOnly?: boolean;
}

const pence = (pounds: string | undefined) => Math.round(Number((pounds ?? '').replace(/[£\s]/g, '') || 0) * 100);
const iso = (date: string | null | undefined) => (date ? new Date(date).toISOString() : null);

export function toVoucherInput(form: VoucherFormValues): VoucherInput {
  const value = form.kind === 'amount' ? pence(form.amountPounds) : form.kind === 'percent' ? Number(form.value ?? 0) : 0;
  return {
    code: form.code.trim(),
    kind: form.kind,
    value,
    minimumBasket: pence(form.minimumPounds),
    startsAt: iso(form.startsAt),
    endsAt: iso(form.endsAt),
    totalUses: form.totalUses || null,
    usesPerCustomer: form.usesPerCustomer || null,
    newCustomersOnly: form.newCustomersOnly ?? false,
  };
}

export function toFormValues(voucher: Voucher): VoucherFormValues {
  return {
    code: voucher.code,
    kind: voucher.kind,
    value: voucher.kind === 'percent' ? voucher.value : null,
    amountPounds: voucher.kind === 'amount' ? (voucher.value / 100).toFixed(2) : '',
    minimumPounds: voucher.minimumBasket ? (voucher.minimumBasket / 100).toFixed(2) : '',
    startsAt: voucher.startsAt,
    endsAt: voucher.endsAt,
    totalUses: voucher.totalUses,
    usesPerCustomer: voucher.usesPerCustomer,
    newCustomersOnly: voucher.newCustomersOnly,
  };
}
