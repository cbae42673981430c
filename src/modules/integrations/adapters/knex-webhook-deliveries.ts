import type { Database } from '../../../shared/db/database.js';
import { KnexWorkItems, type WorkTable } from '../../../shared/order-log/knex-work-items.js';

const TABLE = 'webhook_deliveries';

/** What a delivery carries besides the standard work columns: built once, sent as is by every attempt. */
export interface DeliveryPayload {
  eventType: string;
  /** The exact JSON every attempt sends. */
  body: string;
}

/**
 * `webhook_deliveries` as a work table: one per endpoint (the partition) and order event, kept in
 * order per endpoint and order, `delivered` once the endpoint answered 2xx.
 */
const WEBHOOK_DELIVERIES: WorkTable<DeliveryPayload> = {
  table: TABLE,
  keyColumn: 'order_id',
  partitionColumn: 'endpoint_id',
  doneStatus: 'delivered',
  // Finished: `next_attempt_at` keeps when, for pruning (as before the shared consumer).
  finishedColumn: 'next_attempt_at',
  // The body holds the customer's details: it goes once it will not be sent again.
  clearedWhenFinished: ['body'],
  // `unique (endpoint_id, event_id)`: a page recorded again after a crash adds nothing.
  insert: async (trx, rows) => {
    await trx(TABLE).insert(rows).onConflict(['endpoint_id', 'event_id']).ignore();
  },
  toRow: (d) => ({ event_type: d.eventType, body: d.body }),
  payloadOf: (row) => ({ eventType: String(row.event_type), body: String(row.body ?? '') }),
};

/** `webhook_deliveries` (integrations' table, docs/architecture/webhooks.md), a work table of the shared consumer. */
export function webhookDeliveries(db: Database): KnexWorkItems<DeliveryPayload> {
  return new KnexWorkItems(db, WEBHOOK_DELIVERIES);
}
