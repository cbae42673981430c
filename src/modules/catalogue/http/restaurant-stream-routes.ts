import { Router } from 'express';
import { expressPath } from '../../../http/typed-route.js';
import { STREAM_HEADERS } from '../../../shared/live/sse.js';
import type { CatalogueService } from '../catalogue-service.js';
import type { RestaurantStreams } from '../live/restaurant-streams.js';

/** A restaurant's changes as server-sent events, for its public page (docs/architecture/live.md "A restaurant's changes"). */
export function restaurantStreamRoutes(catalogue: CatalogueService, streams: RestaurantStreams): Router {
  const router = Router();
  router.get(expressPath('/api/restaurant/{restaurantId}/events'), async (req, res) => {
    // An unknown restaurant is 404 before any stream opens.
    const restaurant = await catalogue.restaurant(String(req.params.restaurantId));
    if (req.method === 'HEAD') return void res.writeHead(200, STREAM_HEADERS).end();
    await streams.serve(res, restaurant.id);
  });
  return router;
}
