export interface CuisineShare {
  cuisine: string;
  orders: number;
  /** Percent of all cuisine mentions, to one decimal; the list adds up to 100. */
  percentage: number;
}

/** How many of a period's orders had the cuisine at checkout. */
export interface CuisineTotals {
  cuisine: string;
  orders: number;
}

/**
 * Cuisines weighted by what was ordered (docs/product/decisions.md "Running a service",
 * Figures): each order counts once for every cuisine its restaurant listed at checkout (menu
 * items carry no cuisine of their own). Most orders first, then by name; none without orders.
 */
export function cuisineShares(totals: readonly CuisineTotals[]): CuisineShare[] {
  const ranked = totals.filter((t) => t.orders > 0).sort((a, b) => b.orders - a.orders || (a.cuisine < b.cuisine ? -1 : a.cuisine > b.cuisine ? 1 : 0));
  const percentages = sharesOfHundred(ranked.map((t) => t.orders));
  return ranked.map(({ cuisine, orders }, i) => ({ cuisine, orders, percentage: percentages[i] ?? 0 }));
}

/**
 * Each weight's share of 100 to one decimal, by largest remainder: the shares add up to
 * exactly 100 (33.4, 33.3, 33.3 rather than three 33.3). Ties go to the earlier weight.
 */
export function sharesOfHundred(weights: readonly number[]): number[] {
  const total = weights.reduce((sum, w) => sum + w, 0);
  if (total === 0) return weights.map(() => 0);
  const exact = weights.map((w) => (w * 1000) / total);
  const tenths = exact.map(Math.floor);
  let left = 1000 - tenths.reduce((sum, t) => sum + t, 0);
  const byRemainder = exact.map((e, i) => ({ i, remainder: e - Math.floor(e) })).sort((a, b) => b.remainder - a.remainder || a.i - b.i);
  for (const { i } of byRemainder) {
    if (left <= 0) break;
    tenths[i] = (tenths[i] ?? 0) + 1;
    left -= 1;
  }
  return tenths.map((t) => t / 10);
}
