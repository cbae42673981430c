import type { Knex } from 'knex';

/*
 * Ordering (docs/architecture/modules.md):
 * - orders.paid_event_id: the payment event that moved the order to `paid`, written in
 *   the same conditional update, so one order is paid by exactly one event.
 * - order_items.position: the cart's line order.
 * - order_change_markers: one counter per customer and per restaurant, bumped in the
 *   transaction of every order write; list ETags are read from it in one row.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('orders', (t) => {
    t.string('paid_event_id', 255).unique();
  });
  await knex.schema.alterTable('order_items', (t) => {
    t.integer('position').notNullable().defaultTo(0);
    t.index(['order_id', 'position']);
  });
  await knex.schema.createTable('order_change_markers', (t) => {
    t.string('scope', 40).primary();
    t.bigInteger('version').notNullable();
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('order_change_markers');
  await knex.schema.alterTable('order_items', (t) => {
    t.dropIndex(['order_id', 'position']);
    t.dropColumn('position');
  });
  await knex.schema.alterTable('orders', (t) => {
    t.dropUnique(['paid_event_id']);
    t.dropColumn('paid_event_id');
  });
}
