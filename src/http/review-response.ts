import type { components } from '../generated/api.js';

type ReviewResponse = components['schemas']['Review'];

/** What a review answer is made of: ordering's OrderReview and the reviews module's Review both are. */
interface ShownReview {
  id: string;
  rating: number;
  comment: string | null;
  customerFirstName: string;
  createdAt: Date;
  reply: { text: string; createdAt: Date } | null;
}

/**
 * The contract's Review: the customer's first name only, never who they are. Here, in the shell,
 * because two modules answer it: the order answers (ordering) and the reviews routes (reviews).
 */
export function toReviewResponse(review: ShownReview): ReviewResponse {
  return {
    _id: review.id,
    rating: review.rating,
    comment: review.comment,
    createdAt: review.createdAt.toISOString(),
    customerName: review.customerFirstName,
    reply: review.reply && { text: review.reply.text, createdAt: review.reply.createdAt.toISOString() },
  };
}
