import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApi, type Schemas } from '../../../../api/client';
import { expectData } from '../../../../api/expect-data';
import { notifySuccess } from '../../../../shared/ui/notify';
import { notifyRefusal } from '../../../../shared/errors/refusal-text';
import { myOrdersQueryKey, type Order } from './get-my-orders';

export type ProblemReport = Schemas['OrderProblemReport'] & { photo?: File };

/**
 * docs/product/decisions.md "Order help": the report, then its photo if one was chosen. The list
 * takes each answer at once and is read again; a refusal toasts the server's words.
 */
export function useReportProblem(orderId: string, onSent: () => void) {
  const api = useApi();
  const queryClient = useQueryClient();
  const path = { params: { path: { orderId } } };
  const take = (order: Order) => queryClient.setQueryData<Order[]>(myOrdersQueryKey, (orders) => orders?.map((known) => (known._id === order._id ? order : known)));
  return useMutation({
    mutationFn: async ({ photo, ...body }: ProblemReport) => {
      const reported = await expectData(api.POST('/api/order/{orderId}/help', { ...path, body }), 'Unable to send your report');
      take(reported);
      if (!photo) return reported;
      // openapi-fetch types a file as a string; the body goes out as this FormData.
      const form = new FormData();
      form.append('photo', photo);
      return expectData(api.POST('/api/order/{orderId}/help/photo', { ...path, body: { photo: '' }, bodySerializer: () => form }), 'Unable to add your photo');
    },
    onSuccess: (order) => {
      take(order);
      notifySuccess('Report sent to the restaurant');
      onSent();
    },
    onError: notifyRefusal,
    onSettled: () => queryClient.invalidateQueries({ queryKey: myOrdersQueryKey }),
  });
}
