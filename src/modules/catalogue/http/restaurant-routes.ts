import { Router } from 'express';
import type { CatalogueService } from '../catalogue-service.js';
import type { FileStorage } from '../ports.js';
import { toRestaurantResponse } from './restaurant-response.js';
import { searchBody } from './search-response.js';

/** The public catalogue calls. Search parses its own parameters (see parseSearchInput). */
export function restaurantRoutes(catalogue: CatalogueService, storage: FileStorage): Router {
  const router = Router();

  router.get('/api/restaurant/cities/all', async (_req, res) => {
    res.json({ cities: await catalogue.cities() });
  });

  router.get('/api/restaurant/search/:city', async (req, res) => {
    const query = new URL(req.originalUrl, 'http://localhost').searchParams;
    res.type('json').send(await searchBody(catalogue, storage, req.params.city, query));
  });

  router.get('/api/restaurant/:restaurantId', async (req, res) => {
    res.json(toRestaurantResponse(await catalogue.restaurant(req.params.restaurantId), storage));
  });

  return router;
}
