import { useQuery } from '@tanstack/react-query';
import { api } from '../../api/client';
import { useAuth } from '../auth/auth-state';

/**
 * Whether the signed-in person is a courier of some restaurant (docs/product/team-and-roles.md
 * "Couriers"): the header and drawer show them the courier view. The owner area reads the same
 * role under the same key.
 */
export function useIsCourier(): boolean {
  const { isAuthenticated } = useAuth();
  const role = useQuery({
    queryKey: ['owner', 'role'],
    queryFn: async ({ signal }) => (await api.GET('/api/my/restaurant/role', { signal })).data ?? null,
    staleTime: 60_000,
    enabled: isAuthenticated,
  });
  return isAuthenticated && role.data?.role === 'courier';
}
