import { Router } from 'express';
import type { components } from '../../../generated/api.js';
import type { CallerEmail } from '../../../http/caller-email.js';
import { callerOf } from '../../../http/request-context.js';
import { withoutUndefined } from '../../../http/routes.js';
import { typedRoute } from '../../../http/typed-route.js';
import type { AccountsService } from '../accounts-service.js';
import type { User } from '../domain/user.js';

type UserResponse = components['schemas']['User'];

function toResponse(user: User): UserResponse {
  const { id, ...rest } = user;
  return withoutUndefined({ _id: id, ...rest });
}

export function accountsRoutes(accounts: AccountsService, emailOf: CallerEmail): Router {
  const router = Router();

  typedRoute(router, 'get', '/api/my/user', async (req) => ({ status: 200, body: toResponse(await accounts.getCurrentUser(callerOf(req))) }));

  typedRoute(router, 'post', '/api/my/user', async (req) => {
    // The e-mail is the identity provider's: a body could name anyone's address.
    const { user, created } = await accounts.createCurrentUser(callerOf(req), req.body.auth0Id, () => emailOf(req));
    return { status: created ? 201 : 200, body: toResponse(user) };
  });

  typedRoute(router, 'put', '/api/my/user', async (req) => ({ status: 200, body: toResponse(await accounts.updateCurrentUser(callerOf(req), req.body)) }));

  return router;
}
