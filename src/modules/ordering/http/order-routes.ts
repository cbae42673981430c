import { Router } from 'express';
import { callerOf } from '../../../http/request-context.js';
import { typedRoute } from '../../../http/typed-route.js';
import type { CheckoutService } from '../checkout-service.js';
import type { OrderingService } from '../ordering-service.js';
import { notModified } from './conditional-get.js';
import { toOrderResponse } from './order-response.js';
import { toQuoteResponse } from './quote-response.js';

const DEFAULT_PAGE_SIZE = 100;

/** The customer's side of ordering: checkout, resuming payment, and their own orders. */
export function orderRoutes(ordering: OrderingService, checkout: CheckoutService): Router {
  const router = Router();

  typedRoute(router, 'post', '/api/order/checkout/create-checkout-session', async (req) => {
    const { url } = await checkout.checkout(callerOf(req), req.body);
    return { status: 200, body: { url } };
  });

  // docs/product/decisions.md "One price": the basket's figures, signed in or not.
  typedRoute(router, 'post', '/api/order/checkout/quote', async (req) => ({ status: 200, body: toQuoteResponse(await checkout.quote(req.body)) }));

  typedRoute(router, 'post', '/api/order/{orderId}/checkout-session', async (req) => ({
    status: 200,
    body: await checkout.resume(callerOf(req), req.params.orderId),
  }));

  typedRoute(router, 'get', '/api/order', async (req, res) => {
    const caller = callerOf(req);
    // The contract's patterns have made both plain decimals in their ranges (docs/product/decisions.md "Search").
    const paging = { page: Number(req.query.page ?? 1), pageSize: Number(req.query.pageSize ?? DEFAULT_PAGE_SIZE) };
    if (notModified(req, res, await ordering.myOrdersVersion(caller))) return { status: 304 };
    const orders = await ordering.myOrders(caller, paging);
    return { status: 200, body: orders.map(toOrderResponse) };
  });

  return router;
}
