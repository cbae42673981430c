import type { Clock } from '../../../shared/clock.js';
import type { Database } from '../../../shared/db/database.js';
import type { JobQueue } from '../../../shared/jobs/job-queue.js';
import { directSteps } from '../../../shared/order-log/direct-steps.js';
import { DurableConsumer, queueConsumerRun } from '../../../shared/order-log/durable-consumer.js';
import type { DirectHandler, EventLogReader, RunQueueing } from '../../../shared/order-log/event-consumer.js';
import { KnexConsumerCursors } from '../../../shared/order-log/knex-consumer-cursors.js';
import type { OrderChangeListener } from '../../ordering/index.js';
import type { OrderRefunds, RefundProvider, RefundRequest } from '../ports.js';

export const DISPATCH_REFUNDS_JOB = 'payments.dispatch-refunds';
// A provider that cannot be reached is tried again by the queue for about a minute, then by the sweep.
const RUN: RunQueueing = { jobName: DISPATCH_REFUNDS_JOB, dedupeKey: 'refunds', attempts: 6, backoffMs: 1_000 };
const CONSUMER = 'payments.refund-dispatch';

/** A refund request as the shared consumer reads it: its order event's id is its place in the log. */
type RefundEvent = RefundRequest & { id: number };

/** The provider's idempotency key of a refund request: one refund per `refundRequested` order event. */
export const refundIdempotencyKey = (request: Pick<RefundRequest, 'eventId'>): string => `refund-${request.eventId}`;

/**
 * Hands ordering's refund requests to the provider, in event order (docs/architecture/refunds.md),
 * on the shared consumer without a work table: the cursor moves after the provider has the refund,
 * so a crash in between asks again; the idempotency key makes that, and two dispatchers at once,
 * one refund.
 */
export function refundDispatch(orders: OrderRefunds, provider: RefundProvider, deps: { db: Database; queue: JobQueue; clock: Clock }): DurableConsumer<RefundEvent> {
  const cursor = new KnexConsumerCursors(deps.db).of(CONSUMER);
  const handler: DirectHandler<RefundEvent> = {
    name: CONSUMER,
    run: RUN,
    sweep: { name: 'payments.sweep-refunds', everyMs: 60_000 },
    wants: () => true,
    perform: (request) => send(orders, provider, request),
  };
  return new DurableConsumer(refundRequests(orders), cursor, handler, directSteps(handler, cursor), deps.queue, deps.clock);
}

/** A `refundRequested` order event queues one dispatch (ORDER_CHANGE_LISTENERS); the key collapses a burst into the run still waiting. */
export function refundRequestedListener(queue: JobQueue): OrderChangeListener {
  return async (event) => {
    if (event.type === 'refundRequested') await queueConsumerRun(queue, RUN);
  };
}

function refundRequests(orders: OrderRefunds): EventLogReader<RefundEvent> {
  return { after: async (afterId, limit) => (await orders.refundRequests(afterId, limit)).map((request) => ({ ...request, id: request.eventId })) };
}

async function send(orders: OrderRefunds, provider: RefundProvider, request: RefundRequest): Promise<void> {
  const key = refundIdempotencyKey(request);
  if ((await provider.refund(request, key)) === 'requested') return;
  // The provider will never make it: the amount goes back to what may be refunded, and later requests are not held up.
  await orders.markRefunded(request.refundId, 'failed', `refused:${key}`);
}
