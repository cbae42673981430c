import type { Knex } from 'knex';

/*
 * A restaurant's standing with the platform (docs/product/decisions.md "Suspended and unlisted
 * restaurants"): an operator may suspend it (not listed, its page not found, checkout refused)
 * or unlist it (left out of search only), each with a reason the owner sees, until reinstated.
 * Catalogue's columns: the restaurants' triggers move the catalogue version on the change, so
 * search drops or takes back the restaurant.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('restaurants', (t) => {
    t.timestamp('suspended_at', { useTz: true });
    t.string('suspended_reason', 500);
    t.timestamp('unlisted_at', { useTz: true });
    t.string('unlisted_reason', 500);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('restaurants', (t) => {
    t.dropColumn('suspended_at');
    t.dropColumn('suspended_reason');
    t.dropColumn('unlisted_at');
    t.dropColumn('unlisted_reason');
  });
}
