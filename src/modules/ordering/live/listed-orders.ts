import { toOrderResponse } from '../http/order-response.js';
import type { OrderingService } from '../ordering-service.js';
import type { ListedOrders } from '../ports.js';

/** Orders as the customer's list and the owner's list both show them (one mapper, toOrderResponse), by id. */
export function listedOrders(ordering: OrderingService): ListedOrders {
  return async (orderIds) => new Map((await ordering.listedOrders(orderIds)).map((listed) => [listed.order.id, toOrderResponse(listed)]));
}
