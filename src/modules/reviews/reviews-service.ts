import type { Clock } from '../../shared/clock.js';
import { AppError, NotFoundError } from '../../shared/errors.js';
import { isId, newId } from '../../shared/ids.js';
import type { OrderFacts } from '../ordering/index.js';
import type { KnexReviews } from './adapters/knex-reviews.js';
import { assertReviewable, firstNameOf, ratingOf, type Review } from './domain/review.js';
import type { OrderWrites, OwnedRestaurantLookup, RestaurantCatalogue, UserIdLookup } from './ports.js';

export interface ReviewInput {
  rating: number;
  comment?: string;
}

export interface ReviewPage {
  reviews: Review[];
  total: number;
}

/**
 * Rating a delivered order and answering a review (docs/product/decisions.md "After the order").
 * Each write runs on ordering's transaction for the order, which appends the order's event, so
 * the order's lists and live streams show the review and the reply as they show any other change.
 */
export class ReviewsService {
  constructor(
    private readonly reviews: KnexReviews,
    private readonly orders: OrderWrites,
    private readonly userIdOf: UserIdLookup,
    private readonly ownedRestaurantId: OwnedRestaurantLookup,
    private readonly restaurants: RestaurantCatalogue,
    private readonly clock: Clock,
  ) {}

  /** The caller's rating of their delivered order; anybody else's order is not found. */
  async rate(caller: string, orderId: string, input: ReviewInput): Promise<Review> {
    const userId = await this.userIdOf(caller);
    const now = this.clock.now();
    const rated = userId ? await this.orders.writeBeside(orderId, async (order, trx) => {
      if (order.userId !== userId) throw new NotFoundError('Order not found');
      assertReviewable(order, await this.reviews.reviewed(trx, order.id), now);
      const review = newReview(order, input, now);
      await this.reviews.add(trx, review, userId);
      await this.restaurants.ratingChanged(trx, order.restaurantId);
      return { result: review, event: { type: 'reviewed', by: `customer:${userId}`, at: now } };
    }) : undefined;
    if (!rated) throw new NotFoundError('Order not found');
    return rated.result;
  }

  /** The owner's one answer to a review of their restaurant; another restaurant's review is not found. */
  async reply(caller: string, reviewId: string, text: string): Promise<Review> {
    const restaurantId = await this.ownedRestaurantId(caller);
    const now = this.clock.now();
    const found = restaurantId && isId(reviewId) ? await this.reviews.find(reviewId, restaurantId) : undefined;
    const replied = found && await this.orders.writeBeside(found.orderId, async (_order, trx) => {
      if (!(await this.reviews.setReply(trx, found.id, text.trim(), now))) return { result: undefined };
      return { result: { ...found, reply: { text: text.trim(), createdAt: now } }, event: { type: 'reviewReplied', by: `owner:${caller}`, at: now } };
    });
    if (!replied) throw new NotFoundError('Review not found');
    if (!replied.result) throw new AppError(409, 'ALREADY_REPLIED', 'This review has already been answered');
    return replied.result;
  }

  /** A restaurant's reviews, newest first; an unknown restaurant is not found. */
  async ofRestaurant(restaurantId: string, page: number, pageSize: number): Promise<ReviewPage> {
    const [known] = isId(restaurantId) ? await this.restaurants.summaries([restaurantId]) : [];
    if (!known) throw new NotFoundError('Restaurant not found');
    return this.reviews.page(restaurantId, (page - 1) * pageSize, pageSize);
  }
}

function newReview(order: OrderFacts, input: ReviewInput, now: Date): Review {
  const comment = input.comment?.trim() || null;
  return { id: newId(now), orderId: order.id, restaurantId: order.restaurantId, rating: input.rating, comment, customerFirstName: firstNameOf(order.deliveryName), createdAt: now, reply: null };
}

/** The ratings restaurants show, only those with enough ratings (catalogue's RatingsLookup): read from the kept tallies. */
export function shownRatings(reviews: Pick<KnexReviews, 'tallies'>) {
  return async (restaurantIds: readonly string[]): Promise<Map<string, { average: number; count: number }>> => {
    const shown = new Map<string, { average: number; count: number }>();
    if (restaurantIds.length === 0) return shown;
    for (const [id, tally] of await reviews.tallies(restaurantIds)) {
      const rating = ratingOf(tally);
      if (rating) shown.set(id, rating);
    }
    return shown;
  };
}
