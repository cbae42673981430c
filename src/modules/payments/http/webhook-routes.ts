import { Router } from 'express';
import { rawBodyOf } from '../../../http/request-context.js';
import { typedRoute } from '../../../http/typed-route.js';
import type { PaymentWebhookService } from '../payment-webhook-service.js';

/** Bound to RAW_BODY_PATHS too: the signature covers the exact bytes sent. */
export const WEBHOOK_PATH = '/api/order/checkout/webhook';

/** Public (the contract declares no security): the signature is the authentication. */
export function webhookRoutes(webhooks: PaymentWebhookService): Router {
  const router = Router();
  typedRoute(router, 'post', WEBHOOK_PATH, async (req) => {
    await webhooks.receive(rawBodyOf(req), req.get('stripe-signature'));
    return { status: 200, body: { received: true } };
  });
  return router;
}
