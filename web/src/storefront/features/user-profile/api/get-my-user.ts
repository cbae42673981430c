import { useAuth } from '../../../../shared/auth/auth-state';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useApi, type Api, type User } from '../../../../api/client';
import { ApiRequestError, expectData } from '../../../../api/expect-data';
import { notifyError } from '../../../../shared/ui/notify';

export const myUserQueryKey = ['my-user'] as const;

/** The signed-in user's record, or null when it does not exist yet (404). */
export async function getMyUser(api: Api): Promise<User | null> {
  try {
    return await expectData(api.GET('/api/my/user'), 'Failed to fetch user');
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 404) return null;
    throw error;
  }
}

export const myUserQueryOptions = (api: Api) =>
  queryOptions({ queryKey: myUserQueryKey, queryFn: () => getMyUser(api) });

export function useGetMyUser() {
  const api = useApi();
  const { isAuthenticated } = useAuth();
  const query = useQuery({ ...myUserQueryOptions(api), enabled: isAuthenticated });

  useEffect(() => {
    // One toast however many components read the user.
    if (query.error) notifyError(query.error.message, { id: 'fetch-user-error' });
  }, [query.error]);

  return { currentUser: query.data ?? undefined, isLoading: query.isLoading, error: query.error };
}
