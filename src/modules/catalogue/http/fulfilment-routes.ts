import { Router } from 'express';
import { callerOf } from '../../../http/request-context.js';
import { typedRoute } from '../../../http/typed-route.js';
import type { FulfilmentService } from '../fulfilment-service.js';

/** The owner's delivery and collection setting (docs/product/decisions.md "Collection"). */
export function fulfilmentRoutes(service: FulfilmentService): Router {
  const router = Router();

  typedRoute(router, 'get', '/api/my/restaurant/fulfilment', async (req) => ({ status: 200, body: await service.get(callerOf(req)) }));

  typedRoute(router, 'put', '/api/my/restaurant/fulfilment', async (req) => ({ status: 200, body: await service.save(callerOf(req), req.body) }));

  return router;
}
