import { ContainerModule, type Bind } from 'inversify';
import type { Config } from '../../config.js';
import { HTTP_ROUTERS, RAW_BODY_PATHS } from '../../http/routes.js';
import { provide, provideValue, token } from '../../shared/di.js';
import { HEALTH_CHECKS } from '../../shared/health.js';
import { JOB_HANDLERS, JOB_QUEUE } from '../../shared/jobs/job-queue.js';
import { OVERDUE_WORK } from '../../shared/jobs/overdue-work.js';
import { TOKENS } from '../../shared/tokens.js';
import { ORDER_CHANGE_LISTENERS, ORDER_EVENT_CONSUMERS, ORDER_LIFECYCLE_SERVICE, ORDERING_SERVICE, PAYMENT_GATEWAY } from '../ordering/index.js';
import { KnexCheckoutSessions } from './adapters/knex-checkout-sessions.js';
import { KnexEventOutbox } from './adapters/knex-event-outbox.js';
import { KnexLocalRefunds } from './adapters/knex-local-refunds.js';
import { LocalRefundProvider } from './adapters/local-refund-provider.js';
import { KnexPaymentEventLog } from './adapters/knex-payment-event-log.js';
import { LocalPaymentGateway } from './adapters/local-payment-gateway.js';
import { localWebhookSecret } from './adapters/local-webhook-secret.js';
import { StripePaymentGateway, type StripeClientOptions } from './adapters/stripe-payment-gateway.js';
import { checkoutPageRoutes } from './http/checkout-page-routes.js';
import { WEBHOOK_PATH, webhookRoutes } from './http/webhook-routes.js';
import { LocalEventDelivery, type EventSender } from './jobs/local-event-delivery.js';
import { refundDispatch, refundRequestedListener } from './jobs/refund-dispatch.js';
import { webhookOverHttp } from './jobs/webhook-post.js';
import { LocalCheckoutService } from './local-checkout-service.js';
import { PaymentWebhookService, type WebhookSettings } from './payment-webhook-service.js';
import { paymentsHealth } from './payments-health.js';
import { ORDER_PAYMENTS, ORDER_REFUNDS, REFUND_PROVIDER } from './ports.js';

// Where the built checkout page's script and stylesheet are served from (src/http/static-files.ts).
export { CHECKOUT_ASSETS_DIR } from './http/checkout-assets.js';

const WEBHOOK_SETTINGS = token<WebhookSettings>('payments.WebhookSettings');
const EVENT_LOG = token<KnexPaymentEventLog>('payments.PaymentEventLog');
const WEBHOOK_SERVICE = token<PaymentWebhookService>('payments.PaymentWebhookService');
const CHECKOUT_SESSIONS = token<KnexCheckoutSessions>('payments.CheckoutSessions');
const EVENT_DELIVERY = token<LocalEventDelivery>('payments.LocalEventDelivery');
const LOCAL_CHECKOUT = token<LocalCheckoutService>('payments.LocalCheckoutService');
const STRIPE_GATEWAY = token<StripePaymentGateway>('payments.StripePaymentGateway');
const REFUND_DISPATCH = token<ReturnType<typeof refundDispatch>>('payments.RefundDispatch');

type Payments<K extends Config['payments']['kind']> = Extract<Config['payments'], { kind: K }>;

/** STRIPE_API_URL points the SDK at stripe-mock or a test stand-in; unset, at Stripe. */
function stripeEndpoint(apiUrl: string | undefined): StripeClientOptions {
  if (!apiUrl) return {};
  const url = new URL(apiUrl);
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  return { host: url.hostname, port: Number(url.port || (protocol === 'http' ? 80 : 443)), protocol };
}

function bindStripe(bind: Bind, payments: Payments<'stripe'>): void {
  // One client for checkout and refunds.
  provide(bind, STRIPE_GATEWAY, [TOKENS.logger], (logger) => new StripePaymentGateway(payments.secretKey, logger, stripeEndpoint(payments.apiUrl)));
  provide(bind, PAYMENT_GATEWAY, [STRIPE_GATEWAY], (stripe) => stripe);
  provide(bind, REFUND_PROVIDER, [STRIPE_GATEWAY], (stripe) => stripe);
  provideValue<WebhookSettings>(bind, WEBHOOK_SETTINGS, { provider: 'stripe', secret: payments.webhookSecret });
}

/**
 * Where the local checkout's signed events go. Without Redis the jobs run in the API process
 * that owns the webhook: the event is handed to its webhook service, which verifies the
 * signature as the route does, without a loopback HTTP call that would queue behind the
 * checkout traffic (docs/architecture/jobs.md, "The payment event's path"). A worker, or a
 * LOCAL_CHECKOUT_WEBHOOK_URL, posts over HTTP as Stripe does.
 */
function eventSender(config: Config, payments: Payments<'local'>, webhooks: PaymentWebhookService): EventSender {
  if (!config.redisUrl && !payments.webhookUrl) return (payload, signature) => webhooks.receive(Buffer.from(payload), signature);
  return webhookOverHttp(payments.webhookUrl ?? config.publicUrl + WEBHOOK_PATH);
}

/** The embedded default: the hosted page, its sessions, and its signed events' delivery. */
function bindLocalCheckout(bind: Bind, config: Config, payments: Payments<'local'>): void {
  // Resolved on first use, so building a container touches no file.
  provide(bind, WEBHOOK_SETTINGS, [], (): WebhookSettings => ({
    provider: 'local',
    secret: localWebhookSecret(config.dataDir, payments.webhookSecret),
  }));
  provide(bind, CHECKOUT_SESSIONS, [TOKENS.database], (db) => new KnexCheckoutSessions(db));
  provide(bind, PAYMENT_GATEWAY, [CHECKOUT_SESSIONS, TOKENS.clock], (sessions, clock) => new LocalPaymentGateway(sessions, clock, config.publicUrl));
  provide(
    bind,
    EVENT_DELIVERY,
    [TOKENS.database, JOB_QUEUE, WEBHOOK_SETTINGS, WEBHOOK_SERVICE, TOKENS.clock, TOKENS.logger],
    (db, queue, settings, webhooks, clock, logger) =>
      new LocalEventDelivery(new KnexEventOutbox(db), queue, { send: eventSender(config, payments, webhooks), secret: settings.secret }, clock, logger),
  );
  provide(
    bind,
    LOCAL_CHECKOUT,
    [CHECKOUT_SESSIONS, EVENT_DELIVERY, TOKENS.clock, TOKENS.logger],
    (sessions, delivery, clock, logger) => new LocalCheckoutService(sessions, delivery, clock, logger),
  );
  provide(
    bind,
    REFUND_PROVIDER,
    [TOKENS.database, EVENT_DELIVERY, TOKENS.clock, TOKENS.logger],
    (db, delivery, clock, logger) => new LocalRefundProvider(new KnexLocalRefunds(db), delivery, clock, logger),
  );
  provide(bind, HTTP_ROUTERS, [LOCAL_CHECKOUT], (checkout) => checkoutPageRoutes(checkout));
  provide(bind, JOB_HANDLERS, [EVENT_DELIVERY], (delivery) => delivery.deliveryJob);
  provide(bind, OVERDUE_WORK, [EVENT_DELIVERY], (delivery) => delivery);
}

/**
 * Ordering's refund requests to the provider (docs/architecture/refunds.md), a consumer of the
 * order event log (docs/architecture/order-consumers.md): a run queued by each `refundRequested`
 * order event, and the consumer's sweep.
 */
function bindRefundDispatch(bind: Bind): void {
  provide(
    bind,
    REFUND_DISPATCH,
    [ORDER_REFUNDS, REFUND_PROVIDER, TOKENS.database, JOB_QUEUE, TOKENS.clock],
    (orders, provider, db, queue, clock) => refundDispatch(orders, provider, { db, queue, clock }),
  );
  provide(bind, JOB_HANDLERS, [REFUND_DISPATCH], (dispatch) => dispatch.job);
  provide(bind, ORDER_EVENT_CONSUMERS, [REFUND_DISPATCH], (dispatch) => dispatch.unread);
  provide(bind, OVERDUE_WORK, [REFUND_DISPATCH], (dispatch) => dispatch);
  provide(bind, ORDER_CHANGE_LISTENERS, [JOB_QUEUE], (queue) => refundRequestedListener(queue));
}

/** Payments: implements ordering's PAYMENT_GATEWAY and owns the provider's webhook. */
export function paymentsModule(config: Config): ContainerModule {
  const { payments } = config;
  return new ContainerModule(({ bind }) => {
    if (payments.kind === 'stripe') bindStripe(bind, payments);
    else bindLocalCheckout(bind, config, payments);
    provide(bind, ORDER_PAYMENTS, [ORDERING_SERVICE], (ordering) => ordering);
    provide(bind, ORDER_REFUNDS, [ORDER_LIFECYCLE_SERVICE], (lifecycle) => lifecycle);
    provide(bind, EVENT_LOG, [TOKENS.database], (db) => new KnexPaymentEventLog(db));
    provide(
      bind,
      WEBHOOK_SERVICE,
      [WEBHOOK_SETTINGS, ORDER_PAYMENTS, ORDER_REFUNDS, EVENT_LOG, TOKENS.clock, TOKENS.logger],
      (settings, orders, refunds, events, clock, logger) => new PaymentWebhookService(settings, orders, refunds, events, clock, logger),
    );
    bindRefundDispatch(bind);
    provide(bind, HTTP_ROUTERS, [WEBHOOK_SERVICE], (webhooks) => webhookRoutes(webhooks));
    provideValue(bind, RAW_BODY_PATHS, WEBHOOK_PATH);
    provide(bind, HEALTH_CHECKS, [EVENT_LOG], (events) => paymentsHealth(payments.kind, events));
  });
}
