import type { Database } from '../../../shared/db/database.js';
import { toDb } from '../../../shared/db/timestamps.js';

/** An event of the local checkout waiting for the webhook to accept it: the exact JSON sent. */
export interface OutboxEvent {
  eventId: string;
  payload: string;
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

  /** Undelivered events written before `before`, oldest first. */
  async undeliveredIds(before: Date, limit: number): Promise<string[]> {
    const rows: Array<Pick<OutboxRow, 'event_id'>> = await this.db('local_checkout_outbox')
      .whereNull('delivered_at')
      .andWhere('created_at', '<', toDb(before))
      .orderBy('created_at')
      .limit(limit)
      .select('event_id');
    return rows.map((row) => row.event_id);
  }

  async markDelivered(eventId: string, at: Date): Promise<void> {
    await this.db('local_checkout_outbox').where({ event_id: eventId }).whereNull('delivered_at').update({ delivered_at: toDb(at) });
  }
}
