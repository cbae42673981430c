import type { Knex } from 'knex';
import type { Database } from '../../../shared/db/database.js';
import { fromDb, toDb } from '../../../shared/db/timestamps.js';
import type { NewOrderEvent, OrderEvent } from '../domain/order-event.js';
import type { OrderStatus } from '../domain/order.js';
import { alreadyReviewed, type RatingTally, type Review } from '../domain/review.js';
import { recordChange } from './order-changes.js';

interface ReviewRow {
  id: string;
  order_id: string;
  restaurant_id: string;
  rating: number | string;
  comment: string | null;
  customer_first_name: string;
  created_at: Date | string;
  reply_text: string | null;
  reply_at: Date | string | null;
}

/** What rating an order needs to know of it, read in the rating's transaction. */
export interface ReviewedOrder {
  id: string;
  userId: string;
  restaurantId: string;
  status: OrderStatus;
  deliveryName: string;
  deliveredAt: Date | null;
  reviewed: boolean;
}

/**
 * Ordering's reviews (docs/product/decisions.md "After the order"): `order_reviews` and the
 * `restaurant_ratings` aggregate, written together, with the order event that tells the
 * order's lists and live streams, in one transaction (docs/architecture/order-events.md).
 */
export class KnexReviews {
  constructor(private readonly db: Database) {}

  /**
   * Runs `decide` on the order as it is inside the transaction, then writes what it returns:
   * the review, the restaurant's tally and the `reviewed` event. Undefined for an unknown order.
   */
  async rate(orderId: string, decide: (order: ReviewedOrder) => { review: Review; event: NewOrderEvent }): Promise<{ review: Review; event: OrderEvent } | undefined> {
    return this.db.transaction(async (trx) => {
      const order = await reviewedOrder(trx, orderId);
      if (!order) return undefined;
      const { review, event } = decide(order);
      // Two ratings at once: the unique order id lets one in; decide() already refused the other.
      const inserted = await trx('order_reviews').insert(toRow(review, order.userId)).onConflict('order_id').ignore().returning('id');
      if (inserted.length === 0) throw alreadyReviewed();
      await trx.raw(
        `insert into restaurant_ratings (restaurant_id, rating_count, rating_sum) values (?, 1, ?)
         on conflict (restaurant_id) do update set rating_count = restaurant_ratings.rating_count + 1, rating_sum = restaurant_ratings.rating_sum + excluded.rating_sum`,
        [review.restaurantId, review.rating],
      );
      return { review, event: await recordChange(trx, event) };
    });
  }

  /**
   * Sets the reply of a review of `restaurantId` once. Undefined: no such review there;
   * `replied: false`: it had one already.
   */
  async reply(reviewId: string, restaurantId: string, text: string, at: Date, event: (order: ReviewedOrder) => NewOrderEvent): Promise<{ review: Review; event?: OrderEvent } | undefined> {
    return this.db.transaction(async (trx) => {
      const row: ReviewRow | undefined = await trx('order_reviews').where({ id: reviewId, restaurant_id: restaurantId }).first();
      if (!row) return undefined;
      const updated = await trx('order_reviews').where({ id: reviewId }).whereNull('reply_text').update({ reply_text: text, reply_at: toDb(at) });
      if (updated === 0) return { review: fromRow(row) };
      const review = { ...fromRow(row), reply: { text, createdAt: at } };
      const order = (await reviewedOrder(trx, row.order_id))!;
      return { review, event: await recordChange(trx, event(order)) };
    });
  }

  /** A restaurant's reviews, newest first, and how many there are. */
  async page(restaurantId: string, offset: number, limit: number): Promise<{ reviews: Review[]; total: number }> {
    const [rows, count] = await Promise.all([
      this.db('order_reviews').where({ restaurant_id: restaurantId }).orderBy([{ column: 'created_at', order: 'desc' }, { column: 'id', order: 'desc' }]).offset(offset).limit(limit) as Promise<ReviewRow[]>,
      this.db('order_reviews').where({ restaurant_id: restaurantId }).count({ n: '*' }).first() as Promise<{ n: number | string } | undefined>,
    ]);
    return { reviews: rows.map(fromRow), total: Number(count?.n ?? 0) };
  }

  /** The kept count and sum of these restaurants' ratings. */
  async tallies(restaurantIds: readonly string[]): Promise<Map<string, RatingTally>> {
    const rows: Array<{ restaurant_id: string; rating_count: number | string; rating_sum: number | string }> = await this.db('restaurant_ratings').whereIn('restaurant_id', restaurantIds);
    return new Map(rows.map((row) => [row.restaurant_id, { count: Number(row.rating_count), sum: Number(row.rating_sum) }]));
  }
}

/** The reviews of these orders, by order id: one indexed read. */
export async function reviewsOfOrders(db: Knex, orderIds: readonly string[]): Promise<Map<string, Review>> {
  const rows: ReviewRow[] = await db('order_reviews').whereIn('order_id', orderIds);
  return new Map(rows.map((row) => [row.order_id, fromRow(row)]));
}

/** When each of these orders was delivered, from the status history. */
export async function deliveredTimes(db: Knex, orderIds: readonly string[]): Promise<Map<string, Date>> {
  const rows: Array<{ order_id: string; changed_at: Date | string }> = await db('order_status_history').whereIn('order_id', orderIds).andWhere({ status: 'delivered' });
  return new Map(rows.map((row) => [row.order_id, fromDb(row.changed_at)]));
}

async function reviewedOrder(trx: Knex, orderId: string): Promise<ReviewedOrder | undefined> {
  const order: { id: string; user_id: string; restaurant_id: string; status: string; delivery_name: string } | undefined = await trx('orders')
    .where({ id: orderId })
    .first('id', 'user_id', 'restaurant_id', 'status', 'delivery_name');
  if (!order) return undefined;
  const [delivered, reviewed] = await Promise.all([deliveredTimes(trx, [orderId]), trx('order_reviews').where({ order_id: orderId }).first('id')]);
  return {
    id: order.id,
    userId: order.user_id,
    restaurantId: order.restaurant_id,
    status: order.status as OrderStatus,
    deliveryName: order.delivery_name,
    deliveredAt: delivered.get(orderId) ?? null,
    reviewed: reviewed !== undefined,
  };
}

function toRow(review: Review, userId: string) {
  return {
    id: review.id,
    order_id: review.orderId,
    restaurant_id: review.restaurantId,
    user_id: userId,
    rating: review.rating,
    comment: review.comment,
    customer_first_name: review.customerFirstName,
    created_at: toDb(review.createdAt),
  };
}

function fromRow(row: ReviewRow): Review {
  return {
    id: row.id,
    orderId: row.order_id,
    restaurantId: row.restaurant_id,
    rating: Number(row.rating),
    comment: row.comment,
    customerFirstName: row.customer_first_name,
    createdAt: fromDb(row.created_at),
    reply: row.reply_text !== null && row.reply_at !== null ? { text: row.reply_text, createdAt: fromDb(row.reply_at) } : null,
  };
}

/**
 * Demo data's reviews (src/seed), on the seed's transaction: the reviews and each restaurant's
 * tally, as rating them one by one would leave them (docs/architecture/table-owners.md).
 */
export async function bulkLoadReviews(trx: Knex.Transaction, reviews: ReadonlyArray<Review & { userId: string }>): Promise<void> {
  if (reviews.length === 0) return;
  await trx('order_reviews').insert(
    reviews.map((review) => ({ ...toRow(review, review.userId), reply_text: review.reply?.text ?? null, reply_at: review.reply ? toDb(review.reply.createdAt) : null })),
  );
  const tallies = new Map<string, RatingTally>();
  for (const { restaurantId, rating } of reviews) {
    const tally = tallies.get(restaurantId) ?? { count: 0, sum: 0 };
    tallies.set(restaurantId, { count: tally.count + 1, sum: tally.sum + rating });
  }
  await trx('restaurant_ratings').insert([...tallies].map(([restaurantId, { count, sum }]) => ({ restaurant_id: restaurantId, rating_count: count, rating_sum: sum })));
}
