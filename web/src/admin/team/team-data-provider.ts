import { api, type Schemas } from '../../api/client';
import { unwrap } from '../unwrap';

export type TeamMember = Schemas['TeamMember'];
export type TeamInvitation = Schemas['TeamInvitation'];
export type TeamRole = Schemas['TeamRole'];

/** A 204 has no body, which unwrap would take for a failure: the answer's status is what counts. */
const done = <T extends { data?: unknown }>(result: T) => ({ ...result, data: true as const });

/** The owner's team calls (docs/product/team-and-roles.md): typed custom methods beside react-admin's. */
export const teamMethods = {
  getTeam: ({ signal }: { signal?: AbortSignal } = {}) => unwrap(api.GET('/api/my/restaurant/team', { signal }), 'Failed to get your team'),
  invite: (body: { email: string; role: TeamRole }) => unwrap(api.POST('/api/my/restaurant/team/invitations', { body }), 'Unable to send the invitation'),
  revokeInvitation: (invitationId: string) =>
    unwrap(api.DELETE('/api/my/restaurant/team/invitations/{invitationId}', { params: { path: { invitationId } } }).then(done), 'Unable to revoke the invitation'),
  changeRole: (memberId: string, role: TeamRole) =>
    unwrap(api.PATCH('/api/my/restaurant/team/members/{memberId}', { params: { path: { memberId } }, body: { role } }), 'Unable to change the role'),
  removeMember: (memberId: string) =>
    unwrap(api.DELETE('/api/my/restaurant/team/members/{memberId}', { params: { path: { memberId } } }).then(done), 'Unable to remove the member'),
};

export type TeamMethods = typeof teamMethods;
