import type { Clock } from '../../../shared/clock.js';
import type { JobHandler } from '../../../shared/jobs/job-queue.js';
import type { Backlog, OverdueWork } from '../../../shared/jobs/overdue-work.js';
import type { Logger } from '../../../shared/logger.js';
import type { OrderLifecycleService } from '../order-lifecycle-service.js';
import type { OrderLifecycleRepository } from '../ports.js';
import { CANCEL_MISSED_ORDER_JOB, type CancelMissedPayload, type MissedOrderTimer } from './missed-order-timer.js';

export const SWEEP_DUE_ORDERS_JOB = 'ordering.sweep-due-orders';

/** docs/product/decisions.md "Running a service": a placed order not paid within this long is cancelled. */
export const UNPAID_ORDER_TTL_MS = 24 * 3_600_000;
/**
 * The sweep runs this often at most, and as often as the accept timeout when that is shorter:
 * a missed order whose job was lost (a restart without Redis, a wiped Redis) is cancelled at
 * most one period late.
 */
const SWEEP_MAX_EVERY_MS = 60_000;
const SWEEP_PAGE = 100;

function payloadOf(payload: unknown): { orderId: string; acceptBy: Date } {
  const { orderId, acceptBy } = (payload ?? {}) as Partial<CancelMissedPayload>;
  if (typeof orderId !== 'string' || typeof acceptBy !== 'string') throw new Error(`${CANCEL_MISSED_ORDER_JOB} needs an orderId and acceptBy`);
  return { orderId, acceptBy: new Date(acceptBy) };
}

/**
 * The system's side of the service loop: missed orders (paid, not accepted in time) and
 * abandoned ones (placed, unpaid for 24 h) are cancelled. Each order's own job is due at its
 * accept-by time; the sweep (OverdueWork: at start-up and every period) finds what a lost job
 * left. Every cancel is a conditional change under the order's lock (cancelMissed,
 * cancelUnpaid), so jobs, retries and sweeps on any number of workers commit it once.
 */
export class DueOrderJobs implements OverdueWork {
  readonly name = SWEEP_DUE_ORDERS_JOB;
  readonly everyMs: number;

  constructor(
    private readonly lifecycle: OrderLifecycleService,
    private readonly orders: OrderLifecycleRepository,
    private readonly timer: MissedOrderTimer,
    private readonly clock: Clock,
    private readonly logger: Logger,
    acceptTimeoutMs: number,
  ) {
    this.everyMs = Math.min(SWEEP_MAX_EVERY_MS, acceptTimeoutMs);
  }

  readonly cancelMissedJob: JobHandler = {
    name: CANCEL_MISSED_ORDER_JOB,
    handle: async (payload) => {
      const { orderId, acceptBy } = payloadOf(payload);
      // Run early (this machine's clock behind the one that queued it): wait the rest.
      if (acceptBy > this.clock.now()) return this.timer.start(orderId, acceptBy);
      await this.lifecycle.cancelMissed(orderId);
    },
  };

  async sweep(): Promise<void> {
    const now = this.clock.now();
    const missed = await this.cancelAll((limit) => this.orders.paidUnacceptedBy(now, limit), (id) => this.lifecycle.cancelMissed(id));
    const unpaid = await this.cancelAll(
      (limit) => this.orders.placedBefore(this.unpaidBefore(now), limit),
      (id) => this.lifecycle.cancelUnpaid(id, 'paymentNotCompleted'),
    );
    const paused = await this.lifecycle.payOwedPauses(SWEEP_PAGE);
    if (missed + unpaid + paused > 0) this.logger.info({ missed, unpaid, paused }, 'due orders cancelled, and missed orders\' restaurants paused, by the sweep');
  }

  /** The older of the two kinds decides how late the sweep's work is. */
  async backlog(): Promise<Backlog> {
    const now = this.clock.now();
    const { missed, unpaid } = await this.orders.dueBacklog(now, this.unpaidBefore(now));
    const dueAt = [missed.oldest, unpaid.oldest && new Date(unpaid.oldest.getTime() + UNPAID_ORDER_TTL_MS)].filter((at): at is Date => at !== undefined);
    const count = missed.count + unpaid.count;
    return dueAt.length ? { count, oldestDueAt: new Date(Math.min(...dueAt.map((at) => at.getTime()))) } : { count };
  }

  private unpaidBefore(now: Date): Date {
    return new Date(now.getTime() - UNPAID_ORDER_TTL_MS);
  }

  /**
   * Page after page until a short one: each cancelled order leaves the query's answer. A page
   * where nothing changed (every order moved on meanwhile, by another worker) ends it too, so
   * the loop cannot spin.
   */
  private async cancelAll(page: (limit: number) => Promise<string[]>, cancel: (orderId: string) => Promise<boolean>): Promise<number> {
    let cancelled = 0;
    for (;;) {
      const ids = await page(SWEEP_PAGE);
      let changed = 0;
      for (const id of ids) if (await cancel(id)) changed += 1;
      cancelled += changed;
      if (ids.length < SWEEP_PAGE || changed === 0) return cancelled;
    }
  }
}
