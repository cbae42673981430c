import { ContainerModule, type Bind } from 'inversify';
import type { Config } from '../../config.js';
import { HTTP_DRAINS, HTTP_ROUTERS } from '../../http/routes.js';
import { LIFECYCLE_HOOKS } from '../../shared/lifecycle.js';
import { all, provide, provideValue, token } from '../../shared/di.js';
import { JOB_HANDLERS, JOB_QUEUE, JOB_SCHEDULES } from '../../shared/jobs/job-queue.js';
import { OVERDUE_WORK } from '../../shared/jobs/overdue-work.js';
import { rememberFound } from '../../shared/remember-found.js';
import { TOKENS } from '../../shared/tokens.js';
import { ACCOUNTS_SERVICE, MEMBER_REMOVED_LISTENERS, TEAM_SERVICE } from '../accounts/index.js';
import { AVAILABILITY_SERVICE, CATALOGUE_SERVICE, deliveryTermsAt, FILE_STORAGE, isSoldOut, RESTAURANT_ACCESS, SCHEDULING_SERVICE, storeProofPhoto } from '../catalogue/index.js';
import { OrderSlots } from './order-slots.js';
import { slotRoutes } from './http/slot-routes.js';
import { KnexOrderEventLog } from './adapters/knex-order-event-log.js';
import { KnexCourierDeliveries } from './adapters/knex-courier-deliveries.js';
import { CourierService } from './courier-service.js';
import { OrderHelpService } from './order-help-service.js';
import { KnexOrderHelp } from './adapters/knex-order-help.js';
import { orderHelpRoutes } from './http/order-help-routes.js';
import { courierRoutes } from './http/courier-routes.js';
import { KnexOrderEventPruning } from './adapters/knex-order-event-pruning.js';
import { KnexOrderLifecycle } from './adapters/knex-order-lifecycle.js';
import { KnexOrderRepository } from './adapters/knex-order-repository.js';
import { KnexOwnerOrderRepository } from './adapters/knex-owner-order-repository.js';
import { KnexMarketplaceOrders } from './adapters/knex-marketplace-orders.js';
import { CheckoutService } from './checkout-service.js';
import { liveRoutes } from './http/live-routes.js';
import { InProcessEventSignal } from './live/in-process-event-signal.js';
import { listedOrders } from './live/listed-orders.js';
import { LiveHub } from './live/live-hub.js';
import { LiveStreams } from './live/live-streams.js';
import { RedisEventSignal } from './live/redis-event-signal.js';
import { DueOrderJobs } from './jobs/due-order-jobs.js';
import { OrderEventRetention } from './jobs/order-event-retention.js';
import { MissedOrderTimer } from './jobs/missed-order-timer.js';
import { orderLifecycleRoutes } from './http/order-lifecycle-routes.js';
import { orderRoutes } from './http/order-routes.js';
import { ownerOrderRoutes } from './http/owner-order-routes.js';
import { OrderChangeNotifier } from './order-change-notifier.js';
import { OrderLifecycleService } from './order-lifecycle-service.js';
import { OrderingService } from './ordering-service.js';
import { OwnerOrdersService } from './owner-orders-service.js';
import {
  COURIER_DELIVERY_REPOSITORY,
  COURIER_DIRECTORY,
  PROOF_PHOTOS,
  ORDER_HELP_REPOSITORY,
  ORDER_CHANGE_LISTENERS,
  ORDER_EVENT_CONSUMERS,
  OPEN_STATE_LOOKUP,
  SOLD_OUT_CHECK,
  DELIVERY_TERMS,
  ORDER_LIFECYCLE_REPOSITORY,
  RESTAURANT_PAUSER,
  ORDER_EVENT_LOG,
  ORDER_EVENT_SIGNAL,
  ORDER_REPOSITORY,
  ORDER_REVIEWS,
  LISTED_ORDERS,
  OWNED_RESTAURANT_LOOKUP,
  OWNER_ORDER_REPOSITORY,
  PAYMENT_GATEWAY,
  RESTAURANT_LOOKUP,
  SLOT_TIMES,
  USER_ID_LOOKUP,
  MARKETPLACE_ORDERS,
  VOUCHER_DESK,
} from './ports.js';
import { CheckoutVouchers } from './checkout-vouchers.js';

export { OrderingService, CheckoutService, OwnerOrdersService, OrderLifecycleService };

const REMEMBERED_IDS = 10_000;
/** The owner's live stream, as the policy table names it (docs/product/team-and-roles.md). */
const DESK_STREAM = 'streamMyRestaurantOrderEvents';
export type { MarkPaidOutcome } from './ordering-service.js';
export type { PaidEvent } from './domain/order.js';
// Seeds build order rows of these statuses (docs/architecture/table-owners.md).
export { ORDER_STATUSES } from './domain/order.js';
export { CANCEL_MISSED_ORDER_JOB } from './jobs/missed-order-timer.js';
export { SWEEP_DUE_ORDERS_JOB, UNPAID_ORDER_TTL_MS } from './jobs/due-order-jobs.js';
// The reviews module writes beside orders and answers their reviews (docs/architecture/modules.md "Reviews and ratings").
export { ORDER_REVIEWS, type OrderFacts } from './ports.js';
export { VOUCHER_DESK, type VoucherDesk, type VoucherCheck, type VoucherHold, type VoucherVerdict } from './ports.js';
export { ORDER_CHANGE_LISTENERS, type OrderChangeListener } from './ports.js';
export type { OrderEvent, NewOrderEvent } from './domain/order-event.js';
export type { RefundOutcome, RefundRequest } from './ports.js';
// Integrators' webhooks and e-mails send each order as the owner's list shows it (docs/architecture/webhooks.md).
export { LISTED_ORDERS, type ListedOrder } from './ports.js';
export { orderChangeEvent } from './order-change-event.js';
export { ORDER_EVENT_LOG, type OrderEventLog } from './ports.js';
// Payments, notifications and integrations tell retention what they have yet to read (docs/architecture/order-events.md "Retention").
export { ORDER_EVENT_CONSUMERS } from './ports.js';
export { PRUNE_ORDER_EVENTS_JOB } from './jobs/order-event-retention.js';
export { PAYMENT_GATEWAY, type PaymentGateway, type ClosedSession, type CheckoutSession, type CheckoutSessionRequest } from './ports.js';

export const ORDERING_SERVICE = token<OrderingService>('ordering.OrderingService');
export { MARKETPLACE_ORDERS, type MarketplaceOrders, type MarketplaceOrderQuery } from './ports.js';
export const CHECKOUT_SERVICE = token<CheckoutService>('ordering.CheckoutService');
const ORDER_CHANGE_NOTIFIER = token<OrderChangeNotifier>('ordering.OrderChangeNotifier');
const ORDER_SLOTS = token<OrderSlots>('ordering.OrderSlots');
const CHECKOUT_VOUCHERS = token<CheckoutVouchers>('ordering.CheckoutVouchers');
export const OWNER_ORDERS_SERVICE = token<OwnerOrdersService>('ordering.OwnerOrdersService');
export const ORDER_LIFECYCLE_SERVICE = token<OrderLifecycleService>('ordering.OrderLifecycleService');
const COURIER_SERVICE = token<CourierService>('ordering.CourierService');
const ORDER_HELP_SERVICE = token<OrderHelpService>('ordering.OrderHelpService');
const MISSED_ORDER_TIMER = token<MissedOrderTimer>('ordering.MissedOrderTimer');
const DUE_ORDER_JOBS = token<DueOrderJobs>('ordering.DueOrderJobs');
const LIVE_HUB = token<LiveHub>('ordering.LiveHub');
const LIVE_STREAMS = token<LiveStreams>('ordering.LiveStreams');
const EVENT_RETENTION = token<OrderEventRetention>('ordering.OrderEventRetention');
/** docs/architecture/order-events.md "Retention": how often old events are pruned. */
const PRUNE_EVERY_MS = 10 * 60_000;

/** docs/architecture/live.md: the log is read at least this often while streams are open, and kept this long for replays. */
const LIVE_POLL_MS = 1_500;
const LIVE_RETENTION_MS = 24 * 3_600_000;

/** Orders and checkout. The payments module binds PAYMENT_GATEWAY, the reviews module ORDER_REVIEWS, the promotions module VOUCHER_DESK (ordering declares them). */
export function orderingModule(config: Config): ContainerModule {
  return new ContainerModule(({ bind }) => {
    // One log, so both lists' polls share its batched reads of the latest ids.
    provide(bind, ORDER_EVENT_LOG, [TOKENS.database], (db) => new KnexOrderEventLog(db));
    provide(bind, ORDER_REPOSITORY, [TOKENS.database, ORDER_REVIEWS], (db, reviewsOf) => new KnexOrderRepository(db, reviewsOf));
    provide(bind, MARKETPLACE_ORDERS, [TOKENS.database], (db) => new KnexMarketplaceOrders(db));
    provide(bind, ORDER_CHANGE_NOTIFIER, [all(ORDER_CHANGE_LISTENERS), TOKENS.logger], (listeners, logger) => new OrderChangeNotifier(listeners, logger));
    // Cross-module ports, bound to the providers' public services.
    provide(bind, RESTAURANT_LOOKUP, [CATALOGUE_SERVICE], (catalogue) => catalogue);
    provide(bind, OPEN_STATE_LOOKUP, [AVAILABILITY_SERVICE], (availability) => (restaurantId: string) => availability.openState(restaurantId));
    provideValue(bind, SOLD_OUT_CHECK, isSoldOut);
    provideValue(bind, DELIVERY_TERMS, deliveryTermsAt);
    provide(bind, SLOT_TIMES, [SCHEDULING_SERVICE], (scheduling) => (restaurantId: string, fulfilment, minutes) => scheduling.slotTimes(restaurantId, fulfilment, minutes));
    provide(bind, ORDER_SLOTS, [SLOT_TIMES, ORDER_REPOSITORY, RESTAURANT_LOOKUP], (slotTimes, orders, restaurants) => new OrderSlots(slotTimes, orders.slotUses, restaurants));
    provide(bind, HTTP_ROUTERS, [ORDER_SLOTS], (slots) => slotRoutes(slots));
    // Polled on every order-list request; a subject's user id never changes once it exists.
    provide(bind, USER_ID_LOOKUP, [ACCOUNTS_SERVICE], (accounts) => rememberFound((auth0Id: string) => accounts.userIdOf(auth0Id), REMEMBERED_IDS));
    provide(
      bind,
      ORDERING_SERVICE,
      [ORDER_REPOSITORY, USER_ID_LOOKUP, RESTAURANT_LOOKUP, TOKENS.clock, ORDER_CHANGE_NOTIFIER, ORDER_EVENT_LOG],
      (orders, userIdOf, restaurants, clock, notifier, events) => new OrderingService(orders, userIdOf, restaurants, clock, notifier, events, config.ordering.acceptTimeoutMs),
    );
    provide(bind, CHECKOUT_VOUCHERS, [VOUCHER_DESK, ORDER_REPOSITORY], (desk, orders) => new CheckoutVouchers(desk, orders));
    provide(
      bind,
      CHECKOUT_SERVICE,
      [ORDER_REPOSITORY, ORDERING_SERVICE, USER_ID_LOOKUP, RESTAURANT_LOOKUP, OPEN_STATE_LOOKUP, SOLD_OUT_CHECK, DELIVERY_TERMS, PAYMENT_GATEWAY, TOKENS.clock, TOKENS.logger, ORDER_CHANGE_NOTIFIER, ORDER_LIFECYCLE_SERVICE, ORDER_SLOTS, CHECKOUT_VOUCHERS],
      (orders, ordering, userIdOf, restaurants, openStateOf, isSoldOut, deliveryTermsOf, gateway, clock, logger, notifier, lifecycle, slots, vouchers) =>
        new CheckoutService(orders, ordering, userIdOf, restaurants, openStateOf, isSoldOut, deliveryTermsOf, gateway, clock, logger, notifier, lifecycle, config.publicUrl, slots, vouchers),
    );
    provide(bind, HTTP_ROUTERS, [ORDERING_SERVICE, CHECKOUT_SERVICE], (ordering, checkout) => orderRoutes(ordering, checkout));
    provide(bind, LISTED_ORDERS, [ORDERING_SERVICE], (ordering) => listedOrders(ordering));
    bindOrderDesk(bind, config);
    bindLive(bind, config);
    bindRetention(bind, config);
  });
}

/** Live streams of order changes and their fan-out across processes (docs/architecture/live.md). */
function bindLive(bind: Bind, config: Config): void {
  const redisUrl = config.redisUrl;
  // Deployments sharing one Redis keep their own channel, as they keep their own job queue.
  const channel = `order-events:${config.jobs.queueName ?? 'default'}`;
  provide(bind, ORDER_EVENT_SIGNAL, [TOKENS.logger], (logger) => (redisUrl ? new RedisEventSignal(redisUrl, channel, logger) : new InProcessEventSignal()));
  // Every process that commits changes (APIs, workers) tells the others after commit.
  provide(bind, ORDER_CHANGE_LISTENERS, [ORDER_EVENT_SIGNAL], (signal) => async (event) => signal.publish(event.id));
  provide(bind, LIVE_HUB, [ORDER_EVENT_LOG, LISTED_ORDERS, ORDER_EVENT_SIGNAL, TOKENS.logger], (events, listed, signal, logger) =>
    new LiveHub(events, listed, signal, logger, { pollMs: LIVE_POLL_MS, batch: 500 }),
  );
  provide(bind, LIVE_STREAMS, [LIVE_HUB, ORDER_EVENT_LOG, LISTED_ORDERS, TOKENS.clock, TOKENS.logger, RESTAURANT_ACCESS], (hub, events, listed, clock, logger, access) =>
    new LiveStreams(hub, events, listed, clock, logger, {
      ...config.live,
      retentionMs: LIVE_RETENTION_MS,
      heartbeatMs: 15_000,
      retryMs: 2_000,
      replayPage: 500,
    }, async (sub, restaurantId) => (await access.restaurantIdAs(sub, DESK_STREAM)) === restaurantId),
  );
  provide(bind, HTTP_ROUTERS, [LIVE_STREAMS, ORDERING_SERVICE, OWNER_ORDERS_SERVICE], (streams, ordering, desk) =>
    liveRoutes(streams, {
      '/api/order/events': (caller) => ordering.liveScope(caller),
      '/api/my/restaurant/order/events': (caller) => desk.liveScope(caller),
    }),
  );
  provide(bind, HTTP_DRAINS, [LIVE_STREAMS], (streams) => () => streams.drain());
  // A member removed from a team loses the desk's stream at once, on this process.
  provide(bind, MEMBER_REMOVED_LISTENERS, [LIVE_STREAMS], (streams) => ({ auth0Id, restaurantId }) => streams.endAccess(auth0Id, restaurantId));
  provide(bind, LIFECYCLE_HOOKS, [LIVE_HUB], (hub) => ({ name: 'live updates', stop: () => hub.stop() }));
}

/** Old order events are deleted once every consumer has read them (docs/architecture/order-events.md "Retention"). */
function bindRetention(bind: Bind, config: Config): void {
  provide(bind, EVENT_RETENTION, [TOKENS.database, ORDER_EVENT_LOG, all(ORDER_EVENT_CONSUMERS), TOKENS.clock, TOKENS.logger], (db, log, consumers, clock, logger) =>
    new OrderEventRetention(new KnexOrderEventPruning(db), log, consumers ?? [], clock, logger, { retentionMs: config.ordering.eventRetentionMs, everyMs: PRUNE_EVERY_MS }),
  );
  provide(bind, JOB_HANDLERS, [EVENT_RETENTION], (retention) => retention.job);
  provide(bind, JOB_SCHEDULES, [EVENT_RETENTION], (retention) => retention.schedule);
}

/** The restaurant owner's side: list, summary and status changes of their orders. */
function bindOrderDesk(bind: Bind, config: Config): void {
  provide(bind, OWNER_ORDER_REPOSITORY, [TOKENS.database, ORDER_REVIEWS], (db, reviewsOf) => new KnexOwnerOrderRepository(db, reviewsOf));
  // The one access port: the owner's or a team member's restaurant, if their role admits the call.
  provide(bind, OWNED_RESTAURANT_LOOKUP, [RESTAURANT_ACCESS], (access) => (auth0Id: string) => access.restaurantIdFor(auth0Id));
  provide(
    bind,
    OWNER_ORDERS_SERVICE,
    [OWNER_ORDER_REPOSITORY, OWNED_RESTAURANT_LOOKUP, RESTAURANT_LOOKUP, ORDER_EVENT_LOG],
    (orders, ownedRestaurantId, restaurants, events) => new OwnerOrdersService(orders, ownedRestaurantId, restaurants, events),
  );
  provide(bind, HTTP_ROUTERS, [OWNER_ORDERS_SERVICE], (desk) => ownerOrderRoutes(desk));
  bindLifecycle(bind);
  bindCouriers(bind);
  bindOrderHelp(bind);
  bindDueOrderJobs(bind, config);
}

/** Accept, decline, delay, refunds, cancellations (docs/product/decisions.md "Running a service"). */
function bindLifecycle(bind: Bind): void {
  provide(bind, ORDER_LIFECYCLE_REPOSITORY, [TOKENS.database, ORDER_REVIEWS], (db, reviewsOf) => new KnexOrderLifecycle(db, reviewsOf));
  provide(bind, RESTAURANT_PAUSER, [AVAILABILITY_SERVICE], (availability) => (restaurantId: string) => availability.pauseUntilResumed(restaurantId));
  provide(
    bind,
    ORDER_LIFECYCLE_SERVICE,
    [ORDER_LIFECYCLE_REPOSITORY, OWNER_ORDER_REPOSITORY, OWNED_RESTAURANT_LOOKUP, USER_ID_LOOKUP, RESTAURANT_LOOKUP, RESTAURANT_PAUSER, TOKENS.clock, ORDER_CHANGE_NOTIFIER, TOKENS.logger, PAYMENT_GATEWAY, ORDERING_SERVICE],
    (lifecycle, ownerOrders, owned, userIdOf, restaurants, pause, clock, notifier, logger, gateway, ordering) =>
      new OrderLifecycleService(lifecycle, ownerOrders, owned, userIdOf, restaurants, pause, clock, notifier, logger, gateway, (id, payment) => ordering.markPaid(id, payment)),
  );
  provide(bind, HTTP_ROUTERS, [ORDER_LIFECYCLE_SERVICE], (lifecycle) => orderLifecycleRoutes(lifecycle));
}

/** Couriers and proof of delivery (docs/product/team-and-roles.md "Couriers"). */
function bindCouriers(bind: Bind): void {
  provide(bind, COURIER_DELIVERY_REPOSITORY, [TOKENS.database], (db) => new KnexCourierDeliveries(db));
  provide(bind, COURIER_DIRECTORY, [TEAM_SERVICE], (team) => (restaurantId: string) => team.couriersOf(restaurantId));
  provide(bind, PROOF_PHOTOS, [FILE_STORAGE], (storage) => ({ store: (restaurantId: string, bytes: Buffer) => storeProofPhoto(storage, bytes, restaurantId), read: (key: string) => storage.read(key), discard: (key: string) => storage.delete(key) }));
  provide(
    bind,
    COURIER_SERVICE,
    [COURIER_DELIVERY_REPOSITORY, OWNED_RESTAURANT_LOOKUP, COURIER_DIRECTORY, RESTAURANT_LOOKUP, OWNER_ORDER_REPOSITORY, TOKENS.clock, ORDER_CHANGE_NOTIFIER, PROOF_PHOTOS, USER_ID_LOOKUP, ORDER_REPOSITORY],
    (deliveries, restaurantIdFor, couriersOf, restaurants, ownerOrders, clock, notifier, photos, userIdOf, orders) =>
      new CourierService(deliveries, restaurantIdFor, couriersOf, restaurants, ownerOrders, clock, notifier, photos, userIdOf, orders),
  );
  provide(bind, HTTP_ROUTERS, [COURIER_SERVICE], (couriers) => courierRoutes(couriers));
}

/** Order help: the customer's report and the restaurant's answer (docs/product/decisions.md "Order help"). */
function bindOrderHelp(bind: Bind): void {
  provide(bind, ORDER_HELP_REPOSITORY, [TOKENS.database], (db) => new KnexOrderHelp(db));
  provide(
    bind,
    ORDER_HELP_SERVICE,
    [ORDER_HELP_REPOSITORY, ORDER_LIFECYCLE_REPOSITORY, ORDER_REPOSITORY, OWNER_ORDER_REPOSITORY, USER_ID_LOOKUP, OWNED_RESTAURANT_LOOKUP, RESTAURANT_LOOKUP, PROOF_PHOTOS, TOKENS.clock, ORDER_CHANGE_NOTIFIER],
    (help, lifecycle, orders, ownerOrders, userIdOf, restaurantIdFor, restaurants, photos, clock, notifier) =>
      new OrderHelpService(help, lifecycle, orders, ownerOrders, userIdOf, restaurantIdFor, restaurants, photos, clock, notifier),
  );
  provide(bind, HTTP_ROUTERS, [ORDER_HELP_SERVICE], (help) => orderHelpRoutes(help));
}

/** Missed and abandoned orders are cancelled by the system (docs/architecture/jobs.md). */
function bindDueOrderJobs(bind: Bind, config: Config): void {
  // The timer listens to order events, which the lifecycle service publishes: it must not need that service.
  provide(bind, MISSED_ORDER_TIMER, [JOB_QUEUE, TOKENS.clock], (queue, clock) => new MissedOrderTimer(queue, clock));
  provide(bind, ORDER_CHANGE_LISTENERS, [MISSED_ORDER_TIMER], (timer) => timer.onOrderChange);
  provide(
    bind,
    DUE_ORDER_JOBS,
    [ORDER_LIFECYCLE_SERVICE, ORDER_LIFECYCLE_REPOSITORY, MISSED_ORDER_TIMER, TOKENS.clock, TOKENS.logger],
    (lifecycle, orders, timer, clock, logger) => new DueOrderJobs(lifecycle, orders, timer, clock, logger, config.ordering.acceptTimeoutMs),
  );
  provide(bind, JOB_HANDLERS, [DUE_ORDER_JOBS], (jobs) => jobs.cancelMissedJob);
  // Its sweep runs as a scheduled job, and the status page reports what it has not done yet.
  provide(bind, OVERDUE_WORK, [DUE_ORDER_JOBS], (jobs) => jobs);
}
