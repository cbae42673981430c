import type { Clock } from '../../shared/clock.js';
import { demoInsights } from './domain/demo-insights.js';
import { assembleInsights, emptyInsights, insightsJson, type BusinessInsights, type InsightsJson } from './domain/insights.js';
import { staleRestaurants } from './domain/staleness.js';
import { TIME_RANGES, insightsWindow, startOfUtcDay, type TimeRange } from './domain/time-window.js';
import type { CountAndIds, InsightsReader, OwnedRestaurantLookup, RangeInsights, SnapshotStore } from './ports.js';

/** Enough ids to find one's way in a debug session without listing a whole table. */
const DEBUG_IDS = 100;

/** Business insights: served from snapshots that the insights jobs keep current. */
export class InsightsService {
  constructor(
    private readonly reader: InsightsReader,
    private readonly snapshots: SnapshotStore,
    private readonly ownedRestaurantId: OwnedRestaurantLookup,
    private readonly clock: Clock,
  ) {}

  /** The caller's own restaurant; computed (and kept) on the spot only while no snapshot exists. */
  async forOwner(caller: string, range: TimeRange): Promise<InsightsJson> {
    const restaurantId = await this.ownedRestaurantId(caller);
    if (!restaurantId) return insightsJson(emptyInsights());
    const stored = await this.snapshots.find(restaurantId, range);
    if (stored) return stored;
    const computedAt = this.clock.now();
    const insights = await this.compute(restaurantId, range, computedAt);
    await this.snapshots.save(restaurantId, [{ range, insights }], computedAt);
    return insightsJson(insights);
  }

  /** Every range of one restaurant, read together, stamped with the time its reads began. */
  async recompute(restaurantId: string): Promise<void> {
    const computedAt = this.clock.now();
    const windows = TIME_RANGES.map((range) => insightsWindow(range, computedAt));
    const facts = await this.reader.facts(restaurantId, windows);
    const snapshots: RangeInsights[] = windows.map((window, i) => ({ range: window.range, insights: assembleInsights(facts[i]!, window) }));
    await this.snapshots.save(restaurantId, snapshots, computedAt);
  }

  async staleRestaurants(): Promise<string[]> {
    const [latestOrders, stored] = await Promise.all([this.reader.latestOrderTimes(), this.snapshots.stored()]);
    return staleRestaurants(latestOrders, stored, startOfUtcDay(this.clock.now()));
  }

  demo(range: TimeRange): BusinessInsights {
    return demoInsights(range, this.clock.now());
  }

  debugOrders(): Promise<CountAndIds> {
    return this.reader.orderIds(DEBUG_IDS);
  }

  debugRestaurants(): Promise<CountAndIds> {
    return this.reader.restaurantIds(DEBUG_IDS);
  }

  private async compute(restaurantId: string, range: TimeRange, now: Date): Promise<BusinessInsights> {
    const window = insightsWindow(range, now);
    const [facts] = await this.reader.facts(restaurantId, [window]);
    return assembleInsights(facts!, window);
  }
}
