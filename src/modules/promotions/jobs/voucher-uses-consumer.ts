import type { Knex } from 'knex';
import type { Clock } from '../../../shared/clock.js';
import { toDb } from '../../../shared/db/timestamps.js';
import type { JobQueue } from '../../../shared/jobs/job-queue.js';
import { appliedSteps } from '../../../shared/order-log/applied-steps.js';
import { DurableConsumer, queueConsumerRun } from '../../../shared/order-log/durable-consumer.js';
import type { AppliedHandler, RunQueueing } from '../../../shared/order-log/event-consumer.js';
import { KnexConsumerCursors } from '../../../shared/order-log/knex-consumer-cursors.js';
import type { OrderChangeListener, OrderEvent } from '../../ordering/index.js';
import type { OrderEvents } from '../ports.js';

export const SETTLE_VOUCHER_USES_JOB = 'promotions.settle-voucher-uses';
export const VOUCHER_USES_CONSUMER = 'promotions.voucher-uses';
const RUN: RunQueueing = { jobName: SETTLE_VOUCHER_USES_JOB, dedupeKey: 'voucher-uses' };

/** What settles a use: paid confirms it, cancelled (an expired checkout, or a cancelled order) frees it, refunded takes from its sales. */
export function settlesUses(event: OrderEvent): boolean {
  return event.type === 'paid' || event.type === 'cancelled' || event.type === 'refunded';
}

/** One event's write to its order's use, if it has one (docs/product/decisions.md "Vouchers"). */
async function settle(trx: Knex, event: OrderEvent, at: string): Promise<number> {
  const use = trx('voucher_uses').where({ order_id: event.orderId });
  if (event.type === 'paid') return Number(await use.where({ status: 'held' }).update({ status: 'used', settled_at: at }));
  if (event.type === 'cancelled') return Number(await use.whereIn('status', ['held', 'used']).update({ status: 'released', settled_at: at }));
  const amount = event.changes.refund?.amount ?? 0;
  return Number(await use.where({ status: 'used' }).update({ refunded: trx.raw('refunded + ?', [amount]) }));
}

/**
 * Voucher uses from the order event log (docs/architecture/order-consumers.md, the applied shape):
 * each page's settlements are written on the transaction that moves the cursor, so a crash or a
 * repeated run never settles an event twice or loses one.
 */
export function voucherUsesConsumer(deps: { events: OrderEvents; db: Knex; queue: JobQueue; clock: Clock }): DurableConsumer<OrderEvent> {
  const cursor = new KnexConsumerCursors(deps.db).of(VOUCHER_USES_CONSUMER);
  const handler: AppliedHandler<OrderEvent, readonly OrderEvent[]> = {
    name: VOUCHER_USES_CONSUMER,
    run: RUN,
    sweep: { name: 'promotions.sweep-voucher-uses', everyMs: 30_000 },
    wants: settlesUses,
    prepare: async (events) => events,
    apply: async (trx, events) => {
      const at = toDb(deps.clock.now());
      let written = 0;
      for (const event of events) written += await settle(trx, event, at);
      return written;
    },
  };
  const log = { after: (afterId: number, limit: number) => deps.events.after(afterId, {}, limit) };
  return new DurableConsumer(log, cursor, handler, appliedSteps(handler, cursor, deps.db), deps.queue, deps.clock);
}

/** Each settling event queues a run (ORDER_CHANGE_LISTENERS); the key collapses a burst. */
export function voucherUsesListener(queue: JobQueue): OrderChangeListener {
  return async (event) => {
    if (settlesUses(event)) await queueConsumerRun(queue, RUN);
  };
}
