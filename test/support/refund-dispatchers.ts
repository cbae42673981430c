import { pino } from 'pino';
import { KnexOrderLifecycle } from '../../src/modules/ordering/adapters/knex-order-lifecycle.js';
import { KnexLocalRefunds } from '../../src/modules/payments/adapters/knex-local-refunds.js';
import { LocalRefundProvider } from '../../src/modules/payments/adapters/local-refund-provider.js';
import type { LocalEventDelivery } from '../../src/modules/payments/jobs/local-event-delivery.js';
import { refundDispatch } from '../../src/modules/payments/jobs/refund-dispatch.js';
import type { OrderRefunds, RefundProvider } from '../../src/modules/payments/ports.js';
import type { Database } from '../../src/shared/db/database.js';
import type { JobQueue } from '../../src/shared/jobs/job-queue.js';
import { systemClock } from '../../src/shared/clock.js';

const quiet = pino({ level: 'silent' });
// Its own runs go nowhere: the test calls it.
const notQueuedJobs = { enqueue: async () => undefined } as unknown as JobQueue;

/** Ordering's refund reads and settlements straight on its adapter, as another worker process has them. */
function orderRefunds(db: Database): OrderRefunds {
  const lifecycle = new KnexOrderLifecycle(db);
  return {
    refundRequests: (after, limit) => lifecycle.refundRequests(after, limit),
    markRefunded: async (refundId, outcome, eventId) => (await lifecycle.markRefunded(refundId, outcome, `payment:${eventId}`, new Date())) !== undefined,
  };
}

/** A dispatcher as another worker runs it, against this provider. */
export function aRefundDispatcher(db: Database, provider: RefundProvider): { dispatch(): Promise<number> } {
  const consumer = refundDispatch(orderRefunds(db), provider, { db, queue: notQueuedJobs, clock: systemClock });
  return { dispatch: () => consumer.run() };
}

/**
 * A dispatcher with the local checkout as its provider. Its events stay in the outbox, where the
 * server's own outbox sweep finds them.
 */
export function aLocalRefundDispatcher(db: Database): { dispatch(): Promise<number> } {
  const notQueued = { enqueue: async () => undefined } as unknown as LocalEventDelivery;
  return aRefundDispatcher(db, new LocalRefundProvider(new KnexLocalRefunds(db), notQueued, systemClock, quiet));
}
