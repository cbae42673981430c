import type { Database } from '../../../shared/db/database.js';
import { fromDb, toDb } from '../../../shared/db/timestamps.js';
import type { Backlog } from '../../../shared/jobs/overdue-work.js';

/** An event of the local checkout waiting for the webhook to accept it: the exact JSON sent. */
export interface OutboxEvent {
  eventId: string;
  payload: string;
}

/** Where a page of undelivered events ended. */
export interface OutboxCursor {
  eventId: string;
  createdAt: Date;
}

interface OutboxRow {
  event_id: string;
  payload: string;
}

/** The local checkout's outbox (rows written by KnexCheckoutSessions.complete). */
export class KnexEventOutbox {
  constructor(private readonly db: Database) {}

  /** The event while it is still undelivered; undefined once delivered (or unknown). */
  async pending(eventId: string): Promise<OutboxEvent | undefined> {
    const row = await this.db<OutboxRow>('local_checkout_outbox')
      .where({ event_id: eventId })
      .whereNull('delivered_at')
      .first('event_id', 'payload');
    return row && { eventId: row.event_id, payload: row.payload };
  }

  /**
   * Undelivered events written before `before`, oldest first, `limit` at a time: pass the last
   * page's last row as `after` for the next one.
   */
  async undelivered(before: Date, limit: number, after?: OutboxCursor): Promise<OutboxCursor[]> {
    const rows: Array<{ event_id: string; created_at: Date | string }> = await this.db('local_checkout_outbox')
      .whereNull('delivered_at')
      .andWhere('created_at', '<', toDb(before))
      .modify((q) => {
        if (after) q.andWhere((k) => k.where('created_at', '>', toDb(after.createdAt)).orWhere((e) => e.where('created_at', toDb(after.createdAt)).andWhere('event_id', '>', after.eventId)));
      })
      .orderBy([{ column: 'created_at' }, { column: 'event_id' }])
      .limit(limit)
      .select('event_id', 'created_at');
    return rows.map((row) => ({ eventId: row.event_id, createdAt: fromDb(row.created_at) }));
  }

  /** Every undelivered event: how many, and when the oldest was written. */
  async backlog(): Promise<Backlog> {
    const row: { n: unknown; oldest: Date | string | null } | undefined = await this.db('local_checkout_outbox')
      .whereNull('delivered_at')
      .first(this.db.raw('count(*) as n'), this.db.raw('min(created_at) as oldest'));
    const count = Number(row?.n ?? 0);
    return count && row?.oldest ? { count, oldestDueAt: fromDb(row.oldest) } : { count };
  }

  async markDelivered(eventId: string, at: Date): Promise<void> {
    await this.db('local_checkout_outbox').where({ event_id: eventId }).whereNull('delivered_at').update({ delivered_at: toDb(at) });
  }
}
