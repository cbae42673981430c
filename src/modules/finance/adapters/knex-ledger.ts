import type { Knex } from 'knex';
import { fromDb, toDb } from '../../../shared/db/timestamps.js';
import { restaurantAccount } from '../domain/accounts.js';
import { assertBalanced, type ChargeTerms, type LineKind, type Posting } from '../domain/posting.js';

const POSTINGS = 'ledger_postings';
const ENTRIES = 'ledger_entries';

/** A ledger row as statements read it. */
export interface LedgerEntry {
  postingId: string;
  orderId: string | null;
  account: string;
  amount: number;
  kind: LineKind;
  postingKind: Posting['kind'];
  occurredAt: Date;
}

type EntryRow = { posting_id: string; order_id: string | null; account: string; amount: number | string; kind: LineKind; posting_kind: Posting['kind']; occurred_at: Date | string };

/**
 * The ledger (docs/architecture/ledger.md): append-only postings, each keyed by its id (an order
 * event's, or a payout's week) and written with its balanced rows in one statement pair on the
 * caller's transaction; a posting already there is left alone, its rows with it.
 */
export class KnexLedger {
  constructor(private readonly db: Knex) {}

  /** Writes the postings not yet written; returns how many it wrote. */
  async write(trx: Knex, postings: readonly Posting[], at: Date): Promise<number> {
    let written = 0;
    for (const posting of postings) {
      assertBalanced(posting);
      const inserted = await trx(POSTINGS)
        .insert({
          id: posting.id,
          event_id: posting.eventId,
          order_id: posting.orderId,
          restaurant_id: posting.restaurantId,
          kind: posting.kind,
          terms: posting.terms && JSON.stringify(posting.terms),
          occurred_at: toDb(posting.occurredAt),
          created_at: toDb(at),
        })
        .onConflict('id')
        .ignore()
        .returning('id');
      if (inserted.length === 0) continue;
      await trx(ENTRIES).insert(posting.lines.map((line) => ({ posting_id: posting.id, event_id: posting.eventId, order_id: posting.orderId, restaurant_id: posting.restaurantId, ...line, occurred_at: toDb(posting.occurredAt), created_at: toDb(at) })));
      written += 1;
    }
    return written;
  }

  /** The terms each order was paid under, from its charge posting, by order id. */
  async chargeTerms(orderIds: readonly string[], db: Knex = this.db): Promise<Map<string, ChargeTerms>> {
    if (!orderIds.length) return new Map();
    const rows: Array<{ order_id: string; terms: string }> = await db(POSTINGS).whereIn('order_id', orderIds).andWhere({ kind: 'charge' }).select('order_id', 'terms');
    return new Map(rows.map((row) => [row.order_id, JSON.parse(row.terms) as ChargeTerms]));
  }

  /** An account's balance: the sum of its rows, those before `before` when given. */
  async balance(account: string, before?: Date, db: Knex = this.db): Promise<number> {
    const query = db(ENTRIES).where({ account });
    if (before) query.andWhere('occurred_at', '<', toDb(before));
    const row: { total: unknown } | undefined = await query.first(db.raw('coalesce(sum(amount), 0) as total'));
    return Number(row?.total ?? 0);
  }

  /** Every row of a restaurant's orders and payouts in [from, to), on every account (what its customers paid, what the platform bore). */
  async entriesOf(restaurantId: string, from: Date, to: Date): Promise<LedgerEntry[]> {
    const rows: EntryRow[] = await this.db(`${ENTRIES} as e`)
      .join(`${POSTINGS} as p`, 'p.id', 'e.posting_id')
      .where('e.restaurant_id', restaurantId)
      .andWhere('e.occurred_at', '>=', toDb(from))
      .andWhere('e.occurred_at', '<', toDb(to))
      .orderBy('e.id')
      .select('e.posting_id', 'e.order_id', 'e.account', 'e.amount', 'e.kind', 'p.kind as posting_kind', 'e.occurred_at');
    return rows.map((row) => ({ postingId: row.posting_id, orderId: row.order_id, account: row.account, amount: Number(row.amount), kind: row.kind, postingKind: row.posting_kind, occurredAt: fromDb(row.occurred_at) }));
  }

  /** The restaurants with any row, and their first row's time. */
  async restaurantsSince(): Promise<Array<{ restaurantId: string; first: Date }>> {
    const rows: Array<{ restaurant_id: string; first: Date | string }> = await this.db(ENTRIES).where('account', 'like', 'restaurant:%').groupBy('restaurant_id').select('restaurant_id', this.db.raw('min(occurred_at) as first'));
    return rows.map((row) => ({ restaurantId: row.restaurant_id, first: fromDb(row.first) }));
  }

  restaurantBalance(restaurantId: string, before: Date, db: Knex = this.db): Promise<number> {
    return this.balance(restaurantAccount(restaurantId), before, db);
  }
}
