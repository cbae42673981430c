import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useApi, type Api } from '../../../../api/client';
import { expectData } from '../../../../api/expect-data';
import { notifySlotRefusal, slotRefusalText } from '../../../../shared/orders/slot-refusal';
import { useLeavePage } from '../../../../shared/ui/use-leave-page';
import { myOrdersQueryKey } from './get-my-orders';
import { notifyRefusal } from '../../../../shared/errors/refusal-text';

/** The hosted checkout of a placed order: its open session, or a new one once that expired. */
export function resumePayment(api: Api, orderId: string) {
  return expectData(
    api.POST('/api/order/{orderId}/checkout-session', { params: { path: { orderId } } }),
    'Unable to create checkout session',
  );
}

/**
 * 'Complete Payment': sends the browser to the checkout; pending from the click until the
 * page has gone. A failure toasts and reloads the list (an order paid meanwhile shows so); an order
 * for later whose hold ran out says to check out again for another time (docs/product/decisions.md
 * "Orders for later").
 */
export function useResumePayment() {
  const api = useApi();
  const queryClient = useQueryClient();
  const { isLeaving, isBlocked, leaveFor } = useLeavePage();
  const mutation = useMutation({
    mutationFn: (orderId: string) => resumePayment(api, orderId),
    onError: (error) => {
      const refused = slotRefusalText(error);
      if (refused) notifySlotRefusal(refused);
      else notifyRefusal(error);
      void queryClient.invalidateQueries({ queryKey: myOrdersQueryKey });
    },
  });
  const { mutateAsync } = mutation;
  const resume = useCallback(
    (orderId: string) => leaveFor(async () => (await mutateAsync(orderId)).url).catch(() => undefined),
    [leaveFor, mutateAsync],
  );
  // Pending: this order's button; blocked: every button, once the page is on its way out.
  return { resumePayment: resume, isPending: mutation.isPending || isLeaving, isBlocked };
}
