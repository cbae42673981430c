import type { Knex } from 'knex';
import { fromDb, toDb } from '../../../shared/db/timestamps.js';

const TABLE = 'payouts';

/** `paid`: sent (embedded: recorded only); `none`: nothing was owed at the close, any balance carries on. */
export type PayoutStatus = 'paid' | 'none';

export interface Payout {
  id: string;
  restaurantId: string;
  weekStart: string;
  weekEnd: Date;
  amount: number;
  status: PayoutStatus;
  reference: string | null;
  createdAt: Date;
}

type Row = { id: string; restaurant_id: string; week_start: string; week_end: Date | string; amount: number | string; status: PayoutStatus; reference: string | null; created_at: Date | string };

/** The weekly payouts, one per restaurant and week (docs/architecture/ledger.md "Payouts"). */
export class KnexPayouts {
  constructor(private readonly db: Knex) {}

  /** False when the week was closed already (another worker, a repeat). */
  async insert(trx: Knex, payout: Payout): Promise<boolean> {
    const inserted = await trx(TABLE)
      .insert({ id: payout.id, restaurant_id: payout.restaurantId, week_start: payout.weekStart, week_end: toDb(payout.weekEnd), amount: payout.amount, status: payout.status, reference: payout.reference, created_at: toDb(payout.createdAt) })
      .onConflict(['restaurant_id', 'week_start'])
      .ignore()
      .returning('id');
    return inserted.length > 0;
  }

  /** The latest closed week's Monday of each restaurant. */
  async lastClosed(): Promise<Map<string, string>> {
    const rows: Array<{ restaurant_id: string; last: string }> = await this.db(TABLE).groupBy('restaurant_id').select('restaurant_id', this.db.raw('max(week_start) as last'));
    return new Map(rows.map((row) => [row.restaurant_id, row.last]));
  }

  /** A restaurant's payouts, newest week first. */
  async of(restaurantId: string, limit: number): Promise<Payout[]> {
    const rows: Row[] = await this.db(TABLE).where({ restaurant_id: restaurantId }).orderBy('week_start', 'desc').limit(limit);
    return rows.map(payoutOf);
  }

  async find(restaurantId: string, weekStart: string): Promise<Payout | undefined> {
    const row: Row | undefined = await this.db(TABLE).where({ restaurant_id: restaurantId, week_start: weekStart }).first();
    return row && payoutOf(row);
  }
}

function payoutOf(row: Row): Payout {
  return { id: row.id, restaurantId: row.restaurant_id, weekStart: row.week_start, weekEnd: fromDb(row.week_end), amount: Number(row.amount), status: row.status, reference: row.reference, createdAt: fromDb(row.created_at) };
}
