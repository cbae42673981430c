/** docs/product/decisions.md "After the order": a delivered order can be rated within this long of delivery. */
export const REVIEW_WINDOW_MS = 14 * 24 * 3_600_000;

/**
 * A customer's review as the order's answers show it. The reviews module keeps the reviews and
 * answers them through ordering's ORDER_REVIEWS port (docs/architecture/modules.md "Reviews and ratings").
 */
export interface OrderReview {
  id: string;
  rating: number;
  comment: string | null;
  /** The customer's first name, all that is shown publicly. */
  customerFirstName: string;
  createdAt: Date;
  reply: { text: string; createdAt: Date } | null;
}

/** Until when an order can be rated: 14 days after delivery; null when it is not delivered. */
export function reviewBy(deliveredAt: Date | null | undefined): Date | null {
  return deliveredAt ? new Date(deliveredAt.getTime() + REVIEW_WINDOW_MS) : null;
}
