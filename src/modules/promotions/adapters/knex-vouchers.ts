import type { Database } from '../../../shared/db/database.js';
import { toDb } from '../../../shared/db/timestamps.js';
import { isUniqueViolation } from '../../../shared/db/unique-violation.js';
import { newId } from '../../../shared/ids.js';
import { codeKey, type Voucher, type VoucherTerms } from '../domain/voucher.js';
import { fromVoucherRow, termsRow, VOUCHER_COLUMNS, type VoucherRow } from './voucher-rows.js';

/** A voucher with what it brought: paid uses, open holds, the sales of its paid orders (less refunds) and the discounts given. */
export interface VoucherFigures {
  uses: number;
  held: number;
  sales: number;
  discounts: number;
}

export const NO_FIGURES: VoucherFigures = { uses: 0, held: 0, sales: 0, discounts: 0 };

/** `vouchers` (promotions' table, docs/architecture/table-owners.md): the owner's codes. */
export class KnexVouchers {
  constructor(private readonly db: Database) {}

  async ofRestaurant(restaurantId: string): Promise<Voucher[]> {
    const rows: VoucherRow[] = await this.db('vouchers').where({ restaurant_id: restaurantId }).orderBy('id', 'desc').select(VOUCHER_COLUMNS);
    return rows.map(fromVoucherRow);
  }

  async find(restaurantId: string, id: string): Promise<Voucher | undefined> {
    const row: VoucherRow | undefined = await this.db('vouchers').where({ restaurant_id: restaurantId, id }).first(VOUCHER_COLUMNS);
    return row && fromVoucherRow(row);
  }

  /** By code, whatever its case. */
  async byCode(restaurantId: string, code: string): Promise<Voucher | undefined> {
    const row: VoucherRow | undefined = await this.db('vouchers').where({ restaurant_id: restaurantId, code_key: codeKey(code) }).first(VOUCHER_COLUMNS);
    return row && fromVoucherRow(row);
  }

  /** The new voucher, or `taken` when the restaurant has the code already (any case). */
  async add(restaurantId: string, terms: VoucherTerms, at: Date): Promise<Voucher | 'taken'> {
    const id = newId(at);
    const written = await this.uniquely(() => this.db('vouchers').insert({ id, restaurant_id: restaurantId, ...termsRow(terms, at), created_at: toDb(at) }));
    return written ? { id, restaurantId, ...terms, code: terms.code.trim(), endedAt: null, createdAt: at } : 'taken';
  }

  /** False when the voucher is not the restaurant's; `taken` when another of its vouchers has the code. */
  async change(restaurantId: string, id: string, terms: VoucherTerms, at: Date): Promise<boolean | 'taken'> {
    let changed = 0;
    const written = await this.uniquely(async () => {
      changed = Number(await this.db('vouchers').where({ restaurant_id: restaurantId, id }).update(termsRow(terms, at)));
    });
    return written ? changed === 1 : 'taken';
  }

  /** A voucher nobody used is removed; one with uses is ended and kept for its figures. False when not the restaurant's. */
  async end(restaurantId: string, id: string, at: Date): Promise<boolean> {
    return this.db.transaction(async (trx) => {
      const found = await trx('vouchers').where({ restaurant_id: restaurantId, id }).forUpdate().first('id');
      if (!found) return false;
      const used = await trx('voucher_uses').where({ voucher_id: id }).first('order_id');
      if (used) await trx('vouchers').where({ id }).whereNull('ended_at').update({ ended_at: toDb(at), updated_at: toDb(at) });
      else await trx('vouchers').where({ id }).del();
      return true;
    });
  }

  async figures(voucherIds: readonly string[]): Promise<Map<string, VoucherFigures>> {
    if (voucherIds.length === 0) return new Map();
    const rows: Array<{ voucher_id: string; status: string; n: number | string; charged: number | string; refunded: number | string; discount: number | string }> = await this.db('voucher_uses')
      .whereIn('voucher_id', voucherIds)
      .whereIn('status', ['held', 'used'])
      .groupBy('voucher_id', 'status')
      .select('voucher_id', 'status', this.db.raw('count(*) as n'), this.db.raw('sum(charged) as charged'), this.db.raw('sum(refunded) as refunded'), this.db.raw('sum(discount) as discount'));
    const figures = new Map<string, VoucherFigures>();
    for (const row of rows) {
      const now = figures.get(row.voucher_id) ?? { ...NO_FIGURES };
      if (row.status === 'held') now.held = Number(row.n);
      else Object.assign(now, { uses: Number(row.n), sales: Number(row.charged) - Number(row.refunded), discounts: Number(row.discount) });
      figures.set(row.voucher_id, now);
    }
    return figures;
  }

  private async uniquely(write: () => Promise<unknown>): Promise<boolean> {
    try {
      await write();
      return true;
    } catch (error) {
      if (isUniqueViolation(error)) return false;
      throw error;
    }
  }
}
