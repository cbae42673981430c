import { Router, type Request } from 'express';
import type { AuthConfig } from '../../../config.js';
import { callerEmail } from '../../../http/caller-email.js';
import { callerOf } from '../../../http/request-context.js';
import { typedRoute } from '../../../http/typed-route.js';
import type { Operator } from '../domain/audit.js';

/** The operator acting, as the audit log names them: the token's subject and the provider's e-mail (null when it gives none). */
export function operatorOfRequest(auth: AuthConfig): (req: Request) => Promise<Operator> {
  const emailOf = callerEmail(auth);
  return async (req) => ({ sub: callerOf(req), email: await emailOf(req).catch(() => null) });
}

/**
 * The operator's console calls (docs/architecture/operator.md). The HTTP shell has refused
 * everyone but operators before any of these runs (src/http/operator-access.ts).
 */
export function operatorSessionRoutes(auth: AuthConfig): Router {
  const router = Router();
  const operatorOf = operatorOfRequest(auth);

  typedRoute(router, 'get', '/api/operator/session', async (req) => ({ status: 200, body: { email: (await operatorOf(req)).email } }));

  return router;
}
