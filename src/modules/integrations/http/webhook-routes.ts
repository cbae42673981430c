import { Router } from 'express';
import { callerOf } from '../../../http/request-context.js';
import { typedRoute } from '../../../http/typed-route.js';
import type { WebhooksService } from '../webhooks-service.js';

/** The owner's webhook endpoints (docs/architecture/webhooks.md). */
export function webhookRoutes(webhooks: WebhooksService): Router {
  const router = Router();

  typedRoute(router, 'post', '/api/my/restaurant/webhooks', async (req) => {
    const { id, url, secret, createdAt } = await webhooks.register(callerOf(req), req.body.url);
    return { status: 201, body: { id, url, secret, createdAt: createdAt.toISOString() } };
  });

  typedRoute(router, 'get', '/api/my/restaurant/webhooks', async (req) => {
    const endpoints = await webhooks.list(callerOf(req));
    return {
      status: 200,
      body: endpoints.map((endpoint) => ({
        ...endpoint,
        createdAt: endpoint.createdAt.toISOString(),
        deliveries: endpoint.deliveries.map((attempt) => ({ ...attempt, at: attempt.at.toISOString() })),
      })),
    };
  });

  typedRoute(router, 'delete', '/api/my/restaurant/webhooks/{webhookId}', async (req) => {
    await webhooks.remove(callerOf(req), req.params.webhookId);
    return { status: 204 };
  });

  return router;
}
