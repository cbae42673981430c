// The seeding entry (docs/architecture/table-owners.md "Who writes outside a module"): the seeds
// load orders with their events through the owner's bulk loader, and test builders load new
// orders as the repository would write them. Only src/seed and tests import it.
export { bulkLoadOrders } from './adapters/knex-order-repository.js';
export { placedOrderRows } from './adapters/placed-order-rows.js';
