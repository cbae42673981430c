import { token } from '../../shared/di.js';
import type { OrderEventLog, ListedOrder } from '../ordering/index.js';

/** Orders as the customer's list shows them, by id (ordering's public service and its mapper); missing ids are left out. */
export type OrdersById = (orderIds: readonly string[]) => Promise<Map<string, ListedOrder>>;
export const ORDERS_BY_ID = token<OrdersById>('notifications.OrdersById');

/** All order events after a cursor, and the newest id (ordering's event log). */
export type OrderEvents = Pick<OrderEventLog, 'after' | 'latestId'>;
export const ORDER_EVENTS = token<OrderEvents>('notifications.OrderEvents');

/** Of these restaurants, those whose owner opted in to an e-mail per new paid order, with the owner's account e-mail (catalogue and accounts). */
export type NewOrderMailOwners = (restaurantIds: readonly string[]) => Promise<Map<string, string>>;
export const NEW_ORDER_MAIL_OWNERS = token<NewOrderMailOwners>('notifications.NewOrderMailOwners');
