import type { Knex } from 'knex';

/*
 * Menus people can choose from safely (docs/product/decisions.md "Menus"). Every existing
 * item keeps its id and gets no description, no section, no allergens, labels or options;
 * existing order lines get no options and no allergens (none were recorded). Lists are JSON text: they are read and written whole
 * with their item, never queried by part.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('restaurants', (t) => {
    // ["Starters", "Mains"]: section names in the owner's order.
    t.text('menu_sections').notNullable().defaultTo('[]');
  });
  await knex.schema.alterTable('menu_items', (t) => {
    t.text('description').notNullable().defaultTo('');
    t.string('category', 200).notNullable().defaultTo('');
    // ["milk", "gluten"] and ["vegetarian"]: codes of catalogue/domain/menu-details.ts.
    t.text('allergens').notNullable().defaultTo('[]');
    t.text('dietary').notNullable().defaultTo('[]');
    // [{ id, name, min, max, options: [{ id, name, price, soldOut }] }]
    t.text('option_groups').notNullable().defaultTo('[]');
  });
  await knex.schema.alterTable('order_items', (t) => {
    // [{ id, groupName, name, price }]: the options chosen, as they were at checkout.
    t.text('options').notNullable().defaultTo('[]');
    // ["milk", "gluten"]: the dish's allergens at checkout, for the kitchen ticket and the receipt.
    t.text('allergens').notNullable().defaultTo('[]');
  });
  // Search's index reads the labelled dishes only (knex-search-source.ts dietaryOf): few of them.
  await knex.raw(`create index menu_items_labelled on menu_items (restaurant_id) where dietary <> '[]'`);
}

// Plain DROP COLUMN on both databases: knex's SQLite way copies the table, which would lose
// the catalogue's change triggers (20261125000000_catalogue-changes.ts).
const ADDED: Array<[table: string, columns: string[]]> = [
  ['order_items', ['allergens', 'options']],
  ['menu_items', ['option_groups', 'dietary', 'allergens', 'category', 'description']],
  ['restaurants', ['menu_sections']],
];

export async function down(knex: Knex): Promise<void> {
  await knex.raw('drop index menu_items_labelled');
  for (const [table, columns] of ADDED) {
    for (const column of columns) await knex.raw('alter table ?? drop column ??', [table, column]);
  }
}
