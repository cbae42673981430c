import type { Database } from '../../../shared/db/database.js';
import { toDb } from '../../../shared/db/timestamps.js';
import { DEFAULT_SCHEDULING, type Scheduling } from '../domain/scheduling.js';

interface SchedulingRow {
  restaurant_id: string;
  days_ahead: number;
  delivery_capacity: number;
  collection_capacity: number;
}

/** `restaurant_scheduling` (20261203100100_scheduling.ts): no row is the defaults. */
export class KnexScheduling {
  constructor(private readonly db: Database) {}

  async of(restaurantId: string): Promise<Scheduling> {
    const row = await this.db<SchedulingRow>('restaurant_scheduling').where({ restaurant_id: restaurantId }).first();
    if (!row) return DEFAULT_SCHEDULING;
    return { daysAhead: Number(row.days_ahead), slotCapacity: { delivery: Number(row.delivery_capacity), collection: Number(row.collection_capacity) } };
  }

  async save(restaurantId: string, scheduling: Scheduling, now: Date): Promise<void> {
    const fields = {
      days_ahead: scheduling.daysAhead,
      delivery_capacity: scheduling.slotCapacity.delivery,
      collection_capacity: scheduling.slotCapacity.collection,
      updated_at: toDb(now),
    };
    await this.db('restaurant_scheduling')
      .insert({ restaurant_id: restaurantId, ...fields })
      .onConflict('restaurant_id')
      .merge(Object.keys(fields));
  }
}
