import type { Clock } from '../../../shared/clock.js';
import type { JobQueue } from '../../../shared/jobs/job-queue.js';
import type { Backlog, OverdueWork } from '../../../shared/jobs/overdue-work.js';
import type { OrderEventConsumer } from '../../ordering/index.js';
import type { KnexMailMessages } from '../adapters/knex-mail-messages.js';
import type { OrderEvents } from '../ports.js';
import { queueOrderMail } from './order-mail.js';

/**
 * What a lost run leaves (docs/architecture/mail.md "Runs"): a crash between an order change's
 * commit and its enqueue, a retry's delayed job gone with Redis or the process. Every 30 s it
 * queues a run when events wait after the cursor or a message is due; the status page reports
 * the due messages as overdue work.
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
    const behind = (await this.events.latestId({})) > (await this.messages.cursor());
    if (behind || (await this.messages.backlog(this.clock.now())).count > 0) await queueOrderMail(this.queue, { background: true });
  }

  backlog(): Promise<Backlog> {
    return this.messages.backlog(this.clock.now());
  }
}

/**
 * What ordering's retention must keep for the e-mails (ORDER_EVENT_CONSUMERS,
 * docs/architecture/order-events.md "Retention"): the first event after the cursor. A recorded
 * message carries its own rendered text, so its retries need no event.
 */
export function orderMailUnreadEvents(events: OrderEvents, messages: KnexMailMessages): OrderEventConsumer {
  return {
    name: 'notifications.order-mail',
    lowestUnread: async () => (await events.after(await messages.cursor(), {}, 1))[0]?.id,
  };
}
