import { TIME_RANGES } from './time-window.js';

/** What is stored for one restaurant: its oldest snapshot, and for how many ranges. */
export interface StoredSnapshots {
  oldestComputedAt: Date;
  ranges: number;
}

/**
 * Whether a restaurant's snapshots may no longer match its orders: a range is missing, an
 * order arrived after the oldest was computed, or a day has ended since (the windows
 * move at midnight UTC). Status changes enqueue their own recompute and need no check here.
 */
export function needsRecompute(latestOrderAt: Date | undefined, stored: StoredSnapshots | undefined, dayStart: Date): boolean {
  // Without orders and without a snapshot there is nothing to keep: the API computes zeros on demand.
  if (!stored) return latestOrderAt !== undefined;
  if (stored.ranges < TIME_RANGES.length || stored.oldestComputedAt < dayStart) return true;
  return latestOrderAt !== undefined && stored.oldestComputedAt < latestOrderAt;
}

/** The restaurants, among those with orders or snapshots, whose snapshots need recomputing. */
export function staleRestaurants(
  latestOrders: ReadonlyMap<string, Date>,
  snapshots: ReadonlyMap<string, StoredSnapshots>,
  dayStart: Date,
): string[] {
  const ids = new Set([...latestOrders.keys(), ...snapshots.keys()]);
  return [...ids].filter((id) => needsRecompute(latestOrders.get(id), snapshots.get(id), dayStart));
}
