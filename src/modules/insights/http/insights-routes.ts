import { Router, type Request, type Response } from 'express';
import type { components, operations } from '../../../generated/api.js';
import { callerOf } from '../../../http/request-context.js';
import type { DatabaseStatus } from '../database-status.js';
import { DEFAULT_TIME_RANGE, type TimeRange } from '../domain/time-window.js';
import type { InsightsService } from '../insights-service.js';

type RangeQuery = NonNullable<operations['getBusinessInsights']['parameters']['query']>;
type InsightsResponse = components['schemas']['BusinessInsights'];
type DbTestResponse = components['schemas']['DbTest'];
type DebugIdsResponse = components['schemas']['DebugIds'];

export interface InsightsRouteOptions {
  /** debug-orders and debug-restaurants exist outside production only. */
  debug: boolean;
  databaseStatus(): Promise<DatabaseStatus>;
}

/** The contract has already refused any other value (400). */
function rangeOf(req: Request): TimeRange {
  return (req.query as RangeQuery).timeRange ?? DEFAULT_TIME_RANGE;
}

const send = <T>(res: Response, body: T) => res.json(body);

export function insightsRoutes(insights: InsightsService, options: InsightsRouteOptions): Router {
  const router = Router();

  // Sent as the stored JSON text. Unlike res.json, send is not checked against the contract
  // by the tests' response validator: the API tests compare this answer in full instead.
  router.get('/api/business-insights', async (req, res) => {
    res.type('json').send(await insights.forOwner(callerOf(req), rangeOf(req)));
  });

  router.get('/api/business-insights/test', (req, res) => {
    send<InsightsResponse>(res, insights.demo(rangeOf(req)));
  });

  router.get('/api/business-insights/db-test', async (_req, res) => {
    const status = await options.databaseStatus();
    res.status(status.status === 'connected' ? 200 : 503);
    send<DbTestResponse>(res, status);
  });

  // In production the paths stay unrouted and answer 404 like any unknown API path.
  if (options.debug) {
    router.get('/api/business-insights/debug-orders', async (_req, res) => {
      send<DebugIdsResponse>(res, await insights.debugOrders());
    });
    router.get('/api/business-insights/debug-restaurants', async (_req, res) => {
      send<DebugIdsResponse>(res, await insights.debugRestaurants());
    });
  }

  return router;
}
