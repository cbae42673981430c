// The seeding entry (docs/architecture/table-owners.md "Who writes outside a module"): the scale
// seed moves the mail cursor past the history it writes. Only src/seed and tests import it.
export { moveOrderMailCursor } from './adapters/knex-mail-messages.js';
