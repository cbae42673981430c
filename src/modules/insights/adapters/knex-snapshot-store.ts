import type { Database } from '../../../shared/db/database.js';
import { fromDb, toDb } from '../../../shared/db/timestamps.js';
import { insightsJson, type InsightsJson } from '../domain/insights.js';
import type { StoredSnapshots } from '../domain/staleness.js';
import type { TimeRange } from '../domain/time-window.js';
import type { RangeInsights, SnapshotStore } from '../ports.js';

const TABLE = 'analytics_snapshots';

/** `analytics_snapshots`, insights' own table: unique on (restaurant_id, time_range), both NOT NULL. */
export class KnexSnapshotStore implements SnapshotStore {
  constructor(private readonly db: Database) {}

  /** One probe of the unique (restaurant_id, time_range) index. */
  async find(restaurantId: string, range: TimeRange): Promise<InsightsJson | undefined> {
    const row: { payload: InsightsJson } | undefined = await this.db(TABLE).where({ restaurant_id: restaurantId, time_range: range }).first('payload');
    return row?.payload;
  }

  async save(restaurantId: string, snapshots: readonly RangeInsights[], computedAt: Date): Promise<void> {
    if (snapshots.length === 0) return;
    const at = toDb(computedAt);
    const rows = snapshots.map(({ range, insights }) => ({
      restaurant_id: restaurantId,
      time_range: range,
      payload: insightsJson(insights),
      computed_at: at,
    }));
    // A slower run that started earlier must not overwrite what a later one stored.
    await this.db(TABLE)
      .insert(rows)
      .onConflict(['restaurant_id', 'time_range'])
      .merge(['payload', 'computed_at'])
      .where(`${TABLE}.computed_at`, '<=', at);
  }

  async stored(): Promise<Map<string, StoredSnapshots>> {
    const rows: Array<{ restaurant_id: string; oldest: Date | string; ranges: number | string }> = await this.db(TABLE)
      .select('restaurant_id', this.db.raw('min(computed_at) as oldest'), this.db.raw('count(*) as ranges'))
      .groupBy('restaurant_id');
    return new Map(rows.map((r) => [r.restaurant_id, { oldestComputedAt: fromDb(r.oldest), ranges: Number(r.ranges) }]));
  }
}
