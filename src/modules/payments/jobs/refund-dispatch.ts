import type { JobHandler, JobQueue, JobSchedule } from '../../../shared/jobs/job-queue.js';
import type { Logger } from '../../../shared/logger.js';
import type { OrderChangeListener, OrderEventConsumer } from '../../ordering/index.js';
import type { KnexRefundCursor } from '../adapters/knex-refund-cursor.js';
import type { OrderRefunds, RefundProvider, RefundRequest } from '../ports.js';

export const DISPATCH_REFUNDS_JOB = 'payments.dispatch-refunds';

/** The sweep: a request whose job was lost (a crash, a wiped Redis) is sent within a minute. */
export const DISPATCH_REFUNDS_SCHEDULE: JobSchedule = { name: DISPATCH_REFUNDS_JOB, payload: {}, everyMs: 60_000 };

const PAGE = 100;
// A provider that cannot be reached is tried again by the queue for about a minute, then by the sweep.
const RETRY = { attempts: 6, backoffMs: 1_000 };

/** The provider's idempotency key of a refund request: one refund per `refundRequested` order event. */
export const refundIdempotencyKey = (request: Pick<RefundRequest, 'eventId'>): string => `refund-${request.eventId}`;

/**
 * A `refundRequested` order event queues one dispatch (ORDER_CHANGE_LISTENERS); the key collapses
 * a burst into the run still waiting. It needs only the queue, so ordering's notifier does not
 * depend on the provider.
 */
export function refundRequestedListener(queue: JobQueue): OrderChangeListener {
  return async (event) => {
    if (event.type === 'refundRequested') await queue.enqueue(DISPATCH_REFUNDS_JOB, {}, { dedupeKey: 'refunds', ...RETRY });
  };
}

/**
 * Hands ordering's refund requests to the provider, in event order, after a cursor kept in
 * payments' own table (docs/architecture/refunds.md). At least once: the cursor moves after the
 * provider has the refund, so a crash in between asks again; the idempotency key makes that, and
 * two dispatchers at once, one refund.
 */
export class RefundDispatch {
  constructor(
    private readonly orders: OrderRefunds,
    private readonly provider: RefundProvider,
    private readonly cursor: KnexRefundCursor,
    private readonly logger: Logger,
  ) {}

  readonly job: JobHandler = { name: DISPATCH_REFUNDS_JOB, handle: () => this.dispatch().then(() => undefined) };

  /** ordering's retention keeps the first request not yet handed over, and every event after it (ORDER_EVENT_CONSUMERS). */
  readonly consumer: OrderEventConsumer = {
    name: 'payments.refund-dispatch',
    lowestUnread: async () => (await this.orders.refundRequests(await this.cursor.read(), 1))[0]?.eventId,
  };

  /** Every request after the cursor; throws at the first the provider could not take (the queue retries). Returns how many were sent. */
  async dispatch(): Promise<number> {
    let sent = 0;
    for (;;) {
      const page = await this.orders.refundRequests(await this.cursor.read(), PAGE);
      for (const request of page) {
        await this.send(request);
        await this.cursor.advance(request.eventId);
        sent += 1;
      }
      if (page.length < PAGE) return sent;
    }
  }

  private async send(request: RefundRequest): Promise<void> {
    const key = refundIdempotencyKey(request);
    if ((await this.provider.refund(request, key)) === 'requested') return;
    // The provider will never make it: the amount goes back to what may be refunded, and later requests are not held up.
    await this.orders.markRefunded(request.refundId, 'failed', `refused:${key}`);
  }
}
