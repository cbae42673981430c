import { Router } from 'express';
import type { components } from '../../../generated/api.js';
import { callerOf } from '../../../http/request-context.js';
import { JsonText, typedRoute } from '../../../http/typed-route.js';
import type { DatabaseStatus } from '../database-status.js';
import type { InsightsJson } from '../domain/insights.js';
import { DEFAULT_TIME_RANGE, type TimeRange } from '../domain/time-window.js';
import type { InsightsService } from '../insights-service.js';

type InsightsResponse = components['schemas']['BusinessInsights'];

export interface InsightsRouteOptions {
  /** debug-orders and debug-restaurants exist outside production only. */
  debug: boolean;
  databaseStatus(): Promise<DatabaseStatus>;
}

/** The contract has already refused any other value (400). */
const rangeOf = (query: { timeRange?: TimeRange }): TimeRange => query.timeRange ?? DEFAULT_TIME_RANGE;

/** A stored snapshot is the JSON text of the domain's BusinessInsights (insightsJson), sent as stored. */
const storedAnswer = (json: InsightsJson) => JsonText.written<InsightsResponse>(json);

export function insightsRoutes(insights: InsightsService, options: InsightsRouteOptions): Router {
  const router = Router();

  // Sent as the stored JSON text. Unlike res.json, send is not checked against the contract
  // by the tests' response validator: the API tests compare this answer in full instead.
  typedRoute(router, 'get', '/api/business-insights', async (req) => ({
    status: 200,
    body: storedAnswer(await insights.forOwner(callerOf(req), rangeOf(req.query))),
  }));

  typedRoute(router, 'get', '/api/business-insights/test', (req) => ({ status: 200, body: insights.demo(rangeOf(req.query)) }));

  typedRoute(router, 'get', '/api/business-insights/db-test', async () => {
    const status = await options.databaseStatus();
    return { status: status.status === 'connected' ? 200 : 503, body: status };
  });

  // In production the paths stay unrouted and answer 404 like any unknown API path.
  if (options.debug) {
    typedRoute(router, 'get', '/api/business-insights/debug-orders', async () => ({ status: 200, body: await insights.debugOrders() }));
    typedRoute(router, 'get', '/api/business-insights/debug-restaurants', async () => ({ status: 200, body: await insights.debugRestaurants() }));
  }

  return router;
}
