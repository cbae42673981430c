import { token } from '../../shared/di.js';
import type { RestaurantOversightService } from '../catalogue/index.js';
import type { ListedOrder, MarketplaceOrders } from '../ordering/index.js';

/** Catalogue's restaurants whatever their standing, and the standing changes on a given transaction. */
export type RestaurantOversight = Pick<RestaurantOversightService, 'page' | 'one' | 'changeStanding'>;
export const RESTAURANT_OVERSIGHT_PORT = token<RestaurantOversight>('operator.RestaurantOversight');

/** Ordering's figures per restaurant since a time (paid-or-later orders, net sales). */
export type OrderFigures = MarketplaceOrders['figuresSince'];
export const ORDER_FIGURES = token<OrderFigures>('operator.OrderFigures');

/** When "this week" began for a time: finance's statement week (Monday, Europe/London). */
export type WeekStart = (at: Date) => Date;
export const WEEK_START = token<WeekStart>('operator.WeekStart');

/** Ordering's search of every restaurant's orders, and an order's event log. */
export type MarketplaceOrderSearch = Pick<MarketplaceOrders, 'search' | 'eventsOf'>;
export const ORDER_SEARCH = token<MarketplaceOrderSearch>('operator.OrderSearch');

/** Orders as the lists show them, by id (ordering's LISTED_ORDERS). */
export type OrdersById = (orderIds: readonly string[]) => Promise<Map<string, ListedOrder>>;
export const ORDERS_BY_ID = token<OrdersById>('operator.OrdersById');
