import type { Knex } from 'knex';

/*
 * A refund of items of the order keeps which items and how many (JSON `[{ menuItemId, name, quantity }]`,
 * the names as ordered), so the kitchen ticket and the receipt can say 'Refunded: 1 x Tiramisu'
 * (docs/product/screens.md "Printing"). Null for a refund of an amount and for refunds made before.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('order_refunds', (t) => {
    t.text('items');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('order_refunds', (t) => {
    t.dropColumn('items');
  });
}
