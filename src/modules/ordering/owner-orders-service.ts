import { NotFoundError } from '../../shared/errors.js';
import { PAID_OR_LATER } from './domain/order-lifecycle.js';
import { ORDER_STATUSES, type OrderStatus } from './domain/order.js';
import type { OwnerOrderQuery } from './domain/owner-order-query.js';
import { ownedRestaurant } from './owned-restaurant.js';
import type { OrderWithRestaurant } from './ordering-service.js';
import type { OrderEventLog, OwnedRestaurantLookup, OwnerOrderRepository, RestaurantLookup, RestaurantSummary } from './ports.js';

export interface OrderSummary {
  totalOrders: number;
  totalRevenue: number;
  averageOrder: number;
  activeOrders: number;
  cancelledOrders: number;
  unpaidOrders: number;
  byStatus: Record<OrderStatus, number>;
}

/** The order desk of the caller's own restaurant; anyone without one gets 404. */
export class OwnerOrdersService {
  constructor(
    private readonly orders: OwnerOrderRepository,
    private readonly ownedRestaurantId: OwnedRestaurantLookup,
    private readonly restaurants: RestaurantLookup,
    private readonly events: OrderEventLog,
  ) {}

  /** Cheap: answers whether the list changed without reading it (the latest event id; `e` as in OrderingService.myOrdersVersion). */
  async version(caller: string): Promise<string> {
    const restaurantId = await this.restaurantOf(caller);
    return `${restaurantId}.e${await this.events.listVersion({ restaurantId })}`;
  }

  /** Whose orders the owner's live stream follows (docs/architecture/live.md); 404 without a restaurant. */
  async liveScope(caller: string): Promise<{ restaurantId: string }> {
    return { restaurantId: await this.restaurantOf(caller) };
  }

  async list(caller: string, query: OwnerOrderQuery): Promise<{ orders: OrderWithRestaurant[]; total: number }> {
    const restaurant = await this.restaurant(caller);
    const { orders, total } = await this.orders.list(restaurant.id, query);
    return { orders: orders.map((order) => ({ order, restaurant })), total };
  }

  /**
   * docs/product/decisions.md "Running a service" (Figures): the totals count paid-or-later
   * orders net of refunds (a refund counts until it fails); cancelled and unpaid ones apart.
   */
  async summary(caller: string): Promise<OrderSummary> {
    const totals = await this.orders.totalsByStatus(await this.restaurantOf(caller));
    const count = (status: OrderStatus) => totals[status]?.count ?? 0;
    const sum = (statuses: readonly OrderStatus[], of: (s: OrderStatus) => number) => statuses.reduce((total, s) => total + of(s), 0);
    const totalOrders = sum(PAID_OR_LATER, count);
    const revenue = sum(PAID_OR_LATER, (s) => (totals[s]?.amount ?? 0) - (totals[s]?.refunded ?? 0));
    return {
      totalOrders,
      totalRevenue: revenue,
      averageOrder: totalOrders === 0 ? 0 : Math.round(revenue / totalOrders),
      // docs/product/screens.md "Manage Restaurant": active = not delivered, of the orders counted.
      activeOrders: totalOrders - count('delivered'),
      cancelledOrders: count('cancelled'),
      unpaidOrders: count('placed'),
      byStatus: Object.fromEntries(ORDER_STATUSES.map((s) => [s, count(s)])) as Record<OrderStatus, number>,
    };
  }

  private async restaurantOf(caller: string): Promise<string> {
    const id = await this.ownedRestaurantId(caller);
    if (!id) throw new NotFoundError('Restaurant not found');
    return id;
  }

  private restaurant(caller: string): Promise<RestaurantSummary> {
    return ownedRestaurant(caller, this.ownedRestaurantId, this.restaurants);
  }
}
