// The seeding entry (docs/architecture/table-owners.md "Who writes outside a module"): the scale
// seed moves the ledger's cursor past the history it writes, as it does the mail's. Only src/seed
// and tests import it.
import type { Knex } from 'knex';
import { moveConsumerCursor } from '../../shared/order-log/knex-consumer-cursors.js';
import { LEDGER_CONSUMER } from './jobs/ledger-consumer.js';

/** The seeded orders are the past: their money was settled at the time, outside this ledger. */
export function moveLedgerCursor(trx: Knex.Transaction, eventId: number): Promise<void> {
  return moveConsumerCursor(trx, LEDGER_CONSUMER, eventId);
}
