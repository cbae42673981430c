import type { Knex } from 'knex';
import type { Database } from '../../../shared/db/database.js';
import { fromDb, toDb } from '../../../shared/db/timestamps.js';
import { clientOf } from '../../../shared/db/text-contains.js';
import type { Fulfilment } from '../../../shared/places/fulfilment.js';
import type { SlotClaim } from '../ports.js';

/*
 * The places taken of a restaurant's slots (docs/product/decisions.md "Orders for later"):
 * orders for the slot that are paid or later and not cancelled, and placed (unpaid) ones whose
 * hold is still live, created at or after `holdsSince`. A cancelled order frees its place at
 * once. Each fulfilment has its own capacity, so its own count.
 */
function takenPlaces(query: Knex.QueryBuilder, fulfilment: Fulfilment, holdsSince: Date): Knex.QueryBuilder {
  return query
    .where('fulfilment', fulfilment)
    .whereNot('status', 'cancelled')
    .andWhere((taken) => taken.whereNot('status', 'placed').orWhere('created_at', '>=', toDb(holdsSince)));
}

/** By slot start in ms, for [from, to): one grouped count on (restaurant_id, scheduled_for). */
export async function slotUses(db: Database, restaurantId: string, fulfilment: Fulfilment, from: Date, to: Date, holdsSince: Date): Promise<Map<number, number>> {
  const rows: Array<{ scheduled_for: Date | string; n: number | string }> = await takenPlaces(
    db('orders').where({ restaurant_id: restaurantId }).andWhere('scheduled_for', '>=', toDb(from)).andWhere('scheduled_for', '<', toDb(to)),
    fulfilment,
    holdsSince,
  )
    .groupBy('scheduled_for')
    .select('scheduled_for', db.raw('count(*) as n'));
  return new Map(rows.map((row) => [fromDb(row.scheduled_for).getTime(), Number(row.n)]));
}

/** Any constant of our own, with the slot's key: the lock two checkouts for one slot take turns on. */
const SLOT_LOCK_SPACE = 7_330_002;

/**
 * Inside the checkout's transaction, before the order's insert: refuses when the slot is full.
 * PostgreSQL: checkouts for the same restaurant, slot and fulfilment take turns on a
 * transaction-scoped advisory lock (keyed by a hash of the three), so each counts what the ones
 * before it committed;
 * SQLite has one writer at a time already.
 */
export async function claimPlace(trx: Knex.Transaction, restaurantId: string, fulfilment: Fulfilment, slot: Date, claim: SlotClaim): Promise<void> {
  if (clientOf(trx) === 'pg') await trx.raw('select pg_advisory_xact_lock(?, hashtext(?))', [SLOT_LOCK_SPACE, `${restaurantId}:${fulfilment}:${slot.toISOString()}`]);
  const taken = takenPlaces(trx('orders').where({ restaurant_id: restaurantId, scheduled_for: toDb(slot) }), fulfilment, claim.holdsSince);
  if (claim.customerId) taken.andWhereNot((own) => own.where({ status: 'placed', user_id: claim.customerId }));
  const row: { n: number | string } | undefined = await taken.first(trx.raw('count(*) as n'));
  if (Number(row?.n ?? 0) >= claim.capacity) throw claim.full();
}
