import { ContainerModule } from 'inversify';
import { all, provide, token } from '../../shared/di.js';
import { TOKENS } from '../../shared/tokens.js';
import { HTTP_ROUTERS } from '../../http/routes.js';
import { callerEmail } from '../../http/caller-email.js';
import { AccountsService } from './accounts-service.js';
import { KnexTeam } from './adapters/knex-team.js';
import { KnexUserRepository } from './adapters/knex-user-repository.js';
import { accountsRoutes } from './http/accounts-routes.js';
import { USER_REPOSITORY } from './ports.js';
import type { Membership, MemberRemovedListener, SendInvitationMail } from './team/team.js';
import { TeamService } from './team/team-service.js';

export { AccountsService, TeamService };
export { admits, RESTAURANT_POLICY, type RestaurantRole, type TeamRole } from './domain/restaurant-policy.js';
export type { InvitationMail, Membership, TeamInvitation, TeamMember } from './team/team.js';
export const ACCOUNTS_SERVICE = token<AccountsService>('accounts.AccountsService');
export const TEAM_SERVICE = token<TeamService>('accounts.TeamService');
/** The invitation e-mail, bound by the notifications module (it owns the mail path). */
export const INVITATION_MAIL = token<SendInvitationMail>('accounts.InvitationMail');
/** Told of each removal from a team, bound by modules that hold something open for members (ordering's live streams). */
export const MEMBER_REMOVED_LISTENERS = token<MemberRemovedListener>('accounts.MemberRemovedListeners');
/** The team a user is on and their role, read fresh; apart from TEAM_SERVICE, so the access port needs none of its listeners. */
export const MEMBERSHIP_OF = token<(auth0Id: string) => Promise<Membership | undefined>>('accounts.MembershipOf');
const TEAM = token<KnexTeam>('accounts.Team');

export const accountsModule = new ContainerModule(({ bind }) => {
  provide(bind, USER_REPOSITORY, [TOKENS.database, TOKENS.clock], (db, clock) => new KnexUserRepository(db, clock));
  provide(bind, ACCOUNTS_SERVICE, [USER_REPOSITORY], (users) => new AccountsService(users));
  provide(bind, HTTP_ROUTERS, [ACCOUNTS_SERVICE, TOKENS.config], (accounts, config) => accountsRoutes(accounts, callerEmail(config.auth)));
  provide(bind, TEAM, [TOKENS.database], (db) => new KnexTeam(db));
  provide(bind, MEMBERSHIP_OF, [TEAM], (team) => (auth0Id: string) => team.membershipOf(auth0Id));
  provide(
    bind,
    TEAM_SERVICE,
    [TEAM, USER_REPOSITORY, INVITATION_MAIL, all(MEMBER_REMOVED_LISTENERS), TOKENS.clock, TOKENS.logger],
    (team, users, mail, listeners, clock, logger) => new TeamService(team, users, mail, listeners ?? [], clock, logger),
  );
});
