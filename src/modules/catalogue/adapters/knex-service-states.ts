import type { Database } from '../../../shared/db/database.js';
import { fromDb, toDb } from '../../../shared/db/timestamps.js';
import { AROUND_THE_CLOCK, type Availability, type ServiceState } from '../domain/opening-hours.js';
import type { SoldOut } from '../domain/restaurant.js';

interface AvailabilityRow {
  restaurant_id: string;
  time_zone: string;
  weekly_hours: string | null;
  closures: string;
  paused_until: Date | string | null;
  paused_indefinitely: boolean | number;
}

function toServiceState(row: AvailabilityRow | undefined): ServiceState {
  if (!row) return { availability: AROUND_THE_CLOCK };
  const availability: Availability = {
    timeZone: row.time_zone,
    weeklyHours: row.weekly_hours === null ? null : JSON.parse(row.weekly_hours),
    closures: JSON.parse(row.closures),
  };
  if (row.paused_indefinitely) return { availability, pausedUntil: null };
  return row.paused_until === null ? { availability } : { availability, pausedUntil: fromDb(row.paused_until) };
}

/**
 * Hours, closures and pause (`restaurant_availability`) and the sold-out marks of `menu_items`.
 * A restaurant without a row is open around the clock (the migration's note).
 */
export class KnexServiceStates {
  constructor(private readonly db: Database) {}

  async of(restaurantId: string): Promise<ServiceState> {
    return toServiceState(await this.db<AvailabilityRow>('restaurant_availability').where({ restaurant_id: restaurantId }).first());
  }

  /** By restaurant id; restaurants without a row are left out (open around the clock). */
  async ofMany(restaurantIds: readonly string[]): Promise<Map<string, ServiceState>> {
    if (restaurantIds.length === 0) return new Map();
    const rows = await this.db<AvailabilityRow>('restaurant_availability').whereIn('restaurant_id', [...restaurantIds]);
    return new Map(rows.map((row) => [row.restaurant_id, toServiceState(row)]));
  }

  /**
   * Every restaurant whose hours or pause were saved after availability version `version`
   * (each row carries the version its last write was stamped with: availability-version
   * migration); from 0, every row.
   */
  async changedSince(version: bigint): Promise<Map<string, ServiceState>> {
    const query = this.db<AvailabilityRow>('restaurant_availability');
    const rows = await (version > 0n ? query.where('change_version', '>', String(version)) : query);
    return new Map(rows.map((row) => [row.restaurant_id, toServiceState(row)]));
  }

  /** Replaces hours and closures; a pause under way stays. */
  async saveAvailability(restaurantId: string, availability: Availability, now: Date): Promise<void> {
    const fields = {
      time_zone: availability.timeZone,
      weekly_hours: availability.weeklyHours === null ? null : JSON.stringify(availability.weeklyHours),
      closures: JSON.stringify(availability.closures),
      updated_at: toDb(now),
    };
    await this.db('restaurant_availability')
      .insert({ restaurant_id: restaurantId, paused_until: null, paused_indefinitely: false, ...fields })
      .onConflict('restaurant_id')
      .merge(Object.keys(fields));
  }

  /** `until` null: until the owner resumes; undefined: not paused. */
  async savePause(restaurantId: string, until: Date | null | undefined, now: Date): Promise<void> {
    const fields = { paused_until: until ? toDb(until) : null, paused_indefinitely: until === null, updated_at: toDb(now) };
    await this.db('restaurant_availability')
      .insert({ restaurant_id: restaurantId, time_zone: AROUND_THE_CLOCK.timeZone, weekly_hours: null, closures: '[]', ...fields })
      .onConflict('restaurant_id')
      .merge(Object.keys(fields));
  }

  /** False when the restaurant has no such dish. */
  async saveSoldOut(restaurantId: string, menuItemId: string, soldOut: SoldOut | undefined): Promise<boolean> {
    const changed = await this.db('menu_items')
      .where({ id: menuItemId, restaurant_id: restaurantId })
      .update({ sold_out: soldOut !== undefined, sold_out_until: soldOut?.until ? toDb(soldOut.until) : null });
    return changed > 0;
  }
}
