import { pino } from 'pino';
import { KnexOrderLifecycle } from '../../src/modules/ordering/adapters/knex-order-lifecycle.js';
import { KnexLocalRefunds } from '../../src/modules/payments/adapters/knex-local-refunds.js';
import { KnexRefundCursor } from '../../src/modules/payments/adapters/knex-refund-cursor.js';
import { LocalRefundProvider } from '../../src/modules/payments/adapters/local-refund-provider.js';
import type { LocalEventDelivery } from '../../src/modules/payments/jobs/local-event-delivery.js';
import { RefundDispatch } from '../../src/modules/payments/jobs/refund-dispatch.js';
import type { OrderRefunds, RefundProvider } from '../../src/modules/payments/ports.js';
import type { Database } from '../../src/shared/db/database.js';
import { systemClock } from '../../src/shared/clock.js';

const quiet = pino({ level: 'silent' });

/** Ordering's refund reads and settlements straight on its adapter, as another worker process has them. */
function orderRefunds(db: Database): OrderRefunds {
  const lifecycle = new KnexOrderLifecycle(db);
  return {
    refundRequests: (after, limit) => lifecycle.refundRequests(after, limit),
    markRefunded: async (refundId, outcome, eventId) => (await lifecycle.markRefunded(refundId, outcome, `payment:${eventId}`, new Date())) !== undefined,
  };
}

/** A dispatcher as another worker runs it, against this provider. */
export function aRefundDispatcher(db: Database, provider: RefundProvider): RefundDispatch {
  return new RefundDispatch(orderRefunds(db), provider, new KnexRefundCursor(db), quiet);
}

/**
 * A dispatcher with the local checkout as its provider. Its events stay in the outbox, where the
 * server's own outbox sweep finds them.
 */
export function aLocalRefundDispatcher(db: Database): RefundDispatch {
  const notQueued = { enqueue: async () => undefined } as unknown as LocalEventDelivery;
  return aRefundDispatcher(db, new LocalRefundProvider(new KnexLocalRefunds(db), notQueued, systemClock, quiet));
}
