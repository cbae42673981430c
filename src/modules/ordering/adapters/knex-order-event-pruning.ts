import type { Knex } from 'knex';
import { fromDb } from '../../../shared/db/timestamps.js';

/**
 * Retention's side of `order_events` (docs/architecture/order-events.md "Retention"): the oldest
 * events by the primary key, and a delete of a short id range from the start, so each batch is
 * one short statement on either database and holds no lock for long.
 */
export class KnexOrderEventPruning {
  constructor(private readonly db: Knex) {}

  async oldest(limit: number): Promise<Array<{ id: number; occurredAt: Date }>> {
    const rows: Array<{ id: number | string; occurred_at: Date | string }> = await this.db('order_events').orderBy('id').limit(limit).select('id', 'occurred_at');
    return rows.map((row) => ({ id: Number(row.id), occurredAt: fromDb(row.occurred_at) }));
  }

  /** Deletes the events with ids up to `id`; how many went. */
  deleteThrough(id: number): Promise<number> {
    return this.db('order_events').where('id', '<=', id).delete();
  }
}
