import { randomInt } from 'node:crypto';
import type { Clock } from '../../shared/clock.js';
import { AppError, ConflictError, detailsText, NotFoundError, ValidationError, type ErrorDetail } from '../../shared/errors.js';
import { newId } from '../../shared/ids.js';
import { formatPence } from '../../shared/money.js';
import { postcodeField } from '../../shared/places/address-fields.js';
import type { Fulfilment } from '../../shared/places/fulfilment.js';
import { parsePostcode, type Postcode } from '../../shared/places/postcode.js';
import type { CheckoutVouchers, QuotedVoucher } from './checkout-vouchers.js';
import type { Logger } from '../../shared/logger.js';
import { priceCart, type CheckoutInput, type PricedCart } from './domain/checkout-cart.js';
import { basketProblems, priceBasket, termsFor, type BasketLines, type Quote } from './domain/pricing.js';
import { soldOutOptions } from './domain/line-options.js';
import { notStarted, ORDER_CURRENCY, type Order } from './domain/order.js';
import type { OrderChangeNotifier } from './order-change-notifier.js';
import { holdEnded, holdEndsAt, type OrderSlots } from './order-slots.js';
import type { OrderLifecycleService } from './order-lifecycle-service.js';
import type { OrderingService } from './ordering-service.js';
import type { CheckoutSessionRequest, DeliveryTermsLookup, OpenStateLookup, OrderRepository, PaymentGateway, PricedMenu, RestaurantLookup, SoldOutCheck, UserIdLookup } from './ports.js';

/**
 * Places orders and opens hosted checkouts for them. The order is stored before the
 * gateway is asked, so a gateway failure leaves a `placed` order that can be paid later.
 */
export class CheckoutService {
  constructor(
    private readonly orders: OrderRepository,
    private readonly ordering: OrderingService,
    private readonly userIdOf: UserIdLookup,
    private readonly restaurants: RestaurantLookup,
    private readonly openStateOf: OpenStateLookup,
    private readonly isSoldOut: SoldOutCheck,
    private readonly deliveryTermsOf: DeliveryTermsLookup,
    private readonly gateway: PaymentGateway,
    private readonly clock: Clock,
    private readonly logger: Logger,
    private readonly notifier: OrderChangeNotifier,
    private readonly lifecycle: Pick<OrderLifecycleService, 'cancelReplacedCheckouts'>,
    /** The web app's origin, for the success and cancel pages. */
    private readonly publicUrl: string,
    private readonly slots: OrderSlots,
    private readonly vouchers: CheckoutVouchers,
  ) {}

  async checkout(caller: string, input: CheckoutInput): Promise<{ url: string; orderId: string }> {
    const userId = await this.userIdOf(caller);
    if (!userId) throw new NotFoundError('User not found');
    const menu = await this.restaurants.pricedMenu(input.restaurantId);
    if (menu?.suspended) throw restaurantSuspended(menu.restaurantName);
    const termsAt = (postcode: Postcode | undefined) => this.deliveryTermsOf(menu!, postcode);
    const basket = priceCart(input, menu, termsAt);
    refuseUnoffered(menu!, basket.fulfilment);
    const slot = input.slot === undefined ? undefined : await this.slots.check(menu!, basket.fulfilment, input.slot);
    await this.refuseUnavailable(input, menu!, slot?.at);
    refuseUndeliverable(basket, menu!.restaurantName);
    const voucher = input.voucherCode === undefined ? undefined : await this.vouchers.termsFor(input.restaurantId, input.voucherCode, basket.totalAmount, userId);
    const cart = voucher ? priceCart(input, menu, termsAt, voucher.terms) : basket;
    const now = this.clock.now();
    const order: Order = {
      id: newId(now),
      userId,
      restaurantId: input.restaurantId,
      status: 'placed',
      ...cart,
      cuisines: [...menu!.cuisines],
      createdAt: now,
      updatedAt: now,
      ...notStarted(),
      scheduledFor: slot?.at ?? null,
      dueAt: slot?.dueAt ?? null,
      // docs/product/team-and-roles.md "Couriers": what the customer gives the courier as proof.
      deliveryCode: cart.fulfilment === 'delivery' ? newDeliveryCode() : null,
    };
    const hold = voucher && this.vouchers.holdFor(order, voucher.paidBefore);
    await this.notifier.published(await this.orders.create(order, `customer:${userId}`, slot && { ...slot.claim, customerId: userId }, hold));
    this.logger.info({ orderId: order.id, restaurantId: order.restaurantId }, 'order placed');
    await this.replaceEarlierCheckouts(order);
    return { url: await this.openSession(order, menu!.restaurantName), orderId: order.id };
  }

  /**
   * docs/product/decisions.md "Running a service": the customer's earlier unpaid order at this
   * restaurant gives way to the new one. Only once the new order is stored, so the cart is never
   * lost; and a failure here fails nothing: the 24-hour sweep cancels what is left.
   */
  private async replaceEarlierCheckouts(order: Order): Promise<void> {
    try {
      const cancelled = await this.lifecycle.cancelReplacedCheckouts(order);
      if (cancelled > 0) this.logger.info({ orderId: order.id, cancelled }, 'earlier placed orders replaced by a new checkout');
    } catch (err) {
      this.logger.warn({ err, orderId: order.id }, 'earlier placed orders not cancelled: the unpaid-order sweep will');
    }
  }

  /**
   * docs/product/decisions.md "Running a service": a closed or paused restaurant and a sold-out
   * dish are refused (409) before anything is stored, with what the customer needs to know; so
   * is a sold-out option ("Menus"), naming its group. An order for later is for a slot within
   * the hours ("Orders for later"): closed or paused now does not refuse it, and a dish is judged
   * at the slot: one sold out until the next opening can be ordered for after it.
   */
  private async refuseUnavailable(input: CheckoutInput, menu: PricedMenu, slotAt: Date | undefined): Promise<void> {
    const { openState, at: now } = await this.openStateOf(input.restaurantId);
    const forLater = slotAt !== undefined;
    const at = slotAt ?? now;
    // The slot of an order for later was checked against the hours already.
    if (!forLater && openState.state === 'closed') {
      throw new AppError(409, 'RESTAURANT_CLOSED', `${menu.restaurantName} is closed`, undefined, { opensAt: openState.opensAt?.toISOString() ?? null });
    }
    if (!forLater && openState.state === 'paused') {
      throw new AppError(409, 'RESTAURANT_CLOSED', `${menu.restaurantName} is not taking orders`, undefined, { opensAt: openState.resumesAt?.toISOString() ?? null });
    }
    const soldOut = input.cartItems.flatMap(({ menuItemId, options = [] }, i): ErrorDetail[] => {
      const item = menu.items.get(menuItemId)!;
      if (this.isSoldOut(item, at)) return [{ path: `cartItems[${i}].menuItemId`, message: `${item.name} is sold out` }];
      return soldOutOptions(`cartItems[${i}]`, options, item);
    });
    if (soldOut.length > 0) throw new AppError(409, 'ITEM_UNAVAILABLE', detailsText(soldOut), soldOut);
  }

  /**
   * The basket priced as checkout would price it (docs/product/decisions.md "One price"), for the
   * basket to show; nothing is stored. A blank postcode is none; one that is not a postcode is a 400.
   */
  async quote(input: { restaurantId: string; cartItems: BasketLines; postcode?: string; fulfilment?: Fulfilment; slot?: string; voucherCode?: string }): Promise<Quote & { voucher: QuotedVoucher | null }> {
    const fulfilment = input.fulfilment ?? 'delivery';
    const menu = await this.restaurants.pricedMenu(input.restaurantId);
    const problems: ErrorDetail[] = menu ? basketProblems(input.cartItems, menu.items) : [{ path: 'restaurantId', message: 'restaurant not found' }];
    const postcode = fulfilment === 'collection' ? undefined : parsePostcode(postcodeField(problems, 'postcode', input.postcode ?? ''));
    if (problems.length > 0) throw new ValidationError(detailsText(problems), problems);
    refuseUnoffered(menu!, fulfilment);
    // docs/product/decisions.md "Orders for later": the basket learns a slot went before the checkout does.
    if (input.slot !== undefined) await this.slots.check(menu!, fulfilment, input.slot, true);
    const terms = termsFor(fulfilment, () => this.deliveryTermsOf(menu!, postcode));
    const quote = priceBasket(input.cartItems, menu!.items, terms, postcode, fulfilment);
    if (input.voucherCode === undefined) return { ...quote, voucher: null };
    // docs/product/decisions.md "Vouchers": the basket shows the discount, or why not beside the code.
    const voucher = await this.vouchers.quoted(input.restaurantId, input.voucherCode, quote.subtotal);
    return { ...(voucher.terms ? priceBasket(input.cartItems, menu!.items, terms, postcode, fulfilment, voucher.terms) : quote), voucher };
  }

  /** docs/product/decisions.md "Checkout and payment events": the open session of a placed order, or a new one once it expired. */
  async resume(caller: string, orderId: string): Promise<{ url: string }> {
    const order = await this.ordering.myOrder(caller, orderId);
    if (order.status !== 'placed') throw new ConflictError('Order has already been paid');
    if (order.scheduledFor && holdEndsAt(order.createdAt) <= this.clock.now()) throw holdEnded();
    const openUrl = order.checkoutSessionId ? await this.gateway.openSessionUrl(order.checkoutSessionId) : undefined;
    if (openUrl) return { url: openUrl };
    const [restaurant] = await this.restaurants.summaries([order.restaurantId]);
    if (!restaurant) throw new NotFoundError('Restaurant not found');
    return { url: await this.openSession(order, restaurant.restaurantName) };
  }

  private async openSession(order: Order, restaurantName: string): Promise<string> {
    const session = await this.gateway.createSession(this.sessionRequest(order, restaurantName));
    await this.orders.setCheckoutSession(order.id, session.id);
    return session.url;
  }

  private sessionRequest(order: Order, restaurantName: string): CheckoutSessionRequest {
    return {
      orderId: order.id,
      restaurantId: order.restaurantId,
      restaurantName,
      // The hosted page names each line's options: the customer sees what the price is for.
      lines: order.items.map((item) => ({ name: lineName(item), unitAmount: item.price, quantity: item.quantity })),
      deliveryPrice: order.deliveryPrice,
      discount: order.discount ?? 0,
      currency: ORDER_CURRENCY,
      customerEmail: order.deliveryDetails.email,
      ...(order.scheduledFor ? { expiresAt: holdEndsAt(order.createdAt) } : {}),
      successUrl: `${this.publicUrl}/order-status?paidOrder=${order.id}&session_id={CHECKOUT_SESSION_ID}`,
      cancelUrl: `${this.publicUrl}/detail/${order.restaurantId}?cancelledOrder=${order.id}`,
    };
  }
}


/** 'Margherita (12 inch, Olives)'; a line without options by its name alone. */
function lineName(item: Order['items'][number]): string {
  return item.options.length === 0 ? item.name : `${item.name} (${item.options.map((option) => option.name).join(', ')})`;
}

/** docs/product/decisions.md "Collection": a way of serving the restaurant does not offer is refused (409) before anything is stored. */
function refuseUnoffered(menu: PricedMenu, fulfilment: Fulfilment): void {
  const offered = fulfilment === 'collection' ? menu.fulfilment.collection : menu.fulfilment.delivery;
  if (offered) return;
  const message = `${menu.restaurantName} doesn't offer ${fulfilment}`;
  throw new AppError(409, 'FULFILMENT_UNAVAILABLE', message, [{ path: 'fulfilment', message }]);
}

/**
 * docs/product/decisions.md "Delivery areas": an address outside every area and a basket under
 * the area's minimum are refused (409) before anything is stored, saying what the customer can do.
 */
function refuseUndeliverable({ delivery }: PricedCart, restaurantName: string): void {
  const postcode = delivery.postcode ?? '';
  if (delivery.status === 'outside' || delivery.status === 'needsPostcode') {
    throw new AppError(409, 'OUTSIDE_DELIVERY_AREA', `${restaurantName} doesn't deliver to ${postcode || 'this address'}`, [{ path: 'deliveryDetails.postcode', message: `not delivered to by ${restaurantName}` }], { postcode });
  }
  if (delivery.shortBy > 0) {
    const message = `Spend ${formatPence(delivery.shortBy)} more: ${restaurantName}'s minimum order for delivery to ${postcode} is ${formatPence(delivery.minimumOrder)}`;
    throw new AppError(409, 'BELOW_MINIMUM_ORDER', message, undefined, { postcode, minimumOrder: delivery.minimumOrder, shortBy: delivery.shortBy });
  }
}

/** A delivery order's proof of delivery (docs/product/team-and-roles.md "Couriers"): four digits, any of 0000-9999. */
function newDeliveryCode(): string {
  return String(randomInt(0, 10_000)).padStart(4, '0');
}

/** docs/product/decisions.md "Suspended and unlisted restaurants": an operator has suspended it; nothing is stored. */
function restaurantSuspended(restaurantName: string): AppError {
  return new AppError(409, 'RESTAURANT_SUSPENDED', `${restaurantName} is not taking orders on TuckIn at the moment`);
}
