import { Router, type Request } from 'express';
import type { components } from '../../../generated/api.js';
import { toOpenStateResponse } from '../../../http/open-state-response.js';
import { contentRange } from '../../../http/simple-rest-query.js';
import { toStandingResponse } from '../../../http/standing-response.js';
import { typedRoute } from '../../../http/typed-route.js';
import type { Operator } from '../domain/audit.js';
import type { OperatorRestaurant, OperatorRestaurantsService } from '../restaurants-service.js';
import { parseRestaurantQuery } from './restaurant-query-params.js';

/** The console's restaurants: list, show, suspend, unlist, reinstate (docs/architecture/operator.md "Restaurants"). */
export function restaurantRoutes(restaurants: OperatorRestaurantsService, operatorOf: (req: Request) => Promise<Operator>): Router {
  const router = Router();

  typedRoute(router, 'get', '/api/operator/restaurants', async (req, res) => {
    const query = parseRestaurantQuery(req.query);
    const page = await restaurants.page(query);
    res.set('Content-Range', contentRange('restaurants', query.range.first, page.restaurants.length, page.total));
    return { status: 200, body: page.restaurants.map(restaurantResponse) };
  });

  typedRoute(router, 'get', '/api/operator/restaurants/{restaurantId}', async (req) => ({ status: 200, body: restaurantResponse(await restaurants.one(req.params.restaurantId)) }));

  typedRoute(router, 'post', '/api/operator/restaurants/{restaurantId}/suspend', async (req) => {
    const change = { kind: 'suspend' as const, reason: req.body.reason.trim() };
    return { status: 200, body: restaurantResponse(await restaurants.changeStanding(await operatorOf(req), req.params.restaurantId, change)) };
  });

  typedRoute(router, 'post', '/api/operator/restaurants/{restaurantId}/unlist', async (req) => {
    const change = { kind: 'unlist' as const, reason: req.body.reason.trim() };
    return { status: 200, body: restaurantResponse(await restaurants.changeStanding(await operatorOf(req), req.params.restaurantId, change)) };
  });

  typedRoute(router, 'post', '/api/operator/restaurants/{restaurantId}/reinstate', async (req) => ({
    status: 200,
    body: restaurantResponse(await restaurants.changeStanding(await operatorOf(req), req.params.restaurantId, { kind: 'reinstate' })),
  }));

  return router;
}

function restaurantResponse(r: OperatorRestaurant): components['schemas']['OverseenRestaurant'] {
  return {
    id: r.id,
    restaurantName: r.restaurantName,
    city: r.city,
    country: r.country,
    createdAt: r.createdAt.toISOString(),
    standing: toStandingResponse(r.standing),
    listed: !r.standing.suspended && !r.standing.unlisted,
    openState: toOpenStateResponse(r.openState),
    rating: r.rating,
    ordersThisWeek: r.ordersThisWeek,
    salesThisWeek: r.salesThisWeek,
  };
}

