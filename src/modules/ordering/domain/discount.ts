/** A voucher's terms as pricing applies them (docs/product/decisions.md "Vouchers"); the promotions module decides whether it applies. */
export interface DiscountTerms {
  code: string;
  kind: 'percent' | 'amount' | 'freeDelivery';
  /** Percent for `percent`, pence for `amount`, unused for `freeDelivery`. */
  value: number;
}

/**
 * docs/product/decisions.md "Vouchers": a percentage of the item subtotal rounded half-up to the
 * penny once, an amount off the item subtotal (never below zero), or the delivery fee.
 */
export function discountOf(terms: DiscountTerms, subtotal: number, deliveryFee: number): number {
  if (terms.kind === 'freeDelivery') return deliveryFee;
  if (terms.kind === 'amount') return Math.min(terms.value, subtotal);
  return Math.min(subtotal, Math.floor((subtotal * terms.value + 50) / 100));
}

/**
 * What `itemsAmount` of an order's items was paid: less their share of a voucher's discount off
 * the items, in proportion, rounded half-up (docs/product/decisions.md "Vouchers"); a free-delivery
 * discount leaves the items' prices whole.
 */
export function paidFor(order: { totalAmount: number; discount?: number; voucherKind?: DiscountTerms['kind'] | null }, itemsAmount: number): number {
  const itemsDiscount = order.voucherKind === 'freeDelivery' ? 0 : (order.discount ?? 0);
  if (itemsDiscount === 0 || order.totalAmount === 0) return itemsAmount;
  return itemsAmount - Math.floor((itemsAmount * itemsDiscount * 2 + order.totalAmount) / (2 * order.totalAmount));
}
