import type { Knex } from 'knex';
import type { Clock } from '../../../shared/clock.js';
import type { JobQueue } from '../../../shared/jobs/job-queue.js';
import { appliedSteps } from '../../../shared/order-log/applied-steps.js';
import { DurableConsumer, queueConsumerRun } from '../../../shared/order-log/durable-consumer.js';
import type { AppliedHandler, RunQueueing } from '../../../shared/order-log/event-consumer.js';
import { KnexConsumerCursors } from '../../../shared/order-log/knex-consumer-cursors.js';
import type { OrderChangeListener, OrderEvent } from '../../ordering/index.js';
import type { KnexLedger } from '../adapters/knex-ledger.js';
import type { ContractBook } from '../contract-book.js';
import type { ContractTerms } from '../domain/contract.js';
import { chargePosting, lateChargePosting, refundPosting, type Posting } from '../domain/posting.js';
import { refundBasis } from '../domain/refund-basis.js';
import type { OrderEvents, OrdersById } from '../ports.js';

export const POST_LEDGER_JOB = 'finance.post-ledger';
export const LEDGER_CONSUMER = 'finance.ledger';
const RUN: RunQueueing = { jobName: POST_LEDGER_JOB, dedupeKey: 'ledger' };

/** The money movements: a payment, a refund the provider made, and a payment that came after its order was cancelled. */
export function movesMoney(event: OrderEvent): boolean {
  return event.type === 'paid' || event.type === 'refunded' || (event.type === 'refundRequested' && event.changes.by.startsWith('payment:'));
}

interface Work {
  events: readonly OrderEvent[];
  orders: Awaited<ReturnType<OrdersById>>;
  terms: Map<number, ContractTerms>;
}

/**
 * The ledger's consumer of the order event log (docs/architecture/ledger.md "Posting"): a page's
 * postings are written on the transaction that moves its cursor, keyed by their event, so a crash,
 * a repeat or a wiped Redis never doubles or drops one.
 */
export function ledgerConsumer(deps: { events: OrderEvents; orders: OrdersById; ledger: KnexLedger; contracts: ContractBook; db: Knex; queue: JobQueue; clock: Clock }): DurableConsumer<OrderEvent> {
  const cursor = new KnexConsumerCursors(deps.db).of(LEDGER_CONSUMER);
  const handler: AppliedHandler<OrderEvent, Work> = {
    name: LEDGER_CONSUMER,
    run: RUN,
    sweep: { name: 'finance.sweep-ledger', everyMs: 30_000 },
    wants: movesMoney,
    prepare: async (events) => {
      const orderIds = [...new Set(events.map((event) => event.orderId))];
      return { events, orders: await deps.orders(orderIds), terms: await deps.contracts.termsFor(events.filter((event) => event.type === 'paid')) };
    },
    apply: async (trx, work) => deps.ledger.write(trx, await postingsOf(trx, work, deps.ledger), deps.clock.now()),
  };
  const log = { after: (afterId: number, limit: number) => deps.events.after(afterId, {}, limit) };
  return new DurableConsumer(log, cursor, handler, appliedSteps(handler, cursor, deps.db), deps.queue, deps.clock);
}

/** Each money-moving order event queues a run (ORDER_CHANGE_LISTENERS); the key collapses a burst. */
export function ledgerListener(queue: JobQueue): OrderChangeListener {
  return async (event) => {
    if (movesMoney(event)) await queueConsumerRun(queue, RUN);
  };
}

/** The page's postings in event order; a refund finds its order's charge terms in the ledger or earlier in the page. */
async function postingsOf(trx: Knex, { events, orders, terms }: Work, ledger: KnexLedger): Promise<Posting[]> {
  const charges = await ledger.chargeTerms([...new Set(events.filter((event) => event.type === 'refunded').map((event) => event.orderId))], trx);
  const postings: Posting[] = [];
  for (const event of events) {
    const facts = { eventId: event.id, orderId: event.orderId, restaurantId: event.restaurantId, occurredAt: event.occurredAt };
    const order = orders.get(event.orderId);
    const refund = event.changes.refund;
    if (event.type === 'paid' && order) {
      const discount = order.discount ?? 0;
      const itemsDiscount = order.voucherKind === 'freeDelivery' ? 0 : discount;
      const posting = chargePosting(facts, { subtotal: order.totalAmount, deliveryFee: order.deliveryPrice, discount, itemsDiscount }, terms.get(event.id)!);
      charges.set(event.orderId, posting.terms!);
      postings.push(posting);
    } else if (event.type === 'refundRequested' && refund) {
      const posting = lateChargePosting(facts, refund.amount);
      charges.set(event.orderId, posting.terms!);
      postings.push(posting);
    } else if (event.type === 'refunded' && refund) {
      const charge = charges.get(event.orderId);
      // An order paid before the ledger began: nothing of it is on the ledger to refund against.
      if (!charge) continue;
      const cancellation = order?.cancellation ? { by: order.cancellation.by, reason: order.cancellation.reason } : null;
      postings.push(refundPosting(facts, refund.amount, refundBasis({ reason: refund.reason, cancellation, late: charge.late === true }), charge));
    }
  }
  return postings;
}
