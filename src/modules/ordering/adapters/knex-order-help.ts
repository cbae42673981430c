import type { Knex } from 'knex';
import type { Database } from '../../../shared/db/database.js';
import { fromDb, toDb } from '../../../shared/db/timestamps.js';
import { ConflictError } from '../../../shared/errors.js';
import type { OrderEvent } from '../domain/order-event.js';
import type { HelpKind, HelpStatus, OrderHelp } from '../domain/order-help.js';
import type { NewHelp, OrderFacts, OrderHelpRepository } from '../ports.js';
import { writeBeside } from './writes-beside.js';

interface HelpRow {
  order_id: string;
  kind: string;
  items: string;
  note: string | null;
  photo_key: string | null;
  proposed_amount: number | string;
  status: string;
  refund_amount: number | string | null;
  decline_reason: string | null;
  created_at: Date | string;
  decided_at: Date | string | null;
}

/**
 * Order help (docs/product/decisions.md "Order help"): the report and its answer in
 * `order_help`, each written on the order's transaction with its order event. The approval's
 * refund is the lifecycle's change; `approveOn` marks the report in that same transaction.
 */
export class KnexOrderHelp implements OrderHelpRepository {
  constructor(private readonly db: Database) {}

  /** The report, if `check` passes on the order as it is; undefined for another customer's order. */
  async file(orderId: string, customerId: string, check: (order: OrderFacts, reported: boolean) => NewHelp, at: Date): Promise<OrderEvent | undefined> {
    const written = await writeBeside(this.db, orderId, async (order, trx) => {
      if (order.userId !== customerId) return { result: false };
      const help = check(order, (await trx('order_help').where({ order_id: orderId }).first('order_id')) !== undefined);
      await trx('order_help').insert({
        order_id: orderId,
        restaurant_id: order.restaurantId,
        kind: help.kind,
        items: JSON.stringify(help.items),
        note: help.note,
        proposed_amount: help.proposedAmount,
        status: 'open',
        created_at: toDb(at),
      });
      return { result: true, event: { type: 'helpRequested' as const, by: `customer:${customerId}`, at, help: { kind: help.kind } } };
    });
    return written?.result ? written.event : undefined;
  }

  /** The photo of an open report that has none yet; false otherwise. */
  async addPhoto(orderId: string, customerId: string, key: string): Promise<boolean> {
    const mine = this.db('orders').where({ id: orderId, user_id: customerId }).select('id');
    const changed = await this.db('order_help').where({ order_id: orderId, status: 'open' }).whereNull('photo_key').whereIn('order_id', mine).update({ photo_key: key });
    return changed > 0;
  }

  /** Declines an open report of the restaurant's order; undefined when it is not theirs. */
  async decline(orderId: string, restaurantId: string, reason: string, by: string, at: Date): Promise<OrderEvent | undefined> {
    const written = await writeBeside(this.db, orderId, async (order, trx) => {
      if (order.restaurantId !== restaurantId) return { result: false };
      const kind = await decide(trx, orderId, { status: 'declined', decline_reason: reason, decided_by: by, decided_at: toDb(at) });
      return { result: true, event: { type: 'helpDeclined' as const, by, at, help: { kind, declineReason: reason } } };
    });
    return written?.result ? written.event : undefined;
  }

  /** Marks the report approved with its refund, in the refund's transaction: refused (409) unless it was open, so it is refunded once. */
  async approveOn(trx: Knex.Transaction, orderId: string, refund: { id: string; amount: number }, by: string, at: Date): Promise<void> {
    await decide(trx, orderId, { status: 'approved', refund_id: refund.id, refund_amount: refund.amount, decided_by: by, decided_at: toDb(at) });
  }
}

async function decide(trx: Knex.Transaction, orderId: string, answer: Record<string, unknown>): Promise<HelpKind> {
  const row: { kind: string; status: string } | undefined = await trx('order_help').where({ order_id: orderId }).forUpdate().first('kind', 'status');
  if (!row) throw new ConflictError('No problem has been reported for this order');
  if (row.status !== 'open') throw new ConflictError(`This report has already been ${row.status}`);
  await trx('order_help').where({ order_id: orderId, status: 'open' }).update(answer);
  return row.kind as HelpKind;
}

/** The reports of these orders, by order id: one query. */
export async function helpsOf(db: Knex, orderIds: readonly string[]): Promise<Map<string, OrderHelp>> {
  if (orderIds.length === 0) return new Map();
  const rows: HelpRow[] = await db('order_help').whereIn('order_id', orderIds);
  return new Map(rows.map((row) => [row.order_id, fromHelpRow(row)]));
}

function fromHelpRow(row: HelpRow): OrderHelp {
  return {
    kind: row.kind as HelpKind,
    items: JSON.parse(row.items) as OrderHelp['items'],
    note: row.note,
    photoKey: row.photo_key,
    proposedAmount: Number(row.proposed_amount),
    status: row.status as HelpStatus,
    refundAmount: row.refund_amount === null ? null : Number(row.refund_amount),
    declineReason: row.decline_reason,
    createdAt: fromDb(row.created_at),
    decidedAt: row.decided_at === null ? null : fromDb(row.decided_at),
  };
}
