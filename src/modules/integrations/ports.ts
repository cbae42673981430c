import { token } from '../../shared/di.js';
import type { OrderEventLog, ListedOrder } from '../ordering/index.js';

/** Orders as the owner's list shows them, by id (ordering's public service and its mapper); missing ids are left out. */
export type ListedOrders = (orderIds: readonly string[]) => Promise<Map<string, ListedOrder>>;
export const LISTED_ORDERS = token<ListedOrders>('integrations.ListedOrders');

/** The id of the restaurant the subject owns, if any (catalogue's public service). */
export type OwnedRestaurantOf = (auth0Id: string) => Promise<string | undefined>;
export const OWNED_RESTAURANT_OF = token<OwnedRestaurantOf>('integrations.OwnedRestaurantOf');

/** A restaurant's order events after a cursor, and its newest id (ordering's event log). */
export type RestaurantEvents = Pick<OrderEventLog, 'after' | 'latestId'>;
export const RESTAURANT_EVENTS = token<RestaurantEvents>('integrations.RestaurantEvents');
