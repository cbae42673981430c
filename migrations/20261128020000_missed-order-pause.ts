import type { Knex } from 'knex';

/*
 * A missed order pauses its restaurant until the owner resumes (docs/product/decisions.md
 * "Running a service"). The cancel commits in ordering's transaction, the pause is catalogue's
 * write after it: `pause_owed` is set with the cancel and cleared once the pause is made, so a
 * worker that dies between the two leaves the pause to the next sweep instead of losing it.
 * Indexed: the sweep asks for the few rows where it is true.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('orders', (t) => {
    t.boolean('pause_owed').notNullable().defaultTo(false);
    t.index(['pause_owed']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('orders', (t) => {
    t.dropIndex(['pause_owed']);
    t.dropColumn('pause_owed');
  });
}
