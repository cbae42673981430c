import { Router } from 'express';
import type { components } from '../../../generated/api.js';
import { callerOf } from '../../../http/request-context.js';
import { typedRoute } from '../../../http/typed-route.js';
import type { AccountsService, TeamInvitation, TeamMember, TeamService } from '../../accounts/index.js';
import type { RestaurantRepository } from '../ports.js';
import type { RestaurantAccess } from '../restaurant-access.js';

const toMember = (m: TeamMember): components['schemas']['TeamMember'] => ({ id: m.id, email: m.email, name: m.name, role: m.role, joinedAt: m.joinedAt.toISOString() });
const toInvitation = (i: TeamInvitation): components['schemas']['TeamInvitation'] => ({
  id: i.id,
  email: i.email,
  role: i.role,
  invitedAt: i.invitedAt.toISOString(),
  expiresAt: i.expiresAt.toISOString(),
});

/**
 * The owner's team calls and joining a team (docs/product/team-and-roles.md). Catalogue serves
 * them because it knows the restaurant: the caller's is looked up through the one access port,
 * whose policy table keeps them the owner's; accounts keeps the members and invitations.
 */
export function teamRoutes(access: RestaurantAccess, team: TeamService, accounts: AccountsService, restaurants: RestaurantRepository): Router {
  const router = Router();

  typedRoute(router, 'get', '/api/my/restaurant/role', async (req) => {
    const id = await access.requireRestaurantId(callerOf(req));
    return { status: 200, body: { restaurantId: id, role: (await access.roleOf(callerOf(req)))!.role } };
  });

  typedRoute(router, 'get', '/api/my/restaurant/team', async (req) => {
    const { members, invitations } = await team.teamOf(await access.requireRestaurantId(callerOf(req)));
    return { status: 200, body: { members: members.map(toMember), invitations: invitations.map(toInvitation) } };
  });

  typedRoute(router, 'post', '/api/my/restaurant/team/invitations', async (req) => {
    const caller = callerOf(req);
    const restaurant = (await restaurants.findById(await access.requireRestaurantId(caller)))!;
    const owner = await accounts.getCurrentUser(caller);
    const invitation = await team.invite({ id: restaurant.id, name: restaurant.restaurantName, ownerEmail: owner.email }, caller, req.body);
    return { status: 201, body: toInvitation(invitation) };
  });

  typedRoute(router, 'delete', '/api/my/restaurant/team/invitations/{invitationId}', async (req) => {
    await team.revoke(await access.requireRestaurantId(callerOf(req)), req.params.invitationId);
    return { status: 204 };
  });

  typedRoute(router, 'patch', '/api/my/restaurant/team/members/{memberId}', async (req) => {
    const member = await team.changeRole(await access.requireRestaurantId(callerOf(req)), req.params.memberId, req.body.role);
    return { status: 200, body: toMember(member) };
  });

  typedRoute(router, 'delete', '/api/my/restaurant/team/members/{memberId}', async (req) => {
    await team.remove(await access.requireRestaurantId(callerOf(req)), req.params.memberId);
    return { status: 204 };
  });

  typedRoute(router, 'post', '/api/team/invitations/{token}/accept', async (req) => {
    const joined = await team.accept(callerOf(req), req.params.token, async (userId) => !!(await restaurants.findIdByOwner(userId)));
    return { status: 200, body: joined };
  });

  return router;
}
