import { ConflictError, ValidationError } from '../../../shared/errors.js';
import type { OrderStatus } from './order.js';

/** Statuses an order has once it is paid (docs/product/decisions.md "Analytics, status and debug endpoints": revenue counts these). */
export const PAID_OR_LATER: readonly OrderStatus[] = ['paid', 'inProgress', 'outForDelivery', 'delivered'];

/**
 * docs/product/decisions.md "Order lifecycle": the owner may set any paid-or-later status on an order
 * that is paid and not yet delivered; `placed` only comes from checkout.
 */
export function checkOwnerChange(current: OrderStatus, next: OrderStatus): void {
  if (next === 'placed') {
    throw new ValidationError('status: an order cannot be set back to placed', [
      { path: 'status', message: 'an order cannot be set back to placed' },
    ]);
  }
  if (current === 'placed') throw new ConflictError('Order has not been paid yet');
  if (current === 'delivered') throw new ConflictError('Order has already been delivered');
}
