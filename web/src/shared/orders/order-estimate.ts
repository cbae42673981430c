import type { Schemas } from '../../api/client';
import { expectedBy } from './order-details';

type Order = Schemas['Order'];
type Estimated = Pick<Order, 'fulfilment' | 'createdAt' | 'expectedBy' | 'scheduledFor'> & { restaurant: Pick<Order['restaurant'], 'estimatedDeliveryTime' | 'collectionMinutes'> };

/**
 * The restaurant's minutes for this order until it accepts: a delivery's estimated delivery time, a
 * collection's collection minutes (docs/product/decisions.md "Collection").
 */
export function estimatedMinutes(order: Pick<Estimated, 'fulfilment' | 'restaurant'>): number {
  return order.fulfilment === 'collection' ? order.restaurant.collectionMinutes : order.restaurant.estimatedDeliveryTime;
}

/**
 * Expected By: the restaurant's once it accepts; before, the slot of an order for later
 * (docs/product/decisions.md "Orders for later"), or creation plus the estimate for the fulfilment.
 */
export function expectedAt(order: Estimated): Date {
  if (order.expectedBy) return new Date(order.expectedBy);
  if (order.scheduledFor) return new Date(order.scheduledFor);
  return expectedBy(order.createdAt, estimatedMinutes(order));
}
