import type { Knex } from 'knex';
import type { Database } from '../../../shared/db/database.js';
import { fromDb, toDb } from '../../../shared/db/timestamps.js';
import { alreadyReviewed, type RatingTally, type Review } from '../domain/review.js';

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

/**
 * The reviews module's tables (docs/product/decisions.md "After the order"): `order_reviews` and
 * the `restaurant_ratings` aggregate. Writes run on the transaction ordering opens for the
 * order's event (docs/architecture/modules.md "Reviews and ratings").
 */
export class KnexReviews {
  constructor(private readonly db: Database) {}

  /** Whether the order has a review, read in the rating's transaction. */
  async reviewed(trx: Knex.Transaction, orderId: string): Promise<boolean> {
    return (await trx('order_reviews').where({ order_id: orderId }).first('id')) !== undefined;
  }

  /** Writes the review and adds it to its restaurant's tally. */
  async add(trx: Knex.Transaction, review: Review, userId: string): Promise<void> {
    // Two ratings at once: the unique order id lets one in; the caller already refused the other.
    const inserted = await trx('order_reviews').insert(toRow(review, userId)).onConflict('order_id').ignore().returning('id');
    if (inserted.length === 0) throw alreadyReviewed();
    await trx.raw(
      `insert into restaurant_ratings (restaurant_id, rating_count, rating_sum) values (?, 1, ?)
       on conflict (restaurant_id) do update set rating_count = restaurant_ratings.rating_count + 1, rating_sum = restaurant_ratings.rating_sum + excluded.rating_sum`,
      [review.restaurantId, review.rating],
    );
  }

  /** A review of `restaurantId`; undefined when there is none there. */
  async find(reviewId: string, restaurantId: string): Promise<Review | undefined> {
    const row: ReviewRow | undefined = await this.db('order_reviews').where({ id: reviewId, restaurant_id: restaurantId }).first();
    return row && fromRow(row);
  }

  /** Sets the review's reply unless it has one; false when it had. */
  async setReply(trx: Knex.Transaction, reviewId: string, text: string, at: Date): Promise<boolean> {
    return (await trx('order_reviews').where({ id: reviewId }).whereNull('reply_text').update({ reply_text: text, reply_at: toDb(at) })) > 0;
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

  /** The reviews of these orders, by order id: one indexed read. */
  async ofOrders(orderIds: readonly string[]): Promise<Map<string, Review>> {
    const rows: ReviewRow[] = await this.db('order_reviews').whereIn('order_id', orderIds);
    return new Map(rows.map((row) => [row.order_id, fromRow(row)]));
  }
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
