// The seeding entry (docs/architecture/table-owners.md "Who writes outside a module"): the scale
// seed loads payment events through the owner's bulk loader. Only src/seed and tests import it.
export { bulkLoadPaymentEvents } from './adapters/knex-payment-event-log.js';
