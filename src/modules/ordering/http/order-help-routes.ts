import { Router } from 'express';
import { callerOf } from '../../../http/request-context.js';
import { expressPath, typedRoute } from '../../../http/typed-route.js';
import type { OrderHelpService } from '../order-help-service.js';
import { sendPhoto } from './courier-routes.js';
import { toOrderResponse } from './order-response.js';

/** Order help (docs/product/decisions.md "Order help"): the customer's report and photo, the restaurant's answer. */
export function orderHelpRoutes(help: OrderHelpService): Router {
  const router = Router();

  typedRoute(router, 'post', '/api/order/{orderId}/help', async (req) => ({
    status: 201,
    body: toOrderResponse(await help.report(callerOf(req), req.params.orderId, { kind: req.body.kind, items: req.body.items ?? [], ...(req.body.note !== undefined ? { note: req.body.note } : {}) })),
  }));

  // A multipart form with its one file, `photo` (the courier's proof photo's path and checks).
  typedRoute(router, 'post', '/api/order/{orderId}/help/photo', async (req) => {
    const photo = (req.files as Express.Multer.File[] | undefined)?.find((file) => file.fieldname === 'photo');
    return { status: 200, body: toOrderResponse(await help.addPhoto(callerOf(req), req.params.orderId, photo?.buffer ?? Buffer.alloc(0))) };
  });

  router.get(expressPath('/api/order/{orderId}/help/photo'), async (req, res) => {
    sendPhoto(res, await help.photoForCustomer(callerOf(req), String(req.params.orderId)));
  });
  router.get(expressPath('/api/my/restaurant/order/{orderId}/help/photo'), async (req, res) => {
    sendPhoto(res, await help.photoForDesk(callerOf(req), String(req.params.orderId)));
  });

  typedRoute(router, 'post', '/api/my/restaurant/order/{orderId}/help/approve', async (req) => ({
    status: 200,
    body: toOrderResponse(await help.approve(callerOf(req), req.params.orderId, req.body.amount)),
  }));

  typedRoute(router, 'post', '/api/my/restaurant/order/{orderId}/help/decline', async (req) => ({
    status: 200,
    body: toOrderResponse(await help.decline(callerOf(req), req.params.orderId, req.body.reason)),
  }));

  return router;
}
