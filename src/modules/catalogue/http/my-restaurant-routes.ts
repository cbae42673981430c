import { Router } from 'express';
import type { operations } from '../../../generated/api.js';
import { callerOf } from '../../../http/request-context.js';
import { typedRoute, type TypedRequest } from '../../../http/typed-route.js';
import type { Clock } from '../../../shared/clock.js';
import type { MyRestaurantService, RestaurantSubmission } from '../my-restaurant-service.js';
import type { FileStorage } from '../ports.js';
import type { Restaurant } from '../domain/restaurant.js';
import { toRestaurantResponse } from './restaurant-response.js';
import { toStandingResponse } from '../../../http/standing-response.js';

/** Create and update take the same form (the contract's RestaurantForm). */
type FormRequest = TypedRequest<operations['updateMyRestaurant']>;

/**
 * The multipart form as parsed by the contract's file uploader (after the token was
 * verified): text fields in req.body, at most one file, in the image field, in req.files.
 */
function submissionOf(req: FormRequest): RestaurantSubmission {
  const [image] = Array.isArray(req.files) ? req.files : [];
  const { imageFile: _placeholder, ...fields } = req.body ?? {};
  return { fields, image: image?.buffer };
}

/** The public answer plus what only the owner sees: their new-order e-mail opt-in, and whether an operator suspended or unlisted it. */
function ownAnswer(restaurant: Restaurant, storage: FileStorage, clock: Clock) {
  return { ...toRestaurantResponse(restaurant, storage, clock.now()), emailNewOrders: restaurant.emailNewOrders, standing: toStandingResponse(restaurant.standing) };
}

/** GET/POST/PUT /api/my/restaurant and PUT .../menu: the restaurant the caller acts for only. */
export function myRestaurantRoutes(service: MyRestaurantService, storage: FileStorage, clock: Clock): Router {
  const router = Router();

  typedRoute(router, 'get', '/api/my/restaurant', async (req) => ({ status: 200, body: ownAnswer(await service.get(callerOf(req)), storage, clock) }));

  typedRoute(router, 'post', '/api/my/restaurant', async (req) => {
    const restaurant = await service.create(callerOf(req), submissionOf(req));
    return { status: 201, body: ownAnswer(restaurant, storage, clock) };
  });

  typedRoute(router, 'put', '/api/my/restaurant', async (req) => ({
    status: 200,
    body: ownAnswer(await service.update(callerOf(req), submissionOf(req)), storage, clock),
  }));

  typedRoute(router, 'put', '/api/my/restaurant/menu', async (req) => ({
    status: 200,
    body: ownAnswer(await service.replaceMenu(callerOf(req), req.body ?? {}), storage, clock),
  }));

  return router;
}
