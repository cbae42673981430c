import { Router, type Response } from 'express';
import type { components } from '../../../generated/api.js';
import { callerOf } from '../../../http/request-context.js';
import { expressPath, typedRoute } from '../../../http/typed-route.js';
import type { CourierDelivery, CourierService } from '../courier-service.js';
import { toOrderResponse } from './order-response.js';

type CourierDeliveryResponse = components['schemas']['CourierDelivery'];

/** The couriers' calls and the desk's assignment (docs/product/team-and-roles.md "Couriers"). */
export function courierRoutes(couriers: CourierService): Router {
  const router = Router();

  typedRoute(router, 'get', '/api/my/restaurant/couriers', async (req) => ({
    status: 200,
    body: { couriers: (await couriers.couriers(callerOf(req))).map((c) => ({ _id: c.id, name: c.name })) },
  }));

  typedRoute(router, 'put', '/api/my/restaurant/order/{orderId}/courier', async (req) => ({
    status: 200,
    body: toOrderResponse(await couriers.assign(callerOf(req), req.params.orderId, req.body.courierId)),
  }));

  typedRoute(router, 'get', '/api/courier/deliveries', async (req) => {
    const { assigned, open } = await couriers.list(callerOf(req));
    return { status: 200, body: { assigned: assigned.map(toCourierDelivery), open: open.map(toCourierDelivery) } };
  });

  typedRoute(router, 'post', '/api/courier/deliveries/{orderId}/claim', async (req) => ({
    status: 200,
    body: toCourierDelivery(await couriers.claim(callerOf(req), req.params.orderId)),
  }));

  typedRoute(router, 'post', '/api/courier/deliveries/{orderId}/picked-up', async (req) => ({
    status: 200,
    body: toCourierDelivery(await couriers.pickUp(callerOf(req), req.params.orderId)),
  }));

  // The customer's code as JSON, or a photo as a multipart form (its one file, `photo`).
  typedRoute(router, 'post', '/api/courier/deliveries/{orderId}/delivered', async (req) => {
    const photo = (req.files as Express.Multer.File[] | undefined)?.find((file) => file.fieldname === 'photo');
    const caller = callerOf(req);
    const delivered = photo
      ? await couriers.deliverWithPhoto(caller, req.params.orderId, photo.buffer)
      : await couriers.deliver(caller, req.params.orderId, { kind: 'code', code: (req.body as { code: string }).code });
    return { status: 200, body: toCourierDelivery(delivered) };
  });

  // The proof photo: the restaurant's desk and the order's customer only, never by a public URL.
  router.get(expressPath('/api/my/restaurant/order/{orderId}/proof-photo'), async (req, res) => {
    sendPhoto(res, await couriers.photoForDesk(callerOf(req), String(req.params.orderId)));
  });
  router.get(expressPath('/api/order/{orderId}/proof-photo'), async (req, res) => {
    sendPhoto(res, await couriers.photoForCustomer(callerOf(req), String(req.params.orderId)));
  });

  typedRoute(router, 'post', '/api/courier/deliveries/{orderId}/failed', async (req) => ({
    status: 200,
    body: toCourierDelivery(await couriers.fail(callerOf(req), req.params.orderId, req.body.reason)),
  }));

  return router;
}

/** A private photo (proof of delivery, order help): never cached, never public. */
export function sendPhoto(res: Response, photo: Buffer): void {
  res.status(200).type('jpeg').set('Cache-Control', 'private, no-store').send(photo);
}

function toCourierDelivery(d: CourierDelivery): CourierDeliveryResponse {
  const iso = (date: Date | null) => (date ? date.toISOString() : null);
  return {
    _id: d.orderId,
    status: d.status,
    restaurantName: d.restaurantName,
    customerName: d.customerName,
    addressLine1: d.addressLine1,
    postcode: d.postcode,
    city: d.city,
    phone: d.phone,
    note: d.note,
    itemCount: d.itemCount,
    collectBy: iso(d.collectBy),
    dueBy: iso(d.dueBy),
    assignedAt: iso(d.assignedAt),
    pickedUpAt: iso(d.pickedUpAt),
    mine: d.mine,
  };
}
