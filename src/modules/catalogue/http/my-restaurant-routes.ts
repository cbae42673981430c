import { Router, type Request } from 'express';
import { callerOf } from '../../../http/request-context.js';
import type { MyRestaurantService, RestaurantSubmission } from '../my-restaurant-service.js';
import type { FileStorage } from '../ports.js';
import { toRestaurantResponse } from './restaurant-response.js';

const IMAGE_FIELD = 'imageFile';

/**
 * The multipart form as parsed by the contract's file uploader (after the token was
 * verified): text fields in req.body, at most one file, in the image field, in req.files.
 */
function submissionOf(req: Request): RestaurantSubmission {
  const [image] = Array.isArray(req.files) ? req.files : [];
  const { [IMAGE_FIELD]: _placeholder, ...fields } = (req.body ?? {}) as Record<string, unknown>;
  return { fields, image: image?.buffer };
}

/** GET/POST/PUT /api/my/restaurant: the signed-in user's own restaurant only. */
export function myRestaurantRoutes(service: MyRestaurantService, storage: FileStorage): Router {
  const router = Router();

  router.get('/api/my/restaurant', async (req, res) => {
    res.json(toRestaurantResponse(await service.get(callerOf(req)), storage));
  });

  router.post('/api/my/restaurant', async (req, res) => {
    const restaurant = await service.create(callerOf(req), submissionOf(req));
    res.status(201).json(toRestaurantResponse(restaurant, storage));
  });

  router.put('/api/my/restaurant', async (req, res) => {
    res.json(toRestaurantResponse(await service.update(callerOf(req), submissionOf(req)), storage));
  });

  return router;
}
