import type { Knex } from 'knex';
import { clientOf } from '../../../shared/db/text-contains.js';
import { toDb } from '../../../shared/db/timestamps.js';
import type { NewOrderEvent, OrderEvent } from '../domain/order-event.js';
import { toEventRow } from './order-event-rows.js';

/**
 * Every order write ends here, inside its transaction: the status history row (status, time,
 * by whom) when the status changes, and the change's one `order_events` row (docs/architecture/order-events.md). The
 * event comes back with its id, for the caller to publish once the transaction has committed.
 * It is the transaction's last write: see appendOrderedLock.
 */
export async function recordChange(trx: Knex.Transaction, change: NewOrderEvent): Promise<OrderEvent> {
  const history = historyRowOf(change);
  if (history) await trx('order_status_history').insert(history);
  await appendOrderedLock(trx);
  const [row] = (await trx('order_events').insert(toEventRow(change)).returning('id')) as Array<{ id: number | string }>;
  return { id: Number(row!.id), ...change };
}

/** Changes that leave the status as it was: the event log has them, the status history does not. */
const UNCHANGED_STATUS = new Set<NewOrderEvent['type']>(['delayed', 'refundRequested', 'refunded', 'refundFailed', 'reviewed', 'reviewReplied', 'assigned', 'helpRequested', 'helpDeclined']);

/** The change's `order_status_history` row (status, time, by whom); none when the status stays as it was. */
export function historyRowOf(change: NewOrderEvent): Record<string, unknown> | undefined {
  if (UNCHANGED_STATUS.has(change.type)) return undefined;
  return { order_id: change.orderId, status: change.status, changed_at: toDb(change.occurredAt), changed_by: change.changes.by };
}

/** Any constant of our own: the key of the lock that orders appends to order_events. */
const ORDER_EVENTS_LOCK = 7_330_001;

/**
 * Readers rely on ids becoming visible in order ("after id X" never skips one, the latest id
 * changes with every commit). PostgreSQL hands out sequence values at insert, so two
 * transactions could commit out of id order; holding this lock from the event's insert to
 * the commit makes them take turns for that last moment only. SQLite has one writer at a
 * time already.
 */
async function appendOrderedLock(trx: Knex.Transaction): Promise<void> {
  if (clientOf(trx) === 'pg') await trx.raw('select pg_advisory_xact_lock(?)', [ORDER_EVENTS_LOCK]);
}
