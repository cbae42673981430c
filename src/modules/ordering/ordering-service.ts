import type { Clock } from '../../shared/clock.js';
import { NotFoundError } from '../../shared/errors.js';
import { isId } from '../../shared/ids.js';
import { amountDue, ORDER_CURRENCY, type Order, type PaidEvent } from './domain/order.js';
import { acceptByOf } from './domain/scheduled-slot.js';
import type { OrderChangeNotifier } from './order-change-notifier.js';
import type { OrderEventLog, OrderRepository, RestaurantLookup, RestaurantSummary, UserIdLookup, WriteBeside } from './ports.js';

/** `refunded`: the order had been cancelled before the payment arrived, so the payment is being refunded. */
export type MarkPaidOutcome = 'paid' | 'already-paid' | 'refunded' | 'unknown-order' | 'amount-mismatch' | 'currency-mismatch';

export interface OrderWithRestaurant {
  order: Order;
  restaurant: RestaurantSummary;
}

export interface Paging {
  page: number;
  pageSize: number;
}

/** A customer's orders, and payment of an order: the calls other modules and the API make. */
export class OrderingService {
  constructor(
    private readonly orders: OrderRepository,
    private readonly userIdOf: UserIdLookup,
    private readonly restaurants: RestaurantLookup,
    private readonly clock: Clock,
    private readonly notifier: OrderChangeNotifier,
    private readonly events: OrderEventLog,
    /** ORDER_ACCEPT_TIMEOUT_S: how long a paid order waits for the restaurant before it is missed. */
    private readonly acceptTimeoutMs: number,
  ) {}

  /**
   * Applies a verified payment event. Idempotent: only a `placed` order whose charge
   * matches becomes `paid`, in one conditional update, whatever the number of deliveries.
   */
  async markPaid(orderId: string, event: PaidEvent): Promise<MarkPaidOutcome> {
    const order = isId(orderId) ? await this.orders.findCharge(orderId) : undefined;
    if (!order) return 'unknown-order';
    if (event.currency.toLowerCase() !== ORDER_CURRENCY) return 'currency-mismatch';
    if (event.amountTotal !== amountDue(order)) return 'amount-mismatch';
    const now = this.clock.now();
    // docs/product/decisions.md "Orders for later": the missed-order timer starts once the order is due.
    const { paid, event: orderEvent } = await this.orders.markPaid(order, event, now, acceptByOf(now, order.dueAt ?? null, this.acceptTimeoutMs));
    // A repeat of the event that paid it changed nothing, so there is nothing to tell.
    if (orderEvent) await this.notifier.published(orderEvent);
    if (!paid) return orderEvent ? 'refunded' : 'already-paid';
    return 'paid';
  }

  /**
   * Another module's write about an order (a review, its reply) with the order's event in one
   * transaction, told to listeners after commit (docs/architecture/modules.md "Reviews and ratings").
   * Undefined for an unknown order.
   */
  async writeBeside<T>(orderId: string, write: WriteBeside<T>): Promise<{ result: T } | undefined> {
    const written = isId(orderId) ? await this.orders.writeBeside(orderId, write) : undefined;
    if (written?.event) await this.notifier.published(written.event);
    return written && { result: written.result };
  }

  /**
   * A marker that changes with any of the caller's orders: their latest order event id (or, once
   * retention pruned them all, the id below the oldest kept), read from the index's end, never the list itself. The `e` keeps it apart from the change-marker
   * counters tags were once made of, so a tag from before can never match.
   */
  async myOrdersVersion(caller: string): Promise<string> {
    const userId = await this.userIdOf(caller);
    return userId ? `${userId}.e${await this.events.listVersion({ customerId: userId })}` : 'none';
  }

  async myOrders(caller: string, { page, pageSize }: Paging): Promise<OrderWithRestaurant[]> {
    const userId = await this.userIdOf(caller);
    if (!userId) return [];
    const orders = await this.orders.listByUser(userId, { offset: (page - 1) * pageSize, limit: pageSize });
    return this.withRestaurants(orders);
  }

  /** Whose orders the caller's live stream follows (docs/architecture/live.md); 404 before their user record exists. */
  async liveScope(caller: string): Promise<{ customerId: string }> {
    const userId = await this.userIdOf(caller);
    if (!userId) throw new NotFoundError('User not found');
    return { customerId: userId };
  }

  /** These orders as both lists show them (restaurant populated), in one read each: a batch of live events. */
  async listedOrders(orderIds: readonly string[]): Promise<OrderWithRestaurant[]> {
    return this.withRestaurants(await this.orders.findByIds(orderIds));
  }

  /** One of the caller's own orders; anybody else's is simply not found. */
  async myOrder(caller: string, orderId: string): Promise<Order> {
    const userId = await this.userIdOf(caller);
    const order = userId && isId(orderId) ? await this.orders.findById(orderId) : undefined;
    if (!order || order.userId !== userId) throw new NotFoundError('Order not found');
    return order;
  }

  private async withRestaurants(orders: Order[]): Promise<OrderWithRestaurant[]> {
    const ids = [...new Set(orders.map((order) => order.restaurantId))];
    const byId = new Map((await this.restaurants.summaries(ids)).map((r) => [r.id, r]));
    return orders.flatMap((order) => {
      const restaurant = byId.get(order.restaurantId);
      return restaurant ? [{ order, restaurant }] : [];
    });
  }
}
