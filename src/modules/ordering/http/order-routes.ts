import { Router } from 'express';
import type { operations } from '../../../generated/api.js';
import { wholeNumberParam } from '../../../http/query-params.js';
import { callerOf } from '../../../http/request-context.js';
import type { CheckoutService } from '../checkout-service.js';
import type { OrderingService } from '../ordering-service.js';
import { notModified } from './conditional-get.js';
import { toOrderResponse } from './order-response.js';

type CheckoutBody = operations['createCheckoutSession']['requestBody']['content']['application/json'];

const DEFAULT_PAGE_SIZE = 100;

/** The customer's side of ordering: checkout, resuming payment, and their own orders. */
export function orderRoutes(ordering: OrderingService, checkout: CheckoutService): Router {
  const router = Router();

  router.post('/api/order/checkout/create-checkout-session', async (req, res) => {
    const { url } = await checkout.checkout(callerOf(req), req.body as CheckoutBody);
    res.json({ url });
  });

  router.post('/api/order/:orderId/checkout-session', async (req, res) => {
    res.json(await checkout.resume(callerOf(req), req.params.orderId));
  });

  router.get('/api/order', async (req, res) => {
    const caller = callerOf(req);
    // The contract has checked the ranges; these refuse what its coercion lets through.
    const paging = { page: wholeNumberParam(req, 'page', 1), pageSize: wholeNumberParam(req, 'pageSize', DEFAULT_PAGE_SIZE) };
    if (notModified(req, res, await ordering.myOrdersVersion(caller))) return;
    const orders = await ordering.myOrders(caller, paging);
    res.json(orders.map(toOrderResponse));
  });

  return router;
}
