import type { Schemas } from '../../api/client';

type Order = Schemas['Order'];
type Refund = Order['refunds'][number];
type RefundedItem = NonNullable<Refund['items']>[number];

/** Refunds that stand: requested or made (a failed one gave nothing back). */
export const standingRefunds = (refunds: readonly Refund[]) => refunds.filter((refund) => refund.status !== 'failed');

/** What the standing refunds come to, in pence. */
export const refundedTotal = (refunds: readonly Refund[]) => standingRefunds(refunds).reduce((sum, refund) => sum + refund.amount, 0);

/** Every item given back by the standing refunds, one entry per dish, in the order first refunded. */
export function refundedItems(refunds: readonly Refund[]): RefundedItem[] {
  const byDish = new Map<string, RefundedItem>();
  for (const item of standingRefunds(refunds).flatMap((refund) => refund.items ?? [])) {
    const seen = byDish.get(item.menuItemId);
    byDish.set(item.menuItemId, { ...item, quantity: (seen?.quantity ?? 0) + item.quantity });
  }
  return [...byDish.values()];
}

/** '1 × Tiramisu, 2 × Garlic Bread'. */
export const refundedItemsText = (items: readonly RefundedItem[]) => items.map((item) => `${item.quantity} × ${item.name}`).join(', ');

/**
 * The order's lines less the items refunded, taken from a dish's lines in order as the server prices them
 * (docs/product/decisions.md "Refunds"); a line with nothing left goes. What the kitchen still cooks.
 */
export function linesToCook<T extends { menuItemId: string; quantity: number }>(lines: readonly T[], refunds: readonly Refund[]): T[] {
  const left = new Map(refundedItems(refunds).map((item) => [item.menuItemId, item.quantity]));
  return lines.flatMap((line) => {
    const taken = Math.min(left.get(line.menuItemId) ?? 0, line.quantity);
    if (taken > 0) left.set(line.menuItemId, (left.get(line.menuItemId) ?? 0) - taken);
    return line.quantity - taken > 0 ? [{ ...line, quantity: line.quantity - taken }] : [];
  });
}
