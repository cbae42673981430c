import { api, type Schemas } from '../../api/client';
import { unwrap } from '../unwrap';

export type Review = Schemas['Review'];

/** The newest reviews the Reviews tab lists (the contract's largest page). */
const SHOWN = 50;

/** The owner's review calls (docs/product/decisions.md "After the order"): typed custom methods beside react-admin's. */
export const reviewMethods = {
  getReviews: (restaurantId: string, { signal }: { signal?: AbortSignal } = {}) =>
    unwrap(api.GET('/api/restaurant/{restaurantId}/reviews', { params: { path: { restaurantId }, query: { pageSize: String(SHOWN) } }, signal }), 'Failed to get reviews'),
  replyToReview: (reviewId: string, text: string) =>
    unwrap(api.POST('/api/my/restaurant/reviews/{reviewId}/reply', { params: { path: { reviewId } }, body: { text } }), 'Unable to send the reply'),
};

export type ReviewMethods = typeof reviewMethods;
