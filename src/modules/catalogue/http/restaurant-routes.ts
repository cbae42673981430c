import { Router } from 'express';
import { typedRoute } from '../../../http/typed-route.js';
import type { AvailabilityService } from '../availability-service.js';
import type { CatalogueService } from '../catalogue-service.js';
import type { FileStorage } from '../ports.js';
import { toRestaurantResponse } from './restaurant-response.js';
import { searchBody } from './search-response.js';

/** The public catalogue calls. Search checks its parameters as its fast path does (search-input.ts). */
export function restaurantRoutes(catalogue: CatalogueService, availability: AvailabilityService, storage: FileStorage): Router {
  const router = Router();

  typedRoute(router, 'get', '/api/restaurant/cities/all', async () => ({ status: 200, body: { cities: await catalogue.cities() } }));

  typedRoute(router, 'get', '/api/restaurant/search/{city}', async (req) => {
    const query = new URL(req.originalUrl, 'http://localhost').searchParams;
    return { status: 200, body: await searchBody(catalogue, storage, req.params.city, query) };
  });

  typedRoute(router, 'get', '/api/restaurant/{restaurantId}', async (req) => {
    const restaurant = await catalogue.restaurant(req.params.restaurantId);
    const { at, ...service } = await availability.openState(restaurant.id);
    return { status: 200, body: toRestaurantResponse(restaurant, storage, at, service) };
  });

  return router;
}
