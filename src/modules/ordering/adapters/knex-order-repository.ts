import type { Knex } from 'knex';
import type { Database } from '../../../shared/db/database.js';
import { toDb } from '../../../shared/db/timestamps.js';
import { newId } from '../../../shared/ids.js';
import type { Order, OrderStatus, PaidEvent } from '../domain/order.js';
import type { OrderRepository } from '../ports.js';
import { fromItemRow, fromOrderRow, toOrderRow, type ItemRow, type OrderRow } from './order-rows.js';

const userScope = (userId: string) => `user:${userId}`;
const restaurantScope = (restaurantId: string) => `restaurant:${restaurantId}`;

export class KnexOrderRepository implements OrderRepository {
  constructor(private readonly db: Database) {}

  async create(order: Order, changedBy: string): Promise<void> {
    await this.db.transaction(async (trx) => {
      await trx('orders').insert(toOrderRow(order));
      await trx('order_items').insert(
        order.items.map((item, position) => ({
          id: newId(order.createdAt),
          position,
          order_id: order.id,
          menu_item_id: item.menuItemId,
          name: item.name,
          price: item.price,
          quantity: item.quantity,
        })),
      );
      await this.recordChange(trx, order, order.status, changedBy, order.createdAt);
    });
  }

  async setCheckoutSession(orderId: string, sessionId: string): Promise<void> {
    await this.db('orders').where({ id: orderId }).update({ checkout_session_id: sessionId });
  }

  async findById(orderId: string): Promise<Order | undefined> {
    return (await this.load(this.db('orders').where({ id: orderId })))[0];
  }

  async listByUser(userId: string, page: { offset: number; limit: number }): Promise<Order[]> {
    const rows = this.db('orders')
      .where({ user_id: userId })
      .orderBy([{ column: 'created_at', order: 'desc' }, { column: 'id', order: 'desc' }])
      .offset(page.offset)
      .limit(page.limit);
    return this.load(rows);
  }

  async userVersion(userId: string): Promise<number> {
    const row: { version: number | string } | undefined = await this.db('order_change_markers')
      .where({ scope: userScope(userId) })
      .first('version');
    return Number(row?.version ?? 0);
  }

  async markPaid(orderId: string, event: PaidEvent, at: Date): Promise<boolean> {
    return this.db.transaction(async (trx) => {
      // The one gate of exactly-once payment: only a still-placed order changes.
      const changed = await trx('orders')
        .where({ id: orderId, status: 'placed' })
        .update({ status: 'paid', paid_event_id: event.eventId, updated_at: toDb(at) });
      if (Number(changed) !== 1) return false;
      const row: Pick<OrderRow, 'user_id' | 'restaurant_id'> = await trx('orders').where({ id: orderId }).first('user_id', 'restaurant_id');
      await this.recordChange(trx, { id: orderId, userId: row.user_id, restaurantId: row.restaurant_id }, 'paid', `payment:${event.eventId}`, at);
      return true;
    });
  }

  /** The history row and both change markers, inside the caller's transaction. */
  private async recordChange(
    trx: Knex.Transaction,
    order: Pick<Order, 'id' | 'userId' | 'restaurantId'>,
    status: OrderStatus,
    changedBy: string,
    at: Date,
  ): Promise<void> {
    await trx('order_status_history').insert({ order_id: order.id, status, changed_at: toDb(at), changed_by: changedBy });
    for (const scope of [userScope(order.userId), restaurantScope(order.restaurantId)]) {
      await trx('order_change_markers')
        .insert({ scope, version: 1 })
        .onConflict('scope')
        .merge({ version: trx.raw('?? + 1', ['order_change_markers.version']) });
    }
  }

  /** The orders of `query` with their lines, in cart order: two queries whatever the count. */
  private async load(query: Knex.QueryBuilder): Promise<Order[]> {
    const rows: OrderRow[] = await query;
    if (rows.length === 0) return [];
    const itemRows: ItemRow[] = await this.db('order_items')
      .whereIn('order_id', rows.map((row) => row.id))
      .orderBy(['order_id', 'position']);
    const itemsByOrder = new Map<string, ItemRow[]>();
    for (const item of itemRows) itemsByOrder.set(item.order_id, [...(itemsByOrder.get(item.order_id) ?? []), item]);
    return rows.map((row) => fromOrderRow(row, (itemsByOrder.get(row.id) ?? []).map(fromItemRow)));
  }
}
