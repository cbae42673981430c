import { Router } from 'express';
import type { AuthConfig } from '../../../config.js';
import { callerEmail } from '../../../http/caller-email.js';
import { typedRoute } from '../../../http/typed-route.js';

/**
 * The operator's console calls (docs/architecture/operator.md). The HTTP shell has refused
 * everyone but operators before any of these runs (src/http/operator-access.ts).
 */
export function operatorSessionRoutes(auth: AuthConfig): Router {
  const router = Router();
  const emailOf = callerEmail(auth);

  typedRoute(router, 'get', '/api/operator/session', async (req) => ({ status: 200, body: { email: await emailOf(req).catch(() => null) } }));

  return router;
}
