import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import { api } from '../../api/client';
import type { OwnerDataProvider } from '../data-provider';
import type { TeamRole } from './team-data-provider';

const TEAM_QUERY_KEY = ['owner', 'team'] as const;

/** The caller's role at the restaurant they act for, so the owner area shows them their part; none without a restaurant. */
export function useMyRole() {
  return useQuery({
    queryKey: ['owner', 'role'],
    queryFn: async ({ signal }) => (await api.GET('/api/my/restaurant/role', { signal })).data ?? null,
    staleTime: 60_000,
  });
}

export function useTeam() {
  const dataProvider = useDataProvider<OwnerDataProvider>();
  return useQuery({ queryKey: TEAM_QUERY_KEY, queryFn: ({ signal }) => dataProvider.getTeam({ signal }) });
}

/** Each change reads the team again: the server's list is the one shown. */
function useTeamChange<A, R>(change: (dataProvider: OwnerDataProvider, args: A) => Promise<R>) {
  const dataProvider = useDataProvider<OwnerDataProvider>();
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: (args: A) => change(dataProvider, args), onSettled: () => queryClient.invalidateQueries({ queryKey: TEAM_QUERY_KEY }) });
}

export const useInvite = () => useTeamChange((p, body: { email: string; role: TeamRole }) => p.invite(body));
export const useRevokeInvitation = () => useTeamChange((p, invitationId: string) => p.revokeInvitation(invitationId));
export const useChangeRole = () => useTeamChange((p, { memberId, role }: { memberId: string; role: TeamRole }) => p.changeRole(memberId, role));
export const useRemoveMember = () => useTeamChange((p, memberId: string) => p.removeMember(memberId));
