import { useQuery } from '@tanstack/react-query';
import { api } from '../../api/client';
import { useAuth } from '../auth/auth-state';

/** The header's own read of the role: the owner area's is read afresh when it opens, apart from this one. */
export const HEADER_ROLE_KEY = ['header', 'role'] as const;

/**
 * Whether the signed-in person is a courier of some restaurant (docs/product/team-and-roles.md
 * "Couriers"): the header and drawer show them the courier view.
 */
export function useIsCourier(): boolean {
  const { isAuthenticated } = useAuth();
  const role = useQuery({
    queryKey: HEADER_ROLE_KEY,
    queryFn: async ({ signal }) => (await api.GET('/api/my/restaurant/role', { signal })).data ?? null,
    staleTime: 60_000,
    enabled: isAuthenticated,
  });
  return isAuthenticated && role.data?.role === 'courier';
}
