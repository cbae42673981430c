import type { Clock } from '../../shared/clock.js';
import { isUniqueViolation } from '../../shared/db/unique-violation.js';
import { ConflictError, NotFoundError, ValidationError } from '../../shared/errors.js';
import { isId } from '../../shared/ids.js';
import { checkApproval, checkCanReport, checkReportedItems, helpRefundReason, type HelpKind, type OrderHelp } from './domain/order-help.js';
import type { OrderEvent } from './domain/order-event.js';
import { decide, refundable } from './domain/order-transitions.js';
import type { Order } from './domain/order.js';
import type { OrderChangeNotifier } from './order-change-notifier.js';
import { itemsAmount, refundedItems } from './order-lifecycle-service.js';
import type { OrderWithRestaurant } from './ordering-service.js';
import { ownedRestaurant } from './owned-restaurant.js';
import type { OrderHelpRepository, OrderLifecycleRepository, OrderRepository, OwnedRestaurantLookup, OwnerOrderRepository, ProofPhotos, RestaurantLookup, UserIdLookup } from './ports.js';

export interface HelpReport {
  kind: HelpKind;
  items: Array<{ menuItemId: string; quantity: number }>;
  note?: string;
}

/**
 * Order help (docs/product/decisions.md "Order help"): the customer reports a problem with a
 * delivered order once, within 48 hours; the restaurant's managers approve it as a refund (the
 * lifecycle's refund path, in one transaction with the answer) or decline it with a reason.
 */
export class OrderHelpService {
  constructor(
    private readonly help: OrderHelpRepository,
    private readonly lifecycle: OrderLifecycleRepository,
    private readonly orders: Pick<OrderRepository, 'findById'>,
    private readonly ownerOrders: OwnerOrderRepository,
    private readonly userIdOf: UserIdLookup,
    private readonly restaurantIdFor: OwnedRestaurantLookup,
    private readonly restaurants: RestaurantLookup,
    private readonly photos: ProofPhotos,
    private readonly clock: Clock,
    private readonly notifier: OrderChangeNotifier,
  ) {}

  async report(caller: string, orderId: string, input: HelpReport): Promise<OrderWithRestaurant> {
    const order = await this.customerOrder(caller, orderId);
    checkReportedItems(input.kind, input.items);
    // Checks each line (400 naming `items[i]...`) and prices it as it was charged.
    const proposedAmount = input.items.length > 0 ? itemsAmount(order, input.items) : 0;
    const report = { kind: input.kind, items: refundedItems(order, input.items), note: input.note?.trim() || null, proposedAmount };
    const now = this.clock.now();
    const event = await this.help
      .file(order.id, order.userId, (facts, reported) => (checkCanReport(facts, reported, now), report), now)
      .catch((err: unknown) => {
        // Two reports at once: the second meets the first's row.
        throw isUniqueViolation(err) ? new ConflictError('A problem has already been reported for this order') : err;
      });
    return this.told(event, () => this.customerOrder(caller, orderId));
  }

  /** The report's photo: once, while the report is open; a refused one is not kept. */
  async addPhoto(caller: string, orderId: string, bytes: Buffer): Promise<OrderWithRestaurant> {
    const order = await this.customerOrder(caller, orderId);
    if (order.help?.status !== 'open' || order.help.photoKey) throw new ConflictError('A photo can be added once, to a report still open');
    const key = await this.photos.store(order.restaurantId, bytes);
    if (!(await this.help.addPhoto(order.id, order.userId, key))) {
      await this.photos.discard(key);
      throw new ConflictError('A photo can be added once, to a report still open');
    }
    return this.withRestaurant(await this.customerOrder(caller, orderId));
  }

  async photoForCustomer(caller: string, orderId: string): Promise<Buffer> {
    return this.photoOf((await this.customerOrder(caller, orderId)).help);
  }

  async photoForDesk(caller: string, orderId: string): Promise<Buffer> {
    const { order } = await this.deskOrder(caller, orderId);
    return this.photoOf(order.help);
  }

  /** A refund of `amount` pence (at most the reported lines, never more than is left), once. */
  async approve(caller: string, orderId: string, amount: number): Promise<OrderWithRestaurant> {
    const { order, restaurant } = await this.deskOrder(caller, orderId);
    const help = reported(order);
    const now = this.clock.now();
    const by = `owner:${caller}`;
    // The ticket and receipt name the dishes only when the whole of the reported lines goes back.
    const items = help.items.length > 0 && amount === help.proposedAmount ? { items: help.items } : {};
    const action = { kind: 'refund' as const, amount, reason: helpRefundReason(help.kind), ...items };
    const change = await this.lifecycle.change(
      order.id,
      { restaurantId: restaurant.id },
      (state) => (checkApproval(help, amount, refundable(state)), decide(state, action, now)),
      by,
      now,
      (trx, refund) => this.help.approveOn(trx, order.id, refund!, by, now),
    );
    if (!change) throw new NotFoundError('Order not found');
    for (const event of change.events) await this.notifier.published(event);
    return { order: change.order, restaurant };
  }

  async decline(caller: string, orderId: string, reason: string): Promise<OrderWithRestaurant> {
    const trimmed = reason.trim();
    if (!trimmed) throw new ValidationError('reason: say why the report is declined', [{ path: 'reason', message: 'say why the report is declined' }]);
    const { order, restaurant } = await this.deskOrder(caller, orderId);
    if (reported(order).status !== 'open') throw new ConflictError(`This report has already been ${order.help!.status}`);
    const event = await this.help.decline(order.id, restaurant.id, trimmed, `owner:${caller}`, this.clock.now());
    return this.told(event, () => this.deskOrder(caller, orderId).then((found) => found.order));
  }

  private async told(event: OrderEvent | undefined, reread: () => Promise<Order>): Promise<OrderWithRestaurant> {
    if (!event) throw new NotFoundError('Order not found');
    await this.notifier.published(event);
    return this.withRestaurant(await reread());
  }

  private async customerOrder(caller: string, orderId: string): Promise<Order> {
    const userId = await this.userIdOf(caller);
    const order = userId && isId(orderId) ? await this.orders.findById(orderId) : undefined;
    if (!order || order.userId !== userId) throw new NotFoundError('Order not found');
    return order;
  }

  private async deskOrder(caller: string, orderId: string): Promise<OrderWithRestaurant> {
    const restaurant = await ownedRestaurant(caller, this.restaurantIdFor, this.restaurants);
    const order = isId(orderId) ? await this.ownerOrders.findForRestaurant(restaurant.id, orderId) : undefined;
    if (!order) throw new NotFoundError('Order not found');
    return { order, restaurant };
  }

  private async withRestaurant(order: Order): Promise<OrderWithRestaurant> {
    const [restaurant] = await this.restaurants.summaries([order.restaurantId]);
    if (!restaurant) throw new NotFoundError('Restaurant not found');
    return { order, restaurant };
  }

  private async photoOf(help: OrderHelp | null | undefined): Promise<Buffer> {
    const photo = help?.photoKey ? await this.photos.read(help.photoKey) : undefined;
    if (!photo) throw new NotFoundError('Photo not found');
    return photo;
  }
}

function reported(order: Order): OrderHelp {
  if (!order.help) throw new ConflictError('No problem has been reported for this order');
  return order.help;
}
