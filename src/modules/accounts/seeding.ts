// The seeding entry (docs/architecture/table-owners.md "Who writes outside a module"): demo seeds and
// test builders write users through the owner's repository, the scale seed through its bulk loader.
// Only src/seed and tests import it; modules talk through index.ts.
export { KnexUserRepository, bulkLoadUsers } from './adapters/knex-user-repository.js';
export type { UserRepository } from './ports.js';
