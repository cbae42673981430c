import { token } from '../../shared/di.js';
import type { ListedOrder, OrderEventLog } from '../ordering/index.js';

/** Every order event after a cursor (ordering's event log). */
export type OrderEvents = Pick<OrderEventLog, 'after'>;
export const ORDER_EVENTS = token<OrderEvents>('finance.OrderEvents');

/** Orders as the lists show them, by id (ordering's): their subtotal, delivery fee and cancellation. */
export type OrdersById = (orderIds: readonly string[]) => Promise<Map<string, ListedOrder>>;
export const ORDERS_BY_ID = token<OrdersById>('finance.OrdersById');

/** The restaurant the caller may act for in this call (catalogue's access, the policy table). */
export type OwnedRestaurantOf = (auth0Id: string) => Promise<string | undefined>;
export const OWNED_RESTAURANT_OF = token<OwnedRestaurantOf>('finance.OwnedRestaurantOf');

/**
 * Sends a week's payout to the restaurant's bank (docs/architecture/ledger.md "Payouts"). The
 * embedded one sends nothing: the ledger's posting and the payouts row are the payout. Stripe
 * Connect will implement it; its reference is the transfer's id.
 */
export interface PayoutSender {
  send(payout: { id: string; restaurantId: string; amount: number; weekStart: string }): Promise<{ reference: string }>;
}
export const PAYOUT_SENDER = token<PayoutSender>('finance.PayoutSender');
