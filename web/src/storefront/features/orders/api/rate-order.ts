import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApi } from '../../../../api/client';
import { expectData } from '../../../../api/expect-data';
import { notifySuccess } from '../../../../shared/ui/notify';
import { myOrdersQueryKey, type Order } from './get-my-orders';
import { notifyRefusal } from '../../../../shared/errors/refusal-text';

/**
 * docs/product/decisions.md "After the order": a delivered order is rated once within 14 days. The
 * order takes the review at once and the list is read again; a refusal toasts the server's words.
 */
export function useRateOrder(orderId: string) {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { rating: number; comment?: string }) =>
      expectData(api.POST('/api/order/{orderId}/review', { params: { path: { orderId } }, body }), 'Unable to save your rating'),
    onSuccess: (review) => {
      queryClient.setQueryData<Order[]>(myOrdersQueryKey, (orders) => orders?.map((order) => (order._id === orderId ? { ...order, review } : order)));
      notifySuccess('Thank you for your rating');
    },
    onError: notifyRefusal,
    onSettled: () => queryClient.invalidateQueries({ queryKey: myOrdersQueryKey }),
  });
}
