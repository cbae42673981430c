import type { Database } from '../../../shared/db/database.js';
import { toDb } from '../../../shared/db/timestamps.js';
import type { NewOrderEvent, OrderEvent } from '../domain/order-event.js';
import type { Order, PaidEvent } from '../domain/order.js';
import type { OrderCharge, OrderRepository, OrderReviewsLookup, SlotClaim, SlotUses, VoucherHoldWrite, WriteBeside } from '../ports.js';
import { claimPlace, slotUses } from './slot-places.js';
import type { MarkPaidResult } from '../ports.js';
import { refundLatePayment, STATE_COLUMNS, type StateRow } from './knex-order-lifecycle.js';
import { recordChange } from './order-changes.js';
import { toEventRow } from './order-event-rows.js';
import { loadOrders, NO_REVIEWS } from './order-loading.js';
import { maybeDate, toOrderRow, type OrderRow } from './order-rows.js';
import { itemRows, placedEvent } from './placed-order-rows.js';
import { writeBeside } from './writes-beside.js';
import { bulkInsert, type BulkRows } from '../../../shared/db/bulk-insert.js';
import type { Knex } from 'knex';

export class KnexOrderRepository implements OrderRepository {
  constructor(
    private readonly db: Database,
    /** The reviews the orders show (the reviews module binds ORDER_REVIEWS). */
    private readonly reviewsOf: OrderReviewsLookup = NO_REVIEWS,
  ) {}

  async create(order: Order, changedBy: string, claim?: SlotClaim, hold?: VoucherHoldWrite): Promise<OrderEvent> {
    return this.db.transaction(async (trx) => {
      if (claim && order.scheduledFor) await claimPlace(trx, order.restaurantId, order.fulfilment, order.scheduledFor, claim);
      await trx('orders').insert(toOrderRow(order));
      await trx('order_items').insert(itemRows(order));
      // After the order's row, which the use refers to; a refusal undoes the order with it.
      if (hold) await hold(trx);
      return recordChange(trx, placedEvent(order, changedBy));
    });
  }

  async hasPaidOrder(userId: string, restaurantId: string): Promise<boolean> {
    return (await this.db('orders').where({ user_id: userId, restaurant_id: restaurantId }).whereNotNull('paid_event_id').first('id')) !== undefined;
  }

  readonly slotUses: SlotUses = (restaurantId, fulfilment, from, to, holdsSince) => slotUses(this.db, restaurantId, fulfilment, from, to, holdsSince);

  async writeBeside<T>(orderId: string, write: WriteBeside<T>): Promise<{ result: T; event?: OrderEvent } | undefined> {
    return writeBeside(this.db, orderId, write);
  }

  async setCheckoutSession(orderId: string, sessionId: string): Promise<void> {
    await this.db('orders').where({ id: orderId }).update({ checkout_session_id: sessionId });
  }

  async findById(orderId: string): Promise<Order | undefined> {
    return (await loadOrders(this.db, this.db('orders').where({ id: orderId }), this.reviewsOf))[0];
  }

  async findByIds(orderIds: readonly string[]): Promise<Order[]> {
    return orderIds.length ? loadOrders(this.db, this.db('orders').whereIn('id', orderIds), this.reviewsOf) : [];
  }

  async findCharge(orderId: string): Promise<OrderCharge | undefined> {
    const row: Pick<OrderRow, 'id' | 'user_id' | 'restaurant_id' | 'total_amount' | 'delivery_price' | 'discount_amount' | 'due_at'> | undefined = await this.db('orders')
      .where({ id: orderId })
      .first('id', 'user_id', 'restaurant_id', 'total_amount', 'delivery_price', 'discount_amount', 'due_at');
    const money = row && { totalAmount: Number(row.total_amount), deliveryPrice: Number(row.delivery_price), discount: Number(row.discount_amount ?? 0) };
    return row && { id: row.id, userId: row.user_id, restaurantId: row.restaurant_id, ...money!, dueAt: maybeDate(row.due_at) };
  }

  async listByUser(userId: string, page: { offset: number; limit: number }): Promise<Order[]> {
    const rows = this.db('orders')
      .where({ user_id: userId })
      .orderBy([{ column: 'created_at', order: 'desc' }, { column: 'id', order: 'desc' }])
      .offset(page.offset)
      .limit(page.limit);
    return loadOrders(this.db, rows, this.reviewsOf);
  }

  async markPaid(order: Pick<Order, 'id' | 'userId' | 'restaurantId'>, event: PaidEvent, at: Date, acceptBy: Date): Promise<MarkPaidResult> {
    const orderId = order.id;
    return this.db.transaction(async (trx) => {
      // The one gate of exactly-once payment: only a still-placed order changes.
      const changed = await trx('orders')
        .where({ id: orderId, status: 'placed' })
        .update({ status: 'paid', paid_event_id: event.eventId, updated_at: toDb(at), accept_by: toDb(acceptBy) });
      if (Number(changed) !== 1) {
        const current: (StateRow & { paid_event_id: string | null }) | undefined = await trx('orders')
          .where({ id: orderId })
          .forUpdate()
          .first([...STATE_COLUMNS, 'paid_event_id']);
        // Paid after it was cancelled (the hosted page was still open): the money goes back, once.
        if (current?.status === 'cancelled' && current.paid_event_id === null) {
          await trx('orders').where({ id: orderId }).update({ paid_event_id: event.eventId });
          return { paid: false, event: await refundLatePayment(trx, current, event.amountTotal, `payment:${event.eventId}`, at) };
        }
        // The very event that paid it, again: its first delivery committed here, then the process
        // died before the payments module recorded it. Same answer, so the record says 'paid'.
        return { paid: current?.paid_event_id === event.eventId };
      }
      const paid = await recordChange(trx, {
        type: 'paid',
        orderId,
        restaurantId: order.restaurantId,
        customerId: order.userId,
        status: 'paid',
        occurredAt: at,
        changes: { from: 'placed', to: 'paid', by: `payment:${event.eventId}`, acceptBy: acceptBy.toISOString() },
      });
      return { paid: true, event: paid };
    });
  }
}

/**
 * Bulk loading (src/seed/scale): orders with their lines, status history and order events
 * (ids given by the database in the rows' order), on the caller's transaction. Answers the
 * newest event id, for the readers of the log that must start past the seeded history.
 */
export async function bulkLoadOrders(trx: Knex.Transaction, rows: Record<'orders' | 'items' | 'history', BulkRows> & { events: NewOrderEvent[] }): Promise<number> {
  await bulkInsert(trx, 'orders', rows.orders);
  await bulkInsert(trx, 'order_items', rows.items);
  await bulkInsert(trx, 'order_status_history', rows.history);
  await bulkInsert(trx, 'order_events', rows.events.map(toEventRow));
  const newest: { id?: number | string | null } | undefined = await trx('order_events').max({ id: 'id' }).first();
  return Number(newest?.id ?? 0);
}
