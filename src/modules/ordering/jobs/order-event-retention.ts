import type { Clock } from '../../../shared/clock.js';
import type { JobHandler, JobSchedule } from '../../../shared/jobs/job-queue.js';
import type { Logger } from '../../../shared/logger.js';
import type { KnexOrderEventPruning } from '../adapters/knex-order-event-pruning.js';
import { lowestOf, prunableThrough } from '../domain/event-retention.js';
import type { OrderEventConsumer, OrderEventLog } from '../ports.js';

export const PRUNE_ORDER_EVENTS_JOB = 'ordering.prune-order-events';

/** Events deleted per statement, and statements per run: a run's share of a large backlog, the next run the rest. */
const BATCH = 1_000;
const BATCHES_PER_RUN = 200;

/**
 * Deletes order events older than the retention that no consumer still has to read
 * (docs/architecture/order-events.md "Retention"), a batch at a time, on a schedule. The
 * consumers are asked first: their cursors only move forward and new events get higher ids, so
 * what they answered holds for the whole run.
 */
export class OrderEventRetention {
  readonly schedule: JobSchedule;

  constructor(
    private readonly pruning: KnexOrderEventPruning,
    private readonly log: OrderEventLog,
    private readonly consumers: readonly OrderEventConsumer[],
    private readonly clock: Clock,
    private readonly logger: Logger,
    private readonly settings: { retentionMs: number; everyMs: number },
  ) {
    this.schedule = { name: PRUNE_ORDER_EVENTS_JOB, payload: {}, everyMs: settings.everyMs };
  }

  readonly job: JobHandler = { name: PRUNE_ORDER_EVENTS_JOB, handle: () => this.prune().then(() => undefined) };

  /** One run; how many events were deleted. */
  async prune(): Promise<number> {
    const cutoff = new Date(this.clock.now().getTime() - this.settings.retentionMs);
    const unread = await Promise.all(this.consumers.map(async (consumer) => ({ name: consumer.name, id: await consumer.lowestUnread() })));
    const lowestUnread = lowestOf(unread.map((u) => u.id));
    const newestId = await this.log.latestId({});
    let deleted = 0;
    for (let batch = 0; batch < BATCHES_PER_RUN; batch += 1) {
      const oldest = await this.pruning.oldest(BATCH);
      const through = prunableThrough(oldest, { cutoff, lowestUnread, newestId });
      if (through === undefined) break;
      deleted += await this.pruning.deleteThrough(through);
      if (through !== oldest.at(-1)?.id) break;
    }
    if (deleted) this.logger.info({ deleted, cutoff }, 'order events pruned');
    await this.reportHoldingBack(cutoff, lowestUnread, unread);
    return deleted;
  }

  /** A consumer stuck behind the retention keeps the log growing: said at every run until it catches up. */
  private async reportHoldingBack(cutoff: Date, lowestUnread: number | undefined, unread: ReadonlyArray<{ name: string; id?: number }>): Promise<void> {
    const [first] = await this.pruning.oldest(1);
    if (!first || lowestUnread === undefined || first.occurredAt >= cutoff || first.id < lowestUnread) return;
    const holding = unread.filter((u) => u.id === lowestUnread).map((u) => u.name);
    this.logger.warn({ holding, lowestUnread, oldestKeptAt: first.occurredAt }, 'order events older than the retention kept: a consumer has yet to read them');
  }
}
