import type { Knex } from 'knex';
import { token } from '../../shared/di.js';
import type { Fulfilment } from '../../shared/places/fulfilment.js';
import type { components } from '../../generated/api.js';
import type { DeliveryArea, OpenState } from '../catalogue/index.js';
import type { Postcode } from '../../shared/places/postcode.js';
import type { DiscountTerms } from './domain/discount.js';
import type { DeliveryTerms } from './domain/pricing.js';
import type { Dish } from './domain/line-options.js';
import type { OrderEvent, OrderEventChanges, OrderEventScope } from './domain/order-event.js';
import type { OrderState, Transition } from './domain/order-transitions.js';
import type { DeliveryState, DeliveryStep } from './domain/courier-delivery.js';
import type { Order, OrderStatus, PaidEvent, Refund } from './domain/order.js';
import type { OwnerOrderQuery } from './domain/owner-order-query.js';
import type { OrderReview } from './domain/review.js';
import type { OrderHelp } from './domain/order-help.js';

/** What ordering needs of a restaurant to show it beside an order (catalogue's public API). */
export interface RestaurantSummary {
  id: string;
  restaurantName: string;
  /** Where a collection order is collected (docs/product/decisions.md "Collection"); empty until the owner gives it. */
  addressLine1: string;
  postcode: string;
  city: string;
  country: string;
  deliveryPrice: number;
  estimatedDeliveryTime: number;
  /** How long a collection takes to be ready (docs/product/decisions.md "Collection"): an unaccepted collection's estimate. */
  collectionMinutes: number;
  /** Resolved banner URL; empty before the first image. */
  imageUrl: string;
}

/** A restaurant's current prices, to price a cart from the database. */
export interface PricedMenu {
  restaurantId: string;
  restaurantName: string;
  deliveryPrice: number;
  /** Minutes: a delivery's preparation time (docs/product/decisions.md "Orders for later"). */
  estimatedDeliveryTime: number;
  /** Where it delivers and for how much (catalogue's delivery areas); none: anywhere at deliveryPrice. */
  deliveryAreas: readonly DeliveryArea[];
  /** In name order; kept on the order as it was at checkout. */
  cuisines: readonly string[];
  items: ReadonlyMap<string, Dish & { soldOut?: { until: Date | null } }>;
  /** Whether it delivers and offers collection, and in how many minutes (docs/product/decisions.md "Collection"). */
  fulfilment: { delivery: boolean; collection: boolean; collectionMinutes: number };
  /** Where a collection order is collected; empty until the owner gives it. */
  address: { addressLine1: string; postcode: string; city: string };
  /** Suspended by an operator: checkout refuses it (docs/product/decisions.md "Suspended and unlisted restaurants"). */
  suspended: boolean;
}

export interface RestaurantLookup {
  summaries(ids: readonly string[]): Promise<RestaurantSummary[]>;
  pricedMenu(restaurantId: string): Promise<PricedMenu | undefined>;
}
export const RESTAURANT_LOOKUP = token<RestaurantLookup>('ordering.RestaurantLookup');

/** Whether a restaurant takes orders now, and when it does again (catalogue's availability). */
export type OpenStateLookup = (restaurantId: string) => Promise<{ openState: OpenState; at: Date }>;
export const OPEN_STATE_LOOKUP = token<OpenStateLookup>('ordering.OpenStateLookup');

/**
 * The slot starts a restaurant offers now for a fulfilment, given its preparation minutes, and
 * the places each takes (catalogue's hours and the owner's settings: docs/product/decisions.md
 * "Orders for later"). What is taken of them is ordering's.
 */
export type SlotTimesLookup = (
  restaurantId: string,
  fulfilment: Fulfilment,
  preparationMinutes: number,
) => Promise<{ at: Date; timeZone: string; starts: Date[]; capacity: number }>;
export const SLOT_TIMES = token<SlotTimesLookup>('ordering.SlotTimes');

/** Whether a dish of a priced menu is sold out at an instant (catalogue's rule: until switched back, or until a time). */
export type SoldOutCheck = (item: PricedMenu['items'] extends ReadonlyMap<string, infer I> ? I : never, at: Date) => boolean;
export const SOLD_OUT_CHECK = token<SoldOutCheck>('ordering.SoldOutCheck');

/** Delivering a menu's restaurant to a postcode (catalogue's rule: the most specific area wins). */
export type DeliveryTermsLookup = (menu: PricedMenu, postcode: Postcode | undefined) => DeliveryTerms;
export const DELIVERY_TERMS = token<DeliveryTermsLookup>('ordering.DeliveryTerms');

/** The stored user id of an identity-provider subject (accounts' public API). */
export type UserIdLookup = (auth0Id: string) => Promise<string | undefined>;
export const USER_ID_LOOKUP = token<UserIdLookup>('ordering.UserIdLookup');

/** What the hosted checkout shows and charges: one line per item plus the delivery fee. */
export interface CheckoutSessionRequest {
  orderId: string;
  restaurantId: string;
  restaurantName: string;
  lines: ReadonlyArray<{ name: string; unitAmount: number; quantity: number }>;
  /** Pence; shown as its own line. */
  deliveryPrice: number;
  /** Pence off the lines and delivery for a voucher code, shown as its own line; 0 without one. */
  discount: number;
  currency: 'gbp';
  customerEmail: string;
  /** When the session stops taking payment (an order for later: when its slot's hold ends); absent: the gateway's own lifetime. */
  expiresAt?: Date;
  /** May contain the literal `{CHECKOUT_SESSION_ID}`, replaced by the gateway as Stripe does. */
  successUrl: string;
  cancelUrl: string;
}

export interface CheckoutSession {
  id: string;
  url: string;
}

/**
 * Hosted card checkout, implemented by the payments module (Stripe, or the local hosted
 * checkout). Failures throw PaymentGatewayError.
 */
export interface PaymentGateway {
  createSession(request: CheckoutSessionRequest): Promise<CheckoutSession>;
  /** The session's URL while it can still be paid; undefined once it expired or completed. */
  openSessionUrl(sessionId: string): Promise<string | undefined>;
  /**
   * Stops an open session taking payment; a session no longer open stays as it is. `paid`: the
   * session had completed (its payment event may still be on its way), so the order is not
   * unpaid after all; `payment` is what it paid, marked by the session's id.
   */
  expireSession(sessionId: string): Promise<ClosedSession>;
}
export const PAYMENT_GATEWAY = token<PaymentGateway>('ordering.PaymentGateway');

export type ClosedSession = { state: 'expired' } | { state: 'paid'; payment: PaidEvent };

/** Applies a payment as a verified payment event would (OrderingService.markPaid). */
export type PaymentApplier = (orderId: string, payment: PaidEvent) => Promise<unknown>;

export type OrderCharge = Pick<Order, 'id' | 'userId' | 'restaurantId' | 'totalAmount' | 'deliveryPrice' | 'discount' | 'dueAt'>;

/**
 * What a checkout for later claims (docs/product/decisions.md "Orders for later"): its place in
 * the order's slot, decided inside the transaction that inserts the order. Taken: the slot's
 * orders paid or later and not cancelled, and placed ones created at or after `holdsSince`.
 */
export interface SlotClaim {
  capacity: number;
  holdsSince: Date;
  /** The customer checking out: their own unpaid orders here give way to this one (replaced just after), so they take no place from it. */
  customerId?: string;
  /** The refusal when no place is left. */
  full: () => Error;
}

/** Places taken of one restaurant's slots starting in [from, to), by slot start in ms: one grouped query. */
export type SlotUses = (restaurantId: string, fulfilment: Fulfilment, from: Date, to: Date, holdsSince: Date) => Promise<Map<number, number>>;

/** Ordering's own storage of orders, their items and status history. */
export interface OrderRepository {
  /**
   * Inserts the order, its items, its first history row and its `placed` event in one
   * transaction; with a claim (an order for later), only while its slot has a place left
   * (throws the claim's refusal otherwise, writing nothing).
   */
  create(order: Order, changedBy: string, claim?: SlotClaim, hold?: VoucherHoldWrite): Promise<OrderEvent>;
  /** Whether the customer has had an order paid at the restaurant (docs/product/decisions.md "Vouchers": new customers only). */
  hasPaidOrder(userId: string, restaurantId: string): Promise<boolean>;
  /** Places taken of a restaurant's slots (SlotClaim says what counts). */
  slotUses: SlotUses;
  setCheckoutSession(orderId: string, sessionId: string): Promise<void>;
  findById(orderId: string): Promise<Order | undefined>;
  /** The orders of these ids that exist, in no particular order: one read for a batch of live events. */
  findByIds(orderIds: readonly string[]): Promise<Order[]>;
  /** What a payment of the order is checked against: one row, no items. */
  findCharge(orderId: string): Promise<OrderCharge | undefined>;
  /** Newest first. */
  listByUser(userId: string, page: { offset: number; limit: number }): Promise<Order[]>;
  /**
   * `placed` -> `paid` with the history row, the `paid` order event and the paying event id, in
   * one transaction, only while the order is still `placed`: `paid` with the event then. A repeat
   * of the very event that paid it is `paid` without one (nothing changes); anything else that
   * moved it on (another event, or more) is not `paid`.
   */
  markPaid(order: Pick<Order, 'id' | 'userId' | 'restaurantId'>, event: PaidEvent, at: Date, acceptBy: Date): Promise<MarkPaidResult>;
  /** Runs another module's write in a transaction with the order's event; undefined for an unknown order. */
  writeBeside<T>(orderId: string, write: WriteBeside<T>): Promise<{ result: T; event?: OrderEvent } | undefined>;
}

/** What a write beside an order (a review, its reply) knows of the order, read in the write's transaction. */
export interface OrderFacts {
  id: string;
  userId: string;
  restaurantId: string;
  status: OrderStatus;
  deliveryName: string;
  /** Until when it can be rated; null unless delivered. */
  reviewBy: Date | null;
  deliveredAt: Date | null;
}

/**
 * Another module's write about an order, on the order's transaction (docs/architecture/modules.md
 * "Reviews and ratings"): its result and, when the order's log should show it, the event to append.
 */
export type WriteBeside<T> = (order: OrderFacts, trx: Knex.Transaction) => Promise<{ result: T; event?: { type: 'reviewed' | 'reviewReplied' | 'helpRequested' | 'helpDeclined'; by: string; at: Date; help?: OrderEventChanges['help'] } }>;

/** An order as the customer's and the owner's lists show it (the contract's Order): what live streams, webhooks and e-mails send. */
export type ListedOrder = components['schemas']['Order'];
/** The orders of these ids as the lists show them, keyed by id: one batched read. */
export type ListedOrders = (orderIds: readonly string[]) => Promise<Map<string, ListedOrder>>;
export const LISTED_ORDERS = token<ListedOrders>('ordering.ListedOrders');

/** What a code's check knows of the basket and, at checkout, of the customer. */
export interface VoucherCheck {
  restaurantId: string;
  code: string;
  /** The item subtotal, pence. */
  subtotal: number;
  /** The customer checking out and whether they had an order paid here; absent for a quote (nobody signed in). */
  customer?: { userId: string; paidBefore: boolean };
}

/** The code's terms, or why it does not apply, in the customer's words (docs/product/texts-and-errors.md "Vouchers"). */
export type VoucherVerdict = { terms: DiscountTerms } | { refusal: string };

/** A use held for an order being stored: its check (with the customer), the discount and what the order charges. */
export interface VoucherHold extends VoucherCheck {
  customer: { userId: string; paidBefore: boolean };
  orderId: string;
  discount: number;
  charged: number;
  at: Date;
}

/** Runs on the checkout's transaction after the order's insert; throws to store nothing. */
export type VoucherHoldWrite = (trx: Knex.Transaction) => Promise<void>;

/**
 * Ordering's checkout asks the promotions module (which binds it, docs/architecture/modules.md
 * "Promotions") to price a code and to hold a use while the order's payment is open.
 */
export interface VoucherDesk {
  check(check: VoucherCheck): Promise<VoucherVerdict>;
  /** On the checkout's transaction: holds one use, taking turns with other holds of the code; the refusal when a limit was reached meanwhile. */
  hold(trx: Knex.Transaction, hold: VoucherHold): Promise<string | undefined>;
}
export const VOUCHER_DESK = token<VoucherDesk>('ordering.VoucherDesk');

/** The reviews of these (delivered) orders, by order id: the reviews module binds it, so order answers show them. */
export type OrderReviewsLookup = (orderIds: readonly string[]) => Promise<Map<string, OrderReview>>;
export const ORDER_REVIEWS = token<OrderReviewsLookup>('ordering.OrderReviews');

/** `event` without `paid`: the order had been cancelled, and the late payment is being refunded. */
export interface MarkPaidResult {
  paid: boolean;
  event?: OrderEvent;
}
export const ORDER_REPOSITORY = token<OrderRepository>('ordering.OrderRepository');

/** The id of the restaurant the subject owns, if any (catalogue's public API). */
export type OwnedRestaurantLookup = (auth0Id: string) => Promise<string | undefined>;
export const OWNED_RESTAURANT_LOOKUP = token<OwnedRestaurantLookup>('ordering.OwnedRestaurantLookup');

export interface StatusTotals {
  count: number;
  /** Charged totals (subtotal plus delivery), pence. */
  amount: number;
  /** The refunds of those orders that have not failed (orders.refunded_amount), pence. */
  refunded: number;
}

/** The restaurant's side of its orders: the order desk. */
export interface OwnerOrderRepository {
  list(restaurantId: string, query: OwnerOrderQuery): Promise<{ orders: Order[]; total: number }>;
  totalsByStatus(restaurantId: string): Promise<Partial<Record<OrderStatus, StatusTotals>>>;
  findForRestaurant(restaurantId: string, orderId: string): Promise<Order | undefined>;
}

/** Which orders a change may touch: one restaurant's, one customer's, or (the system) any. */
export type OrderScope = { restaurantId: string; customerId?: never } | { customerId: string; restaurantId?: never } | Record<string, never>;

export type RefundOutcome = 'succeeded' | 'failed';

/** How many orders a sweep would find, and the oldest one's time (accept_by, or created_at). */
export interface DueBacklog {
  count: number;
  oldest?: Date;
}

/** A refund ordering decided, for payments to ask the provider for (docs/architecture/order-events.md). */
export interface RefundRequest {
  /** The `refundRequested` event: the provider's idempotency key derives from it. */
  eventId: number;
  refundId: string;
  orderId: string;
  amount: number;
  checkoutSessionId?: string;
  /** The payment event that paid the order. */
  paymentEventId?: string;
}

export type ChangeBeside = (trx: Knex.Transaction, refund: Refund | undefined) => Promise<void>;

/** The service loop's writes: every change decided under the order's lock (adapters/knex-order-lifecycle.ts). */
export interface OrderLifecycleRepository {
  /**
   * Reads the order's state under its lock, lets `decide` choose the change (or throw), and writes
   * it with its refund and events in one transaction. Undefined: no such order in the scope.
   * `beside`: a write of ordering's own that commits with the change or not at all (an order
   * help report's approval with its refund).
   */
  change(orderId: string, scope: OrderScope, decide: (state: OrderState) => Transition, by: string, at: Date, beside?: ChangeBeside): Promise<{ order: Order; events: OrderEvent[] } | undefined>;
  /** A pending refund's outcome, once; undefined when it was not pending (a repeat, or late). */
  markRefunded(refundId: string, outcome: RefundOutcome, by: string, at: Date): Promise<OrderEvent | undefined>;
  /** Refund requests after the `refundRequested` event `afterEventId`, in event order. */
  refundRequests(afterEventId: number, limit: number): Promise<RefundRequest[]>;
  /** Paid orders not accepted by `now`: missed. */
  paidUnacceptedBy(now: Date, limit: number): Promise<string[]>;
  /** The order's hosted checkout session, if it has one. */
  sessionOf(orderId: string): Promise<string | undefined>;
  /** The hosted checkout session of the customer's order while the order is still placed (unpaid). */
  placedSessionOf(orderId: string, customerId: string): Promise<string | undefined>;
  /** Orders still placed (unpaid) that were created before `before`. */
  placedBefore(before: Date, limit: number): Promise<string[]>;
  /**
   * The customer's orders still placed at the restaurant, created before `before`: a new checkout
   * replaces only older ones, so two checkouts at once never cancel each other.
   */
  placedOf(customerId: string, restaurantId: string, before: Date): Promise<string[]>;
  /** What the due-orders sweep would find: paid orders past accept_by, and placed ones created before `placedBefore`. */
  dueBacklog(now: Date, placedBefore: Date): Promise<{ missed: DueBacklog; unpaid: DueBacklog }>;
  /** Missed orders whose restaurant is still to be paused (the cancel committed, the pause not yet made). */
  pausesOwed(limit: number): Promise<Array<{ orderId: string; restaurantId: string }>>;
  /** The pause of a missed order's restaurant is made. */
  pausePaid(orderId: string): Promise<void>;
}
export const ORDER_LIFECYCLE_REPOSITORY = token<OrderLifecycleRepository>('ordering.OrderLifecycleRepository');

/** Stops a restaurant taking orders until its owner resumes (catalogue's availability): a missed order does this. */
export type RestaurantPauser = (restaurantId: string) => Promise<void>;
export const RESTAURANT_PAUSER = token<RestaurantPauser>('ordering.RestaurantPauser');
export const OWNER_ORDER_REPOSITORY = token<OwnerOrderRepository>('ordering.OwnerOrderRepository');

/**
 * ordering's log of committed order changes (docs/architecture/order-events.md): what live
 * streams, e-mails, webhooks and list ETags read. Ids grow and become visible in order.
 */
export interface OrderEventLog {
  /** Up to `limit` events with ids above `id`, in id order, of the scope. */
  after(id: number, scope: OrderEventScope, limit: number): Promise<OrderEvent[]>;
  /** The newest event id of the scope; 0 before its first. Batched: cheap to poll. */
  latestId(scope: OrderEventScope): Promise<number>;
  /**
   * A list's ETag marker (docs/architecture/order-events.md "Retention"): the scope's newest id,
   * or once retention has pruned all of its events, the id below the oldest kept. It grows with
   * every change of the scope and never goes back. Batched with latestId.
   */
  listVersion(scope: { restaurantId: string } | { customerId: string }): Promise<number>;
}
export const ORDER_EVENT_LOG = token<OrderEventLog>('ordering.OrderEventLog');

/**
 * A reader of the log outside ordering that keeps its own cursor (the consumers on the shared
 * core: payments' refund dispatch, the order e-mails, the webhooks' endpoints), bound by that module so ordering never reads its tables:
 * retention never prunes an event it still has to read (docs/architecture/order-events.md "Retention").
 */
export interface OrderEventConsumer {
  /** Named in the retention job's log when it holds pruning back. */
  name: string;
  /** The lowest event id it has yet to read; undefined when it has read every event committed so far. */
  lowestUnread(): Promise<number | undefined>;
}
export const ORDER_EVENT_CONSUMERS = token<OrderEventConsumer>('ordering.OrderEventConsumers');

/**
 * Told of each order event after its transaction committed. Declared here and bound by the
 * listening module (insights), so ordering never depends on it. A listener's failure is logged
 * and never undoes or fails the change.
 */
export type OrderChangeListener = (event: OrderEvent) => Promise<void>;
export const ORDER_CHANGE_LISTENERS = token<OrderChangeListener>('ordering.OrderChangeListeners');

/**
 * Tells every API process that an order event committed (docs/architecture/live.md "Fan-out"):
 * only its id; each process reads the rows from the log. Redis pub/sub when REDIS_URL is set,
 * in-process otherwise. A lost signal costs latency only: the live hub also polls the log.
 */
export interface OrderEventSignal {
  /** Never waits and never fails the change: a signal that cannot be sent is left to the polls. */
  publish(eventId: number): void;
  /** `onSignal` runs for every id any process publishes, this one's included. */
  listen(onSignal: (eventId: number) => void): Promise<void>;
  close(): Promise<void>;
}
export const ORDER_EVENT_SIGNAL = token<OrderEventSignal>('ordering.OrderEventSignal');

/** One delivery as the courier's view shows it (docs/product/team-and-roles.md "Couriers"). */
export interface CourierDeliveryRecord {
  orderId: string;
  status: OrderStatus;
  restaurantId: string;
  customerName: string;
  addressLine1: string;
  postcode: string;
  city: string;
  phone: string;
  note: string | null;
  itemCount: number;
  dueBy: Date | null;
  collectBy: Date | null;
  assignedAt: Date | null;
  pickedUpAt: Date | null;
  /** Assigned to the courier asking; false: open to claim. */
  mine: boolean;
}

/** Couriers' deliveries and their proof: ordering's `order_deliveries` (adapters/knex-courier-deliveries.ts). */
export interface CourierDeliveryRepository {
  /**
   * Decides a step on the order (of the restaurant) as it is under its lock and writes it with its
   * order event in one transaction; a wrong code is written (counted) without one. Undefined: no
   * such order at the restaurant.
   */
  change(orderId: string, restaurantId: string, decide: (state: DeliveryState) => DeliveryStep, by: string, at: Date): Promise<{ step: DeliveryStep; event?: OrderEvent } | undefined>;
  /** The courier's active deliveries and the restaurant's open ones, by due time. */
  list(restaurantId: string, courierId: string): Promise<CourierDeliveryRecord[]>;
  find(restaurantId: string, orderId: string, courierId: string): Promise<CourierDeliveryRecord | undefined>;
}
export const COURIER_DELIVERY_REPOSITORY = token<CourierDeliveryRepository>('ordering.CourierDeliveryRepository');

/** A restaurant's courier members (accounts' team): id, name as shown, and who they sign in as. */
export type CourierDirectory = (restaurantId: string) => Promise<Array<{ id: string; name: string; auth0Id: string }>>;
export const COURIER_DIRECTORY = token<CourierDirectory>('ordering.CourierDirectory');


/** Couriers' proof photos in catalogue's file storage, never public (docs/product/team-and-roles.md "Couriers"). */
export interface ProofPhotos {
  /** Checks and stores the photo; its key. 400/413/415 naming `photo` when it is no JPEG or PNG. */
  store(restaurantId: string, bytes: Buffer): Promise<string>;
  read(key: string): Promise<Buffer | undefined>;
  /** A photo whose delivery step was refused. */
  discard(key: string): Promise<void>;
}
export const PROOF_PHOTOS = token<ProofPhotos>('ordering.ProofPhotos');

/** Order help reports (adapters/knex-order-help.ts; docs/product/decisions.md "Order help"). */
export interface OrderHelpRepository {
  /** The report, if `check` passes on the order as it is; undefined for another customer's order. */
  file(orderId: string, customerId: string, check: (order: OrderFacts, reported: boolean) => NewHelp, at: Date): Promise<OrderEvent | undefined>;
  /** The photo of an open report that has none yet; false otherwise. */
  addPhoto(orderId: string, customerId: string, key: string): Promise<boolean>;
  /** Declines an open report of the restaurant's order (409 otherwise); undefined when it is not theirs. */
  decline(orderId: string, restaurantId: string, reason: string, by: string, at: Date): Promise<OrderEvent | undefined>;
  /** Marks the report approved with its refund, in the refund's transaction: 409 unless it was open. */
  approveOn(trx: Knex.Transaction, orderId: string, refund: { id: string; amount: number }, by: string, at: Date): Promise<void>;
}
export type NewHelp = Pick<OrderHelp, 'kind' | 'items' | 'note' | 'proposedAmount'>;
export const ORDER_HELP_REPOSITORY = token<OrderHelpRepository>('ordering.OrderHelpRepository');
/** A restaurant's orders since a time: paid-or-later, cancelled left out, and their totals net of refunds (pence). */
export interface RestaurantFigures {
  orders: number;
  sales: number;
}

/** The operator's search of orders across every restaurant (docs/architecture/operator.md "Orders"). */
export interface MarketplaceOrderQuery {
  filter: {
    /** An order number as customers see it (`CB20E9`, `#cb20e9`) or a whole order id, lower case. */
    number?: string;
    /** Lower case, literal: in the delivery e-mail. */
    email?: string;
    restaurantId?: string;
    statuses?: readonly OrderStatus[];
    createdFrom?: Date;
    createdBefore?: Date;
  };
  sort: { field: 'createdAt' | 'total'; order: 'asc' | 'desc' };
  range: { first: number; last: number };
}

/** The operator's reads of orders across every restaurant (docs/architecture/operator.md). */
export interface MarketplaceOrders {
  /** By restaurant; one without such orders is left out. */
  figuresSince(restaurantIds: readonly string[], since: Date): Promise<Map<string, RestaurantFigures>>;
  /** The ids of a page of matching orders, in order, and how many match in all. */
  search(query: MarketplaceOrderQuery): Promise<{ ids: string[]; total: number }>;
  /** The order's events still in the log (kept for ORDER_EVENTS_RETENTION_HOURS), oldest first. */
  eventsOf(orderId: string): Promise<OrderEvent[]>;
}
export const MARKETPLACE_ORDERS = token<MarketplaceOrders>('ordering.MarketplaceOrders');
