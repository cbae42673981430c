import type { Knex } from 'knex';
import type { Database } from '../../../shared/db/database.js';
import { fromDb, toDb } from '../../../shared/db/timestamps.js';
import { newId } from '../../../shared/ids.js';
import type { OrderEvent, OrderEventChanges } from '../domain/order-event.js';
import type { OrderState, Transition } from '../domain/order-transitions.js';
import type { Order, OrderStatus, Refund } from '../domain/order.js';
import type { ChangeBeside, DueBacklog, OrderLifecycleRepository, OrderScope, RefundOutcome, RefundRequest, OrderReviewsLookup } from '../ports.js';
import { recordChange } from './order-changes.js';
import { changesOf } from './order-event-rows.js';
import { loadOrders, NO_REVIEWS } from './order-loading.js';
import { fromRefundRow, lifecycleColumns, maybeDate, type OrderRow, type RefundRow } from './order-rows.js';

type StateRow = Pick<OrderRow, 'id' | 'user_id' | 'restaurant_id' | 'status' | 'total_amount' | 'delivery_price' | 'refunded_amount' | 'accept_by' | 'expected_by' | 'scheduled_for' | 'fulfilment' | 'discount_amount'>;
const STATE_COLUMNS = ['id', 'user_id', 'restaurant_id', 'status', 'total_amount', 'delivery_price', 'refunded_amount', 'accept_by', 'expected_by', 'scheduled_for', 'fulfilment', 'discount_amount'];

/**
 * Every change of the service loop (docs/product/decisions.md "Running a service") in one shape:
 * the order's row is read under its lock (PostgreSQL's FOR UPDATE; SQLite has one writer), the
 * domain decides on what it reads, and the change, its refund and its events are written in the
 * same transaction. So "accept" against "missed", "cancel" against "accept", and two refunds that
 * together exceed the charge are decided one after the other, and a refused one writes nothing.
 */
export class KnexOrderLifecycle implements OrderLifecycleRepository {
  constructor(
    private readonly db: Database,
    /** The reviews the orders show (the reviews module binds ORDER_REVIEWS). */
    private readonly reviewsOf: OrderReviewsLookup = NO_REVIEWS,
  ) {}

  async change(orderId: string, scope: OrderScope, decide: (state: OrderState) => Transition, by: string, at: Date, beside?: ChangeBeside): Promise<{ order: Order; events: OrderEvent[] } | undefined> {
    const events = await this.db.transaction(async (trx) => {
      const rows = trx('orders').where({ id: orderId });
      if (scope.restaurantId !== undefined) rows.where({ restaurant_id: scope.restaurantId });
      if (scope.customerId !== undefined) rows.where({ user_id: scope.customerId });
      const row: StateRow | undefined = await rows.forUpdate().first(STATE_COLUMNS);
      if (!row) return undefined;
      const transition = decide(stateOf(row));
      const refund = transition.refund && { id: newId(at), ...transition.refund, status: 'pending' as const, createdAt: at };
      await trx('orders')
        .where({ id: orderId })
        .update({
          status: transition.status,
          updated_at: toDb(at),
          ...lifecycleColumns(transition.fields),
          ...(refund ? { refunded_amount: trx.raw('refunded_amount + ?', [refund.amount]) } : {}),
        });
      if (refund) await insertRefund(trx, orderId, refund, by);
      if (beside) await beside(trx, refund);
      const changes: OrderEventChanges = { from: row.status as OrderStatus, to: transition.status, by };
      const { expectedBy, cancellation } = transition.fields;
      if (expectedBy) changes.expectedBy = expectedBy.toISOString();
      if (cancellation) changes.cancellation = { ...cancellation, at: cancellation.at.toISOString() };
      // A refund on its own is its refundRequested event; a cancellation's refund follows the cancellation's event.
      const events = transition.type === 'refundRequested' ? [] : [await recordChange(trx, eventOf(row, transition.type, transition.status, changes, at))];
      if (refund) events.push(await recordRefund(trx, row, transition.status, 'refundRequested', refund, by, at));
      return events;
    });
    if (!events) return undefined;
    // Read after the commit, so the events' ordering lock is held no longer than the writes.
    const [order] = await loadOrders(this.db, this.db('orders').where({ id: orderId }), this.reviewsOf);
    return { order: order!, events };
  }

  async markRefunded(refundId: string, outcome: RefundOutcome, by: string, at: Date): Promise<OrderEvent | undefined> {
    return this.db.transaction(async (trx) => {
      const refundRow: RefundRow | undefined = await trx('order_refunds').where({ id: refundId }).forUpdate().first();
      // Only a pending refund changes: a repeat, a late or an out-of-order event changes nothing twice.
      if (!refundRow || refundRow.status !== 'pending') return undefined;
      const row: StateRow = await trx('orders').where({ id: refundRow.order_id }).forUpdate().first(STATE_COLUMNS);
      await trx('order_refunds').where({ id: refundId }).update({ status: outcome, updated_at: toDb(at) });
      // A failed refund gives its amount back to what may still be refunded.
      if (outcome === 'failed') await trx('orders').where({ id: row.id }).update({ refunded_amount: trx.raw('refunded_amount - ?', [Number(refundRow.amount)]) });
      const refund = { ...fromRefundRow(refundRow), status: outcome };
      return recordRefund(trx, row, row.status as OrderStatus, outcome === 'succeeded' ? 'refunded' : 'refundFailed', refund, by, at);
    });
  }

  async refundRequests(afterEventId: number, limit: number): Promise<RefundRequest[]> {
    const rows: Array<{ id: number | string; order_id: string; changes: OrderEventChanges | string; checkout_session_id: string | null; paid_event_id: string | null }> = await this.db(
      'order_events as e',
    )
      .join('orders as o', 'o.id', 'e.order_id')
      .where('e.id', '>', afterEventId)
      .where('e.type', 'refundRequested')
      .orderBy('e.id')
      .limit(limit)
      .select('e.id', 'e.order_id', 'e.changes', 'o.checkout_session_id', 'o.paid_event_id');
    return rows.flatMap((row) => {
      const { refund } = changesOf(row.changes);
      if (!refund) return [];
      return [
        {
          eventId: Number(row.id),
          orderId: row.order_id,
          refundId: refund.id,
          amount: refund.amount,
          checkoutSessionId: row.checkout_session_id ?? undefined,
          paymentEventId: row.paid_event_id ?? undefined,
        },
      ];
    });
  }

  async paidUnacceptedBy(now: Date, limit: number): Promise<string[]> {
    const rows: Array<{ id: string }> = await this.missedBy(now).orderBy('accept_by').limit(limit).select('id');
    return rows.map((row) => row.id);
  }

  async placedBefore(before: Date, limit: number): Promise<string[]> {
    const rows: Array<{ id: string }> = await this.unpaidSince(before).orderBy('created_at').limit(limit).select('id');
    return rows.map((row) => row.id);
  }

  async placedOf(customerId: string, restaurantId: string, before: Date): Promise<string[]> {
    const rows: Array<{ id: string }> = await this.db('orders')
      .where({ status: 'placed', user_id: customerId, restaurant_id: restaurantId })
      .where('created_at', '<', toDb(before))
      .select('id');
    return rows.map((row) => row.id);
  }

  async sessionOf(orderId: string): Promise<string | undefined> {
    const row: { checkout_session_id: string | null } | undefined = await this.db('orders').where({ id: orderId }).first('checkout_session_id');
    return row?.checkout_session_id ?? undefined;
  }

  async placedSessionOf(orderId: string, customerId: string): Promise<string | undefined> {
    const row: { checkout_session_id: string | null } | undefined = await this.db('orders').where({ id: orderId, user_id: customerId, status: 'placed' }).first('checkout_session_id');
    return row?.checkout_session_id ?? undefined;
  }

  async pausesOwed(limit: number): Promise<Array<{ orderId: string; restaurantId: string }>> {
    const rows: Array<{ id: string; restaurant_id: string }> = await this.db('orders').where({ pause_owed: true }).limit(limit).select('id', 'restaurant_id');
    return rows.map((row) => ({ orderId: row.id, restaurantId: row.restaurant_id }));
  }

  async pausePaid(orderId: string): Promise<void> {
    await this.db('orders').where({ id: orderId }).update({ pause_owed: false });
  }

  async dueBacklog(now: Date, placedBefore: Date): Promise<{ missed: DueBacklog; unpaid: DueBacklog }> {
    const [missed, unpaid] = await Promise.all([
      backlogOf(this.db, this.missedBy(now), 'accept_by'),
      backlogOf(this.db, this.unpaidSince(placedBefore), 'created_at'),
    ]);
    return { missed, unpaid };
  }

  /** Paid orders not accepted by `now` (index status, accept_by). */
  private missedBy(now: Date): Knex.QueryBuilder {
    return this.db('orders').where({ status: 'paid' }).where('accept_by', '<=', toDb(now));
  }

  /** Orders still unpaid, created before `before` (index status, created_at). */
  private unpaidSince(before: Date): Knex.QueryBuilder {
    return this.db('orders').where({ status: 'placed' }).where('created_at', '<', toDb(before));
  }
}

async function backlogOf(db: Database, rows: Knex.QueryBuilder, column: 'accept_by' | 'created_at'): Promise<DueBacklog> {
  const row: { n: unknown; oldest: Date | string | null } | undefined = await rows.first(db.raw('count(*) as n'), db.raw(`min(${column}) as oldest`));
  const count = Number(row?.n ?? 0);
  return count && row?.oldest ? { count, oldest: fromDb(row.oldest) } : { count };
}

function stateOf(row: StateRow): OrderState {
  return {
    status: row.status as OrderStatus,
    totalAmount: Number(row.total_amount),
    deliveryPrice: Number(row.delivery_price),
    discount: Number(row.discount_amount ?? 0),
    refundedAmount: Number(row.refunded_amount ?? 0),
    acceptBy: maybeDate(row.accept_by),
    expectedBy: maybeDate(row.expected_by),
    scheduledFor: maybeDate(row.scheduled_for),
    fulfilment: row.fulfilment === 'collection' ? 'collection' : 'delivery',
  };
}

function eventOf(row: StateRow, type: OrderEvent['type'], status: OrderStatus, changes: OrderEventChanges, at: Date) {
  return { type, orderId: row.id, restaurantId: row.restaurant_id, customerId: row.user_id, status, occurredAt: at, changes };
}

async function insertRefund(trx: Knex.Transaction, orderId: string, refund: Refund, by: string): Promise<void> {
  await trx('order_refunds').insert({
    id: refund.id,
    order_id: orderId,
    amount: refund.amount,
    reason: refund.reason,
    status: refund.status,
    requested_by: by,
    created_at: toDb(refund.createdAt),
    updated_at: toDb(refund.createdAt),
    items: refund.items ? JSON.stringify(refund.items) : null,
  });
}

function recordRefund(trx: Knex.Transaction, row: StateRow, status: OrderStatus, type: OrderEvent['type'], refund: Refund, by: string, at: Date): Promise<OrderEvent> {
  const changes: OrderEventChanges = { from: status, to: status, by, refund: { ...refund, createdAt: refund.createdAt.toISOString() } };
  return recordChange(trx, eventOf(row, type, status, changes, at));
}

/** The late payment of a cancelled order: recorded, and refunded in full (docs/product/decisions.md "Running a service"). */
export async function refundLatePayment(trx: Knex.Transaction, row: StateRow, amount: number, by: string, at: Date): Promise<OrderEvent> {
  const refund: Refund = { id: newId(at), amount, reason: 'Payment arrived after the order was cancelled', status: 'pending', createdAt: at };
  await trx('orders').where({ id: row.id }).update({ refunded_amount: trx.raw('refunded_amount + ?', [amount]) });
  await insertRefund(trx, row.id, refund, by);
  return recordRefund(trx, row, 'cancelled', 'refundRequested', refund, by, at);
}
export { STATE_COLUMNS, type StateRow };
