import { Router } from 'express';
import { typedRoute } from '../../../http/typed-route.js';
import type { OrderSlots } from '../order-slots.js';

/** The slots a customer can order for later (docs/product/decisions.md "Orders for later"), signed in or not. */
export function slotRoutes(slots: OrderSlots): Router {
  const router = Router();
  typedRoute(router, 'get', '/api/restaurant/{restaurantId}/slots', async (req) => {
    const open = await slots.open(req.params.restaurantId, req.query.fulfilment ?? 'delivery');
    return {
      status: 200,
      body: { timeZone: open.timeZone, slots: open.slots.map((slot) => ({ startsAt: slot.startsAt.toISOString(), endsAt: slot.endsAt.toISOString(), placesLeft: slot.placesLeft })) },
    };
  });
  return router;
}
