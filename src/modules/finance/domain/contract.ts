/**
 * A restaurant's contract (docs/product/decisions.md "Money"): the commission on the item
 * subtotal, who keeps the delivery fee, and who bears a refund by its cause. Contracts change
 * going forward only: an order keeps the terms it was paid under, recorded on its charge posting.
 */
export const PARTIES = ['restaurant', 'platform'] as const;
export type Party = (typeof PARTIES)[number];

/** The causes a contract decides who bears; a customer's own cancellation and a late payment are always given back whole. */
export const REFUND_CAUSES = ['declined', 'missed', 'itemsMissing', 'systemFailure'] as const;
export type RefundCause = (typeof REFUND_CAUSES)[number];

export interface ContractTerms {
  /** Basis points of the item subtotal: 1500 is 15 %. */
  commissionBp: number;
  deliveryFeeTo: Party;
  refundsBorneBy: Record<RefundCause, Party>;
}

/** The restaurant's fault is the restaurant's; the platform's own failures are the platform's. */
export function defaultTerms(commissionPercent: number): ContractTerms {
  return {
    commissionBp: Math.round(commissionPercent * 100),
    deliveryFeeTo: 'restaurant',
    refundsBorneBy: { declined: 'restaurant', missed: 'restaurant', itemsMissing: 'restaurant', systemFailure: 'platform' },
  };
}

/** The commission on an item subtotal, rounded half-up to the penny once per order. */
export function commissionOn(subtotal: number, commissionBp: number): number {
  return Math.floor((subtotal * commissionBp + 5_000) / 10_000);
}

/** The contract in force at `at`: the latest whose effective time is not after it. */
export function termsAt<C extends { effectiveFrom: Date; terms: ContractTerms }>(contracts: readonly C[], at: Date, fallback: ContractTerms): ContractTerms {
  let found: C | undefined;
  for (const contract of contracts) {
    if (contract.effectiveFrom.getTime() <= at.getTime() && (!found || contract.effectiveFrom > found.effectiveFrom)) found = contract;
  }
  return found?.terms ?? fallback;
}
