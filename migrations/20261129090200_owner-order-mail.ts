import type { Knex } from 'knex';

/*
 * The owner's opt-in to an e-mail per new paid order (docs/architecture/mail.md "The owner's
 * opt-in"): off for every restaurant until its owner ticks it on the restaurant form.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('restaurants', (t) => {
    t.boolean('email_new_orders').notNullable().defaultTo(false);
  });
}

// Plain DROP COLUMN on both databases: knex's SQLite way copies the table, which would lose
// the catalogue's change triggers (20261125000000_catalogue-changes.ts).
export async function down(knex: Knex): Promise<void> {
  await knex.raw('alter table ?? drop column ??', ['restaurants', 'email_new_orders']);
}
