import { Router } from 'express';
import { callerOf } from '../../../http/request-context.js';
import { typedRoute } from '../../../http/typed-route.js';
import type { OrderLifecycleService } from '../order-lifecycle-service.js';
import { toOrderResponse } from './order-response.js';

/** The service loop's calls (docs/product/decisions.md "Running a service"): the owner's desk actions and the customer's cancel. */
export function orderLifecycleRoutes(lifecycle: OrderLifecycleService): Router {
  const router = Router();

  typedRoute(router, 'patch', '/api/my/restaurant/order/{orderId}/status', async (req) => ({
    status: 200,
    body: toOrderResponse(await lifecycle.setStatus(callerOf(req), req.params.orderId, req.body.status)),
  }));

  typedRoute(router, 'post', '/api/my/restaurant/order/{orderId}/accept', async (req) => ({
    status: 200,
    body: toOrderResponse(await lifecycle.accept(callerOf(req), req.params.orderId, req.body?.estimatedMinutes)),
  }));

  typedRoute(router, 'post', '/api/my/restaurant/order/{orderId}/decline', async (req) => ({
    status: 200,
    body: toOrderResponse(await lifecycle.decline(callerOf(req), req.params.orderId, req.body.reason, req.body.note)),
  }));

  typedRoute(router, 'post', '/api/my/restaurant/order/{orderId}/delay', async (req) => ({
    status: 200,
    body: toOrderResponse(await lifecycle.delay(callerOf(req), req.params.orderId, req.body.minutes)),
  }));

  typedRoute(router, 'post', '/api/my/restaurant/order/{orderId}/refunds', async (req) => ({
    status: 201,
    body: toOrderResponse(await lifecycle.refund(callerOf(req), req.params.orderId, req.body)),
  }));

  typedRoute(router, 'post', '/api/order/{orderId}/cancel', async (req) => ({
    status: 200,
    body: toOrderResponse(await lifecycle.cancel(callerOf(req), req.params.orderId)),
  }));

  return router;
}
