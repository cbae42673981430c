import type { Knex } from 'knex';
import type { Order, Refund } from '../domain/order.js';
import type { OrderReview } from '../domain/review.js';
import type { OrderReviewsLookup } from '../ports.js';
import { deliveredTimes } from './writes-beside.js';
import { deliveriesOf } from './knex-courier-deliveries.js';
import { helpsOf } from './knex-order-help.js';
import type { OrderHelp } from '../domain/order-help.js';
import { fromItemRow, fromOrderRow, fromRefundRow, type ItemRow, type OrderRow, type RefundRow } from './order-rows.js';

/** For adapters built without the reviews module (some tests): no order has a review. */
export const NO_REVIEWS: OrderReviewsLookup = async () => new Map();

/** The orders of `query` with their lines in cart order, their refunds oldest first and their deliveries: four queries whatever the count. */
export async function loadOrders(db: Knex, query: Knex.QueryBuilder, reviewsOf: OrderReviewsLookup = NO_REVIEWS): Promise<Order[]> {
  const rows: OrderRow[] = await query;
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const [itemRows, refundRows, deliveries] = await Promise.all([
    db('order_items').whereIn('order_id', ids).orderBy(['order_id', 'position']) as Promise<ItemRow[]>,
    // Most orders have none; the index (order_id, created_at) answers that at once.
    db('order_refunds').whereIn('order_id', ids).orderBy(['order_id', 'created_at', 'id']) as Promise<RefundRow[]>,
    // Only delivery orders a courier was given or that were left open have one.
    deliveriesOf(db, rows.filter((row) => row.fulfilment !== 'collection').map((row) => row.id)),
  ]);
  const itemsByOrder = groupBy(itemRows, (row) => row.order_id);
  const refundsByOrder = groupBy(refundRows, (row) => row.order_id);
  const { deliveredAt, reviews, helps } = await afterDelivery(db, rows, reviewsOf);
  return rows.map((row) => ({
    ...fromOrderRow(row, (itemsByOrder.get(row.id) ?? []).map(fromItemRow), (refundsByOrder.get(row.id) ?? []).map(fromRefundRow) satisfies Refund[]),
    deliveredAt: deliveredAt.get(row.id) ?? null,
    review: reviews.get(row.id) ?? null,
    help: helps.get(row.id) ?? null,
    courierDelivery: deliveries.get(row.id) ?? null,
  }));
}

/**
 * When the delivered ones among `rows` were delivered, their reviews (the reviews module's,
 * docs/architecture/modules.md "Reviews and ratings") and order help reports; no read without one.
 */
async function afterDelivery(db: Knex, rows: OrderRow[], reviewsOf: OrderReviewsLookup): Promise<{ deliveredAt: Map<string, Date>; reviews: Map<string, OrderReview>; helps: Map<string, OrderHelp> }> {
  const delivered = rows.filter((row) => row.status === 'delivered').map((row) => row.id);
  if (delivered.length === 0) return { deliveredAt: new Map(), reviews: new Map(), helps: new Map() };
  const [deliveredAt, reviews, helps] = await Promise.all([deliveredTimes(db, delivered), reviewsOf(delivered), helpsOf(db, delivered)]);
  return { deliveredAt, reviews, helps };
}

function groupBy<T>(rows: T[], key: (row: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const row of rows) {
    const group = groups.get(key(row));
    if (group) group.push(row);
    else groups.set(key(row), [row]);
  }
  return groups;
}
