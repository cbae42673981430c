import type { Clock } from '../../shared/clock.js';
import { AppError, NotFoundError } from '../../shared/errors.js';
import { isId, newId } from '../../shared/ids.js';
import type { KnexReviews, ReviewedOrder } from './adapters/knex-reviews.js';
import type { NewOrderEvent } from './domain/order-event.js';
import { assertReviewable, firstNameOf, ratingOf, type Review } from './domain/review.js';
import type { OrderChangeNotifier } from './order-change-notifier.js';
import type { OwnedRestaurantLookup, RestaurantLookup, UserIdLookup } from './ports.js';

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
 * Each write also appends an order event in its transaction, so the order's lists and live
 * streams show the review and the reply as they show any other change.
 */
export class ReviewsService {
  constructor(
    private readonly reviews: KnexReviews,
    private readonly userIdOf: UserIdLookup,
    private readonly ownedRestaurantId: OwnedRestaurantLookup,
    private readonly restaurants: RestaurantLookup,
    private readonly clock: Clock,
    private readonly notifier: OrderChangeNotifier,
  ) {}

  /** The caller's rating of their delivered order; anybody else's order is not found. */
  async rate(caller: string, orderId: string, input: ReviewInput): Promise<Review> {
    const userId = await this.userIdOf(caller);
    const now = this.clock.now();
    const rated = userId && isId(orderId) ? await this.reviews.rate(orderId, (order) => this.newReview(order, userId, input, now)) : undefined;
    if (!rated) throw new NotFoundError('Order not found');
    await this.notifier.published(rated.event);
    return rated.review;
  }

  /** The owner's one answer to a review of their restaurant; another restaurant's review is not found. */
  async reply(caller: string, reviewId: string, text: string): Promise<Review> {
    const restaurantId = await this.ownedRestaurantId(caller);
    const now = this.clock.now();
    const replied = restaurantId && isId(reviewId) ? await this.reviews.reply(reviewId, restaurantId, text.trim(), now, (order) => reviewEvent('reviewReplied', order, now, `owner:${caller}`)) : undefined;
    if (!replied) throw new NotFoundError('Review not found');
    if (!replied.event) throw new AppError(409, 'ALREADY_REPLIED', 'This review has already been answered');
    await this.notifier.published(replied.event);
    return replied.review;
  }

  /** A restaurant's reviews, newest first; an unknown restaurant is not found. */
  async ofRestaurant(restaurantId: string, page: number, pageSize: number): Promise<ReviewPage> {
    const [known] = isId(restaurantId) ? await this.restaurants.summaries([restaurantId]) : [];
    if (!known) throw new NotFoundError('Restaurant not found');
    return this.reviews.page(restaurantId, (page - 1) * pageSize, pageSize);
  }

  private newReview(order: ReviewedOrder, userId: string, input: ReviewInput, now: Date): { review: Review; event: NewOrderEvent } {
    if (order.userId !== userId) throw new NotFoundError('Order not found');
    assertReviewable(order, order.reviewed, now);
    const comment = input.comment?.trim() || null;
    const review: Review = { id: newId(now), orderId: order.id, restaurantId: order.restaurantId, rating: input.rating, comment, customerFirstName: firstNameOf(order.deliveryName), createdAt: now, reply: null };
    return { review, event: reviewEvent('reviewed', order, now, `customer:${userId}`) };
  }
}

/**
 * The ratings restaurants show, only those with enough ratings (catalogue's RatingsLookup): read
 * from the kept tallies. Apart from the service, which needs the catalogue, which needs this.
 */
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

/** A review's order event: the status stays as it is (delivered). */
function reviewEvent(type: 'reviewed' | 'reviewReplied', order: ReviewedOrder, at: Date, by: string): NewOrderEvent {
  return { type, orderId: order.id, restaurantId: order.restaurantId, customerId: order.userId, status: order.status, occurredAt: at, changes: { from: order.status, to: order.status, by } };
}
