import { NotFoundError } from '../../shared/errors.js';
import { isId } from '../../shared/ids.js';
import type { ListedOrder, MarketplaceOrderQuery, OrderEvent } from '../ordering/index.js';
import type { MarketplaceOrderSearch, OrdersById } from './ports.js';

/**
 * The console's orders across the marketplace (docs/architecture/operator.md "Orders"): ordering
 * finds the page's ids and shows each order as its lists do; an order's timeline is its events.
 */
export class OperatorOrdersService {
  constructor(
    private readonly orders: MarketplaceOrderSearch,
    private readonly ordersById: OrdersById,
  ) {}

  async page(query: MarketplaceOrderQuery): Promise<{ orders: ListedOrder[]; total: number }> {
    const { ids, total } = await this.orders.search(query);
    const shown = await this.ordersById(ids);
    return { orders: ids.flatMap((id) => shown.get(id) ?? []), total };
  }

  async one(orderId: string): Promise<{ order: ListedOrder; events: OrderEvent[] }> {
    const order = isId(orderId) ? (await this.ordersById([orderId])).get(orderId) : undefined;
    if (!order) throw new NotFoundError('Order not found');
    return { order, events: await this.orders.eventsOf(orderId) };
  }
}
