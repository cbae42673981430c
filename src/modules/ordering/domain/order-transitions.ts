import { ConflictError, ValidationError } from '../../../shared/errors.js';
import type { OrderEventType } from './order-event.js';
import { PAID_OR_LATER, checkOwnerChange } from './order-lifecycle.js';
import { amountDue, type Cancellation, type Order, type OrderStatus, type RefundedItem } from './order.js';

/**
 * What an order change needs to know of the order, read under its row's lock, so two changes at
 * once are decided one after the other (docs/product/decisions.md "Running a service").
 */
export type OrderState = Pick<Order, 'status' | 'totalAmount' | 'deliveryPrice' | 'refundedAmount' | 'acceptBy' | 'expectedBy' | 'scheduledFor'> & Partial<Pick<Order, 'fulfilment' | 'discount'>>;

/**
 * `collectionMinutes`: what accepting a collection order counts instead of the delivery estimate
 * (docs/product/decisions.md "Collection"); absent, the estimate counts for both.
 */
export type OrderAction =
  | { kind: 'accept'; estimatedMinutes: number; collectionMinutes?: number }
  | { kind: 'delay'; minutes: number }
  | { kind: 'cancel'; cancellation: Cancellation }
  | { kind: 'refund'; amount: number; reason: string; items?: RefundedItem[] }
  | { kind: 'setStatus'; status: OrderStatus; defaultMinutes: number; collectionMinutes?: number };

/** The change to make: the status after, the fields it sets, and a refund to ask for. */
export interface Transition {
  type: OrderEventType;
  status: OrderStatus;
  /** `pauseOwed`: the restaurant is to be paused until its owner resumes (a missed order). */
  fields: { acceptBy?: null; acceptedAt?: Date; expectedBy?: Date; cancellation?: Cancellation; pauseOwed?: true };
  refund?: { amount: number; reason: string; items?: RefundedItem[] };
}

const MINUTE = 60_000;
/** The reason on the refund that comes with a cancellation. */
export const CANCELLATION_REFUND_REASON = 'Order cancelled';

/** Decides an action on the order as it is now, or says why not (409; 400 for a status the selector cannot set). */
export function decide(state: OrderState, action: OrderAction, now: Date): Transition {
  switch (action.kind) {
    case 'accept':
      return accept(state, minutesFor(state, action.estimatedMinutes, action.collectionMinutes), now);
    case 'delay':
      return delay(state, action.minutes);
    case 'cancel':
      return cancel(state, action.cancellation);
    case 'refund':
      return refund(state, action.amount, action.reason, action.items);
    case 'setStatus':
      return setStatus(state, action.status, minutesFor(state, action.defaultMinutes, action.collectionMinutes), now);
  }
}

/** The minutes until a collection order is ready, or until an order is delivered. */
function minutesFor(state: OrderState, deliveryMinutes: number, collectionMinutes: number | undefined): number {
  return state.fulfilment === 'collection' && collectionMinutes !== undefined ? collectionMinutes : deliveryMinutes;
}

/** What may still be refunded: the charge less refunds not failed; nothing before payment. */
export function refundable(state: OrderState): number {
  return PAID_OR_LATER.includes(state.status) ? amountDue(state) - state.refundedAmount : 0;
}

function accept(state: OrderState, minutes: number, now: Date): Transition {
  if (state.status !== 'paid') throw notWaiting(state.status);
  // docs/product/decisions.md "Orders for later": an order for later is expected at its slot, however early it is accepted.
  const expectedBy = state.scheduledFor ?? new Date(now.getTime() + minutes * MINUTE);
  return { type: 'accepted', status: 'inProgress', fields: { acceptBy: null, acceptedAt: now, expectedBy } };
}

function delay(state: OrderState, minutes: number): Transition {
  if (state.status !== 'inProgress' && state.status !== 'outForDelivery') {
    throw state.status === 'paid' ? new ConflictError('Order has not been accepted yet') : notWaiting(state.status);
  }
  const from = state.expectedBy ?? new Date();
  return { type: 'delayed', status: state.status, fields: { expectedBy: new Date(from.getTime() + minutes * MINUTE) } };
}

/** Who may cancel from where: the customer before acceptance, the restaurant until it leaves the kitchen, the system by its own rules. */
function cancel(state: OrderState, cancellation: Cancellation): Transition {
  const allowed = cancellableFrom(cancellation);
  if (!allowed.includes(state.status)) {
    if (state.status === 'cancelled') throw new ConflictError('Order has already been cancelled');
    if (state.status === 'delivered') throw new ConflictError('Order has already been delivered');
    if (state.status === 'placed') throw new ConflictError('Order has not been paid yet');
    if (state.status === 'outForDelivery') throw new ConflictError('Order is already out for delivery');
    throw new ConflictError(state.status === 'paid' ? 'Order is waiting for the restaurant' : 'Order has already been accepted by the restaurant');
  }
  const owed = refundable(state);
  return {
    type: 'cancelled',
    status: 'cancelled',
    fields: { acceptBy: null, cancellation, ...(cancellation.reason === 'notAccepted' ? { pauseOwed: true as const } : {}) },
    ...(owed > 0 ? { refund: { amount: owed, reason: CANCELLATION_REFUND_REASON } } : {}),
  };
}

function cancellableFrom({ by, reason }: Cancellation): readonly OrderStatus[] {
  if (by === 'customer') return ['placed', 'paid'];
  if (by === 'restaurant') return ['paid', 'inProgress'];
  return reason === 'notAccepted' ? ['paid'] : ['placed'];
}

function refund(state: OrderState, amount: number, reason: string, items?: RefundedItem[]): Transition {
  if (!PAID_OR_LATER.includes(state.status)) {
    throw new ConflictError(state.status === 'cancelled' ? 'Order has been cancelled and refunded' : 'Order has not been paid yet');
  }
  const left = refundable(state);
  if (amount > left) throw new ConflictError(`A refund of ${pounds(amount)} is more than is left to refund (${pounds(left)})`);
  return { type: 'refundRequested', status: state.status, fields: {}, refund: { amount, reason, ...(items ? { items } : {}) } };
}

/** The status selector: `inProgress` on a waiting order accepts it with the restaurant's estimate. */
function setStatus(state: OrderState, next: OrderStatus, defaultMinutes: number, now: Date): Transition {
  if (next === 'cancelled') {
    throw new ValidationError('status: decline the order to cancel it', [{ path: 'status', message: 'decline the order to cancel it' }]);
  }
  checkOwnerChange(state.status, next);
  if (state.status === 'cancelled') throw new ConflictError('Order has been cancelled');
  if (state.status === 'paid' && next === 'inProgress') return accept(state, defaultMinutes, now);
  return { type: 'statusSet', status: next, fields: state.status === 'paid' ? { acceptBy: null } : {} };
}

function notWaiting(status: OrderStatus): ConflictError {
  if (status === 'placed') return new ConflictError('Order has not been paid yet');
  if (status === 'cancelled') return new ConflictError('Order has been cancelled');
  if (status === 'delivered') return new ConflictError('Order has already been delivered');
  return new ConflictError('Order has already been accepted');
}

function pounds(pence: number): string {
  return `£${(pence / 100).toFixed(2)}`;
}
