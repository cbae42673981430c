import type { Knex } from 'knex';

/*
 * When a restaurant takes orders (docs/product/decisions.md "Running a service"): its hours,
 * closures and pause in a table of its own, so that a pause, which the owner may set many times
 * an evening, leaves the catalogue's version (and the search index built on it) alone. No row:
 * open around the clock in Europe/London, as every restaurant was before. Sold-out dishes are
 * marked on the menu item itself, which checkout already reads.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('restaurant_availability', (t) => {
    t.string('restaurant_id', 24).primary().references('restaurants.id').onDelete('CASCADE');
    t.string('time_zone', 64).notNullable();
    // JSON: { mon: [{ opens, closes }], ... }, or null for around the clock.
    t.text('weekly_hours');
    // JSON: [{ from, to, reason? }], local dates.
    t.text('closures').notNullable();
    t.timestamp('paused_until', { useTz: true });
    // Paused until the owner resumes (a missed order); paused_until is then null.
    t.boolean('paused_indefinitely').notNullable().defaultTo(false);
    t.timestamp('updated_at', { useTz: true }).notNullable();
  });
  await knex.schema.alterTable('menu_items', (t) => {
    t.boolean('sold_out').notNullable().defaultTo(false);
    // Back on sale by itself at this time (the next opening); null: until switched back.
    t.timestamp('sold_out_until', { useTz: true });
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('menu_items', (t) => {
    t.dropColumn('sold_out_until');
    t.dropColumn('sold_out');
  });
  await knex.schema.dropTable('restaurant_availability');
}
