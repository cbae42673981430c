import type { Knex } from 'knex';

/*
 * A note for the restaurant at checkout (docs/product/decisions.md "After the order"): at most
 * 300 characters, trimmed, null when the customer wrote none. Ordering owns `orders`.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('orders', (t) => {
    t.string('note', 300);
  });
}

// Plain DROP COLUMN on both databases: knex's SQLite way copies the table.
export async function down(knex: Knex): Promise<void> {
  await knex.raw('alter table ?? drop column ??', ['orders', 'note']);
}
