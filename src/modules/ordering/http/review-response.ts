import type { components } from '../../../generated/api.js';
import type { OrderReview } from '../domain/review.js';

type ReviewResponse = components['schemas']['Review'];

/** The contract's Review: the customer's first name only, never who they are. */
export function toReviewResponse(review: OrderReview): ReviewResponse {
  return {
    _id: review.id,
    rating: review.rating,
    comment: review.comment,
    createdAt: review.createdAt.toISOString(),
    customerName: review.customerFirstName,
    reply: review.reply && { text: review.reply.text, createdAt: review.reply.createdAt.toISOString() },
  };
}
