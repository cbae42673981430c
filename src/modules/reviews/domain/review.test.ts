import { describe, expect, it } from 'vitest';
import { AppError } from '../../../shared/errors.js';
import { assertReviewable, firstNameOf, ratingOf } from './review.js';

const delivered = new Date('2026-11-01T12:00:00.000Z');
/** Ordering's window (its domain/review.test.ts): 14 days after delivery. */
const last = new Date('2026-11-15T12:00:00.000Z');
const codeOf = (run: () => void) => {
  try {
    run();
    return undefined;
  } catch (err) {
    return err instanceof AppError ? `${err.status} ${err.code}` : String(err);
  }
};

describe('reviews (docs/product/decisions.md "After the order")', () => {
  it('shows a rating from 3 ratings, the average to one decimal', () => {
    expect(ratingOf(undefined)).toBeNull();
    expect(ratingOf({ count: 2, sum: 10 })).toBeNull();
    expect(ratingOf({ count: 3, sum: 13 })).toEqual({ average: 4.3, count: 3 });
    expect(ratingOf({ count: 12, sum: 55 })).toEqual({ average: 4.6, count: 12 });
    expect(ratingOf({ count: 4, sum: 4 })).toEqual({ average: 1, count: 4 });
  });

  it('can be given until the review window closes, once, and only for a delivered order', () => {
    expect(codeOf(() => assertReviewable({ status: 'delivered', reviewBy: last }, false, last))).toBeUndefined();
    expect(codeOf(() => assertReviewable({ status: 'delivered', reviewBy: last }, false, new Date(last.getTime() + 1)))).toBe('409 REVIEW_WINDOW_CLOSED');
    expect(codeOf(() => assertReviewable({ status: 'delivered', reviewBy: last }, true, delivered))).toBe('409 ALREADY_REVIEWED');
    for (const status of ['placed', 'paid', 'inProgress', 'outForDelivery', 'cancelled'] as const) {
      expect(codeOf(() => assertReviewable({ status, reviewBy: null }, false, delivered))).toBe('409 ORDER_NOT_DELIVERED');
    }
  });

  it('names the customer by the first word of the delivery name only', () => {
    expect(firstNameOf('Ada Lovelace')).toBe('Ada');
    expect(firstNameOf('  Priya   Shah ')).toBe('Priya');
    expect(firstNameOf('   ')).toBe('Customer');
  });
});
