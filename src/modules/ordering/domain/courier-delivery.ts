import { AppError, ConflictError, NotFoundError, ValidationError } from '../../../shared/errors.js';
import type { Fulfilment } from '../../../shared/places/fulfilment.js';
import type { OrderStatus } from './order.js';

/** A delivery order's courier and proof (docs/product/team-and-roles.md "Couriers"): the `order_deliveries` row. */
export interface Delivery {
  /** The courier member; null while the order is open for any courier to claim. */
  courierId: string | null;
  /** Their first name, as the customer's page shows it ("Sam is on the way"). */
  courierName: string | null;
  assignedAt: Date | null;
  pickedUpAt: Date | null;
  deliveredAt: Date | null;
  proof: DeliveryProofKind | null;
  proofPhotoKey: string | null;
  failedAt: Date | null;
  failureReason: string | null;
  wrongCodes: number;
}

export type DeliveryProofKind = 'code' | 'photo';
export type DeliveryProof = { kind: 'code'; code: string } | { kind: 'photo'; key: string };
export interface Courier {
  id: string;
  name: string;
}

/** Wrong delivery codes a delivery takes; then codes are refused (a photo still proves it). */
export const MAX_WRONG_CODES = 5;

export type DeliveryAction =
  | { kind: 'assign'; courier: Courier | null }
  | { kind: 'claim'; courier: Courier }
  | { kind: 'pickUp'; courierId: string }
  | { kind: 'deliver'; courierId: string; proof: DeliveryProof }
  | { kind: 'fail'; courierId: string; reason: string };

/** What a delivery step is decided on, read under the order's lock. */
export interface DeliveryState {
  status: OrderStatus;
  fulfilment: Fulfilment;
  deliveryCode: string | null;
  delivery: Delivery | undefined;
}

/** The step to write: its event (none for a wrong code, which only counts), the status after, the row after. */
export interface DeliveryStep {
  type: 'assigned' | 'pickedUp' | 'delivered' | 'deliveryFailed' | 'wrongCode';
  status: OrderStatus;
  delivery: Delivery;
}

const BEFORE_PICK_UP: readonly OrderStatus[] = ['paid', 'inProgress'];

export function noDelivery(): Delivery {
  return { courierId: null, courierName: null, assignedAt: null, pickedUpAt: null, deliveredAt: null, proof: null, proofPhotoKey: null, failedAt: null, failureReason: null, wrongCodes: 0 };
}

/** Whether a courier may claim it: a delivery before pick-up, nobody on it, not waiting for the desk after a failed attempt. */
export function isOpen(state: DeliveryState): boolean {
  return state.fulfilment === 'delivery' && BEFORE_PICK_UP.includes(state.status) && !state.delivery?.courierId && !state.delivery?.failedAt;
}

export function decideDelivery(state: DeliveryState, action: DeliveryAction, now: Date): DeliveryStep {
  const current = state.delivery ?? noDelivery();
  switch (action.kind) {
    case 'assign':
      if (state.fulfilment !== 'delivery') throw new ConflictError('Collection orders need no courier');
      if (!BEFORE_PICK_UP.includes(state.status)) throw new ConflictError(notBeforePickUp(state.status));
      return { type: 'assigned', status: state.status, delivery: { ...current, ...freshAttempt(), courierId: action.courier?.id ?? null, courierName: action.courier?.name ?? null, assignedAt: action.courier ? now : null } };
    case 'claim':
      if (!isOpen(state)) throw new ConflictError(state.delivery?.courierId ? 'Delivery has already been claimed' : 'Delivery is not open');
      return { type: 'assigned', status: state.status, delivery: { ...current, ...freshAttempt(), courierId: action.courier.id, courierName: action.courier.name, assignedAt: now } };
    case 'pickUp':
      mine(state, action.courierId);
      if (state.status === 'paid') throw new ConflictError('Order has not been accepted yet');
      if (state.status !== 'inProgress') throw new ConflictError(notBeforePickUp(state.status));
      return { type: 'pickedUp', status: 'outForDelivery', delivery: { ...current, pickedUpAt: now } };
    case 'deliver':
      mine(state, action.courierId);
      if (state.status !== 'outForDelivery') throw new ConflictError(state.status === 'delivered' ? 'Order has already been delivered' : 'Order has not been picked up yet');
      return deliver(state, current, action.proof, now);
    case 'fail':
      mine(state, action.courierId);
      if (state.status !== 'outForDelivery') throw new ConflictError('Order has not been picked up yet');
      return { type: 'deliveryFailed', status: 'inProgress', delivery: { ...current, failedAt: now, failureReason: action.reason } };
  }
}

function deliver(state: DeliveryState, current: Delivery, proof: DeliveryProof, now: Date): DeliveryStep {
  if (proof.kind === 'photo') return { type: 'delivered', status: 'delivered', delivery: { ...current, deliveredAt: now, proof: 'photo', proofPhotoKey: proof.key } };
  if (current.wrongCodes >= MAX_WRONG_CODES) throw new AppError(429, 'TOO_MANY_REQUESTS', 'Too many wrong codes: take a photo instead');
  if (!state.deliveryCode) throw new ConflictError('This order has no delivery code: take a photo instead');
  if (proof.code !== state.deliveryCode) return { type: 'wrongCode', status: state.status, delivery: { ...current, wrongCodes: current.wrongCodes + 1 } };
  return { type: 'delivered', status: 'delivered', delivery: { ...current, deliveredAt: now, proof: 'code' } };
}

/** The refusal of a wrong code, once it is counted. */
export function wrongCode(delivery: Delivery): ValidationError {
  const left = MAX_WRONG_CODES - delivery.wrongCodes;
  const message = left > 0 ? `That code is not right: ${left} ${left === 1 ? 'try' : 'tries'} left` : 'That code is not right: take a photo instead';
  return new ValidationError(`code: ${message}`, [{ path: 'code', message }]);
}

/** A courier acts only on the orders assigned to them: any other answers as an unknown one. */
function mine(state: DeliveryState, courierId: string): void {
  if (state.fulfilment !== 'delivery' || state.delivery?.courierId !== courierId) throw new NotFoundError('Delivery not found');
}

/** A new assignment starts the attempt afresh: a failed one is history (its events keep it). */
function freshAttempt(): Pick<Delivery, 'pickedUpAt' | 'failedAt' | 'failureReason' | 'wrongCodes'> {
  return { pickedUpAt: null, failedAt: null, failureReason: null, wrongCodes: 0 };
}

function notBeforePickUp(status: OrderStatus): string {
  if (status === 'placed') return 'Order has not been paid yet';
  if (status === 'cancelled') return 'Order has been cancelled';
  if (status === 'delivered') return 'Order has already been delivered';
  return 'Order is already out for delivery';
}
