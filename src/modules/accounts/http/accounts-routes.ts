import { Router } from 'express';
import type { components } from '../../../generated/api.js';
import type { CallerEmail } from '../../../http/caller-email.js';
import { callerOf } from '../../../http/request-context.js';
import { withoutUndefined } from '../../../http/routes.js';
import type { AccountsService } from '../accounts-service.js';
import type { User } from '../domain/user.js';

type UserResponse = components['schemas']['User'];
type CreateUserRequest = components['schemas']['CreateUserRequest'];
type UpdateUserRequest = components['schemas']['UpdateUserRequest'];

function toResponse(user: User): UserResponse {
  const { id, ...rest } = user;
  return withoutUndefined({ _id: id, ...rest });
}

export function accountsRoutes(accounts: AccountsService, emailOf: CallerEmail): Router {
  const router = Router();

  router.get('/api/my/user', async (req, res) => {
    res.json(toResponse(await accounts.getCurrentUser(callerOf(req))));
  });

  router.post('/api/my/user', async (req, res) => {
    const body = req.body as CreateUserRequest;
    // The e-mail is the identity provider's: a body could name anyone's address.
    const { user, created } = await accounts.createCurrentUser(callerOf(req), body.auth0Id, () => emailOf(req));
    res.status(created ? 201 : 200).json(toResponse(user));
  });

  router.put('/api/my/user', async (req, res) => {
    const body = req.body as UpdateUserRequest;
    res.json(toResponse(await accounts.updateCurrentUser(callerOf(req), body)));
  });

  return router;
}
