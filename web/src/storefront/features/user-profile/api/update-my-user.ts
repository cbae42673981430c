import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useApi, type Api, type Schemas } from '../../../../api/client';
import { expectData } from '../../../../api/expect-data';
import { notifyError, notifySuccess } from '../../../../shared/ui/notify';
import { myUserQueryKey } from './get-my-user';
import { notifyRefusal } from '../../../../shared/errors/refusal-text';

export type UpdateMyUserRequest = Schemas['UpdateUserRequest'];

export function updateMyUser(api: Api, body: UpdateMyUserRequest) {
  return expectData(api.PUT('/api/my/user', { body }), 'Failed to update user');
}

/** Saves the profile; the cached user (and so the form's defaults) follow the answer. */
export function useUpdateMyUser() {
  const api = useApi();
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: (body: UpdateMyUserRequest) => updateMyUser(api, body),
    onSuccess: (user) => {
      queryClient.setQueryData(myUserQueryKey, user);
      notifySuccess('User profile updated!');
    },
    onError: notifyRefusal,
  });
  return { updateUser: mutation.mutateAsync, isPending: mutation.isPending };
}

/**
 * Checkout's 'Save these details to my profile' (docs/product/screens.md "Restaurant detail"): the
 * same call without the success toast, as the page is about to leave for payment. A failure is
 * said in a toast and rejects, so checkout stops with the form as typed.
 */
export function useSaveToProfile() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useCallback(
    async (body: UpdateMyUserRequest) => {
      try {
        queryClient.setQueryData(myUserQueryKey, await updateMyUser(api, body));
      } catch (error) {
        if (error instanceof Error) notifyRefusal(error);
        else notifyError('Failed to update user');
        throw error;
      }
    },
    [api, queryClient],
  );
}
