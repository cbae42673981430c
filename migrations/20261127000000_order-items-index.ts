import type { Knex } from 'knex';

/*
 * order_items had two indexes that begin with order_id: (order_id) from the first migration and
 * (order_id, position) from ordering's. Lookups by order (and the foreign key's checks) use the
 * second; the first only cost an index write for every ordered item.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('order_items', (t) => t.dropIndex(['order_id']));
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('order_items', (t) => t.index(['order_id']));
}
