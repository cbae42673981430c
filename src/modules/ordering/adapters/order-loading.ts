import type { Knex } from 'knex';
import type { Order } from '../domain/order.js';
import { fromItemRow, fromOrderRow, type ItemRow, type OrderRow } from './order-rows.js';

/** The orders of `query` with their lines in cart order: two queries whatever the count. */
export async function loadOrders(db: Knex, query: Knex.QueryBuilder): Promise<Order[]> {
  const rows: OrderRow[] = await query;
  if (rows.length === 0) return [];
  const itemRows: ItemRow[] = await db('order_items')
    .whereIn('order_id', rows.map((row) => row.id))
    .orderBy(['order_id', 'position']);
  const itemsByOrder = new Map<string, ItemRow[]>();
  for (const item of itemRows) itemsByOrder.set(item.order_id, [...(itemsByOrder.get(item.order_id) ?? []), item]);
  return rows.map((row) => fromOrderRow(row, (itemsByOrder.get(row.id) ?? []).map(fromItemRow)));
}
