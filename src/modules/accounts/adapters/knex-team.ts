import type { Database } from '../../../shared/db/database.js';
import { fromDb, toDb } from '../../../shared/db/timestamps.js';
import { isUniqueViolation } from '../../../shared/db/unique-violation.js';
import type { TeamRole } from '../domain/restaurant-policy.js';
import type { Membership, TeamInvitation, TeamMember } from '../team/team.js';

interface InvitationRow {
  id: string;
  restaurant_id: string;
  email: string;
  role: TeamRole;
  token_hash: string;
  invited_by: string;
  created_at: string | Date;
  expires_at: string | Date;
  accepted_at: string | Date | null;
  revoked_at: string | Date | null;
}

const toInvitation = (row: InvitationRow): TeamInvitation => ({
  id: row.id,
  restaurantId: row.restaurant_id,
  email: row.email,
  role: row.role,
  invitedAt: fromDb(row.created_at),
  expiresAt: fromDb(row.expires_at),
  acceptedAt: row.accepted_at ? fromDb(row.accepted_at) : undefined,
  revokedAt: row.revoked_at ? fromDb(row.revoked_at) : undefined,
});

export type NewInvitation = Omit<TeamInvitation, 'acceptedAt' | 'revokedAt'> & { tokenHash: string; invitedBy: string };

/** memberships and team_invitations (migrations/20261203120000_team.ts), the accounts module's. */
export class KnexTeam {
  constructor(private readonly db: Database) {}

  async membershipOf(auth0Id: string): Promise<Membership | undefined> {
    const row = await this.db('memberships as m').join('users as u', 'u.id', 'm.user_id').where('u.auth0_id', auth0Id).first('m.restaurant_id', 'm.role');
    return row ? { restaurantId: row.restaurant_id, role: row.role } : undefined;
  }

  async members(restaurantId: string): Promise<TeamMember[]> {
    const rows = await this.memberRows(restaurantId).orderBy([{ column: 'm.created_at' }, { column: 'm.id' }]);
    return rows.map(toMember);
  }

  async member(restaurantId: string, memberId: string): Promise<(TeamMember & { auth0Id: string }) | undefined> {
    const row = await this.memberRows(restaurantId).where('m.id', memberId).first();
    return row ? { ...toMember(row), auth0Id: row.auth0_id } : undefined;
  }

  /** The restaurant's couriers, with who they sign in as (docs/product/team-and-roles.md "Couriers"). */
  async couriers(restaurantId: string): Promise<Array<TeamMember & { auth0Id: string }>> {
    const rows = await this.memberRows(restaurantId).where('m.role', 'courier').orderBy([{ column: 'u.name' }, { column: 'm.id' }]);
    return rows.map((row) => ({ ...toMember(row), auth0Id: row.auth0_id }));
  }

  async isMember(restaurantId: string, email: string): Promise<boolean> {
    return !!(await this.memberRows(restaurantId).whereRaw('lower(u.email) = ?', [email]).first());
  }

  async openInvitations(restaurantId: string, now: Date): Promise<TeamInvitation[]> {
    const rows = await this.open(now).where({ restaurant_id: restaurantId }).orderBy([{ column: 'created_at', order: 'desc' }, { column: 'id', order: 'desc' }]);
    return rows.map(toInvitation);
  }

  async hasOpenInvitation(restaurantId: string, email: string, now: Date): Promise<boolean> {
    return !!(await this.open(now).where({ restaurant_id: restaurantId, email }).first());
  }

  async invitationByTokenHash(tokenHash: string): Promise<TeamInvitation | undefined> {
    const row = await this.db<InvitationRow>('team_invitations').where({ token_hash: tokenHash }).first();
    return row ? toInvitation(row) : undefined;
  }

  async addInvitation(invitation: NewInvitation): Promise<void> {
    await this.db('team_invitations').insert({
      id: invitation.id,
      restaurant_id: invitation.restaurantId,
      email: invitation.email,
      role: invitation.role,
      token_hash: invitation.tokenHash,
      invited_by: invitation.invitedBy,
      created_at: toDb(invitation.invitedAt),
      expires_at: toDb(invitation.expiresAt),
    });
  }

  /** Undoes an invitation whose e-mail was not sent: nobody has its link. */
  async dropInvitation(id: string): Promise<void> {
    await this.db('team_invitations').where({ id }).delete();
  }

  async revoke(restaurantId: string, id: string, now: Date): Promise<boolean> {
    return (await this.open(now).where({ restaurant_id: restaurantId, id }).update({ revoked_at: toDb(now) })) > 0;
  }

  /**
   * Uses the invitation and makes the membership in one transaction. The conditional update lets
   * one of two accepts at once through; a user on a team already breaks the unique `user_id`.
   */
  async accept(invitation: TeamInvitation, userId: string, membershipId: string, now: Date): Promise<'joined' | 'gone' | 'onATeam'> {
    try {
      return await this.db.transaction(async (trx) => {
        const used = await trx('team_invitations')
          .where({ id: invitation.id })
          .whereNull('accepted_at')
          .whereNull('revoked_at')
          .where('expires_at', '>', toDb(now))
          .update({ accepted_at: toDb(now) });
        if (used === 0) return 'gone';
        await trx('memberships').insert({ id: membershipId, restaurant_id: invitation.restaurantId, user_id: userId, role: invitation.role, created_at: toDb(now) });
        return 'joined';
      });
    } catch (error) {
      if (isUniqueViolation(error)) return 'onATeam';
      throw error;
    }
  }

  async changeRole(restaurantId: string, memberId: string, role: TeamRole): Promise<boolean> {
    return (await this.db('memberships').where({ restaurant_id: restaurantId, id: memberId }).update({ role })) > 0;
  }

  async remove(restaurantId: string, memberId: string): Promise<boolean> {
    return (await this.db('memberships').where({ restaurant_id: restaurantId, id: memberId }).delete()) > 0;
  }

  private open(now: Date) {
    return this.db<InvitationRow>('team_invitations').whereNull('accepted_at').whereNull('revoked_at').where('expires_at', '>', toDb(now));
  }

  private memberRows(restaurantId: string) {
    return this.db('memberships as m')
      .join('users as u', 'u.id', 'm.user_id')
      .where('m.restaurant_id', restaurantId)
      .select('m.id', 'm.role', 'm.created_at', 'u.email', 'u.name', 'u.auth0_id');
  }
}

interface MemberRow {
  id: string;
  role: TeamRole;
  created_at: string | Date;
  email: string;
  name: string | null;
  auth0_id: string;
}

const toMember = (row: MemberRow): TeamMember => ({ id: row.id, email: row.email, name: row.name, role: row.role, joinedAt: fromDb(row.created_at) });
