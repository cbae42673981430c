import type { Clock } from '../../../shared/clock.js';
import type { JobQueue } from '../../../shared/jobs/job-queue.js';
import type { OrderChangeListener } from '../ports.js';

export const CANCEL_MISSED_ORDER_JOB = 'ordering.cancel-missed-order';

/** Names the work only: the order, and when it is missed unless accepted (ISO). */
export interface CancelMissedPayload {
  orderId: string;
  acceptBy: string;
}

/**
 * Queues each paid order's cancel-missed job, due at its accept-by time (docs/architecture/jobs.md).
 * Apart from the job's handler because it listens to order events (ORDER_CHANGE_LISTENERS),
 * which the lifecycle service publishes: the handler needs that service, this must not.
 */
export class MissedOrderTimer {
  constructor(
    private readonly queue: JobQueue,
    private readonly clock: Clock,
  ) {}

  /** The `paid` event carries its accept-by time; every other event leaves the timer alone. */
  readonly onOrderChange: OrderChangeListener = async (event) => {
    if (event.type === 'paid' && event.changes.acceptBy) await this.start(event.orderId, new Date(event.changes.acceptBy));
  };

  /**
   * One job per order (deduped by its id): a repeat collapses into the one waiting. An accept
   * does not remove the job; it runs, finds the order accepted and changes nothing.
   */
  async start(orderId: string, acceptBy: Date): Promise<void> {
    const payload: CancelMissedPayload = { orderId, acceptBy: acceptBy.toISOString() };
    const delayMs = Math.max(0, acceptBy.getTime() - this.clock.now().getTime());
    await this.queue.enqueue(CANCEL_MISSED_ORDER_JOB, payload, { dedupeKey: orderId, delayMs });
  }
}
