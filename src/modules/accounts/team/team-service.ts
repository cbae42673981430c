import { createHash, randomBytes } from 'node:crypto';
import type { Clock } from '../../../shared/clock.js';
import { AppError, ConflictError, ForbiddenError, NotFoundError } from '../../../shared/errors.js';
import { newId } from '../../../shared/ids.js';
import type { Logger } from '../../../shared/logger.js';
import type { KnexTeam } from '../adapters/knex-team.js';
import type { TeamRole } from '../domain/restaurant-policy.js';
import type { UserRepository } from '../ports.js';
import type { InvitingRestaurant, Membership, MemberRemovedListener, SendInvitationMail, TeamInvitation, TeamMember } from './team.js';

/** An invitation's link works for 7 days (docs/product/team-and-roles.md "Invitations"). */
export const INVITATION_VALID_MS = 7 * 24 * 60 * 60 * 1000;

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');
const sameAddress = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

class GoneError extends AppError {
  constructor(message: string) {
    super(410, 'GONE', message);
  }
}

/**
 * A restaurant's team: its members and invitations (docs/product/team-and-roles.md). The owner's
 * calls hand in the restaurant they act for, already checked against the policy table; this
 * module knows no restaurants.
 */
export class TeamService {
  constructor(
    private readonly team: KnexTeam,
    private readonly users: UserRepository,
    private readonly sendMail: SendInvitationMail,
    private readonly removedListeners: readonly MemberRemovedListener[],
    private readonly clock: Clock,
    private readonly logger: Logger,
  ) {}

  async teamOf(restaurantId: string): Promise<{ members: TeamMember[]; invitations: TeamInvitation[] }> {
    const [members, invitations] = await Promise.all([this.team.members(restaurantId), this.team.openInvitations(restaurantId, this.clock.now())]);
    return { members, invitations };
  }

  /** The restaurant's couriers, named as the desk shows them (their e-mail before they gave a name). */
  async couriersOf(restaurantId: string): Promise<Array<{ id: string; name: string; auth0Id: string }>> {
    return (await this.team.couriers(restaurantId)).map((m) => ({ id: m.id, name: m.name?.trim() || m.email, auth0Id: m.auth0Id }));
  }

  /** Keeps the invitation, then sends its e-mail; an e-mail not sent takes the invitation back (503). */
  async invite(restaurant: InvitingRestaurant, inviter: string, request: { email: string; role: TeamRole }): Promise<TeamInvitation> {
    const email = request.email.trim().toLowerCase();
    const now = this.clock.now();
    if (sameAddress(email, restaurant.ownerEmail)) throw new ConflictError(`${email} is the restaurant's owner`);
    if (await this.team.isMember(restaurant.id, email)) throw new ConflictError(`${email} is on the team already`);
    if (await this.team.hasOpenInvitation(restaurant.id, email, now)) throw new ConflictError(`${email} has an open invitation; revoke it first`);
    const invitedBy = (await this.users.findByAuth0Id(inviter))?.id;
    if (!invitedBy) throw new NotFoundError('User not found');
    const token = randomBytes(32).toString('base64url');
    const invitation = { id: newId(now), restaurantId: restaurant.id, email, role: request.role, invitedAt: now, expiresAt: new Date(now.getTime() + INVITATION_VALID_MS) };
    await this.team.addInvitation({ ...invitation, tokenHash: hashOf(token), invitedBy });
    try {
      await this.sendMail({ to: email, restaurantName: restaurant.name, role: request.role, token, expiresAt: invitation.expiresAt, invitationId: invitation.id });
    } catch (err) {
      this.logger.warn({ err, invitationId: invitation.id }, 'invitation e-mail not sent; the invitation is dropped');
      await this.team.dropInvitation(invitation.id);
      throw new AppError(503, 'SERVICE_UNAVAILABLE', 'The invitation e-mail could not be sent; try again');
    }
    return invitation;
  }

  async revoke(restaurantId: string, invitationId: string): Promise<void> {
    if (!(await this.team.revoke(restaurantId, invitationId, this.clock.now()))) throw new NotFoundError('Invitation not found');
  }

  async changeRole(restaurantId: string, memberId: string, role: TeamRole): Promise<TeamMember> {
    if (!(await this.team.changeRole(restaurantId, memberId, role))) throw new NotFoundError('Member not found');
    return (await this.team.member(restaurantId, memberId))!;
  }

  /** The member's next call is a stranger's; listeners end what they have open (the live stream). */
  async remove(restaurantId: string, memberId: string): Promise<void> {
    const member = await this.team.member(restaurantId, memberId);
    if (!member || !(await this.team.remove(restaurantId, memberId))) throw new NotFoundError('Member not found');
    for (const listener of this.removedListeners) listener({ auth0Id: member.auth0Id, restaurantId });
  }

  /**
   * Joins the invitation's team once (docs/product/team-and-roles.md "Invitations"): unknown or
   * revoked 404, used or expired 410, another address 403, someone with a restaurant 409.
   */
  async accept(caller: string, token: string, ownsRestaurant: (userId: string) => Promise<boolean>): Promise<Membership> {
    const invitation = await this.team.invitationByTokenHash(hashOf(token));
    const now = this.clock.now();
    if (!invitation || invitation.revokedAt) throw new NotFoundError('Invitation not found');
    if (invitation.acceptedAt) throw new GoneError('This invitation has been used already');
    if (invitation.expiresAt <= now) throw new GoneError('This invitation has expired');
    const user = await this.users.findByAuth0Id(caller);
    if (!user) throw new NotFoundError('User not found');
    if (!sameAddress(user.email, invitation.email)) throw new ForbiddenError('This invitation is for another e-mail address');
    if (await ownsRestaurant(user.id)) throw new ConflictError('You own a restaurant, so you cannot join another team');
    const outcome = await this.team.accept(invitation, user.id, newId(now), now);
    if (outcome === 'onATeam') throw new ConflictError('You are on a restaurant team already');
    if (outcome === 'gone') throw new GoneError('This invitation has been used already');
    return { restaurantId: invitation.restaurantId, role: invitation.role };
  }
}
