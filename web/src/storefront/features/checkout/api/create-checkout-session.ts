import { useMutation } from '@tanstack/react-query';
import { useApi, type Api, type Schemas } from '../../../../api/client';
import { expectData } from '../../../../api/expect-data';
import { notifyError } from '../../../../shared/ui/notify';

export type CheckoutSessionRequest = Schemas['CheckoutSessionRequest'];
export type DeliveryDetails = CheckoutSessionRequest['deliveryDetails'];

export interface CheckoutLine {
  _id: string;
  name: string;
  quantity: number;
}

/** Spec §7: menu item ids and quantities as text; the server prices every line itself. */
export function toCheckoutRequest(restaurantId: string, lines: readonly CheckoutLine[], deliveryDetails: DeliveryDetails): CheckoutSessionRequest {
  return {
    restaurantId,
    cartItems: lines.map((line) => ({ menuItemId: line._id, name: line.name, quantity: String(line.quantity) })),
    deliveryDetails,
  };
}

export function createCheckoutSession(api: Api, body: CheckoutSessionRequest) {
  return expectData(api.POST('/api/order/checkout/create-checkout-session', { body }), 'Unable to create checkout session');
}

/** Spec §4: on success the browser goes to the hosted checkout the server returned. */
export function useCreateCheckoutSession() {
  const api = useApi();
  const mutation = useMutation({
    mutationFn: (body: CheckoutSessionRequest) => createCheckoutSession(api, body),
    onSuccess: ({ url }) => window.location.assign(url),
    onError: (error) => notifyError(error.message),
  });
  return { createCheckoutSession: mutation.mutateAsync, isPending: mutation.isPending };
}
