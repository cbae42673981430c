// The seeding entry (docs/architecture/table-owners.md "Who writes outside a module"): the seeds
// load orders with their events through the owner's bulk loader. Only src/seed and tests import it.
export { bulkLoadOrders } from './adapters/knex-order-repository.js';
