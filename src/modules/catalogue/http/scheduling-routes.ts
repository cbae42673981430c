import { Router } from 'express';
import { callerOf } from '../../../http/request-context.js';
import { typedRoute } from '../../../http/typed-route.js';
import type { SchedulingService } from '../scheduling-service.js';

/** The owner's orders-for-later settings (docs/product/decisions.md "Orders for later"). */
export function schedulingRoutes(service: SchedulingService): Router {
  const router = Router();
  typedRoute(router, 'get', '/api/my/restaurant/scheduling', async (req) => ({ status: 200, body: await service.settings(callerOf(req)) }));
  typedRoute(router, 'put', '/api/my/restaurant/scheduling', async (req) => ({ status: 200, body: await service.save(callerOf(req), req.body) }));
  return router;
}
