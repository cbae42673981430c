import { Router } from 'express';
import type { operations } from '../../../generated/api.js';
import type { CatalogueService } from '../catalogue-service.js';
import type { FileStorage } from '../ports.js';
import { toRestaurantResponse } from './restaurant-response.js';

type SearchQuery = NonNullable<operations['searchRestaurants']['parameters']['query']>;
type SearchResponse = operations['searchRestaurants']['responses'][200]['content']['application/json'];

/** The public catalogue calls; the contract has validated and coerced the parameters. */
export function restaurantRoutes(catalogue: CatalogueService, storage: FileStorage): Router {
  const router = Router();

  router.get('/api/restaurant/cities/all', async (_req, res) => {
    res.json({ cities: await catalogue.cities() });
  });

  router.get('/api/restaurant/search/:city', async (req, res) => {
    const query = req.query as SearchQuery;
    const { restaurants, pagination } = await catalogue.search({ city: req.params.city, ...query });
    const body: SearchResponse = { data: restaurants.map((r) => toRestaurantResponse(r, storage)), pagination };
    res.json(body);
  });

  router.get('/api/restaurant/:restaurantId', async (req, res) => {
    res.json(toRestaurantResponse(await catalogue.restaurant(req.params.restaurantId), storage));
  });

  return router;
}
