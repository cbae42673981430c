import { DateTime } from 'luxon';
import { AppError } from '../../../shared/errors.js';
import type { Fulfilment } from '../../../shared/places/fulfilment.js';

/*
 * Orders for later (docs/product/decisions.md "Orders for later"): what ordering decides about a
 * slot. The slot starts come from catalogue (its hours and the owner's settings); what is taken
 * of each is ordering's, counted inside the checkout's transaction.
 */

/**
 * How long a placed, unpaid order holds its place from its checkout: the order's payment
 * session ends then, so nothing is paid after its hold ended. Over Stripe's shortest session
 * (30 minutes), so the session opened just after the order fits inside the hold.
 */
export const SLOT_HOLD_MS = 35 * 60_000;

/**
 * The minutes before its slot an order is to be started: a delivery takes the restaurant's
 * estimated delivery time, a collection its collection minutes (docs/product/decisions.md "Collection").
 */
export function preparationMinutes(fulfilment: Fulfilment, restaurant: { estimatedDeliveryTime: number; fulfilment: { collectionMinutes: number } }): number {
  return fulfilment === 'collection' ? restaurant.fulfilment.collectionMinutes : restaurant.estimatedDeliveryTime;
}

/** When the kitchen is to start an order for `slot`: the slot less the preparation time. */
export function dueAtOf(slot: Date, minutes: number): Date {
  return new Date(slot.getTime() - minutes * 60_000);
}

/** A paid order waits for the restaurant from when it is due (at once for "as soon as possible"). */
export function acceptByOf(paidAt: Date, dueAt: Date | null, acceptTimeoutMs: number): Date {
  return new Date(Math.max(paidAt.getTime(), dueAt?.getTime() ?? 0) + acceptTimeoutMs);
}

/** "Fri 4 Dec, 19:30" in the restaurant's zone: how the e-mails, the desk and refusals name a slot. */
export function slotLabel(slot: Date, timeZone: string): string {
  return DateTime.fromJSDate(slot, { zone: timeZone }).setLocale('en-GB').toFormat('ccc d LLL, HH:mm');
}

/** The `slot` the customer sent, when it is one of the offered starts; a 409 naming it otherwise. */
export function offeredSlot(slot: string, starts: readonly Date[], restaurantName: string): Date {
  const at = new Date(slot);
  if (!Number.isNaN(at.getTime()) && starts.some((start) => start.getTime() === at.getTime())) return at;
  const message = `${restaurantName} does not offer that time: choose another`;
  throw new AppError(409, 'SLOT_UNAVAILABLE', `slot: ${message}`, [{ path: 'slot', message }], { slot });
}

/** The refusal when the slot's places are all taken (or held). */
export function slotFull(slot: Date, timeZone: string): AppError {
  const message = `The ${slotLabel(slot, timeZone).split(', ')[1]} slot is full: choose another time`;
  return new AppError(409, 'SLOT_FULL', message, [{ path: 'slot', message }], { slot: slot.toISOString() });
}
