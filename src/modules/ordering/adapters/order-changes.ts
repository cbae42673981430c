import type { Knex } from 'knex';
import { toDb } from '../../../shared/db/timestamps.js';
import type { Order, OrderStatus } from '../domain/order.js';

export const userScope = (userId: string) => `user:${userId}`;
export const restaurantScope = (restaurantId: string) => `restaurant:${restaurantId}`;

/**
 * Every order write ends here, inside its transaction: the status history row (status,
 * time, by whom) and both change markers that list ETags are read from.
 */
export async function recordChange(
  trx: Knex.Transaction,
  order: Pick<Order, 'id' | 'userId' | 'restaurantId'>,
  status: OrderStatus,
  changedBy: string,
  at: Date,
): Promise<void> {
  await trx('order_status_history').insert({ order_id: order.id, status, changed_at: toDb(at), changed_by: changedBy });
  // Both markers in one statement (two distinct scopes, so one row is never updated twice).
  await trx('order_change_markers')
    .insert([userScope(order.userId), restaurantScope(order.restaurantId)].map((scope) => ({ scope, version: 1 })))
    .onConflict('scope')
    .merge({ version: trx.raw('?? + 1', ['order_change_markers.version']) });
}
