import type { Clock } from '../../../shared/clock.js';
import type { JobHandler, JobQueue } from '../../../shared/jobs/job-queue.js';
import type { Logger } from '../../../shared/logger.js';
import type { OrderChangeListener, OrderEvent, ListedOrder } from '../../ordering/index.js';
import type { KnexMailMessages, NewMessage, PendingMessage } from '../adapters/knex-mail-messages.js';
import type { MailSend } from '../adapters/smtp-sender.js';
import { mailKindOf, type MailKind } from '../domain/mail-kind.js';
import { mailRetryDelayMs } from '../domain/mail-retry.js';
import { orderMessageId } from '../domain/message-id.js';
import type { NewOrderMailOwners, OrderEvents, OrdersById } from '../ports.js';
import { renderOrderMail, type MailOrder } from '../templates/order-mail.js';

export const SEND_ORDER_MAIL_JOB = 'notifications.send-order-mail';

/** Events read per fan-out round, messages per sending round, and how many go out at once. */
const EVENTS_PER_ROUND = 100;
const MESSAGES_PER_ROUND = 100;
const PARALLEL = 4;
/** How long a claimed message is one run's: above the sender's timeouts (adapters/smtp-sender.ts), with time to record the outcome. */
export const MAIL_LEASE_MS = 60_000;

/** A run soon; runs queued while one waits collapse into it (one key: one cursor). */
export function queueOrderMail(queue: JobQueue, options: { background?: boolean; delayMs?: number; dedupeKey?: string } = {}): Promise<void> {
  return queue.enqueue(SEND_ORDER_MAIL_JOB, {}, { dedupeKey: options.dedupeKey ?? 'order-mail', background: options.background, delayMs: options.delayMs });
}

/** Each order event that sends an e-mail queues a run (ORDER_CHANGE_LISTENERS). */
export function orderMailListener(queue: JobQueue): OrderChangeListener {
  return async (event) => {
    if (mailKindOf(event)) await queueOrderMail(queue);
  };
}

export interface OrderMailSettings {
  from: string;
  /** Where the customer follows the order: PUBLIC_URL's order page. */
  orderUrl: string;
  /** Where the owner takes it: PUBLIC_URL's order desk. */
  deskUrl: string;
  retryBaseMs: number;
  /** False when mail is off (production without SMTP_URL): the cursor moves, nothing is recorded or sent. */
  sending: boolean;
}

/**
 * Order e-mails (docs/architecture/mail.md): reads the order events after its cursor, records one
 * message per event and recipient (rendered once), then sends the due ones (an order's in the
 * order of its events), each claimed first so no two runs send it at once; a failure waits and is
 * tried again, never given up.
 */
export class OrderMail {
  constructor(
    private readonly events: OrderEvents,
    private readonly orders: OrdersById,
    private readonly owners: NewOrderMailOwners,
    private readonly messages: KnexMailMessages,
    private readonly send: MailSend,
    private readonly queue: JobQueue,
    private readonly clock: Clock,
    private readonly logger: Logger,
    private readonly settings: OrderMailSettings,
  ) {}

  readonly job: JobHandler = { name: SEND_ORDER_MAIL_JOB, handle: () => this.run() };

  async run(): Promise<void> {
    while (await this.fanOut());
    if (!this.settings.sending) return;
    while (await this.sendDue());
    await this.queueNextRetry();
  }

  /** One round: the next events after the cursor become messages; true when there may be more. */
  private async fanOut(): Promise<boolean> {
    const events = await this.events.after(await this.messages.cursor(), {}, EVENTS_PER_ROUND);
    const last = events[events.length - 1];
    if (!last) return false;
    const mailed = this.settings.sending ? events.filter((event) => mailKindOf(event)) : [];
    const orders = mailed.length ? await this.orders([...new Set(mailed.map((e) => e.orderId))]) : new Map<string, ListedOrder>();
    const owners = await this.ownersOf(mailed, orders);
    const messages: NewMessage[] = [];
    for (const event of mailed) {
      const order = orders.get(event.orderId);
      // An order gone from the database (not done today) has no one to write to.
      if (!order) continue;
      // The contract requires the delivery e-mail at checkout, so every order has one (docs/architecture/mail.md "Recipients").
      messages.push(await this.messageOf(event, order, mailKindOf(event)!, order.deliveryDetails.email, this.settings.orderUrl));
      const owner = event.type === 'paid' ? owners.get(order.restaurant._id) : undefined;
      if (owner) messages.push(await this.messageOf(event, order, 'newOrder', owner, this.settings.deskUrl));
    }
    await this.messages.record(messages, last.id, this.clock.now());
    return events.length === EVENTS_PER_ROUND;
  }

  /** The opted-in owners' e-mails by restaurant, read only when the round has a paid order (docs/architecture/mail.md "The owner's opt-in"). */
  private async ownersOf(mailed: readonly OrderEvent[], orders: ReadonlyMap<string, ListedOrder>): Promise<Map<string, string>> {
    const paid = mailed.filter((event) => event.type === 'paid').flatMap((event) => orders.get(event.orderId)?.restaurant._id ?? []);
    return paid.length ? this.owners(paid) : new Map();
  }

  private async messageOf(event: OrderEvent, order: ListedOrder, kind: MailKind, recipient: string, orderUrl: string): Promise<NewMessage> {
    const rendered = await renderOrderMail({
      kind,
      order: mailOrderOf(order),
      expectedBy: event.changes.expectedBy,
      refundAmount: event.changes.refund?.amount,
      orderUrl,
    });
    return {
      eventId: event.id,
      recipient,
      kind,
      orderId: event.orderId,
      messageId: orderMessageId(event.id, recipient, this.settings.from),
      ...rendered,
    };
  }

  /** One round over the due messages; true when any was sent (the next of its order may now be due). */
  private async sendDue(): Promise<boolean> {
    const due = await this.messages.due(this.clock.now(), MESSAGES_PER_ROUND);
    let sent = false;
    for (let at = 0; at < due.length; at += PARALLEL) {
      const outcomes = await Promise.all(due.slice(at, at + PARALLEL).map((message) => this.attempt(message)));
      sent ||= outcomes.includes('sent');
    }
    return sent;
  }

  private async attempt(message: PendingMessage): Promise<'sent' | 'failed' | 'taken'> {
    const started = this.clock.now();
    if (!(await this.messages.claim(message, started, new Date(started.getTime() + MAIL_LEASE_MS)))) return 'taken';
    try {
      await this.send({ from: this.settings.from, to: message.recipient, subject: message.subject, html: message.html, text: message.text, messageId: message.messageId });
    } catch (error) {
      const ended = this.clock.now();
      const retryAt = new Date(ended.getTime() + mailRetryDelayMs(message.attempts + 1, this.settings.retryBaseMs));
      const reason = error instanceof Error ? error.message : String(error);
      this.logger.warn({ eventId: message.eventId, kind: message.kind, attempts: message.attempts + 1, retryAt, err: reason }, 'order e-mail not sent; will retry');
      await this.messages.markFailed(message, reason, retryAt, ended);
      return 'failed';
    }
    await this.messages.markSent(message, this.clock.now());
    return 'sent';
  }

  /** A delayed run for the next retry; its key carries the due second, so a sooner retry gets its own run. */
  private async queueNextRetry(): Promise<void> {
    const due = await this.messages.nextDue();
    if (!due) return;
    const delayMs = Math.max(0, due.getTime() - this.clock.now().getTime());
    await queueOrderMail(this.queue, { delayMs, dedupeKey: `order-mail:${Math.ceil(due.getTime() / 1000)}` });
  }
}

function mailOrderOf(order: ListedOrder): MailOrder {
  return {
    id: order._id,
    restaurantName: order.restaurant.restaurantName,
    totalAmount: order.totalAmount,
    deliveryPrice: order.deliveryPrice,
    items: order.cartItems.map((item) => ({ name: item.name, price: item.price, quantity: item.quantity, options: (item.options ?? []).map((option) => option.name) })),
    deliveryDetails: order.deliveryDetails,
    note: order.note,
    expectedBy: order.expectedBy,
    cancellation: order.cancellation,
    refunds: order.refunds,
  };
}
