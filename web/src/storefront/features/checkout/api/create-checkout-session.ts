import { useMutation } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useApi, type Api, type Schemas } from '../../../../api/client';
import { ApiRequestError, expectData } from '../../../../api/expect-data';
import { refusalOf } from '../../../../shared/errors/refusal-text';
import { slotRefusalText } from '../../../../shared/orders/slot-refusal';
import { notifyError } from '../../../../shared/ui/notify';
import { useLeavePage } from '../../../../shared/ui/use-leave-page';
import { toCartItems, type CheckoutLine } from '../../../../shared/orders/cart-items';
import type { Fulfilment } from '../../../../shared/places/visit-fulfilment';

export type { CheckoutLine };

export type CheckoutSessionRequest = Schemas['CheckoutSessionRequest'];
export type DeliveryDetails = CheckoutSessionRequest['deliveryDetails'];


/** docs/product/decisions.md "After the order": at most 300 characters, one line. */
export const NOTE_MAX_LENGTH = 300;

/**
 * docs/product/calls.md "Client behaviour": menu item ids and quantities as text, and a line's chosen option ids
 * (docs/product/decisions.md "Menus"; sent only when it has some); the server prices every line itself. The note
 * for the restaurant goes trimmed, and only when there is one.
 */
/** How and when: delivery or collection, and a slot for an order for later (absent: as soon as possible). */
export interface CheckoutWhen {
  fulfilment?: Fulfilment;
  slot?: string;
  /** A voucher code the basket's quote applied (docs/product/decisions.md "Vouchers"). */
  voucherCode?: string;
}

export function toCheckoutRequest(restaurantId: string, lines: readonly CheckoutLine[], deliveryDetails: DeliveryDetails, note = '', { fulfilment = 'delivery', slot, voucherCode }: CheckoutWhen = {}): CheckoutSessionRequest {
  const trimmedNote = note.trim();
  return {
    restaurantId,
    cartItems: toCartItems(lines),
    fulfilment,
    // A collection sends only what it asks (docs/product/decisions.md "Collection").
    deliveryDetails: fulfilment === 'collection' ? collectionDetails(deliveryDetails) : deliveryDetails,
    ...(trimmedNote ? { note: trimmedNote } : {}),
    // docs/product/decisions.md "Orders for later": absent is as soon as possible.
    ...(slot ? { slot } : {}),
    ...(voucherCode ? { voucherCode } : {}),
  };
}

const collectionDetails = ({ name, email, phone }: DeliveryDetails): DeliveryDetails => ({ name, email, ...(phone !== undefined ? { phone } : {}) });

/** The note's length as the server counts it: characters (code points, as JSON Schema's maxLength), so an emoji is one, not two UTF-16 units. */
export const noteLength = (note: string) => [...note].length;

/**
 * The note as typed, as the server takes it: control characters refused there
 * (docs/product/decisions.md "Errors"), so a line break typed or pasted becomes a space; cut at
 * NOTE_MAX_LENGTH characters (a textarea's maxLength counts UTF-16 units and cut notes with emoji short).
 */
export const fittedNote = (text: string) => [...text.replace(/\p{Cc}+/gu, ' ')].slice(0, NOTE_MAX_LENGTH).join('');

export function createCheckoutSession(api: Api, body: CheckoutSessionRequest) {
  return expectData(api.POST('/api/order/checkout/create-checkout-session', { body }), 'Unable to create checkout session');
}

/**
 * docs/product/states.md "Checkout": on success the browser goes to the hosted checkout the server returned. One
 * click, one order: `isPending` stays true from the request until the page has gone (the
 * dialog closed and opened again included), and calls made meanwhile (a double click,
 * Enter in a field) are ignored.
 */
export function useCreateCheckoutSession() {
  const api = useApi();
  const { isLeaving, isBlocked, leaveFor } = useLeavePage();
  const mutation = useMutation({
    mutationFn: (body: CheckoutSessionRequest) => createCheckoutSession(api, body),
    // A closed restaurant or a sold-out dish: the server's words say which (docs/product/decisions.md "Running a service");
    // a line's options refused ('Size: choose 1'), the server's word on them (docs/product/decisions.md "Menus"); never a field path.
    onError: (error) => {
      const description = refusal(error);
      notifyError(error.message, description ? { description } : {});
    },
  });
  const { mutateAsync } = mutation;
  // `first` (saving the details to the profile) runs inside the same one-request guard: a
  // failure there stops the checkout, with its own toast.
  const start = useCallback(
    (body: CheckoutSessionRequest, first?: () => Promise<unknown>) =>
      leaveFor(async () => {
        await first?.();
        return (await mutateAsync(body)).url;
      }),
    [leaveFor, mutateAsync],
  );
  return { createCheckoutSession: start, isPending: mutation.isPending || isLeaving || isBlocked };
}

/** docs/product/decisions.md "Running a service", "Delivery areas" and "Collection": what a 409 of checkout says. */
const REFUSALS = ['RESTAURANT_CLOSED', 'ITEM_UNAVAILABLE', 'OUTSIDE_DELIVERY_AREA', 'BELOW_MINIMUM_ORDER', 'FULFILMENT_UNAVAILABLE'];

/** The checkout was refused because the restaurant stopped taking orders or a dish sold out since the page loaded. */
export function isUnavailable(error: unknown): error is ApiRequestError {
  return error instanceof ApiRequestError && error.status === 409 && REFUSALS.includes(error.body?.code ?? '');
}

/** Why a checkout was refused, in plain words: a refused slot in its own, else the server's (a line's options, a closed restaurant, a sold-out dish). */
export function refusal(error: unknown): string | undefined {
  return slotRefusalText(error) ?? refusalOf(error);
}
