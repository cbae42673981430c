import { AppError } from '../../../shared/errors.js';

/** A restaurant's rating shows from this many ratings. */
export const RATINGS_SHOWN_FROM = 3;

/** A customer's review of one delivered order, with the owner's one reply. */
export interface Review {
  id: string;
  orderId: string;
  restaurantId: string;
  rating: number;
  comment: string | null;
  /** The customer's first name, all that is shown publicly. */
  customerFirstName: string;
  createdAt: Date;
  reply: { text: string; createdAt: Date } | null;
}

/** A restaurant's ratings as kept beside them: how many and their sum. */
export interface RatingTally {
  count: number;
  sum: number;
}

/** What restaurants answer: the average to one decimal and the count, or null below RATINGS_SHOWN_FROM. */
export function ratingOf(tally: RatingTally | undefined): { average: number; count: number } | null {
  if (!tally || tally.count < RATINGS_SHOWN_FROM) return null;
  return { average: Math.round((tally.sum / tally.count) * 10) / 10, count: tally.count };
}

/**
 * Throws the 409 that says why an order cannot be rated now; returns when it can. `reviewBy` is
 * ordering's: 14 days after delivery, null unless delivered.
 */
export function assertReviewable(order: { status: string; reviewBy: Date | null }, reviewed: boolean, now: Date): void {
  if (order.status !== 'delivered' || !order.reviewBy) throw new AppError(409, 'ORDER_NOT_DELIVERED', 'Only a delivered order can be rated');
  if (reviewed) throw alreadyReviewed();
  if (now.getTime() > order.reviewBy.getTime()) throw new AppError(409, 'REVIEW_WINDOW_CLOSED', 'An order can be rated within 14 days of delivery');
}

export function alreadyReviewed(): AppError {
  return new AppError(409, 'ALREADY_REVIEWED', 'This order has already been rated');
}

/** The public name: the first word of the name the order was delivered to. */
export function firstNameOf(name: string): string {
  return name.trim().split(/\s+/)[0]?.slice(0, 100) || 'Customer';
}
