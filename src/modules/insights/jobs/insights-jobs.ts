import { yieldToEventLoop } from '../../../shared/event-loop.js';
import type { EnqueueOptions, JobHandler, JobQueue, JobSchedule } from '../../../shared/jobs/job-queue.js';
import type { Logger } from '../../../shared/logger.js';
import type { OrderChangeListener } from '../../ordering/index.js';
import type { InsightsService } from '../insights-service.js';

export const RECOMPUTE_INSIGHTS_JOB = 'insights.recompute';
export const REFRESH_STALE_INSIGHTS_JOB = 'insights.refresh-stale';

/** New (placed, unpaid) orders and the day boundary are caught by this sweep. */
export const REFRESH_STALE_INSIGHTS: JobSchedule = { name: REFRESH_STALE_INSIGHTS_JOB, payload: {}, everyMs: 10 * 60_000 };

// After a bulk import the sweep enqueues every restaurant; requests get a turn this often.
const ENQUEUES_PER_TURN = 1_000;

interface RecomputePayload {
  restaurantId: string;
}

function restaurantIdOf(payload: unknown): string {
  const restaurantId = (payload as Partial<RecomputePayload> | null)?.restaurantId;
  if (typeof restaurantId !== 'string') throw new Error(`${RECOMPUTE_INSIGHTS_JOB} needs a restaurantId`);
  return restaurantId;
}

/** Keeps the snapshots current: a recompute per changed restaurant, and the periodic sweep. */
export class InsightsJobs {
  constructor(
    private readonly service: InsightsService,
    private readonly queue: JobQueue,
    private readonly logger: Logger,
    /** Changes within this long of the first one share its recompute (INSIGHTS_RECOMPUTE_DELAY_MS). */
    private readonly recomputeDelayMs: number,
  ) {}

  readonly recomputeJob: JobHandler = {
    name: RECOMPUTE_INSIGHTS_JOB,
    handle: async (payload) => this.service.recompute(restaurantIdOf(payload)),
  };

  readonly refreshStaleJob: JobHandler = { name: REFRESH_STALE_INSIGHTS_JOB, handle: () => this.refreshStale() };

  /**
   * Ordering calls this with each committed order event (ORDER_CHANGE_LISTENERS). A placed order
   * waits for the sweep: checkout is the busiest write, and most placed orders are paid (and
   * recomputed) within seconds; it counts in no figure until then anyway. Every other event
   * (paid, status, cancelled, refund requested, refunded or failed) can move a figure.
   */
  readonly onOrderChange: OrderChangeListener = async (event) => {
    if (event.type !== 'placed') await this.enqueueRecompute(event.restaurantId);
  };

  /**
   * One key per restaurant: a burst of changes collapses into the recompute still waiting.
   * The sweep's recomputes are background jobs: after a bulk import they are one per restaurant.
   */
  async enqueueRecompute(restaurantId: string, options: Pick<EnqueueOptions, 'background'> = {}): Promise<void> {
    const payload: RecomputePayload = { restaurantId };
    await this.queue.enqueue(RECOMPUTE_INSIGHTS_JOB, payload, { dedupeKey: restaurantId, delayMs: this.recomputeDelayMs, ...options });
  }

  private async refreshStale(): Promise<void> {
    const stale = await this.service.staleRestaurants();
    if (stale.length > 0) this.logger.info({ count: stale.length }, 'recomputing stale insights snapshots');
    for (const [i, restaurantId] of stale.entries()) {
      if (i > 0 && i % ENQUEUES_PER_TURN === 0) await yieldToEventLoop();
      await this.enqueueRecompute(restaurantId, { background: true });
    }
  }
}
