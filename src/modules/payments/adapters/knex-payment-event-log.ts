import type { Database } from '../../../shared/db/database.js';
import { fromDb, toDb } from '../../../shared/db/timestamps.js';
import { bulkInsert, type BulkRows } from '../../../shared/db/bulk-insert.js';
import type { Knex } from 'knex';

export interface PaymentEventRecord {
  id: string;
  provider: 'stripe' | 'local';
  type: string;
  /** Only a well-formed order id; anything else the event named is not kept. */
  orderId?: string;
  outcome: string;
  receivedAt: Date;
}

/** Payments' table `payment_events`: every verified event id, once, with what it did. */
export class KnexPaymentEventLog {
  constructor(private readonly db: Database) {}

  async has(eventId: string): Promise<boolean> {
    return (await this.db('payment_events').where({ id: eventId }).first('id')) !== undefined;
  }

  /**
   * Keeps the first record of an event: a concurrent or repaired delivery of the same event
   * is not an error. A `paid` outcome wins, so the log names the delivery that paid.
   */
  async record(event: PaymentEventRecord): Promise<void> {
    const insert = this.db('payment_events')
      .insert({
        id: event.id,
        provider: event.provider,
        type: event.type.slice(0, 100),
        order_id: event.orderId ?? null,
        outcome: event.outcome,
        received_at: toDb(event.receivedAt),
      })
      .onConflict('id');
    await (event.outcome === 'paid' ? insert.merge(['outcome']) : insert.ignore());
  }

  async lastReceivedAt(): Promise<Date | undefined> {
    const row = await this.db('payment_events').max({ last: 'received_at' }).first();
    const last = row?.last as Date | string | null | undefined;
    return last ? fromDb(last) : undefined;
  }
}

/** Bulk loading (src/seed/scale): `payment_events` rows of bulk-loaded paid orders, on the caller's transaction. */
export async function bulkLoadPaymentEvents(trx: Knex.Transaction, events: BulkRows): Promise<void> {
  await bulkInsert(trx, 'payment_events', events);
}
