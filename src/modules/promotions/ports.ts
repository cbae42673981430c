import { token } from '../../shared/di.js';
import type { OrderEventLog } from '../ordering/index.js';

/** The restaurant the caller may act for in this call (catalogue's restaurant access: the policy table); 404 'Restaurant not found' otherwise. */
export type RestaurantOf = (caller: string) => Promise<string>;
export const RESTAURANT_OF = token<RestaurantOf>('promotions.RestaurantOf');

/** Every order event after a cursor (ordering's event log). */
export type OrderEvents = Pick<OrderEventLog, 'after'>;
export const ORDER_EVENTS = token<OrderEvents>('promotions.OrderEvents');
