import { token } from '../../shared/di.js';
import type { BusinessInsights, InsightsFacts, InsightsJson } from './domain/insights.js';
import type { StoredSnapshots } from './domain/staleness.js';
import type { InsightsWindow, TimeRange } from './domain/time-window.js';

/** The id of the restaurant the subject owns, if any (catalogue's public API). */
export type OwnedRestaurantLookup = (auth0Id: string) => Promise<string | undefined>;
export const OWNED_RESTAURANT_LOOKUP = token<OwnedRestaurantLookup>('insights.OwnedRestaurantLookup');

/** How many there are, and the ids of the newest few: what the debug calls show. */
export interface CountAndIds {
  count: number;
  ids: string[];
}

/**
 * Insights' read-only view of ordering's, catalogue's and reviews' tables (docs/architecture/table-owners.md: one
 * read adapter). Aggregates in the database; never loads a restaurant's orders.
 */
export interface InsightsReader {
  /** One InsightsFacts per window, in order; the windows must be of one moment (one `now`). */
  facts(restaurantId: string, windows: readonly InsightsWindow[]): Promise<InsightsFacts[]>;
  /** When each restaurant that has orders got its latest one. */
  latestOrderTimes(): Promise<Map<string, Date>>;
  orderIds(limit: number): Promise<CountAndIds>;
  restaurantIds(limit: number): Promise<CountAndIds>;
}
export const INSIGHTS_READER = token<InsightsReader>('insights.InsightsReader');

export interface RangeInsights {
  range: TimeRange;
  insights: BusinessInsights;
}

/** Insights' own table, `analytics_snapshots`: one answer per restaurant and range. */
export interface SnapshotStore {
  /** The stored answer, as the JSON text it was saved as. */
  find(restaurantId: string, range: TimeRange): Promise<InsightsJson | undefined>;
  /** Upserts; a snapshot computed later than `computedAt` is kept rather than replaced. */
  save(restaurantId: string, snapshots: readonly RangeInsights[], computedAt: Date): Promise<void>;
  /** Per restaurant with snapshots. */
  stored(): Promise<Map<string, StoredSnapshots>>;
}
export const SNAPSHOT_STORE = token<SnapshotStore>('insights.SnapshotStore');
