/** Share of all orders that go to the first restaurant: one big kitchen to measure insights on. */
export const HOT_SHARE = 0.1;

/**
 * Orders per restaurant: the first gets HOT_SHARE, the rest a long tail (weight 1/i^0.7),
 * so a few restaurants are busy and most are quiet, as on a real marketplace. Sums to `orders`.
 */
export function allocateOrders(restaurants: number, orders: number): number[] {
  if (restaurants === 0) return [];
  const counts = new Array<number>(restaurants).fill(0);
  if (restaurants === 1) {
    counts[0] = orders;
    return counts;
  }
  counts[0] = Math.floor(orders * HOT_SHARE);
  const rest = orders - counts[0];
  let total = 0;
  for (let i = 1; i < restaurants; i++) total += Math.pow(i, -0.7);
  let given = 0;
  for (let i = 1; i < restaurants; i++) {
    counts[i] = Math.floor((rest * Math.pow(i, -0.7)) / total);
    given += counts[i]!;
  }
  // What flooring left over, one each from the busiest down.
  for (let i = 0; given < rest; i++, given++) counts[1 + (i % (restaurants - 1))]! += 1;
  return counts;
}
