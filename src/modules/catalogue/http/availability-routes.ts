import { Router } from 'express';
import type { components } from '../../../generated/api.js';
import { callerOf } from '../../../http/request-context.js';
import { typedRoute } from '../../../http/typed-route.js';
import type { AvailabilityService, ServiceStatus } from '../availability-service.js';
import { toOpenStateResponse } from '../../../http/open-state-response.js';

function toStatusResponse(status: ServiceStatus): components['schemas']['ServiceStatus'] {
  const { availability, pausedUntil, openState } = status;
  return {
    ...availability,
    ...(pausedUntil === undefined ? {} : { pausedUntil: pausedUntil?.toISOString() ?? null }),
    openState: toOpenStateResponse(openState),
  };
}

/** The owner's hours, pause and sold-out dishes (docs/product/decisions.md "Running a service"). */
export function availabilityRoutes(service: AvailabilityService): Router {
  const router = Router();

  typedRoute(router, 'get', '/api/my/restaurant/availability', async (req) => ({ status: 200, body: toStatusResponse(await service.status(callerOf(req))) }));

  typedRoute(router, 'put', '/api/my/restaurant/availability', async (req) => ({
    status: 200,
    body: toStatusResponse(await service.saveAvailability(callerOf(req), { ...req.body, weeklyHours: req.body.weeklyHours ?? null })),
  }));

  typedRoute(router, 'post', '/api/my/restaurant/pause', async (req) => {
    const request = 'minutes' in req.body ? { minutes: req.body.minutes } : { untilNextOpening: true as const };
    return { status: 200, body: toStatusResponse(await service.pause(callerOf(req), request)) };
  });

  typedRoute(router, 'delete', '/api/my/restaurant/pause', async (req) => ({ status: 200, body: toStatusResponse(await service.resume(callerOf(req))) }));

  typedRoute(router, 'put', '/api/my/restaurant/menu-items/{menuItemId}/sold-out', async (req) => {
    const mark = await service.setSoldOut(callerOf(req), req.params.menuItemId, req.body.soldOut, req.body.untilNextOpening === true);
    return { status: 200, body: mark ? { soldOut: true, soldOutUntil: mark.until?.toISOString() ?? null } : { soldOut: false } };
  });

  return router;
}
