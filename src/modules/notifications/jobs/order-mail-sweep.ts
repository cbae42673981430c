import type { Clock } from '../../../shared/clock.js';
import type { JobQueue } from '../../../shared/jobs/job-queue.js';
import type { Backlog, OverdueWork } from '../../../shared/jobs/overdue-work.js';
import type { OrderEventConsumer } from '../../ordering/index.js';
import type { KnexMailMessages } from '../adapters/knex-mail-messages.js';
import { mailKindOf } from '../domain/mail-kind.js';
import type { OrderEvents } from '../ports.js';
import { queueOrderMail } from './order-mail.js';

/** Sent messages are kept a week (what was sent, for support), then forgotten. */
const SENT_KEPT_MS = 7 * 24 * 3_600_000;

/**
 * What a lost run leaves (docs/architecture/mail.md "Runs"): a crash between an order change's
 * commit and its enqueue, a retry's delayed job gone with Redis or the process. Every 30 s it
 * queues a run when events wait after the cursor or a message is due, and forgets messages sent
 * a week ago; the status page reports the due messages as overdue work.
 */
export class OrderMailSweep implements OverdueWork {
  readonly name = 'notifications.sweep-order-mail';
  readonly everyMs = 30_000;

  constructor(
    private readonly events: OrderEvents,
    private readonly messages: KnexMailMessages,
    private readonly queue: JobQueue,
    private readonly clock: Clock,
  ) {}

  async sweep(): Promise<void> {
    await this.messages.pruneSent(new Date(this.clock.now().getTime() - SENT_KEPT_MS));
    const behind = (await this.events.latestId({})) > (await this.messages.cursor());
    if (behind || (await this.messages.backlog(this.clock.now())).count > 0) await queueOrderMail(this.queue, { background: true });
  }

  backlog(): Promise<Backlog> {
    return this.messages.backlog(this.clock.now());
  }
}

/** Events read per look for the first one that sends an e-mail. */
const UNREAD_PAGE = 500;

/**
 * What ordering's retention must keep for the e-mails (ORDER_EVENT_CONSUMERS,
 * docs/architecture/order-events.md "Retention"): the first event after the cursor that sends an
 * e-mail. Events that send none (a placed order, a refund asked for) hold nothing back, so a run
 * that has yet to pass them keeps no log; a recorded message carries its own rendered text, so its
 * retries need no event.
 */
export function orderMailUnreadEvents(events: OrderEvents, messages: KnexMailMessages): OrderEventConsumer {
  return {
    name: 'notifications.order-mail',
    lowestUnread: async () => {
      for (let after = await messages.cursor(); ; ) {
        const page = await events.after(after, {}, UNREAD_PAGE);
        const mailed = page.find((event) => mailKindOf(event));
        if (mailed) return mailed.id;
        if (page.length < UNREAD_PAGE) return undefined;
        after = page[page.length - 1]!.id;
      }
    },
  };
}
