import type { Clock } from '../../../shared/clock.js';
import type { JobHandler, JobQueue } from '../../../shared/jobs/job-queue.js';
import type { Backlog, OverdueWork } from '../../../shared/jobs/overdue-work.js';
import type { Logger } from '../../../shared/logger.js';
import type { KnexEventOutbox, OutboxCursor } from '../adapters/knex-event-outbox.js';

export const DELIVER_LOCAL_EVENT_JOB = 'payments.deliver-local-event';
export const SWEEP_LOCAL_OUTBOX_JOB = 'payments.sweep-local-outbox';

/** Re-queues what a restart or a lost job (a wiped Redis) left behind; its first run is at start-up. */
const SWEEP_EVERY_MS = 15_000;
// An event younger than this is still in its first delivery's hands.
const SWEEP_GRACE_MS = 5_000;
const SWEEP_PAGE = 500;
// About two minutes of retries (1 s, doubling); the sweep takes over after that.
const RETRY = { attempts: 8, backoffMs: 1_000 };

interface DeliveryJob {
  eventId: string;
  payload?: string;
}

/**
 * Hands one signed event to the webhook and resolves once it has taken it (applied the
 * payment); throws otherwise, so the queue retries.
 */
export type EventSender = (payload: string, signature: string) => Promise<void>;

export interface DeliveryTarget {
  /** The product's own webhook: over HTTP (webhook-post.ts), or this process's own service. */
  send: EventSender;
  /** Signs like Stripe, so the webhook verifies both providers alike. */
  secret: string;
}

/**
 * Sends the local checkout's events to the webhook, at least once, as Stripe would. The outbox
 * is the truth: its sweep (OverdueWork) finds every event whose job was lost.
 */
export class LocalEventDelivery implements OverdueWork {
  readonly name = SWEEP_LOCAL_OUTBOX_JOB;
  readonly everyMs = SWEEP_EVERY_MS;

  constructor(
    private readonly outbox: KnexEventOutbox,
    private readonly queue: JobQueue,
    private readonly target: DeliveryTarget,
    private readonly clock: Clock,
    private readonly logger: Logger,
  ) {}

  /** The queue's handler (JOB_HANDLERS): one delivery attempt. */
  readonly deliveryJob: JobHandler = {
    name: DELIVER_LOCAL_EVENT_JOB,
    // A customer watches the order until it reads paid: late after seconds, not half a minute.
    // Each delivery mostly waits on the webhook's answer, so its lane takes many at once.
    maxWaitMs: 10_000,
    concurrency: 20,
    handle: (job) => {
      const { eventId, payload } = job as DeliveryJob;
      return this.deliver(eventId, payload);
    },
  };

  /**
   * `payload`: the event as just stored, so that an in-process delivery need not read it back.
   * On Redis the job names the event only: the event holds the customer's email, which belongs
   * in the database alone, not in Redis and the finished jobs BullMQ keeps. (The sweep has only ids.)
   */
  async enqueue(eventId: string, payload?: string): Promise<void> {
    const job: DeliveryJob = payload === undefined || !this.queue.holdsPayloadsInMemory ? { eventId } : { eventId, payload };
    // Urgent: the customer is looking at their order until it reads paid.
    await this.queue.enqueue(DELIVER_LOCAL_EVENT_JOB, job, { dedupeKey: eventId, urgent: true, ...RETRY });
  }

  /**
   * One attempt; throws when the webhook did not take it, so the queue retries. Without the
   * payload it is read from the outbox, and an event delivered meanwhile is not sent again;
   * with it, a retry after a lost `delivered` mark sends it again, which the webhook ignores.
   */
  async deliver(eventId: string, payload?: string): Promise<void> {
    const event = payload === undefined ? await this.outbox.pending(eventId) : { payload };
    if (!event) return;
    // Signed at sending time: a redelivery after a restart still passes the age check.
    const { default: Stripe } = await import('stripe'); // with the first payment, not at start
    const signature = Stripe.webhooks.generateTestHeaderString({ payload: event.payload, secret: this.target.secret });
    await this.target.send(event.payload, signature).catch((err: unknown) => {
      throw new Error(`Event ${eventId} not delivered`, { cause: err });
    });
    await this.outbox.markDelivered(eventId, this.clock.now());
    this.logger.info({ eventId }, 'local checkout event delivered');
  }

  /** Every undelivered event past the grace, page by page: a wiped Redis may have lost thousands. */
  async sweep(): Promise<void> {
    const before = new Date(this.clock.now().getTime() - SWEEP_GRACE_MS);
    let count = 0;
    let after: OutboxCursor | undefined;
    for (;;) {
      const page = await this.outbox.undelivered(before, SWEEP_PAGE, after);
      await Promise.all(page.map((event) => this.enqueue(event.eventId)));
      count += page.length;
      if (page.length < SWEEP_PAGE) break;
      after = page.at(-1);
    }
    if (count > 0) this.logger.info({ count }, 're-queued undelivered local checkout events');
  }

  /** An event is due from the moment it is written. */
  backlog(): Promise<Backlog> {
    return this.outbox.backlog();
  }
}
