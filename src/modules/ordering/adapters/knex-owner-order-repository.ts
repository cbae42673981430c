import type { Knex } from 'knex';
import type { Database } from '../../../shared/db/database.js';
import { clientOf, orWhereContains } from '../../../shared/db/text-contains.js';
import { toDb } from '../../../shared/db/timestamps.js';
import { ORDER_STATUSES, type Order, type OrderStatus } from '../domain/order.js';
import type { OwnerOrderQuery } from '../domain/owner-order-query.js';
import type { OwnerOrderRepository, StatusTotals, OrderReviewsLookup } from '../ports.js';
import type { OrderEvent } from '../domain/order-event.js';
import { PAID_OR_LATER } from '../domain/order-lifecycle.js';
import { recordChange } from './order-changes.js';
import { loadOrders, NO_REVIEWS } from './order-loading.js';

const TEXT_COLUMNS = ['delivery_name', 'delivery_address_line1', 'delivery_city'];
// The lifecycle's order, so sorting by status reads placed -> delivered.
const STATUS_RANK = `case status ${ORDER_STATUSES.map((s, i) => `when '${s}' then ${i}`).join(' ')} end`;

/** An order number ("CB20E9", "#cb20e9") or a whole order id in the search text: hex only, so safe inside LIKE. */
function orderNumberIn(text: string): string | undefined {
  const candidate = text.replace(/^#/, '');
  return /^[0-9a-f]{6,24}$/.test(candidate) ? candidate : undefined;
}

export class KnexOwnerOrderRepository implements OwnerOrderRepository {
  constructor(
    private readonly db: Database,
    /** The reviews the orders show (the reviews module binds ORDER_REVIEWS). */
    private readonly reviewsOf: OrderReviewsLookup = NO_REVIEWS,
  ) {}

  async list(restaurantId: string, query: OwnerOrderQuery): Promise<{ orders: Order[]; total: number }> {
    const matching = () => this.matching(restaurantId, query);
    const page = this.sorted(matching(), query.sort)
      .offset(query.range.first)
      .limit(query.range.last - query.range.first + 1);
    const [counted, orders] = await Promise.all([matching().count({ total: '*' }).first(), loadOrders(this.db, page, this.reviewsOf)]);
    return { orders, total: Number(counted?.total ?? 0) };
  }

  async totalsByStatus(restaurantId: string): Promise<Partial<Record<OrderStatus, StatusTotals>>> {
    type Figure = number | string | null;
    const rows: Array<{ status: OrderStatus; count: Figure; amount: Figure; refunded: Figure }> = await this.db('orders')
      .where({ restaurant_id: restaurantId })
      .groupBy('status')
      .select(
        'status',
        this.db.raw('count(*) as ??', ['count']),
        this.db.raw('sum(total_amount + delivery_price - discount_amount) as ??', ['amount']),
        this.db.raw('sum(refunded_amount) as ??', ['refunded']),
      );
    return Object.fromEntries(rows.map((row) => [row.status, { count: Number(row.count), amount: Number(row.amount ?? 0), refunded: Number(row.refunded ?? 0) }]));
  }

  async findForRestaurant(restaurantId: string, orderId: string): Promise<Order | undefined> {
    return (await loadOrders(this.db, this.db('orders').where({ id: orderId, restaurant_id: restaurantId }), this.reviewsOf))[0];
  }

  async setStatus(order: Order, status: OrderStatus, from: readonly OrderStatus[], changedBy: string, at: Date): Promise<OrderEvent | undefined> {
    return this.db.transaction(async (trx) => {
      // The status it changes from, for the event; on PostgreSQL the row stays locked until commit,
      // so a concurrent change waits and then sees this one.
      const current: { status: OrderStatus } | undefined = await trx('orders')
        .where({ id: order.id, restaurant_id: order.restaurantId })
        .forUpdate()
        .first('status');
      if (!current || !from.includes(current.status)) return undefined;
      await trx('orders').where({ id: order.id }).update({ status, updated_at: toDb(at) });
      return recordChange(trx, {
        type: 'statusSet',
        orderId: order.id,
        restaurantId: order.restaurantId,
        customerId: order.userId,
        status,
        occurredAt: at,
        changes: { from: current.status, to: status, by: changedBy },
      });
    });
  }

  private matching(restaurantId: string, query: OwnerOrderQuery): Knex.QueryBuilder {
    const rows = this.db('orders').where({ restaurant_id: restaurantId });
    if (query.statuses) rows.whereIn('status', query.statuses);
    // A payment leaves its event id on the order, whatever became of the order after it.
    if (query.charged === true) rows.where((paid) => paid.whereIn('status', PAID_OR_LATER).orWhereNotNull('paid_event_id'));
    if (query.charged === false) rows.whereNotIn('status', PAID_OR_LATER).whereNull('paid_event_id');
    if (query.createdFrom) rows.where('created_at', '>=', toDb(query.createdFrom));
    if (query.createdBefore) rows.where('created_at', '<', toDb(query.createdBefore));
    const text = query.text;
    if (text) {
      const number = orderNumberIn(text);
      rows.where((either) => {
        TEXT_COLUMNS.forEach((column) => orWhereContains(either, clientOf(this.db), column, text));
        // The order number the desk, receipt and e-mails show is the id's last six characters.
        if (number) either.orWhere('id', 'like', `%${number}`);
      });
    }
    return rows;
  }

  private sorted(rows: Knex.QueryBuilder, { field, order }: OwnerOrderQuery['sort']): Knex.QueryBuilder {
    if (field === 'total') rows.orderByRaw(`(total_amount + delivery_price - discount_amount) ${order}`);
    if (field === 'status') rows.orderByRaw(`${STATUS_RANK} ${order}`);
    if (field === 'createdAt') return rows.orderBy([{ column: 'created_at', order }, { column: 'id', order }]);
    return rows.orderBy([{ column: 'created_at', order: 'desc' }, { column: 'id', order: 'desc' }]);
  }
}
