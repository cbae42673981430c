import type { Database } from '../../../shared/db/database.js';
import { toDb } from '../../../shared/db/timestamps.js';
import { newId } from '../../../shared/ids.js';
import type { Order, PaidEvent } from '../domain/order.js';
import type { OrderCharge, OrderRepository } from '../ports.js';
import { ChangeMarkers } from './change-markers.js';
import { recordChange, userScope } from './order-changes.js';
import { loadOrders } from './order-loading.js';
import { toOrderRow, type OrderRow } from './order-rows.js';
import { bulkInsert, type BulkRows } from '../../../shared/db/bulk-insert.js';
import type { Knex } from 'knex';

export class KnexOrderRepository implements OrderRepository {
  constructor(
    private readonly db: Database,
    private readonly markers = new ChangeMarkers(db),
  ) {}

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
      await recordChange(trx, order, order.status, changedBy, order.createdAt);
    });
  }

  async setCheckoutSession(orderId: string, sessionId: string): Promise<void> {
    await this.db('orders').where({ id: orderId }).update({ checkout_session_id: sessionId });
  }

  async findById(orderId: string): Promise<Order | undefined> {
    return (await loadOrders(this.db, this.db('orders').where({ id: orderId })))[0];
  }

  async findCharge(orderId: string): Promise<OrderCharge | undefined> {
    const row: Pick<OrderRow, 'id' | 'user_id' | 'restaurant_id' | 'total_amount' | 'delivery_price'> | undefined = await this.db('orders')
      .where({ id: orderId })
      .first('id', 'user_id', 'restaurant_id', 'total_amount', 'delivery_price');
    return row && { id: row.id, userId: row.user_id, restaurantId: row.restaurant_id, totalAmount: Number(row.total_amount), deliveryPrice: Number(row.delivery_price) };
  }

  async listByUser(userId: string, page: { offset: number; limit: number }): Promise<Order[]> {
    const rows = this.db('orders')
      .where({ user_id: userId })
      .orderBy([{ column: 'created_at', order: 'desc' }, { column: 'id', order: 'desc' }])
      .offset(page.offset)
      .limit(page.limit);
    return loadOrders(this.db, rows);
  }

  async userVersion(userId: string): Promise<number> {
    return this.markers.version(userScope(userId));
  }

  async markPaid(order: Pick<Order, 'id' | 'userId' | 'restaurantId'>, event: PaidEvent, at: Date): Promise<boolean> {
    const orderId = order.id;
    return this.db.transaction(async (trx) => {
      // The one gate of exactly-once payment: only a still-placed order changes.
      const changed = await trx('orders')
        .where({ id: orderId, status: 'placed' })
        .update({ status: 'paid', paid_event_id: event.eventId, updated_at: toDb(at) });
      if (Number(changed) !== 1) {
        // The very event that paid it, again: its first delivery committed here, then the process
        // died before the payments module recorded it. Same answer, so the record says 'paid'.
        const current: { paid_event_id: string | null } | undefined = await trx('orders').where({ id: orderId }).first('paid_event_id');
        return current?.paid_event_id === event.eventId;
      }
      await recordChange(trx, order, 'paid', `payment:${event.eventId}`, at);
      return true;
    });
  }
}

/** Bulk loading (src/seed/scale): orders with their lines and status history, on the caller's transaction. */
export async function bulkLoadOrders(trx: Knex.Transaction, rows: Record<'orders' | 'items' | 'history', BulkRows>): Promise<void> {
  await bulkInsert(trx, 'orders', rows.orders);
  await bulkInsert(trx, 'order_items', rows.items);
  await bulkInsert(trx, 'order_status_history', rows.history);
}

/** Bulk loading: the change markers of bulk-loaded orders, one row per scope with its final version. */
export async function bulkLoadChangeMarkers(trx: Knex.Transaction, markers: ReadonlyMap<string, number>): Promise<void> {
  await bulkInsert(trx, 'order_change_markers', [...markers].map(([scope, version]) => ({ scope, version })));
}
