import type { Database } from '../../src/shared/db/database.js';
import type { CheckoutLoad } from './checkout-load.js';

export interface LedgerCheck {
  /** Orders the customers were told about (answered checkouts). */
  orders: number;
  /** Answered checkouts without their order, and acknowledged payments that paid nothing. */
  lost: string[];
  /** Orders paid more than once, or whose payment no event record explains. */
  duplicated: string[];
  /**
   * Card payments' events the product has not yet delivered to its webhook: until it has, their
   * orders may be paid with the record of the paying event still to come (a retry writes it).
   */
  undelivered: string[];
}

/** Nothing acknowledged is missing and nothing is still on its way: the ledger can be judged. */
export const settled = (ledger: LedgerCheck) => ledger.lost.length === 0 && ledger.undelivered.length === 0;

const count = (rows: Array<{ n: unknown }>) => Number(rows[0]?.n ?? 0);

/**
 * Compares what the product acknowledged with what its database holds: every answered
 * checkout is one order with its lines, every acknowledged payment (a 303 from the card page,
 * a 200 to a signed event) left its order paid with its one paid order event, and no order
 * anywhere was paid twice.
 */
export async function checkLedger(db: Database, load: CheckoutLoad): Promise<LedgerCheck> {
  const lost: string[] = [];
  const duplicated: string[] = [];
  for (const { sessionId } of load.answered) {
    const orders = await db('orders').where({ checkout_session_id: sessionId }).select('id');
    if (orders.length !== 1) lost.push(`session ${sessionId}: ${orders.length} orders`);
    else if (count(await db('order_items').where({ order_id: orders[0].id }).count({ n: '*' })) === 0) lost.push(`order ${orders[0].id}: no lines`);
  }
  const paidOrderIds = [
    ...(await Promise.all(load.paidByCard.map(async ({ sessionId }) => (await db('orders').where({ checkout_session_id: sessionId }).first('id'))?.id as string))),
    ...load.acknowledged.map((a) => a.orderId),
  ];
  for (const orderId of paidOrderIds) {
    const order = await db('orders').where({ id: orderId }).first('status', 'paid_event_id');
    if (order?.status !== 'paid' || !order.paid_event_id) lost.push(`payment of ${orderId}: order ${order?.status ?? 'missing'}`);
  }
  for (const { event } of load.acknowledged) {
    if (!(await db('payment_events').where({ id: event.id }).first('id'))) lost.push(`event ${event.id}: not recorded`);
  }
  const paidTwice = await db('order_status_history').where({ status: 'paid' }).groupBy('order_id').havingRaw('count(*) > 1').select('order_id');
  duplicated.push(...paidTwice.map((r) => `order ${r.order_id}: paid twice`));
  // docs/architecture/order-events.md: one order event per change, however the change was retried.
  const paidEvents = await db('order_events').where({ type: 'paid' }).groupBy('order_id').havingRaw('count(*) > 1').select('order_id');
  duplicated.push(...paidEvents.map((r) => `order ${r.order_id}: more than one paid order event`));
  const paidWithoutEvent = await db('orders').where({ status: 'paid' }).whereNotExists(db('order_events').whereRaw('order_events.order_id = orders.id').andWhere({ type: 'paid' })).select('id');
  lost.push(...paidWithoutEvent.map((r) => `order ${r.id}: paid without its paid order event`));
  const eventsPaying = await db('payment_events').where({ outcome: 'paid' }).groupBy('order_id').havingRaw('count(*) > 1').select('order_id');
  duplicated.push(...eventsPaying.map((r) => `order ${r.order_id}: more than one paying event`));
  const unexplained = await db('orders')
    .where({ status: 'paid' })
    .whereNotExists(db('payment_events').whereRaw('payment_events.id = orders.paid_event_id').andWhere({ outcome: 'paid' }))
    .select('id');
  duplicated.push(...unexplained.map((r) => `order ${r.id}: paid without a recorded paying event`));
  const owed: Array<{ event_id: string }> = await db('local_checkout_outbox').whereNull('delivered_at').select('event_id');
  const undelivered = owed.map((r) => `event ${r.event_id}: not delivered yet`);
  return { orders: load.answered.length, lost, duplicated, undelivered };
}
