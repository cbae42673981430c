import { COMMISSION, CUSTOMERS, PLATFORM_DELIVERY, PLATFORM_REFUNDS, PROVIDER, restaurantAccount } from './accounts.js';
import { commissionOn, defaultTerms, type ContractTerms, type RefundCause } from './contract.js';

/** What a posting is for (docs/architecture/ledger.md "Postings"). */
export type PostingKind = 'charge' | 'refund' | 'reversal' | 'payout';
/** What a row is, so statements can add them up: the provider's side of a charge, the items' sales, ... */
export type LineKind = 'charge' | 'sales' | 'commission' | 'delivery' | 'refund' | 'payout';

export interface Line {
  account: string;
  /** Signed pence: positive for what the account is owed or earned. */
  amount: number;
  kind: LineKind;
}

/** The terms an order was paid under and what they made of it, kept on its charge posting. */
export interface ChargeTerms extends ContractTerms {
  subtotal: number;
  deliveryFee: number;
  commission: number;
  /** A voucher's discount, which the restaurant funds (absent on charges before vouchers: none). */
  discount?: number;
  /** Paid after it had been cancelled: taken only to be given back whole. */
  late?: boolean;
}

export interface Posting {
  id: string;
  /** The order event that made it; none for a payout. */
  eventId: number | null;
  orderId: string | null;
  restaurantId: string;
  kind: PostingKind;
  terms: ChargeTerms | null;
  occurredAt: Date;
  lines: Line[];
}

export const eventPostingId = (eventId: number): string => `event:${eventId}`;
export const payoutPostingId = (restaurantId: string, weekStart: string): string => `payout:${restaurantId}:${weekStart}`;

interface EventFacts {
  eventId: number;
  orderId: string;
  restaurantId: string;
  occurredAt: Date;
}

/** What a charge is of: the items, the delivery fee, and a voucher's discount with the part of it off the items. */
export interface ChargedOrder {
  subtotal: number;
  deliveryFee: number;
  discount?: number;
  itemsDiscount?: number;
}

/**
 * An order's payment: the provider took the total; the restaurant is owed its sales less its own
 * voucher's discount (docs/product/decisions.md "Vouchers": the restaurant funds it, as a negative
 * sales row) less commission on the items after that discount, and the delivery fee by its contract.
 */
export function chargePosting(facts: EventFacts, order: ChargedOrder, contract: ContractTerms): Posting {
  const discount = order.discount ?? 0;
  const commission = commissionOn(order.subtotal - (order.itemsDiscount ?? 0), contract.commissionBp);
  const restaurant = restaurantAccount(facts.restaurantId);
  const terms: ChargeTerms = { ...contract, subtotal: order.subtotal, deliveryFee: order.deliveryFee, commission, ...(discount > 0 ? { discount } : {}) };
  return posting(facts, 'charge', terms, [
    { account: PROVIDER, amount: -(order.subtotal + order.deliveryFee - discount), kind: 'charge' },
    { account: restaurant, amount: order.subtotal, kind: 'sales' },
    ...nonZero({ account: restaurant, amount: -discount, kind: 'sales' }),
    { account: restaurant, amount: -commission, kind: 'commission' },
    { account: COMMISSION, amount: commission, kind: 'commission' },
    ...nonZero({ account: contract.deliveryFeeTo === 'restaurant' ? restaurant : PLATFORM_DELIVERY, amount: order.deliveryFee, kind: 'delivery' }),
  ]);
}

/** A payment that arrived after the order was cancelled: held for the customer, to whom it goes back. */
export function lateChargePosting(facts: EventFacts, amount: number): Posting {
  const terms: ChargeTerms = { ...defaultTerms(0), subtotal: 0, deliveryFee: 0, commission: 0, late: true };
  return posting(facts, 'charge', terms, [
    { account: PROVIDER, amount: -amount, kind: 'charge' },
    { account: CUSTOMERS, amount, kind: 'charge' },
  ]);
}

/** Why money went back: a contract's cause, the customer's own cancellation (all undone), or a late payment. */
export type RefundBasis = { cause: RefundCause } | { cause: 'customerCancelled' } | { cause: 'latePayment' };

/**
 * A refund the provider made, borne as the order's charge terms say: the customer's own
 * cancellation of the whole charge undoes the charge (no commission); a contract's cause is
 * borne by the restaurant or the platform.
 */
export function refundPosting(facts: EventFacts, amount: number, basis: RefundBasis, charge: ChargeTerms): Posting {
  const restaurant = restaurantAccount(facts.restaurantId);
  const back: Line = { account: PROVIDER, amount, kind: 'refund' };
  if (basis.cause === 'latePayment') return posting(facts, 'refund', null, [back, { account: CUSTOMERS, amount: -amount, kind: 'refund' }]);
  const discount = charge.discount ?? 0;
  if (basis.cause === 'customerCancelled' && amount === charge.subtotal + charge.deliveryFee - discount) {
    return posting(facts, 'reversal', null, [
      back,
      { account: restaurant, amount: -charge.subtotal, kind: 'sales' },
      ...nonZero({ account: restaurant, amount: discount, kind: 'sales' }),
      { account: restaurant, amount: charge.commission, kind: 'commission' },
      { account: COMMISSION, amount: -charge.commission, kind: 'commission' },
      ...nonZero({ account: charge.deliveryFeeTo === 'restaurant' ? restaurant : PLATFORM_DELIVERY, amount: -charge.deliveryFee, kind: 'delivery' }),
    ]);
  }
  // A part of a customer's cancellation cannot happen today; borne as the restaurant's own.
  const bearer = basis.cause === 'customerCancelled' ? 'restaurant' : charge.refundsBorneBy[basis.cause];
  return posting(facts, 'refund', null, [back, { account: bearer === 'restaurant' ? restaurant : PLATFORM_REFUNDS, amount: -amount, kind: 'refund' }]);
}

/** A week's payout: what the restaurant was owed leaves the provider for its bank. */
export function payoutPosting(restaurantId: string, weekStart: string, amount: number, at: Date): Posting {
  return {
    id: payoutPostingId(restaurantId, weekStart),
    eventId: null,
    orderId: null,
    restaurantId,
    kind: 'payout',
    terms: null,
    occurredAt: at,
    lines: [
      { account: restaurantAccount(restaurantId), amount: -amount, kind: 'payout' },
      { account: PROVIDER, amount, kind: 'payout' },
    ],
  };
}

/** Every posting sums to zero; one that does not is a bug, never written. */
export function assertBalanced(posting: Posting): void {
  const sum = posting.lines.reduce((total, line) => total + line.amount, 0);
  if (sum !== 0 || posting.lines.some((line) => !Number.isInteger(line.amount))) throw new Error(`ledger posting ${posting.id} does not balance (${sum})`);
}

function posting(facts: EventFacts, kind: PostingKind, terms: ChargeTerms | null, lines: Line[]): Posting {
  const built: Posting = { id: eventPostingId(facts.eventId), eventId: facts.eventId, orderId: facts.orderId, restaurantId: facts.restaurantId, kind, terms, occurredAt: facts.occurredAt, lines };
  assertBalanced(built);
  return built;
}

const nonZero = (line: Line): Line[] => (line.amount === 0 ? [] : [line]);
