/**
 * Whether a dish cannot be ordered for `slot` (an ISO start; none: as soon as possible), as
 * checkout judges it (docs/product/decisions.md "Orders for later"): a dish sold out until a
 * time (the next opening) is on sale for a slot from then; one sold out until switched back is
 * not, for any slot.
 */
export function soldOutFor(dish: { soldOut?: boolean; soldOutUntil?: string | null }, slot: string | undefined): boolean {
  if (!dish.soldOut) return false;
  return slot === undefined || dish.soldOutUntil == null || new Date(dish.soldOutUntil).getTime() > new Date(slot).getTime();
}
