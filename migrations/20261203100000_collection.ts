import type { Knex } from 'knex';

/*
 * How a restaurant serves its orders (docs/product/decisions.md "Collection"), catalogue's
 * `restaurants`: whether it delivers, whether customers may collect, and the minutes a
 * collection order takes once accepted. Rows written before deliver only, 15 minutes. A write
 * moves the catalogue version through the restaurants triggers, so priced menus are read again.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('restaurants', (t) => {
    t.boolean('delivery').notNullable().defaultTo(true);
    t.boolean('collection').notNullable().defaultTo(false);
    t.smallint('collection_minutes').notNullable().defaultTo(15);
  });
}

// Plain DROP COLUMN on both databases: knex's SQLite way copies the table, which would lose
// the catalogue's change triggers (20261125000000_catalogue-changes.ts).
export async function down(knex: Knex): Promise<void> {
  for (const column of ['collection_minutes', 'collection', 'delivery']) await knex.raw('alter table ?? drop column ??', ['restaurants', column]);
}
