import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApi } from '../../../../api/client';
import { expectData } from '../../../../api/expect-data';
import { notifySuccess } from '../../../../shared/ui/notify';
import { myOrdersQueryKey, type Order } from './get-my-orders';
import { notifyRefusal } from '../../../../shared/errors/refusal-text';

/**
 * docs/product/decisions.md "Customers cancel": a placed order, or a paid one the restaurant has not accepted
 * (refunded in full). The list takes the answer at once and is read again; a refusal (accepted meanwhile: 409)
 * toasts the server's words.
 */
export function useCancelOrder(onCancelled: () => void) {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (orderId: string) =>
      expectData(api.POST('/api/order/{orderId}/cancel', { params: { path: { orderId } } }), 'Unable to cancel the order'),
    onSuccess: (order) => {
      queryClient.setQueryData<Order[]>(myOrdersQueryKey, (orders) => orders?.map((known) => (known._id === order._id ? order : known)));
      notifySuccess('Order cancelled');
      onCancelled();
    },
    onError: notifyRefusal,
    onSettled: () => queryClient.invalidateQueries({ queryKey: myOrdersQueryKey }),
  });
}
