import type { Knex } from 'knex';

/*
 * Orders for later (docs/product/decisions.md "Orders for later"):
 * - restaurant_scheduling (catalogue's, beside restaurant_availability): how many days ahead a
 *   restaurant offers slots (0: none) and each 15-minute slot's capacity per fulfilment. No
 *   row: the defaults (domain/scheduling.ts). Slots themselves are computed, never stored.
 * - orders.scheduled_for (ordering's): the slot's start, null for "as soon as possible";
 *   orders.due_at: the slot less the preparation time, when the kitchen is to start it. The
 *   index serves the slot counts (one grouped query per window, one count per checkout).
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('restaurant_scheduling', (t) => {
    t.string('restaurant_id', 24).primary().references('restaurants.id').onDelete('CASCADE');
    t.smallint('days_ahead').notNullable();
    t.smallint('delivery_capacity').notNullable();
    t.smallint('collection_capacity').notNullable();
    t.timestamp('updated_at', { useTz: true }).notNullable();
  });
  await knex.schema.alterTable('orders', (t) => {
    t.timestamp('scheduled_for', { useTz: true });
    t.timestamp('due_at', { useTz: true });
  });
  await knex.schema.alterTable('orders', (t) => {
    t.index(['restaurant_id', 'scheduled_for'], 'orders_restaurant_slot_idx');
  });
}

// Plain DROP COLUMN (as the addresses migration): knex's SQLite way copies the table.
export async function down(knex: Knex): Promise<void> {
  await knex.raw('drop index if exists orders_restaurant_slot_idx');
  await knex.raw('alter table orders drop column due_at');
  await knex.raw('alter table orders drop column scheduled_for');
  await knex.schema.dropTable('restaurant_scheduling');
}
