import type { Knex } from 'knex';
import type { Database } from '../../../shared/db/database.js';
import { toDb } from '../../../shared/db/timestamps.js';
import type { VoucherCheck, VoucherDesk, VoucherHold, VoucherVerdict } from '../../ordering/index.js';
import { codeKey, type Voucher } from '../domain/voucher.js';
import { refusalOf } from '../domain/voucher-verdict.js';
import { fromVoucherRow, VOUCHER_COLUMNS, type VoucherRow } from './voucher-rows.js';

const count = async (query: Knex.QueryBuilder): Promise<number> => Number((await query.first(query.client.raw('count(*) as n')))?.n ?? 0);

/**
 * Uses held or used by everyone, but the customer's own holds: their unpaid orders here give way
 * to the new checkout (docs/product/decisions.md "Running a service"), so they take no use from it.
 */
function taken(q: Knex | Knex.Transaction, voucherId: string, userId?: string): Promise<number> {
  const uses = q('voucher_uses').where({ voucher_id: voucherId }).whereIn('status', ['held', 'used']);
  if (userId) uses.andWhereNot((own) => own.where({ status: 'held', user_id: userId }));
  return count(uses);
}

/** The voucher and why it does not apply to the check, read on `q` (the database, or the checkout's transaction). */
async function judge(q: Knex | Knex.Transaction, check: VoucherCheck, at: Date, lock: boolean): Promise<{ voucher?: Voucher; refusal?: string }> {
  const found = q('vouchers').where({ restaurant_id: check.restaurantId, code_key: codeKey(check.code) });
  const row: VoucherRow | undefined = await (lock ? found.forUpdate() : found).first(VOUCHER_COLUMNS);
  const voucher = row && fromVoucherRow(row);
  if (!voucher) return { refusal: refusalOf(undefined, { now: at, subtotal: check.subtotal, taken: 0 }) };
  const userId = check.customer?.userId;
  const customer = check.customer && { uses: await count(q('voucher_uses').where({ voucher_id: voucher.id, user_id: userId, status: 'used' })), paidBefore: check.customer.paidBefore };
  const refusal = refusalOf(voucher, { now: at, subtotal: check.subtotal, taken: await taken(q, voucher.id, userId), ...(customer ? { customer } : {}) });
  return { voucher, ...(refusal ? { refusal } : {}) };
}

/** Ordering's VOUCHER_DESK: prices a code and holds its uses in `voucher_uses` (promotions' table). */
export function knexVoucherDesk(db: Database, now: () => Date): VoucherDesk {
  return {
    async check(check): Promise<VoucherVerdict> {
      const { voucher, refusal } = await judge(db, check, now(), false);
      if (refusal || !voucher) return { refusal: refusal! };
      return { terms: { code: voucher.code, kind: voucher.kind, value: voucher.value } };
    },
    /**
     * The voucher's row is locked first (PostgreSQL's FOR UPDATE; SQLite has one writer), so holds
     * of one code take turns and each counts the uses the ones before it committed.
     */
    async hold(trx, hold: VoucherHold) {
      const { voucher, refusal } = await judge(trx, hold, hold.at, true);
      if (refusal || !voucher) return refusal;
      await trx('voucher_uses').insert({
        order_id: hold.orderId, voucher_id: voucher.id, user_id: hold.customer.userId, status: 'held',
        discount: hold.discount, charged: hold.charged, held_at: toDb(hold.at),
      });
      return undefined;
    },
  };
}
