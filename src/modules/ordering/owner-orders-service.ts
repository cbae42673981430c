import type { Clock } from '../../shared/clock.js';
import { ConflictError, NotFoundError } from '../../shared/errors.js';
import { isId } from '../../shared/ids.js';
import { checkOwnerChange, OWNER_CHANGEABLE, PAID_OR_LATER } from './domain/order-lifecycle.js';
import { ORDER_STATUSES, type OrderStatus } from './domain/order.js';
import type { OwnerOrderQuery } from './domain/owner-order-query.js';
import type { OrderChangeNotifier } from './order-change-notifier.js';
import type { OrderWithRestaurant } from './ordering-service.js';
import type { OrderEventLog, OwnedRestaurantLookup, OwnerOrderRepository, RestaurantLookup, RestaurantSummary } from './ports.js';

export interface OrderSummary {
  totalOrders: number;
  totalRevenue: number;
  averageOrder: number;
  activeOrders: number;
  byStatus: Record<OrderStatus, number>;
}

/** The order desk of the caller's own restaurant; anyone without one gets 404. */
export class OwnerOrdersService {
  constructor(
    private readonly orders: OwnerOrderRepository,
    private readonly ownedRestaurantId: OwnedRestaurantLookup,
    private readonly restaurants: RestaurantLookup,
    private readonly clock: Clock,
    private readonly notifier: OrderChangeNotifier,
    private readonly events: OrderEventLog,
  ) {}

  /** Cheap: answers whether the list changed without reading it (the latest event id; `e` as in OrderingService.myOrdersVersion). */
  async version(caller: string): Promise<string> {
    const restaurantId = await this.restaurantOf(caller);
    return `${restaurantId}.e${await this.events.latestId({ restaurantId })}`;
  }

  async list(caller: string, query: OwnerOrderQuery): Promise<{ orders: OrderWithRestaurant[]; total: number }> {
    const restaurant = await this.restaurant(caller);
    const { orders, total } = await this.orders.list(restaurant.id, query);
    return { orders: orders.map((order) => ({ order, restaurant })), total };
  }

  async summary(caller: string): Promise<OrderSummary> {
    const totals = await this.orders.totalsByStatus(await this.restaurantOf(caller));
    const count = (status: OrderStatus) => totals[status]?.count ?? 0;
    const paid = PAID_OR_LATER.reduce((sum, s) => sum + count(s), 0);
    const revenue = PAID_OR_LATER.reduce((sum, s) => sum + (totals[s]?.amount ?? 0), 0);
    const byStatus = Object.fromEntries(ORDER_STATUSES.map((s) => [s, count(s)])) as Record<OrderStatus, number>;
    const totalOrders = ORDER_STATUSES.reduce((sum, s) => sum + count(s), 0);
    return {
      totalOrders,
      totalRevenue: revenue,
      averageOrder: paid === 0 ? 0 : Math.round(revenue / paid),
      // docs/product/screens.md "Manage Restaurant": active = not delivered.
      activeOrders: totalOrders - count('delivered'),
      byStatus,
    };
  }

  /** docs/product/decisions.md "Order lifecycle"; two owners' tabs: both changes recorded, the last stands. */
  async setStatus(caller: string, orderId: string, status: OrderStatus): Promise<OrderWithRestaurant> {
    const restaurant = await this.restaurant(caller);
    const order = isId(orderId) ? await this.orders.findForRestaurant(restaurant.id, orderId) : undefined;
    if (!order) throw new NotFoundError('Order not found');
    checkOwnerChange(order.status, status);
    const now = this.clock.now();
    const event = await this.orders.setStatus(order, status, OWNER_CHANGEABLE, `owner:${caller}`, now);
    if (!event) {
      // Changed under us (delivered, by another tab): say why, from what it is now.
      const current = await this.orders.findForRestaurant(restaurant.id, orderId);
      checkOwnerChange(current?.status ?? 'delivered', status);
      throw new ConflictError('Order changed meanwhile; please try again');
    }
    await this.notifier.published(event);
    return { order: { ...order, status, updatedAt: now }, restaurant };
  }

  private async restaurantOf(caller: string): Promise<string> {
    const id = await this.ownedRestaurantId(caller);
    if (!id) throw new NotFoundError('Restaurant not found');
    return id;
  }

  private async restaurant(caller: string): Promise<RestaurantSummary> {
    const [restaurant] = await this.restaurants.summaries([await this.restaurantOf(caller)]);
    if (!restaurant) throw new NotFoundError('Restaurant not found');
    return restaurant;
  }
}
