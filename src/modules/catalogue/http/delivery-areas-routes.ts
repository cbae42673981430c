import { Router } from 'express';
import { callerOf } from '../../../http/request-context.js';
import { typedRoute } from '../../../http/typed-route.js';
import type { DeliveryAreasService } from '../delivery-areas-service.js';
import { toAreasResponse } from './delivery-area-response.js';

/** The owner's delivery areas (docs/product/decisions.md "Delivery areas"). */
export function deliveryAreasRoutes(service: DeliveryAreasService): Router {
  const router = Router();

  typedRoute(router, 'get', '/api/my/restaurant/delivery-areas', async (req) => ({ status: 200, body: toAreasResponse(await service.list(callerOf(req))) }));

  typedRoute(router, 'put', '/api/my/restaurant/delivery-areas', async (req) => ({
    status: 200,
    body: toAreasResponse(await service.replace(callerOf(req), req.body.areas)),
  }));

  return router;
}
