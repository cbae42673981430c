import type { Clock } from '../../../shared/clock.js';
import type { Backlog, OverdueWork } from '../../../shared/jobs/overdue-work.js';
import type { KnexWebhookDeliveries } from '../adapters/knex-webhook-deliveries.js';
import type { KnexWebhookEndpoints } from '../adapters/knex-webhook-endpoints.js';
import type { RestaurantEvents } from '../ports.js';
import type { JobQueue } from '../../../shared/jobs/job-queue.js';
import { queueDelivery } from './webhook-delivery.js';

const PAGE = 500;
/** Finished deliveries are kept a week, then forgotten (their attempts stay in the log). */
const FINISHED_KEPT_MS = 7 * 24 * 3_600_000;

/**
 * What a lost run leaves (docs/architecture/webhooks.md "Crashes"): a crash between an order
 * change's commit and its enqueue, a retry's delayed job gone with Redis or the process. Every
 * 30 s it queues a run for each endpoint that has events after its cursor or a delivery due,
 * and forgets deliveries finished a week ago.
 */
export class WebhookSweep implements OverdueWork {
  readonly name = 'integrations.sweep-webhooks';
  readonly everyMs = 30_000;

  constructor(
    private readonly endpoints: KnexWebhookEndpoints,
    private readonly deliveries: KnexWebhookDeliveries,
    private readonly events: RestaurantEvents,
    private readonly queue: JobQueue,
    private readonly clock: Clock,
  ) {}

  async sweep(): Promise<void> {
    const now = this.clock.now();
    await this.deliveries.pruneFinished(new Date(now.getTime() - FINISHED_KEPT_MS));
    const due = await this.deliveries.endpointsDue(now);
    for (let page = await this.endpoints.page('', PAGE); page.length; page = await this.endpoints.page(page[page.length - 1]!.id, PAGE)) {
      for (const endpoint of page) {
        const behind = (await this.events.latestId({ restaurantId: endpoint.restaurantId })) > endpoint.lastEventId;
        if (behind || due.has(endpoint.id)) await queueDelivery(this.queue, endpoint.id, true);
      }
    }
  }

  backlog(): Promise<Backlog> {
    return this.deliveries.backlog(this.clock.now());
  }
}
