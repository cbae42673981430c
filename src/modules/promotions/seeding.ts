// The seeding entry (docs/architecture/table-owners.md "Who writes outside a module"): the scale
// seed moves the voucher uses' cursor past the history it writes, as it does the mail's and the
// ledger's. Only src/seed and tests import it.
import type { Knex } from 'knex';
import { moveConsumerCursor } from '../../shared/order-log/knex-consumer-cursors.js';
import { VOUCHER_USES_CONSUMER } from './jobs/voucher-uses-consumer.js';

/** The seeded orders are the past: none carried a code, so no use is left to confirm or free. */
export function moveVoucherUsesCursor(trx: Knex.Transaction, eventId: number): Promise<void> {
  return moveConsumerCursor(trx, VOUCHER_USES_CONSUMER, eventId);
}
