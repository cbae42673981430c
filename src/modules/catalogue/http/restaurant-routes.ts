import { Router } from 'express';
import { typedRoute } from '../../../http/typed-route.js';
import type { AvailabilityService } from '../availability-service.js';
import type { CatalogueService } from '../catalogue-service.js';
import type { FileStorage } from '../ports.js';
import { toDeliveryTermsResponse } from './delivery-area-response.js';
import { toRestaurantResponse } from './restaurant-response.js';
import { searchInput } from './search-input.js';
import { searchBody } from './search-response.js';

/** The public catalogue calls, each behind the contract's validator (docs/architecture/request-path.md). */
export function restaurantRoutes(catalogue: CatalogueService, availability: AvailabilityService, storage: FileStorage): Router {
  const router = Router();

  typedRoute(router, 'get', '/api/restaurant/cities/all', async () => ({ status: 200, body: { cities: await catalogue.cities() } }));

  typedRoute(router, 'get', '/api/restaurant/search/{city}', async (req) => {
    return { status: 200, body: await searchBody(catalogue, storage, searchInput(req.params.city, req.query)) };
  });

  typedRoute(router, 'get', '/api/restaurant/{restaurantId}/delivery-terms', async (req) => {
    const { postcode, terms } = await catalogue.deliveryTermsAt(req.params.restaurantId, req.query.postcode);
    return { status: 200, body: toDeliveryTermsResponse(postcode, terms) };
  });

  typedRoute(router, 'get', '/api/restaurant/{restaurantId}', async (req) => {
    const restaurant = await catalogue.restaurant(req.params.restaurantId);
    const { at, ...service } = await availability.shownService(restaurant.id);
    return { status: 200, body: toRestaurantResponse(restaurant, storage, at, service) };
  });

  return router;
}
