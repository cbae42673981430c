import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, type ApiError, type Schemas } from '../../../../api/client';

export type CourierDelivery = Schemas['CourierDelivery'];

const DELIVERIES_KEY = ['courier', 'deliveries'] as const;
/** docs/product/team-and-roles.md "Couriers": the list is read again this often, so new and claimed deliveries show. */
const DELIVERIES_POLL_MS = 15_000;

export function useCourierDeliveries() {
  return useQuery({
    queryKey: DELIVERIES_KEY,
    queryFn: async ({ signal }) => {
      const { data, error } = await api.GET('/api/courier/deliveries', { signal });
      if (!data) throw new Error((error as ApiError | undefined)?.message ?? 'Failed to get deliveries');
      return data;
    },
    refetchInterval: DELIVERIES_POLL_MS,
  });
}

export type DeliveryStep =
  | { kind: 'claim' }
  | { kind: 'pickedUp' }
  | { kind: 'delivered'; code: string }
  | { kind: 'photo'; photo: File }
  | { kind: 'failed'; reason: string };

function send(orderId: string, step: DeliveryStep) {
  const path = { params: { path: { orderId } } };
  switch (step.kind) {
    case 'claim':
      return api.POST('/api/courier/deliveries/{orderId}/claim', path);
    case 'pickedUp':
      return api.POST('/api/courier/deliveries/{orderId}/picked-up', path);
    case 'delivered':
      return api.POST('/api/courier/deliveries/{orderId}/delivered', { ...path, body: { code: step.code } });
    case 'photo': {
      // openapi-fetch types a file as a string; the body goes out as this FormData.
      const form = new FormData();
      form.append('photo', step.photo);
      return api.POST('/api/courier/deliveries/{orderId}/delivered', { ...path, body: { photo: '' }, bodySerializer: () => form });
    }
    case 'failed':
      return api.POST('/api/courier/deliveries/{orderId}/failed', { ...path, body: { reason: step.reason } });
  }
}

/** One step of one delivery; the list is read again after it, whatever the answer. */
export function useDeliveryStep(orderId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (step: DeliveryStep) => {
      const { data, error } = await send(orderId, step);
      const refusal = error as ApiError | undefined;
      // A field's own message reads better on a phone than the whole "code: ..." line.
      if (!data) throw new Error(refusal?.details?.[0]?.message ?? refusal?.message ?? 'Something went wrong. Please try again.');
      return data;
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: DELIVERIES_KEY }),
  });
}
