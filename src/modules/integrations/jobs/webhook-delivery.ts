import type { Clock } from '../../../shared/clock.js';
import type { JobHandler, JobQueue } from '../../../shared/jobs/job-queue.js';
import type { Logger } from '../../../shared/logger.js';
import type { OrderChangeListener } from '../../ordering/index.js';
import type { KnexWebhookDeliveries, PendingDelivery } from '../adapters/knex-webhook-deliveries.js';
import type { KnexWebhookEndpoints, WebhookEndpoint } from '../adapters/knex-webhook-endpoints.js';
import type { WebhookSend } from '../adapters/webhook-sender.js';
import { nextAttemptAt } from '../domain/retry-schedule.js';
import { signWebhook } from '../domain/webhook-signature.js';
import type { WebhookFanOut } from './webhook-fan-out.js';

export const DELIVER_WEBHOOKS_JOB = 'integrations.deliver-webhooks';

/** Per endpoint: the pending deliveries read per round, and how many attempts run at once. */
const HEADS = 200;
const PARALLEL = 4;

export interface DeliveryPayload {
  endpointId: string;
}

/** A run for the endpoint soon; runs queued while one waits collapse into it. */
export function queueDelivery(queue: JobQueue, endpointId: string, background = false): Promise<void> {
  return queue.enqueue(DELIVER_WEBHOOKS_JOB, { endpointId }, { dedupeKey: endpointId, background });
}

/**
 * Every order event of a restaurant with endpoints queues a run per endpoint
 * (ORDER_CHANGE_LISTENERS). It needs only the endpoints and the queue, so ordering's notifier
 * does not depend on what the run reads from ordering.
 */
export function webhookListener(endpoints: KnexWebhookEndpoints, queue: JobQueue): OrderChangeListener {
  return async (event) => {
    for (const endpointId of await endpoints.idsOf(event.restaurantId)) await queueDelivery(queue, endpointId);
  };
}

/**
 * Sends an endpoint's deliveries (docs/architecture/webhooks.md): fans out its new events, then
 * attempts the first pending delivery of each order that is due, again while any is, and queues
 * itself for the next retry. Runs for one endpoint may overlap (an event's run, a retry, the
 * sweep, several workers): each attempt is claimed first, so none is sent twice at once.
 */
export class WebhookDelivery {
  constructor(
    private readonly endpoints: KnexWebhookEndpoints,
    private readonly deliveries: KnexWebhookDeliveries,
    private readonly fanOut: WebhookFanOut,
    private readonly send: WebhookSend,
    private readonly queue: JobQueue,
    private readonly clock: Clock,
    private readonly logger: Logger,
    /** leaseMs: longer than an attempt can take (WEBHOOK_LEASE_MS); a run that died mid-attempt leaves it to be tried again after this. */
    private readonly settings: { retryBaseMs: number; leaseMs: number },
  ) {}

  readonly job: JobHandler<DeliveryPayload> = { name: DELIVER_WEBHOOKS_JOB, handle: (payload) => this.run(payload.endpointId) };

  async run(endpointId: string): Promise<void> {
    const endpoint = await this.endpoints.find(endpointId);
    if (!endpoint) return;
    await this.fanOut.fanOut(endpoint);
    while (await this.attemptDue(endpoint));
    await this.queueNextRetry(endpoint.id);
  }

  /** One round over the due heads; true when any attempt was made (a later event of its order may now be due). */
  private async attemptDue(endpoint: WebhookEndpoint): Promise<boolean> {
    const now = this.clock.now();
    const due = (await this.deliveries.heads(endpoint.id, HEADS)).filter((d) => d.nextAttemptAt <= now);
    let attempted = false;
    for (let at = 0; at < due.length; at += PARALLEL) {
      const made = await Promise.all(due.slice(at, at + PARALLEL).map((delivery) => this.attempt(endpoint, delivery)));
      attempted ||= made.some(Boolean);
    }
    return attempted;
  }

  private async attempt(endpoint: WebhookEndpoint, delivery: PendingDelivery): Promise<boolean> {
    const started = this.clock.now();
    if (!(await this.deliveries.claim(delivery, started, new Date(started.getTime() + this.settings.leaseMs)))) return false;
    const outcome = await this.send(endpoint.url, signWebhook(endpoint.secret, String(delivery.eventId), started, delivery.body), delivery.body);
    const ended = this.clock.now();
    const delivered = outcome.statusCode !== undefined && outcome.statusCode >= 200 && outcome.statusCode < 300;
    const retryAt = delivered ? undefined : nextAttemptAt(delivery.firstAttemptAt ?? started, delivery.attempts + 1, ended, this.settings.retryBaseMs);
    const next = delivered ? { status: 'delivered' as const } : retryAt ? { status: 'pending' as const, at: retryAt } : { status: 'failed' as const };
    if (next.status === 'failed') this.logger.warn({ endpointId: endpoint.id, eventId: delivery.eventId, attempts: delivery.attempts + 1 }, 'webhook given up after 24 h');
    await this.deliveries.settle(delivery, outcome, next, ended);
    return true;
  }

  /**
   * A delayed run for the endpoint's next retry. Its key carries the due second, so a retry due
   * sooner than one already waiting gets a run of its own; the sweep catches any run lost.
   */
  private async queueNextRetry(endpointId: string): Promise<void> {
    const due = await this.deliveries.nextDue(endpointId);
    if (!due) return;
    const delayMs = Math.max(0, due.getTime() - this.clock.now().getTime());
    await this.queue.enqueue(DELIVER_WEBHOOKS_JOB, { endpointId }, { dedupeKey: `${endpointId}:${Math.ceil(due.getTime() / 1000)}`, delayMs });
  }
}
