import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApi, type Api, type Schemas } from '../../../../api/client';
import { expectData } from '../../../../api/expect-data';
import { myUserQueryKey } from './get-my-user';
import { notifyRefusal } from '../../../../shared/errors/refusal-text';

export type CreateMyUserRequest = Schemas['CreateUserRequest'];

/** Creates the record of the signed-in user; the server answers the existing one on repeats. */
export function createMyUser(api: Api, body: CreateMyUserRequest) {
  return expectData(api.POST('/api/my/user', { body }), 'Failed to create user');
}

export function useCreateMyUser() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateMyUserRequest) => createMyUser(api, body),
    onSuccess: (user) => queryClient.setQueryData(myUserQueryKey, user),
    onError: notifyRefusal,
  });
}
