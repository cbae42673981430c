import type { Clock } from '../../../shared/clock.js';
import type { JobHandler, JobQueue, JobSchedule } from '../../../shared/jobs/job-queue.js';
import type { Logger } from '../../../shared/logger.js';
import type { KnexEventOutbox } from '../adapters/knex-event-outbox.js';
import { postJson } from './webhook-post.js';

export const DELIVER_LOCAL_EVENT_JOB = 'payments.deliver-local-event';
export const SWEEP_LOCAL_OUTBOX_JOB = 'payments.sweep-local-outbox';

/** Re-queues what a restart or a lost job left behind; its first run is at start-up. */
export const SWEEP_LOCAL_OUTBOX: JobSchedule = { name: SWEEP_LOCAL_OUTBOX_JOB, payload: {}, everyMs: 30_000 };

// An event younger than this is still in its first delivery's hands.
const SWEEP_GRACE_MS = 10_000;
const SWEEP_BATCH = 100;
// About two minutes of retries (1 s, doubling); the sweep takes over after that.
const RETRY = { attempts: 8, backoffMs: 1_000 };
const DELIVERY_TIMEOUT_MS = 10_000;

interface DeliveryJob {
  eventId: string;
  payload?: string;
}

export interface DeliveryTarget {
  /** The product's own webhook. */
  url: string;
  /** Signs like Stripe, so the webhook verifies both providers alike. */
  secret: string;
}

/** Sends the local checkout's events to the webhook, at least once, as Stripe would. */
export class LocalEventDelivery {
  constructor(
    private readonly outbox: KnexEventOutbox,
    private readonly queue: JobQueue,
    private readonly target: DeliveryTarget,
    private readonly clock: Clock,
    private readonly logger: Logger,
  ) {}

  /** The queue's handlers (JOB_HANDLERS): one delivery attempt, and the sweep. */
  readonly deliveryJob: JobHandler = {
    name: DELIVER_LOCAL_EVENT_JOB,
    handle: (job) => {
      const { eventId, payload } = job as DeliveryJob;
      return this.deliver(eventId, payload);
    },
  };
  readonly sweepJob: JobHandler = { name: SWEEP_LOCAL_OUTBOX_JOB, handle: () => this.sweep() };

  /**
   * `payload`: the event as just stored, so that an in-process delivery need not read it back.
   * On Redis the job names the event only: the event holds the customer's email, which belongs
   * in the database alone, not in Redis and the finished jobs BullMQ keeps. (The sweep has only ids.)
   */
  async enqueue(eventId: string, payload?: string): Promise<void> {
    const job: DeliveryJob = payload === undefined || !this.queue.holdsPayloadsInMemory ? { eventId } : { eventId, payload };
    await this.queue.enqueue(DELIVER_LOCAL_EVENT_JOB, job, { dedupeKey: eventId, ...RETRY });
  }

  /**
   * One attempt; throws on a network error or a non-2xx answer, so the queue retries. Without
   * the payload it is read from the outbox, and an event delivered meanwhile is not sent again;
   * with it, a retry after a lost `delivered` mark sends it again, which the webhook ignores.
   */
  async deliver(eventId: string, payload?: string): Promise<void> {
    const event = payload === undefined ? await this.outbox.pending(eventId) : { payload };
    if (!event) return;
    // Signed at sending time: a redelivery after a restart still passes the age check.
    const { default: Stripe } = await import('stripe'); // with the first payment, not at start
    const signature = Stripe.webhooks.generateTestHeaderString({ payload: event.payload, secret: this.target.secret });
    const status = await postJson(this.target.url, event.payload, { 'Stripe-Signature': signature }, DELIVERY_TIMEOUT_MS);
    if (status < 200 || status > 299) throw new Error(`The webhook answered ${status} to event ${eventId}`);
    await this.outbox.markDelivered(eventId, this.clock.now());
    this.logger.info({ eventId }, 'local checkout event delivered');
  }

  async sweep(): Promise<void> {
    const before = new Date(this.clock.now().getTime() - SWEEP_GRACE_MS);
    const eventIds = await this.outbox.undeliveredIds(before, SWEEP_BATCH);
    if (eventIds.length > 0) this.logger.info({ count: eventIds.length }, 're-queueing undelivered local checkout events');
    for (const eventId of eventIds) await this.enqueue(eventId);
  }
}
