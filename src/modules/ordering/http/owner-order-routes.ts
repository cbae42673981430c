import { Router } from 'express';
import { callerOf } from '../../../http/request-context.js';
import { contentRange } from '../../../http/simple-rest-query.js';
import { typedRoute } from '../../../http/typed-route.js';
import { parseOwnerOrderQuery } from './owner-order-query-params.js';
import type { OwnerOrdersService } from '../owner-orders-service.js';
import { notModified } from './conditional-get.js';
import { toOrderResponse } from './order-response.js';

/** The owner's order desk: react-admin's simple REST list and the summary (changes: order-lifecycle-routes.ts). */
export function ownerOrderRoutes(desk: OwnerOrdersService): Router {
  const router = Router();

  typedRoute(router, 'get', '/api/my/restaurant/order', async (req, res) => {
    const caller = callerOf(req);
    const query = parseOwnerOrderQuery(req.query);
    if (notModified(req, res, await desk.version(caller))) return { status: 304 };
    const { orders, total } = await desk.list(caller, query);
    res.set('Content-Range', contentRange('order', query.range.first, orders.length, total));
    return { status: 200, body: orders.map(toOrderResponse) };
  });

  typedRoute(router, 'get', '/api/my/restaurant/order-summary', async (req, res) => {
    const caller = callerOf(req);
    if (notModified(req, res, await desk.version(caller))) return { status: 304 };
    return { status: 200, body: await desk.summary(caller) };
  });

  return router;
}
