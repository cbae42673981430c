import { paidFor } from './domain/discount.js';
import type { Clock } from '../../shared/clock.js';
import { ConflictError, detailsText, NotFoundError, ValidationError, type ErrorDetail } from '../../shared/errors.js';
import { isId } from '../../shared/ids.js';
import type { Logger } from '../../shared/logger.js';
import type { OrderEvent } from './domain/order-event.js';
import { decide, type OrderAction } from './domain/order-transitions.js';
import type { DeclineReason, Order, OrderStatus, RefundedItem, SystemCancelReason } from './domain/order.js';
import type { OrderChangeNotifier } from './order-change-notifier.js';
import { ownedRestaurant } from './owned-restaurant.js';
import type { OrderWithRestaurant } from './ordering-service.js';
import type {
  OrderLifecycleRepository,
  OrderScope,
  OwnedRestaurantLookup,
  OwnerOrderRepository,
  PaymentApplier,
  PaymentGateway,
  RefundOutcome,
  RefundRequest,
  RestaurantLookup,
  RestaurantPauser,
  RestaurantSummary,
  UserIdLookup,
} from './ports.js';

export type RefundInput = { amount: number; reason: string } | { items: Array<{ menuItemId: string; quantity: number }>; reason: string };

/**
 * The service loop after payment (docs/product/decisions.md "Running a service"): the owner
 * accepts, declines, delays and refunds; the customer cancels; the system cancels missed and
 * abandoned orders; the payment provider's refund events settle refunds. Every change is decided
 * by domain/order-transitions.ts on the order as it is under its lock.
 */
export class OrderLifecycleService {
  constructor(
    private readonly lifecycle: OrderLifecycleRepository,
    private readonly ownerOrders: OwnerOrderRepository,
    private readonly ownedRestaurantId: OwnedRestaurantLookup,
    private readonly userIdOf: UserIdLookup,
    private readonly restaurants: RestaurantLookup,
    private readonly pauseRestaurant: RestaurantPauser,
    private readonly clock: Clock,
    private readonly notifier: OrderChangeNotifier,
    private readonly logger: Logger,
    private readonly gateway: PaymentGateway,
    private readonly applyPayment: PaymentApplier,
  ) {}

  /** Accepts with the minutes until delivery; without them, the restaurant's estimate. */
  async accept(caller: string, orderId: string, estimatedMinutes?: number): Promise<OrderWithRestaurant> {
    const restaurant = await this.restaurant(caller);
    const collectionMinutes = estimatedMinutes ?? (await this.collectionMinutesOf(restaurant.id));
    return this.ownerChange(restaurant, caller, orderId, { kind: 'accept', estimatedMinutes: estimatedMinutes ?? restaurant.estimatedDeliveryTime, collectionMinutes });
  }

  async decline(caller: string, orderId: string, reason: DeclineReason, note?: string): Promise<OrderWithRestaurant> {
    const restaurant = await this.restaurant(caller);
    const cancellation = { by: 'restaurant' as const, reason, at: this.clock.now(), ...(note?.trim() ? { note: note.trim() } : {}) };
    return this.ownerChange(restaurant, caller, orderId, { kind: 'cancel', cancellation });
  }

  async delay(caller: string, orderId: string, minutes: number): Promise<OrderWithRestaurant> {
    return this.ownerChange(await this.restaurant(caller), caller, orderId, { kind: 'delay', minutes });
  }

  /** The status selector; `inProgress` on a waiting order accepts it with the restaurant's estimate. */
  async setStatus(caller: string, orderId: string, status: OrderStatus): Promise<OrderWithRestaurant> {
    const restaurant = await this.restaurant(caller);
    const collectionMinutes = await this.collectionMinutesOf(restaurant.id);
    return this.ownerChange(restaurant, caller, orderId, { kind: 'setStatus', status, defaultMinutes: restaurant.estimatedDeliveryTime, collectionMinutes });
  }

  /** docs/product/decisions.md "Collection": a collection order is expected its restaurant's collection minutes after acceptance. */
  private async collectionMinutesOf(restaurantId: string): Promise<number | undefined> {
    return (await this.restaurants.pricedMenu(restaurantId))?.fulfilment.collectionMinutes;
  }

  /** A partial refund: an amount, or items of the order priced as they were charged (less their share of a voucher's discount). */
  async refund(caller: string, orderId: string, input: RefundInput): Promise<OrderWithRestaurant> {
    const restaurant = await this.restaurant(caller);
    const reason = input.reason.trim();
    if ('amount' in input) return this.ownerChange(restaurant, caller, orderId, { kind: 'refund', amount: input.amount, reason });
    const order = await this.ownerOrder(restaurant.id, orderId);
    return this.ownerChange(restaurant, caller, orderId, { kind: 'refund', amount: paidFor(order, itemsAmount(order, input.items)), reason, items: refundedItems(order, input.items) });
  }

  /** The customer's cancel: before the restaurant accepts (a paid order is refunded in full). */
  async cancel(caller: string, orderId: string): Promise<OrderWithRestaurant> {
    const userId = await this.userIdOf(caller);
    if (!userId) throw new NotFoundError('Order not found');
    await this.closeCheckoutFirst(orderId, userId);
    const cancellation = { by: 'customer' as const, reason: 'customerRequest' as const, at: this.clock.now() };
    const { order } = await this.apply(orderId, { customerId: userId }, { kind: 'cancel', cancellation }, `customer:${userId}`);
    const [restaurant] = await this.restaurants.summaries([order.restaurantId]);
    if (!restaurant) throw new NotFoundError('Restaurant not found');
    return { order, restaurant };
  }

  /**
   * A paid order nobody accepted in time: cancelled with a full refund, and the restaurant paused
   * until its owner resumes. False when it was accepted, cancelled or not due meanwhile: whatever
   * the number of workers and sweeps, only one cancellation commits.
   */
  async cancelMissed(orderId: string): Promise<boolean> {
    const now = this.clock.now();
    const change = await this.systemCancel(orderId, 'notAccepted', (acceptBy) => acceptBy !== null && acceptBy <= now);
    if (!change) return false;
    await this.payPause(orderId, change.order.restaurantId);
    this.logger.warn({ orderId, restaurantId: change.order.restaurantId }, 'order missed: cancelled and refunded, restaurant paused');
    return true;
  }

  /**
   * Pauses the restaurants of missed orders whose cancel committed but whose pause was never made
   * (the worker died between the two): the sweep's part. A pause made just before such a death is
   * made again, which only matters if the owner resumed in that instant.
   */
  async payOwedPauses(limit: number): Promise<number> {
    const owed = await this.lifecycle.pausesOwed(limit);
    for (const { orderId, restaurantId } of owed) await this.payPause(orderId, restaurantId);
    return owed.length;
  }

  private async payPause(orderId: string, restaurantId: string): Promise<void> {
    await this.pauseRestaurant(restaurantId);
    await this.lifecycle.pausePaid(orderId);
  }

  /**
   * An unpaid order given up: unpaid for 24 hours, or replaced by a new checkout at the same
   * restaurant. Its hosted checkout is closed first: one that was paid meanwhile (its payment
   * event still on its way, e.g. while Redis is down) keeps its order, which is not unpaid after
   * all; one the provider cannot be asked about now is left for the next time.
   */
  async cancelUnpaid(orderId: string, reason: Exclude<SystemCancelReason, 'notAccepted'>): Promise<boolean> {
    // Closed here, before the cancel: the customer's cancel closes it after (expireUnpaidCheckout).
    if (!(await this.checkoutClosedUnpaid(orderId))) return false;
    return (await this.systemCancel(orderId, reason, () => true)) !== undefined;
  }

  private async checkoutClosedUnpaid(orderId: string): Promise<boolean> {
    const sessionId = isId(orderId) ? await this.lifecycle.sessionOf(orderId) : undefined;
    if (!sessionId) return true;
    try {
      return (await this.gateway.expireSession(sessionId)).state === 'expired';
    } catch (err) {
      this.logger.warn({ err, orderId, sessionId }, 'could not close the unpaid order\'s checkout session: left for now');
      return false;
    }
  }

  /**
   * A new checkout at a restaurant replaces the customer's earlier placed (unpaid) orders there:
   * those created before `newOrder`, so two checkouts at once never cancel each other. Returns
   * how many it cancelled.
   */
  async cancelReplacedCheckouts(newOrder: Pick<Order, 'userId' | 'restaurantId' | 'createdAt'>): Promise<number> {
    const earlier = await this.lifecycle.placedOf(newOrder.userId, newOrder.restaurantId, newOrder.createdAt);
    let cancelled = 0;
    for (const orderId of earlier) if (await this.cancelUnpaid(orderId, 'replacedByNewCheckout')) cancelled += 1;
    return cancelled;
  }

  async markRefunded(refundId: string, outcome: RefundOutcome, paymentEventId: string): Promise<boolean> {
    const event = await this.lifecycle.markRefunded(refundId, outcome, `payment:${paymentEventId}`, this.clock.now());
    if (event) await this.notifier.published(event);
    return event !== undefined;
  }

  refundRequests(afterEventId: number, limit: number): Promise<RefundRequest[]> {
    return this.lifecycle.refundRequests(afterEventId, limit);
  }

  /**
   * Before a customer cancels a placed (unpaid) order, its hosted checkout stops taking payment.
   * A payment made just before decides the race (docs/architecture/refunds.md "Cancel and
   * payment"): it is applied first, so the order is paid, then cancelled with a full refund, and
   * everyone hears receipt, cancellation and refund in that order, even while the provider's
   * event is still on its way. Best effort: if the provider cannot be asked, the cancel goes on
   * and a payment that arrives anyway is refunded by markPaid.
   */
  private async closeCheckoutFirst(orderId: string, customerId: string): Promise<void> {
    const sessionId = isId(orderId) ? await this.lifecycle.placedSessionOf(orderId, customerId) : undefined;
    if (!sessionId) return;
    try {
      const closed = await this.gateway.expireSession(sessionId);
      if (closed.state === 'paid') await this.applyPayment(orderId, closed.payment);
    } catch (err) {
      this.logger.warn({ err, orderId, sessionId }, 'could not expire the cancelled order\'s checkout session');
    }
  }

  private async systemCancel(orderId: string, reason: SystemCancelReason, due: (acceptBy: Date | null) => boolean) {
    const cancellation = { by: 'system' as const, reason, at: this.clock.now() };
    try {
      return await this.apply(
        orderId,
        {},
        { kind: 'cancel', cancellation },
        `system:${reason}`,
        (state) => due(state.acceptBy),
      );
    } catch (err) {
      // Accepted, paid or cancelled meanwhile: nothing to do, and nothing was written.
      if (err instanceof NotFoundError || err instanceof ConflictError) return undefined;
      throw err;
    }
  }

  private async ownerChange(restaurant: RestaurantSummary, caller: string, orderId: string, action: OrderAction): Promise<OrderWithRestaurant> {
    const { order } = await this.apply(orderId, { restaurantId: restaurant.id }, action, `owner:${caller}`);
    return { order, restaurant };
  }

  private async apply(orderId: string, scope: OrderScope, action: OrderAction, by: string, due?: (state: Parameters<typeof decide>[0]) => boolean): Promise<{ order: Order; events: OrderEvent[] }> {
    const now = this.clock.now();
    const change = isId(orderId)
      ? await this.lifecycle.change(
          orderId,
          scope,
          (state) => {
            if (due && !due(state)) throw new ConflictError('Order is not due');
            return decide(state, action, now);
          },
          by,
          now,
        )
      : undefined;
    if (!change) throw new NotFoundError('Order not found');
    for (const event of change.events) await this.notifier.published(event);
    return change;
  }

  private async ownerOrder(restaurantId: string, orderId: string): Promise<Order> {
    const order = isId(orderId) ? await this.ownerOrders.findForRestaurant(restaurantId, orderId) : undefined;
    if (!order) throw new NotFoundError('Order not found');
    return order;
  }

  private restaurant(caller: string): Promise<RestaurantSummary> {
    return ownedRestaurant(caller, this.ownedRestaurantId, this.restaurants);
  }
}

/** The items a refund gives back, named as ordered, one entry per dish (its quantities added up). */
export function refundedItems(order: Order, items: ReadonlyArray<{ menuItemId: string; quantity: number }>): RefundedItem[] {
  const byDish = new Map<string, RefundedItem>();
  for (const { menuItemId, quantity } of items) {
    if (quantity <= 0) continue;
    const name = order.items.find((line) => line.menuItemId === menuItemId)?.name ?? '';
    const seen = byDish.get(menuItemId);
    byDish.set(menuItemId, { menuItemId, name, quantity: (seen?.quantity ?? 0) + quantity });
  }
  return [...byDish.values()];
}

/**
 * Items of the order, priced as they were charged; each one ordered, never more of it than was ordered.
 * A dish ordered on several lines (with other options, docs/product/decisions.md "Menus") is
 * refunded from its lines in order, each at its own price.
 */
export function itemsAmount(order: Order, items: ReadonlyArray<{ menuItemId: string; quantity: number }>): number {
  const left = new Map<string, Array<{ price: number; quantity: number }>>();
  for (const line of order.items) left.set(line.menuItemId, [...(left.get(line.menuItemId) ?? []), { price: line.price, quantity: line.quantity }]);
  const problems: ErrorDetail[] = [];
  let amount = 0;
  items.forEach(({ menuItemId, quantity }, i) => {
    const lines = left.get(menuItemId);
    if (!lines) return problems.push({ path: `items[${i}].menuItemId`, message: 'is not an item of this order' });
    const ordered = order.items.filter((line) => line.menuItemId === menuItemId).reduce((sum, line) => sum + line.quantity, 0);
    if (quantity > lines.reduce((sum, line) => sum + line.quantity, 0)) return problems.push({ path: `items[${i}].quantity`, message: `is more than the ${ordered} ordered` });
    let wanted = quantity;
    for (const line of lines) {
      const taken = Math.min(wanted, line.quantity);
      amount += taken * line.price;
      line.quantity -= taken;
      wanted -= taken;
    }
  });
  if (problems.length > 0) throw new ValidationError(detailsText(problems), problems);
  return amount;
}
