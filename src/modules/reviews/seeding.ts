// The seeding entry (docs/architecture/table-owners.md "Who writes outside a module"): demo data's
// reviews load through the owner's bulk loader. Only src/seed and tests import it.
export { bulkLoadReviews } from './adapters/knex-reviews.js';
