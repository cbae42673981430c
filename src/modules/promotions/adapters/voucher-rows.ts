import { fromDb, toDb } from '../../../shared/db/timestamps.js';
import { codeKey, type Voucher, type VoucherKind, type VoucherTerms } from '../domain/voucher.js';

export interface VoucherRow {
  id: string;
  restaurant_id: string;
  code: string;
  kind: string;
  value: number | string;
  minimum_basket: number | string;
  starts_at: Date | string | null;
  ends_at: Date | string | null;
  total_uses: number | string | null;
  uses_per_customer: number | string | null;
  new_customers_only: boolean | number;
  ended_at: Date | string | null;
  created_at: Date | string;
}

export const VOUCHER_COLUMNS = ['id', 'restaurant_id', 'code', 'kind', 'value', 'minimum_basket', 'starts_at', 'ends_at', 'total_uses', 'uses_per_customer', 'new_customers_only', 'ended_at', 'created_at'] as const;

const maybeDate = (value: Date | string | null): Date | null => (value === null ? null : fromDb(value));
const maybeNumber = (value: number | string | null): number | null => (value === null ? null : Number(value));

export function fromVoucherRow(row: VoucherRow): Voucher {
  return {
    id: row.id,
    restaurantId: row.restaurant_id,
    code: row.code,
    kind: row.kind as VoucherKind,
    value: Number(row.value),
    minimumBasket: Number(row.minimum_basket),
    startsAt: maybeDate(row.starts_at),
    endsAt: maybeDate(row.ends_at),
    totalUses: maybeNumber(row.total_uses),
    usesPerCustomer: maybeNumber(row.uses_per_customer),
    newCustomersOnly: Boolean(row.new_customers_only),
    endedAt: maybeDate(row.ended_at),
    createdAt: fromDb(row.created_at),
  };
}

/** The columns an owner's create or edit writes. */
export function termsRow(terms: VoucherTerms, at: Date) {
  return {
    code: terms.code.trim(),
    code_key: codeKey(terms.code),
    kind: terms.kind,
    value: terms.value,
    minimum_basket: terms.minimumBasket,
    starts_at: terms.startsAt && toDb(terms.startsAt),
    ends_at: terms.endsAt && toDb(terms.endsAt),
    total_uses: terms.totalUses,
    uses_per_customer: terms.usesPerCustomer,
    new_customers_only: terms.newCustomersOnly,
    updated_at: toDb(at),
  };
}
