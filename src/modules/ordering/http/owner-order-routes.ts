import { Router } from 'express';
import type { operations } from '../../../generated/api.js';
import { callerOf } from '../../../http/request-context.js';
import { parseOwnerOrderQuery } from '../domain/owner-order-query.js';
import type { OwnerOrdersService } from '../owner-orders-service.js';
import { notModified } from './conditional-get.js';
import { toOrderResponse } from './order-response.js';

type ListQuery = NonNullable<operations['getMyRestaurantOrders']['parameters']['query']>;
type StatusBody = operations['updateOrderStatus']['requestBody']['content']['application/json'];

/** The owner's order desk: react-admin's simple REST list, the summary, status changes. */
export function ownerOrderRoutes(desk: OwnerOrdersService): Router {
  const router = Router();

  router.get('/api/my/restaurant/order', async (req, res) => {
    const caller = callerOf(req);
    const query = parseOwnerOrderQuery(req.query as ListQuery);
    if (notModified(req, res, await desk.version(caller))) return;
    const { orders, total } = await desk.list(caller, query);
    const last = query.range.first + orders.length - 1;
    res.set('Content-Range', orders.length ? `order ${query.range.first}-${last}/${total}` : `order */${total}`);
    res.json(orders.map(toOrderResponse));
  });

  router.get('/api/my/restaurant/order-summary', async (req, res) => {
    const caller = callerOf(req);
    if (notModified(req, res, await desk.version(caller))) return;
    res.json(await desk.summary(caller));
  });

  router.patch('/api/my/restaurant/order/:orderId/status', async (req, res) => {
    const { status } = req.body as StatusBody;
    res.json(toOrderResponse(await desk.setStatus(callerOf(req), req.params.orderId, status)));
  });

  return router;
}
