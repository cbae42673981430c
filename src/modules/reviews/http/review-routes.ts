import { Router } from 'express';
import { callerOf } from '../../../http/request-context.js';
import { typedRoute } from '../../../http/typed-route.js';
import { toReviewResponse } from '../../../http/review-response.js';
import type { ReviewsService } from '../reviews-service.js';

const DEFAULT_PAGE_SIZE = 10;

/** Rating a delivered order, a restaurant's reviews, and the owner's reply (docs/product/decisions.md "After the order"). */
export function reviewRoutes(reviews: ReviewsService): Router {
  const router = Router();

  typedRoute(router, 'post', '/api/order/{orderId}/review', async (req) => ({
    status: 201,
    body: toReviewResponse(await reviews.rate(callerOf(req), req.params.orderId, req.body)),
  }));

  typedRoute(router, 'get', '/api/restaurant/{restaurantId}/reviews', async (req) => {
    // The contract's patterns have made both plain decimals in their ranges.
    const page = Number(req.query.page ?? 1);
    const pageSize = Number(req.query.pageSize ?? DEFAULT_PAGE_SIZE);
    const { reviews: found, total } = await reviews.ofRestaurant(req.params.restaurantId, page, pageSize);
    return { status: 200, body: { data: found.map(toReviewResponse), pagination: { total, page, pages: Math.ceil(total / pageSize) } } };
  });

  typedRoute(router, 'post', '/api/my/restaurant/reviews/{reviewId}/reply', async (req) => ({
    status: 201,
    body: toReviewResponse(await reviews.reply(callerOf(req), req.params.reviewId, req.body.text)),
  }));

  return router;
}
