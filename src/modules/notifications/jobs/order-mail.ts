import type { Clock } from '../../../shared/clock.js';
import type { Database } from '../../../shared/db/database.js';
import type { JobQueue } from '../../../shared/jobs/job-queue.js';
import type { Logger } from '../../../shared/logger.js';
import { DurableConsumer, queueConsumerRun } from '../../../shared/order-log/durable-consumer.js';
import type { NewWork, RecordingHandler, RunQueueing } from '../../../shared/order-log/event-consumer.js';
import { KnexConsumerCursors } from '../../../shared/order-log/knex-consumer-cursors.js';
import { recordedSteps } from '../../../shared/order-log/recorded-steps.js';
import type { OrderChangeListener, OrderEvent, ListedOrder } from '../../ordering/index.js';
import { ORDER_MAIL_CONSUMER, type KnexMailMessages, type MailPayload } from '../adapters/knex-mail-messages.js';
import type { MailSend } from '../adapters/smtp-sender.js';
import { mailKindOf, type MailKind } from '../domain/mail-kind.js';
import { mailRetryDelayMs } from '../domain/mail-retry.js';
import { runningLateNotBefore, type PreviousRunningLate } from '../domain/running-late.js';
import { orderMessageId } from '../domain/message-id.js';
import type { NewOrderMailOwners, OrderEvents, OrdersById } from '../ports.js';
import { renderOrderMail, type MailOrder } from '../templates/order-mail.js';

export const SEND_ORDER_MAIL_JOB = 'notifications.send-order-mail';

const RUNNING_LATE: MailKind = 'delayed';

/** Sent messages are kept a week (what was sent, for support), then forgotten. */
const SENT_KEPT_MS = 7 * 24 * 3_600_000;
/** One key: one cursor, so runs queued while one waits collapse into it. */
const RUN: RunQueueing = { jobName: SEND_ORDER_MAIL_JOB, dedupeKey: 'order-mail' };

/** Each order event that sends an e-mail queues a run (ORDER_CHANGE_LISTENERS). */
export function orderMailListener(queue: JobQueue): OrderChangeListener {
  return async (event) => {
    if (mailKindOf(event)) await queueConsumerRun(queue, RUN);
  };
}

export interface OrderMailSettings {
  from: string;
  /** Where the customer follows the order: PUBLIC_URL's order page. */
  orderUrl: string;
  /** Where the owner takes it: PUBLIC_URL's order desk. */
  deskUrl: string;
  retryBaseMs: number;
  /** How long a claimed message is one run's (MAIL_LEASE_MS): above the sender's timeouts, with time to record the outcome. */
  leaseMs: number;
  /** False when mail is off (production without SMTP_URL): the cursor moves, nothing is recorded or sent. */
  sending: boolean;
  /** At most one running-late e-mail per order this often (MAIL_RUNNING_LATE_EVERY_MS), with the latest time. */
  runningLateEveryMs: number;
}

export interface OrderMailDeps {
  events: OrderEvents;
  orders: OrdersById;
  owners: NewOrderMailOwners;
  messages: KnexMailMessages;
  send: MailSend;
  db: Database;
  queue: JobQueue;
  clock: Clock;
  logger: Logger;
}

/**
 * Order e-mails (docs/architecture/mail.md), a recording consumer of the order event log
 * (docs/architecture/order-consumers.md): one message per event and recipient, rendered once and
 * recorded with the cursor's move; sent claimed, an order's in the order of its events, 4 at a
 * time; a failure waits and is tried again, never given up.
 */
export function orderMail(deps: OrderMailDeps, settings: OrderMailSettings): DurableConsumer<OrderEvent> {
  const cursor = new KnexConsumerCursors(deps.db).of(ORDER_MAIL_CONSUMER);
  const handler: RecordingHandler<OrderEvent, MailPayload> = {
    name: ORDER_MAIL_CONSUMER,
    run: RUN,
    sweep: { name: 'notifications.sweep-order-mail', everyMs: 30_000 },
    wants: (event) => settings.sending && mailKindOf(event) !== undefined,
    workOf: (events) => messagesOf(events, deps, settings),
    attempt: async (item) => {
      const m = item.payload;
      // docs/architecture/mail.md "Running late": a later delay's message has the latest time.
      if (m.kind === RUNNING_LATE && (await deps.messages.isSuperseded(item))) return { done: true, as: 'superseded' };
      await deps.send({ from: settings.from, to: m.recipient, subject: m.subject, html: m.html, text: m.text, messageId: m.messageId });
      return { done: true };
    },
    retryAt: (message, failedAt) => new Date(failedAt.getTime() + mailRetryDelayMs(message.attempts + 1, settings.retryBaseMs)),
    leaseMs: settings.leaseMs,
    keepMs: SENT_KEPT_MS,
    parallel: 4,
  };
  const log = { after: (afterId: number, limit: number) => deps.events.after(afterId, {}, limit) };
  return new DurableConsumer(log, cursor, handler, recordedSteps(handler, deps.messages.work, cursor, deps), deps.queue, deps.clock);
}

/** The messages of a page of mailed events: the customer's, and the opted-in owner's for a `paid` one. */
async function messagesOf(mailed: readonly OrderEvent[], deps: OrderMailDeps, settings: OrderMailSettings): Promise<NewWork<MailPayload>[]> {
  const orders = await deps.orders([...new Set(mailed.map((e) => e.orderId))]);
  const owners = await ownersOf(mailed, orders, deps.owners);
  const messages: NewWork<MailPayload>[] = [];
  for (const event of mailed) {
    const order = orders.get(event.orderId);
    // An order gone from the database (not done today) has no one to write to.
    if (!order) continue;
    // The contract requires the delivery e-mail at checkout, so every order has one (docs/architecture/mail.md "Recipients").
    const message = await messageOf(event, order, mailKindOf(event)!, order.deliveryDetails.email, settings.orderUrl, settings.from);
    messages.push(message.payload.kind === RUNNING_LATE ? await heldRunningLate(message, messages, deps.messages, settings.runningLateEveryMs) : message);
    const owner = event.type === 'paid' ? owners.get(order.restaurant._id) : undefined;
    if (owner) messages.push(await messageOf(event, order, 'newOrder', owner, settings.deskUrl, settings.from));
  }
  return messages;
}

/**
 * A running-late message with its turn (docs/architecture/mail.md "Running late"): after the
 * order's previous one, of this page if it has one, else as recorded.
 */
async function heldRunningLate(message: NewWork<MailPayload>, page: readonly NewWork<MailPayload>[], recorded: KnexMailMessages, everyMs: number): Promise<NewWork<MailPayload>> {
  const inPage = page.findLast((m) => m.key === message.key && m.payload.kind === RUNNING_LATE && m.payload.recipient === message.payload.recipient);
  const previous: PreviousRunningLate = inPage ? { dueAt: inPage.notBefore ?? new Date(0) } : await recorded.previousOf(message.key, message.payload.recipient, RUNNING_LATE, message.eventId);
  const notBefore = runningLateNotBefore(previous, everyMs);
  return notBefore ? { ...message, notBefore } : message;
}

/** The opted-in owners' e-mails by restaurant, read only when the page has a paid order (docs/architecture/mail.md "The owner's opt-in"). */
async function ownersOf(mailed: readonly OrderEvent[], orders: ReadonlyMap<string, ListedOrder>, owners: NewOrderMailOwners): Promise<Map<string, string>> {
  const paid = mailed.filter((event) => event.type === 'paid').flatMap((event) => orders.get(event.orderId)?.restaurant._id ?? []);
  return paid.length ? owners(paid) : new Map();
}

async function messageOf(event: OrderEvent, order: ListedOrder, kind: MailKind, recipient: string, orderUrl: string, from: string): Promise<NewWork<MailPayload>> {
  const rendered = await renderOrderMail({ kind, order: mailOrderOf(order), expectedBy: event.changes.expectedBy, refundAmount: event.changes.refund?.amount, refundReason: event.changes.refund?.reason, declineReason: event.changes.help?.declineReason, orderUrl });
  return { eventId: event.id, key: event.orderId, payload: { recipient, kind, messageId: orderMessageId(event.id, recipient, from), ...rendered } };
}

function mailOrderOf(order: ListedOrder): MailOrder {
  return {
    id: order._id,
    restaurantName: order.restaurant.restaurantName,
    fulfilment: order.fulfilment,
    restaurantAddress: { addressLine1: order.restaurant.addressLine1 ?? '', postcode: order.restaurant.postcode ?? '', city: order.restaurant.city },
    totalAmount: order.totalAmount,
    deliveryPrice: order.deliveryPrice,
    discount: order.discount ?? 0,
    voucherCode: order.voucherCode ?? null,
    items: order.cartItems.map((item) => ({ name: item.name, price: item.price, quantity: item.quantity, options: (item.options ?? []).map((option) => option.name) })),
    deliveryDetails: order.deliveryDetails,
    note: order.note,
    expectedBy: order.expectedBy,
    scheduledFor: order.scheduledFor ?? null,
    cancellation: order.cancellation,
    refunds: order.refunds,
    deliveryCode: order.deliveryCode ?? null,
  };
}
